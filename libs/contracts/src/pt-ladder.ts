/**
 * The retest ladder and the managers' PT page (issue 30 sections 3 and 4; docs/adr/0035, "The
 * ladder and the PT page"): one person's proficiency status for a year, what managers record, and
 * the organization's page.
 */

export type PtLadderStateName = 'due' | 'passed' | 'retest' | 'remediation' | 'education';

/** A file kept with a record (an uploaded file's id, name, type and size). */
export interface PtUpload {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

/** One proficiency test attempt of the person in the year: in progress until graded. */
export interface PtAttemptView {
  reviewId: string;
  moduleId: string;
  itemId: string;
  size: 10 | 20;
  grid: 'technologist' | 'pathologist';
  startedAt: number;
  deadline: number;
  gradedAt: number | null;
  /** Who submitted it: the examinee, or the server at the deadline. */
  gradedBy: 'learner' | 'time' | null;
  score: number | null;
  points: number | null;
  maxPoints: number | null;
  passed: boolean | null;
  /** The slides whose response alone made 90 % unreachable. */
  automaticFailures: string[];
}

/** Remedial training or education hours a manager recorded. */
export interface PtRecordView {
  kind: 'remediation' | 'education';
  at: number;
  by: string;
  note: string;
  hours: number | null;
  upload: PtUpload | null;
}

/** Where a person stands on the ladder (the read model's row). */
export interface PtStanding {
  state: PtLadderStateName;
  failures: number;
  /** What comes next: a test of `nextSize` slides (due by `dueBy`, null for the annual one), remedial training, education hours, or nothing. */
  next: 'test' | 'remediation' | 'education' | 'none';
  nextSize: 10 | 20 | null;
  dueBy: number | null;
  hoursRecorded: number;
  hoursNeeded: number;
  mayScreenGyn: boolean;
  reexamineScreenedSlides: boolean;
  failedAt: number | null;
  passedAt: number | null;
  /** The attempt being taken now, with the server's deadline. */
  inProgress: { reviewId: string; deadline: number } | null;
  /** The last graded attempt's score (0..1, may be below 0) and its automatic failures. */
  lastScore: number | null;
  automaticFailures: number;
  version: number;
}

/** GET /proficiency/{userId}/{year}: the person's status, attempts and records. */
export interface PtPersonStatus extends PtStanding {
  userId: string;
  year: number;
  /** The retest's deadline has gone by (an unexcused absence counts as a failure: the manager decides). */
  overdue: boolean;
  attempts: PtAttemptView[];
  records: PtRecordView[];
  /** Whether the caller may record remedial training or education hours. */
  canRecord: boolean;
}

/** One person's row on the organization's PT page. */
export interface PtOrgRow extends PtStanding {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  groupId: string | null;
  groupName: string | null;
  overdue: boolean;
}

/** GET /organizations/{orgId}/proficiency?year&groupId&page&limit. */
export interface PtOrgPage {
  orgId: string;
  orgName: string;
  year: number;
  rows: PtOrgRow[];
  total: number;
  page: number;
  limit: number;
  canNext: boolean;
  /** Across the organization (and group): how many are due, in progress, passed and failed (on a later step). */
  counts: { due: number; inProgress: number; passed: number; failed: number };
  groups: { name: string; itemid: string }[];
  /** The server's time, so countdowns run from it. */
  now: number;
}

/** POST /proficiency/{userId}/{year}/remediation. */
export interface PtRemediationRequest {
  note: string;
  uploadId?: string;
}

/** POST /proficiency/{userId}/{year}/education. */
export interface PtEducationRequest extends PtRemediationRequest {
  hours: number;
}

export const PT_PAGE_TEXT = {
  title: 'Proficiency Tests',
  fileName: (orgName: string, year: number) => `${orgName} Proficiency Tests ${year}.xlsx`,
  sheet: 'Proficiency Tests',
  notFound: 'No such person in this organization.',
  uploadNotFound: 'The attached file was not found.',
  noteMax: 2000,
  hoursMax: 1000,
} as const;

/** What the page and the export call each ladder state. */
export const PT_STATE_LABEL: Readonly<Record<PtLadderStateName, string>> = {
  due: 'Due',
  passed: 'Passed',
  retest: 'Retest due',
  remediation: 'Remedial training due',
  education: 'Continuing education due',
};

/** Paths under API_PREFIX (docs/adr/0035, "The ladder and the PT page"). */
export const PT_LADDER_ROUTES = {
  page: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/proficiency`,
  export: (orgId: string) => `/organizations/${encodeURIComponent(orgId)}/proficiency/export`,
  person: (userId: string, year: number) => `/proficiency/${encodeURIComponent(userId)}/${year}`,
  remediation: (userId: string, year: number) => `/proficiency/${encodeURIComponent(userId)}/${year}/remediation`,
  education: (userId: string, year: number) => `/proficiency/${encodeURIComponent(userId)}/${year}/education`,
  /** The document kept with one of the year's records, to the person and to whoever may manage them. */
  file: (userId: string, year: number, fileId: string) => `/proficiency/${encodeURIComponent(userId)}/${year}/files/${encodeURIComponent(fileId)}`,
} as const;
