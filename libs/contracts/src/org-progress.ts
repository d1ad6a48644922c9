/**
 * The organization progress page (issue 13, docs/adr/0024): every learner of an organization
 * against their assigned courses, with per-course aggregates for the charts, and its .xlsx export.
 */
import type { NameEntry } from './lists.js';

/** A column: one course assigned to some of the learners shown. */
export interface OrgProgressCourse {
  moduleId: string;
  name: string;
  /** The course's items, over which progress is averaged. */
  itemCount: number;
  /** 0..100 when every assignment giving the course agrees on it; null otherwise (each cell then carries its own). */
  passingScore: number | null;
}

/** One learner's standing in one of their assigned courses. */
export interface OrgProgressCell {
  moduleId: string;
  /** 0..1: the average over the course's items. */
  progress: number;
  /** 0..1 over completed graded items; null before any. */
  result: number | null;
  /** The passing score of the learner's own assignment entry (0..100, null: none). */
  passingScore: number | null;
  /** result × 100 ≥ passingScore. */
  passed: boolean;
  /** 'Complete', 'In Progress', 'Started' or 'Not Started' (spec part 2 section 4 "Course progress"); a finished course 'Passed' or 'Not Passed' against its passing score (courseStanding). */
  status: string;
  completeItems: number;
  firstStart: number | null;
  lastSubmit: number | null;
  /** The course summary's version (0: none yet); `progress` notices of this learner and course follow it. */
  version: number;
}

/** A row: one learner and a cell per course of their assignment (keyed by course id; a course they do not have has none). */
export interface OrgProgressLearner {
  id: string;
  firstName: string;
  lastName: string;
  /** Empty unless the viewer may see it (the user list's rules). */
  email: string;
  groupId: string | null;
  groupName: string | null;
  cells: Record<string, OrgProgressCell>;
}

/** The charts' figures of one course over every learner that matches the filters (not just the page). */
export interface OrgCourseAggregate {
  moduleId: string;
  /** Learners who have the course in their assignment. */
  assigned: number;
  notStarted: number;
  started: number;
  inProgress: number;
  complete: number;
  passed: number;
  /** 0..1, over the learners with a result; null when none has one. */
  averageResult: number | null;
  /** 0..1, over the learners assigned. */
  averageProgress: number;
  /** Learners with a result, in ORG_PROGRESS_BUCKETS buckets of equal width (the last includes 1). */
  resultBuckets: number[];
}

/** GET /organizations/{orgId}/progress. */
export interface OrgProgress {
  orgId: string;
  orgName: string;
  courses: OrgProgressCourse[];
  learners: OrgProgressLearner[];
  /** Learners that match the filters (all pages). */
  total: number;
  page: number;
  limit: number;
  canNext: boolean;
  /** One per course, in the order of `courses` (empty when `part=learners`). */
  aggregates: OrgCourseAggregate[];
  /** The filters' options: the organization's groups, and the assignments its learners have. */
  groups: NameEntry[];
  assignments: NameEntry[];
}

/** Which parts an answer holds: everything; the learners alone (a row fetched again); the aggregates alone (the charts). */
export type OrgProgressPart = 'all' | 'learners' | 'charts';

/** GET /organizations/{orgId}/progress query; the export takes the same filters without paging. */
export interface OrgProgressQuery {
  groupId?: string;
  curriculumId?: string;
  search?: string;
  page?: number;
  limit?: number;
  /** One learner only (a row fetched again after a notice it could not patch). */
  learnerId?: string;
  part?: OrgProgressPart;
}

export const ORG_PROGRESS_BUCKETS = 10;

export const ORG_PROGRESS_ROUTES = {
  progress: (orgId: string) => `/organizations/${orgId}/progress`,
  export: (orgId: string) => `/organizations/${orgId}/progress/export`,
} as const;

/** The page's texts (ours). */
export const ORG_PROGRESS_TEXT = {
  title: 'Progress',
  organization: 'Organization',
  group: 'Group',
  assignment: 'Assignment',
  allGroups: 'All Groups',
  allAssignments: 'All Assignments',
  export: 'Export',
  learner: 'Learner',
  completion: 'Completion per course',
  results: 'Results per course',
  averageResult: 'Average result',
  passed: 'Passed',
  assigned: 'Assigned',
  notAssigned: 'Not assigned',
  noLearners: 'No learners match the filters.',
  noCourses: 'No course is assigned to these learners.',
  chooseOrganization: 'Choose an organization to see its progress.',
  progressSheet: 'Progress',
  coursesSheet: 'Courses',
  fileName: (orgName: string) => `${orgName} Progress.xlsx`,
} as const;
