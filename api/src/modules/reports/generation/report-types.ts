import type { ReportType } from '@cytocampus/contracts';
import type { ReportDefinition } from './report-source.js';
import { courseFeedback } from './types/course-feedback.js';
import { paceCertificates } from './types/pace-certificates.js';
import { prework } from './types/prework.js';
import { proficiencyTests } from './types/proficiency-tests.js';
import { signUps } from './types/sign-ups.js';
import { slideResults } from './types/slide-results.js';

/** How each report type reads its rows. */
export const REPORT_DEFINITIONS: Readonly<Record<ReportType, ReportDefinition>> = {
  'Slide Results': slideResults,
  'Course Feedback': courseFeedback,
  'P.A.C.E. Certificates': paceCertificates,
  'New Sign-Ups this Week': signUps,
  Prework: prework,
  'Proficiency Tests': proficiencyTests,
};
