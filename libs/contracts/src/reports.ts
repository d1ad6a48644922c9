/**
 * Reports (spec part 3 "Reports", "Report", section 5 "Reports and paging", section 7 "Reports";
 * part 1 generateReport, generateOrgReport, deleteOtherReport, deleteOtherOrgReport,
 * orgReportEmails; docs/adr/0028).
 *
 * A report is asked for with a form, generated in the background from the read models into an
 * .xlsx file and a CSV file, and then downloaded. Its page shows a chart of what it contains.
 */
import type { ItemAbilities, ListQuery } from './lists.js';

/** 'Proficiency Tests' is ours (issue 30, docs/adr/0035): one row per proficiency test attempt. */
export const REPORT_TYPES = ['Slide Results', 'Course Feedback', 'P.A.C.E. Certificates', 'New Sign-Ups this Week', 'Prework', 'Proficiency Tests'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The spec's report kinds: which items a Slide Results report covers, which users a sign-ups report lists. */
export const REPORT_KINDS = ['Slide Test', 'Study Slide', 'Users', 'Self-Signups'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The kinds a report type offers, the first being its default; a type with none has kind null. */
export const KINDS_OF_REPORT: Readonly<Record<ReportType, readonly ReportKind[]>> = {
  'Slide Results': ['Slide Test', 'Study Slide'],
  'Course Feedback': [],
  'P.A.C.E. Certificates': [],
  'New Sign-Ups this Week': ['Users', 'Self-Signups'],
  Prework: [],
  'Proficiency Tests': [],
};

/** Report default userLevel (spec part 3 section 9): learners, managers and admins; super users are left out. */
export const REPORT_DEFAULT_USER_LEVEL = 3;
/** A New Sign-Ups this Week report without dates covers the 7 days before it was asked for. */
export const SIGN_UP_WINDOW_DAYS = 7;

/** Whose results: one group, one organization, or (null, null, generateReport only) the whole site. */
export interface ReportTarget {
  groupId: string | null;
  orgId: string | null;
}

export interface ReportOptions {
  /** One row per slide of a test (Slide Results) or per item of a course (Prework) instead of one per test or course. */
  verbose: boolean;
  /** No names and no e-mail addresses: learners appear as 'Learner 1', 'Learner 2'… */
  anonymous: boolean;
  /** Adds the learners' scores (Slide Results, Prework). */
  userScore: boolean;
}

export interface ReportFilters {
  /** Includes the site's own staff: members of the DEFAULT organization (accounts without an organization are newcomers, always included). */
  internalUsers: boolean;
  /** The highest role level included (1 learner, 2 manager, 3 admin, 4 super). */
  userLevel: number;
  /** 'YYYY-MM-DD' (UTC), inclusive; null: no bound. */
  startDate: string | null;
  /** 'YYYY-MM-DD' (UTC), inclusive (the whole day); null: no bound. */
  endDate: string | null;
}

/** An organization chosen in the report form (spec: filterOrgs, used by Prework). */
export interface ReportOrganization {
  orgId: string;
  orgName: string;
}

/** QUEUED until a generator takes it, GENERATING while rows are written, then COMPLETE or ERROR. */
export type ReportStatus = 'QUEUED' | 'GENERATING' | 'COMPLETE' | 'ERROR';

/** What a report's page draws (a bar chart): score distribution, ratings per question, sign-ups per day… */
export interface ReportChart {
  title: string;
  xLabel: string;
  yLabel: string;
  bars: { label: string; value: number }[];
}

/** One report as the list and its page show it. */
export interface ReportItem {
  id: string;
  /** The same as id: reports have no revisions (the generic list keys rows by itemId). */
  itemId: string;
  type: 'report';
  name: string;
  description: string;
  tags: string[];
  reportType: ReportType;
  kind: ReportKind | null;
  target: ReportTarget;
  options: ReportOptions;
  filters: ReportFilters;
  filterOrgs: ReportOrganization[];
  /** The author. */
  userId: string;
  ownerName: string | null;
  /** The organization the report belongs to (its target's, or the author's for an organization report); null: site-wide. */
  orgId: string | null;
  /** Names of the target's organization and group, for display. */
  targetNames: { orgName: string | null; groupName: string | null };
  status: ReportStatus;
  /** Why generation failed, when status is ERROR. */
  error: string | null;
  /** Epoch ms when asked for, when generation last started, when it ended (null until then). */
  created: number;
  start: number | null;
  end: number | null;
  /** The generated files' id (REPORT_ROUTES.file), null until COMPLETE. */
  fileId: string | null;
  /** Data rows written (header excluded), null until COMPLETE. */
  rows: number | null;
  chart: ReportChart | null;
  version: number;
  /** canDel per the rules; reports are never edited or locked. */
  abilities: ItemAbilities;
}

/**
 * POST /reports: a multipart form (spec) or JSON with the same fields. In a multipart form target,
 * options, filters and filterOrgs are JSON strings; a filterOrgs that is not valid JSON is logged
 * and treated as empty (spec part 3 section 5). Missing options and filters take their defaults.
 */
export interface ReportRequest {
  /** Client-made, so a resent form records nothing twice (optional). */
  id?: string;
  name: string;
  description?: string;
  tags?: string[];
  reportType: ReportType;
  kind?: ReportKind | null;
  target?: Partial<ReportTarget>;
  options?: Partial<ReportOptions>;
  filters?: Partial<ReportFilters>;
  filterOrgs?: ReportOrganization[] | string;
}

/** GET /reports: paging, search (name words or tags), `orgId` (an organization's reports), `reportType`. */
export interface ReportListQuery extends ListQuery {
  reportType?: ReportType;
}

/** `report:progress`, to those who may read the report, at most once per second while it is generated: volatile. */
export interface ReportProgressNotice {
  id: string;
  /** 0 to 1. */
  progress: number;
  /** Rows written so far. */
  rows: number;
}

/** The part of a report a `report` notice carries, so lists and the page patch it without asking. */
export type ReportLivePatch = Pick<ReportItem, 'status' | 'error' | 'start' | 'end' | 'fileId' | 'rows' | 'chart'>;

/** The formats a report's files come in. */
export const REPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Paths under API_PREFIX. */
export const REPORT_ROUTES = {
  reports: '/reports',
  report: (id: string) => `/reports/${encodeURIComponent(id)}`,
  /** POST: generate again a report whose generation failed (ours). */
  retry: (id: string) => `/reports/${encodeURIComponent(id)}/retry`,
  /** The download (spec: GET /api/v1/reports/file/{fileId}); `?format=csv` for the CSV file, .xlsx otherwise. */
  file: (fileId: string, format: ReportFormat = 'xlsx') => `/reports/file/${encodeURIComponent(fileId)}${format === 'csv' ? '?format=csv' : ''}`,
} as const;

/** Web routes: the admin area's reports (generateReport) and the organization area's (generateOrgReport). */
export const REPORT_PATHS = {
  admin: '/dashboard/admin/reports',
  org: '/dashboard/org/reports',
} as const;

/** Limits (ours). */
export const REPORT_LIMITS = {
  nameChars: 120,
  descriptionChars: 2_000,
  /** Organizations a Prework report may name. */
  filterOrgs: 200,
  /** Bars a chart holds at most (a long window is drawn per month). */
  chartBars: 62,
} as const;

/** User-visible texts of reports: the spec's, then ours. */
export const REPORT_TEXT = {
  editReport: 'Edit Report',
  done: 'Done',
  selectOrganization: 'Select Organization',
  organizationsSelected: (count: number) => `Organizations selected ${count}`,
  clear: 'Clear',
  notFound: 'Report not found.',
  fileNotFound: 'Report file not found.',
  notFailed: 'Only a report whose generation failed can be generated again.',
  notGenerating: 'This report is not being generated.',
  notYourOrganization: 'You can only report on your own organization.',
  groupNotInOrganization: 'The group is not in the organization of the report.',
  siteWideNeedsGenerateReport: 'Choose an organization or a group.',
  datesOutOfOrder: 'The end date must not be before the start date.',
  interrupted: 'Generation was interrupted too many times. Generate it again to retry.',
  failed: 'The report could not be generated. Generate it again to retry.',
  queued: 'Waiting to be generated…',
  generating: (rows: number) => `Generating… ${rows.toLocaleString('en-US')} rows written`,
  weeklySubject: (orgName: string) => `Weekly progress of ${orgName}`,
  /** Column headers of the generated files (the same in the .xlsx sheet and the CSV). */
  columns: {
    learner: 'Learner',
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    group: 'Group',
    course: 'Course',
    item: 'Item',
    items: 'Items',
    started: 'Started',
    submitted: 'Submitted',
    status: 'Status',
    score: 'Score (%)',
    slide: 'Slide',
    // The spec names no columns; ours (docs/adr/0028). 'Result group' is the spec's word for what GYN answers are scored by.
    referenceDiagnosis: 'Reference Diagnosis',
    learnerDiagnosis: 'Learner Diagnosis',
    learnerResultGroup: 'Learner Result Group',
    correct: 'Correct',
    evaluationForm: 'Evaluation Form',
    programNumber: 'Program Number',
    programTitle: 'Program Title',
    programDate: 'Program Date',
    question: 'Question',
    rating: 'Rating',
    credits: 'Credits',
    issued: 'Issued',
    printed: 'Printed',
    revoked: 'Revoked',
    code: 'Code',
    courses: 'Courses',
    role: 'Role',
    profession: 'Profession',
    signedUp: 'Signed Up',
    selfSignUp: 'Self Sign-Up',
    complete: 'Complete',
    incomplete: 'Incomplete',
    pending: 'Pending',
    // The Proficiency Tests report's (ours, issue 30).
    test: 'Test',
    grid: 'Grid',
    slides: 'Slides',
    submittedBy: 'Submitted By',
    passed: 'Passed',
    automaticFailures: 'Automatic Failure Slides',
    stepAfter: 'Ladder Step After',
  },
  /** Cell values of the generated files. */
  cells: {
    complete: 'Complete',
    incomplete: 'Incomplete',
    pending: 'Pending',
    correct: 'Correct',
    incorrect: 'Incorrect',
    yes: 'Yes',
    no: 'No',
    notApplicable: 'N/A',
    /** Who submitted a proficiency test: the examinee, or the server at the time limit. */
    byLearner: 'Learner',
    byTime: 'Time limit',
    inProgress: 'In progress',
    ptPassed: 'Passed',
    ptFailed: 'Failed',
    /** An anonymous report's learners, numbered in the order they first appear. */
    learner: (n: number) => `Learner ${n}`,
  },
  /** The report page's chart of each type: title and axes. */
  charts: {
    scoreDistribution: { title: 'Score distribution', xLabel: 'Score (%)', yLabel: 'Results' },
    ratingPerQuestion: { title: 'Average rating per question', xLabel: 'Question', yLabel: 'Average rating' },
    /** Per day; per month when that would be over REPORT_LIMITS.chartBars bars, per year when even months would. */
    certificatesIssued: {
      day: { title: 'Certificates issued per day', xLabel: 'Day', yLabel: 'Certificates' },
      month: { title: 'Certificates issued per month', xLabel: 'Month', yLabel: 'Certificates' },
      year: { title: 'Certificates issued per year', xLabel: 'Year', yLabel: 'Certificates' },
    },
    signUps: {
      day: { title: 'Sign-ups per day', xLabel: 'Day', yLabel: 'Sign-ups' },
      month: { title: 'Sign-ups per month', xLabel: 'Month', yLabel: 'Sign-ups' },
      year: { title: 'Sign-ups per year', xLabel: 'Year', yLabel: 'Sign-ups' },
    },
    preworkByState: { title: 'Pre-work items by state', xLabel: 'State', yLabel: 'Items' },
    ptOutcomes: { title: 'Proficiency test attempts by outcome', xLabel: 'Outcome', yLabel: 'Attempts' },
  },
} as const;
