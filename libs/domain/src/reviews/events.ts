import type { CoverageObject } from '../audit/coverage.js';
import type { DomainEvent } from '../core/decider.js';
import type { PtCategory } from '../scoring/proficiency/categories.js';
import type { PtGrid, PtSetSize } from '../scoring/proficiency/grids.js';

/**
 * One learner's attempt at one item inside one course: `review-<reviewId>`. Its telemetry (viewport
 * samples, clicks) will live in a stream of its own, so commands replay only these few events.
 */
export const reviewStream = (reviewId: string): string => `review-${reviewId}`;

/** What a review is of; fixed by its first checkout. */
export interface ReviewSubject {
  reviewId: string;
  userId: string;
  moduleId: string;
  itemId: string;
  revisionId: string;
  itemType: string;
  graded: boolean;
  pageCount: number;
  /** Which attempt at the item within the course this review is (absent: the first; ReviewRetaken begins the others). */
  attempt?: number;
  /** A proficiency test (issue 30): fixed at the first checkout, with its own set of slides and the server's deadline. */
  proficiency?: ProficiencyAttempt;
  /** A practice set (issue 31, docs/adr/0036): the learner's newest set when this attempt was first checked out. */
  practice?: PracticeAttempt;
}

/** Which practice set an attempt at the practice set test is, and its slides in order (a page per slide). */
export interface PracticeAttempt {
  setId: string;
  slides: string[];
}

/** The slides an attempt fixed at its first checkout (a proficiency test's or a practice set's), else null: the test's own. */
export const fixedSlidesOf = (subject: Pick<ReviewSubject, 'proficiency' | 'practice'> | null | undefined): string[] | null =>
  subject?.proficiency?.slides ?? subject?.practice?.slides ?? null;

/** What a proficiency test attempt is: its slides (the test's, or drawn for it), the grid that grades it, its clock. */
export interface ProficiencyAttempt {
  size: PtSetSize;
  grid: PtGrid;
  /** The slide ids, in the order the examinee sees them (a page per slide). */
  slides: string[];
  startedAt: number;
  /** startedAt + the time limit: the server submits the attempt then if the examinee has not. */
  deadline: number;
}

/** The attempt a review is (1 for reviews recorded before attempts existed). */
export const attemptOf = (subject: Pick<ReviewSubject, 'attempt'>): number => subject.attempt ?? 1;

/** A checkout issued a session (and, the first time, set the start time). */
export type ReviewCheckedOut = DomainEvent<'ReviewCheckedOut', ReviewSubject & { session: string; startTime: number }>;
/** Work on a page was recorded (answers, video position, elapsed time); `data` is the item type's page record. */
export type ReviewUpdated = DomainEvent<
  'ReviewUpdated',
  { page: number; elapsed: number; pageElapsed: number; lastUpdate: number; data: Record<string, unknown> }
>;
/** Save: the work stays, the session ends (another tab or device may check out). */
export type ReviewSaved = DomainEvent<'ReviewSaved', { lastUpdate: number }>;
/**
 * A diagnosed slide page as it was submitted and what it was graded against (issue 31, docs/adr/0036):
 * the screening-skill analytics classify the page from this and the page's views alone. Absent from
 * submits recorded before it existed (those pages are not classified).
 */
export interface SubmittedSlide {
  slideId: string;
  revisionId: string;
  /** The slide's solution when it was graded: specimen type and reference result. */
  solution: { type: string; result: string | null };
  answer: string | null;
  shortList: string[];
  /** The reference objects (referenceObjectsOf) as they stood. */
  objects: CoverageObject[];
  /** The image's level-0 size and microns per pixel; null without a processed image. */
  size: { width: number; height: number } | null;
  micronsPerPixel: number | null;
}

/** What the server knows of a slide when it grades a page of it: the submitted page adds the answer and the shortlist. */
export type GradedSlideFacts = Omit<SubmittedSlide, 'answer' | 'shortList'>;

/** The first incomplete page was submitted with its score (null: a page without one, such as an info page). */
export type ReviewPageSubmitted = DomainEvent<'ReviewPageSubmitted', { page: number; score: number | null; submitTime: number; slide?: SubmittedSlide }>;
/** Every page is done: the review is submitted with its score and nothing changes it any more. */
export type ReviewCompleted = DomainEvent<'ReviewCompleted', { submitTime: number; score: number | null }>;

/** A page was opened for the first time. */
export type ReviewPageVisited = DomainEvent<'ReviewPageVisited', { page: number; startTime: number }>;
/**
 * A proficiency test attempt was graded (42 CFR 493.945(b)), on the examinee's submit or by the
 * server at the deadline (`by`); ReviewCompleted follows in the same append. `year` is the
 * calendar year (UTC) of the ladder it counts on.
 */
export type ProficiencyTestGraded = DomainEvent<
  'ProficiencyTestGraded',
  {
    submitTime: number;
    by: 'learner' | 'time';
    year: number;
    grid: PtGrid;
    size: PtSetSize;
    points: number;
    maxPoints: number;
    score: number;
    passed: boolean;
    slides: { slideId: string; reference: PtCategory; response: PtCategory | null; points: number }[];
    /** The slides whose response alone made 90 % unreachable. */
    automaticFailures: string[];
    /** The printed result's verification code (the public page /verify/pt/{code}). */
    code: string;
    /** Each page's slide as graded, in page order, for the screening-skill analytics (absent before them). */
    screening?: SubmittedSlide[];
  }
>;

/** The progress was cleared (who cleared it is the event's actor): nothing of the attempt counts any more. */
export type ReviewCleared = DomainEvent<'ReviewCleared', { clearedAt: number }>;
/**
 * Someone else (an admin: the event's actor) marked the review complete: every page not yet
 * submitted was submitted at `submitTime`. It carries the subject, so a review never checked out
 * begins with it, and the learner's organization (`orgId`) for their stats record.
 */
export type ReviewMarkedComplete = DomainEvent<'ReviewMarkedComplete', ReviewSubject & { orgId: string | null; submitTime: number; score: number | null }>;
export type ReviewEvent =
  | ReviewCheckedOut
  | ReviewUpdated
  | ReviewSaved
  | ReviewPageVisited
  | ReviewPageSubmitted
  | ProficiencyTestGraded
  | ReviewCompleted
  | ReviewCleared
  | ReviewMarkedComplete;

export const REVIEW_EVENT_TYPES = [
  'ReviewCheckedOut',
  'ReviewUpdated',
  'ReviewSaved',
  'ReviewPageVisited',
  'ReviewPageSubmitted',
  'ProficiencyTestGraded',
  'ReviewCompleted',
  'ReviewCleared',
  'ReviewMarkedComplete',
] as const satisfies readonly ReviewEvent['type'][];
