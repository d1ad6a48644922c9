import {
  CERTIFICATE_HINTS,
  PACE_COURSES_PER_CERTIFICATE,
  PACE_CREDITS_PER_COURSE,
  PACE_MIN_PASSED_COURSES,
  PACE_PAIRS_UNTIL,
  PACE_PROGRAM_TITLE,
  type CertificateCourse,
  type CertificateHint,
  type LearnerCertificate,
} from '@cytocampus/contracts';
import { defaultPaceProgramNumber } from '@cytocampus/schema';

/** One of the learner's courses as the certificate rules need it (from its course header). */
export interface PaceCourse {
  moduleId: string;
  name: string;
  paceCertificateEnabled: boolean;
  paceProgramNumber: string | null;
  /** result × 100 ≥ passingScore (spec section 4). */
  passed: boolean;
  /** Epoch ms of the course's last submit: a passed course's pass date. */
  lastSubmit: number | null;
  result: number | null;
  passingScore: number | null;
}

/** Whether a course can take feedback (a slide test with an evaluation form) and whether the learner gave it. */
export interface CourseFeedback {
  /** The test whose form takes the feedback; null when the course has none. */
  testId: string | null;
  submitted: boolean;
}

/** A certificate as the rules make it; the API adds whether (and as what) it was issued. */
export type CertificateGroup = Omit<LearnerCertificate, 'issued'>;

/** Credits of a number of passed courses (0.25 each), without binary fractions creeping in. */
export const creditsFor = (passedCourses: number): number => Math.round(passedCourses * PACE_CREDITS_PER_COURSE * 100) / 100;

/** The site's program title of a certificate (ADR 0026): the P.A.C.E. program's title, with the number when there is one. */
export const programTitleOf = (programNumber: string | null): string => (programNumber ? `${PACE_PROGRAM_TITLE} ${programNumber}` : PACE_PROGRAM_TITLE);

const authoredNumber = (course: PaceCourse): string | null => course.paceProgramNumber?.trim() || null;
const passDate = (course: PaceCourse, now: number): number => course.lastSubmit ?? now;
const byPassDate = (now: number) => (a: PaceCourse, b: PaceCourse) =>
  passDate(a, now) - passDate(b, now) || a.name.localeCompare(b.name) || a.moduleId.localeCompare(b.moduleId);
const byName = (a: PaceCourse, b: PaceCourse) => a.name.localeCompare(b.name) || a.moduleId.localeCompare(b.moduleId);

/** Where a course counts: a program number (its own, else the default of the year it was passed, or of now), or `null` for the pairs before 2025-03-01. */
function programOf(course: PaceCourse, now: number): string | null {
  const own = authoredNumber(course);
  if (own) return own;
  const at = course.passed ? passDate(course, now) : now;
  return at < PACE_PAIRS_UNTIL ? null : defaultPaceProgramNumber(new Date(at).getUTCFullYear());
}

/**
 * Splits passed courses into certificates of `size` and puts the courses not yet passed with the
 * last one that still has room (else a certificate of their own), so the page shows what is left to do.
 */
function chunk(passed: PaceCourse[], pending: PaceCourse[], size: number): PaceCourse[][] {
  const groups: PaceCourse[][] = [];
  for (let i = 0; i < passed.length; i += size) groups.push(passed.slice(i, i + size));
  if (pending.length === 0) return groups;
  const last = groups.at(-1);
  if (last && last.length < size) last.push(...pending);
  else groups.push([...pending]);
  return groups;
}

/**
 * The learner's P.A.C.E. certificates (spec part 2 sections 5 and 9; docs/adr/0026). Only courses
 * with the certificate enabled count. Courses are grouped by program number, up to 4 passed courses
 * per certificate (a fifth starts the next one); courses without a number passed before 2025-03-01
 * pair up, and from that day count under the default number of the year they were passed. A
 * certificate can be downloaded when at least 2 of its courses are passed and each passed course
 * that can take feedback has it; it is worth 0.25 credit per passed course and dated by its last pass.
 */
export function certificatesOf(courses: readonly PaceCourse[], feedbackByCourse: ReadonlyMap<string, CourseFeedback>, now: number): CertificateGroup[] {
  const programs = new Map<string | null, PaceCourse[]>();
  for (const course of courses.filter((c) => c.paceCertificateEnabled)) {
    const program = programOf(course, now);
    programs.set(program, [...(programs.get(program) ?? []), course]);
  }
  const numbers = [...programs.keys()].filter((n): n is string => n !== null).sort();
  const groups: CertificateGroup[] = [];
  for (const program of [...numbers, ...(programs.has(null) ? [null] : [])]) {
    const members = programs.get(program)!;
    const passed = members.filter((c) => c.passed).sort(byPassDate(now));
    const pending = members.filter((c) => !c.passed).sort(byName);
    const size = program === null ? 2 : PACE_COURSES_PER_CERTIFICATE;
    chunk(passed, pending, size).forEach((group, i) => groups.push(certificate(program, i + 1, group, feedbackByCourse, now)));
  }
  return groups;
}

function certificate(
  programNumber: string | null,
  index: number,
  group: PaceCourse[],
  feedbackByCourse: ReadonlyMap<string, CourseFeedback>,
  now: number,
): CertificateGroup {
  const courses = group.map((course): CertificateCourse => {
    const feedback = feedbackByCourse.get(course.moduleId);
    // Feedback is asked of a course with its own program number and a test with an evaluation form (ADR 0026).
    const testId = authoredNumber(course) ? (feedback?.testId ?? null) : null;
    return {
      moduleId: course.moduleId,
      name: course.name,
      passed: course.passed,
      passedOn: course.passed ? passDate(course, now) : null,
      result: course.result,
      passingScore: course.passingScore,
      feedback: testId === null ? 'not-needed' : feedback?.submitted ? 'submitted' : 'required',
      feedbackTestId: testId,
    };
  });
  const passed = courses.filter((c) => c.passed);
  const hints: CertificateHint[] = [];
  if (passed.length < PACE_MIN_PASSED_COURSES) hints.push(programNumber === null ? CERTIFICATE_HINTS.passTwo : CERTIFICATE_HINTS.mustPass);
  if (passed.some((c) => c.feedback === 'required')) hints.push(CERTIFICATE_HINTS.feedbackRequired);
  const dates = passed.map((c) => c.passedOn!);
  return {
    programNumber,
    index,
    programTitle: programTitleOf(programNumber),
    programDate: dates.length > 0 ? Math.max(...dates) : null,
    credits: creditsFor(passed.length),
    courses,
    downloadable: hints.length === 0,
    hints,
  };
}
