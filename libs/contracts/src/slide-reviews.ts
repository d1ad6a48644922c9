/**
 * Slide reviews and slide tests as a learner meets them (spec part 3 "Slide review screen",
 * "Simple known-slide review", "Test summary page", "Scoring of diagnoses"; part 2 "Slide test
 * detail and test summary"): the slides without their solutions, the diagnosis a page records,
 * the test summary, and the review's activity (clicks, viewport samples) sent in batches.
 */
import type { QuizPageSolution, ReviewCheckout } from './learning.js';
import type { PtRules } from './proficiency.js';
import type { GYN_COMPONENTS, ObjectOfInterest, SlideImage, SolutionType } from './slides.js';

/** How a slide is reviewed: a case (diagnosed and scored), a known (the answer shown), an unknown (the answer shown once completed). */
export const SLIDE_REVIEW_KINDS = ['case', 'known', 'unknown'] as const;
export type SlideReviewKind = (typeof SLIDE_REVIEW_KINDS)[number];

/** A slide as its reviewer sees it before submitting: no solution, no solution objects, no cell types. */
export interface PlayerSlide {
  itemId: string;
  revisionId: string;
  name: string;
  description: string;
  /** Null when the slide hides it (options.hideAccession). */
  accession: string | null;
  /** Rounded to the nearest 100 (spec); null when the slide hides it. */
  cellCount: number | null;
  patient: { name: string; dob: string; lmp: string };
  /** The specimen category, which decides the diagnosis form (the solution's type). */
  category: SolutionType;
  /** Null until the image is processed (only COMPLETE slides can be reviewed). */
  image: SlideImage | null;
  /** Objects of interest by category (five lists); empty lists when the slide restricts them. */
  objects: ObjectOfInterest[][];
  objectsRestricted: boolean;
}

/** A slide's stored answer, sent once its page is submitted (a known: from the start). */
export interface SlideSolution {
  type: SolutionType;
  result: string | null;
  objects: string[];
  objectText: Record<string, string>;
  organisms: string[];
  endoCells: (typeof GYN_COMPONENTS)[number] | null;
  reason: string;
  /** Object id → its cell type, for the objects that have one (the known review's reveal). */
  cellTypes: Record<string, string>;
}

/** A point the reviewer marked on the slide (its id comes from POST /slides/{id}/slide/marks). */
export interface CustomObject {
  id: string;
  coords: { x: number; y: number };
  catIdx: number;
}

/**
 * What a slide page records (the spec's slide review record; the clicks, visits and gamma switches
 * are its activity, recorded apart). `component` answers the GYN form's endocervical component and
 * is compared with the solution's `endoCells`.
 */
export interface SlideReviewData {
  shortList: string[];
  customObjects: CustomObject[];
  component: (typeof GYN_COMPONENTS)[number] | null;
  organisms: string[];
  result: string | null;
  comments: string;
}

/** How a slide's diagnosis ended (spec "Scoring of diagnoses"); pending: no solution to score against. */
export type DiagnosisOutcome = 'correct' | 'incorrect' | 'pending';

/** A test tile's label (spec "Test summary page"). */
export const SLIDE_TILE_LABELS = {
  notStarted: 'Not Started',
  started: 'Started',
  incomplete: 'Incomplete',
  complete: 'Complete',
  correct: 'Correct',
  incorrect: 'Incorrect',
} as const;

/** One slide of a test as its summary shows it. */
export interface TestSlideResult {
  itemId: string;
  /** 0 or 1: a slide is one page. */
  progress: number;
  /** 1 correct, -1 incorrect, null pending or not submitted. */
  result: number | null;
  data: { startTime: number | null; result: string | null };
}

/** GET /tests/{id}/slides?moduleId&withTest=yes: the test, its slides, the solutions of submitted slides, the learner's records. */
export interface TestSlides {
  test: {
    itemId: string;
    revisionId: string;
    name: string;
    description: string;
    evalForm: string | null;
    /** A proficiency test's rules for this learner (issue 30); absent for other tests. */
    proficiency?: PtRules;
    /** The practice set test (issue 31): its slides are the learner's newest practice set; absent for other tests. */
    practiceSet?: true;
  } | null;
  slides: PlayerSlide[];
  /** Slide item id → solution, only for slides the learner submitted. */
  solutions: Record<string, SlideSolution>;
  /** The learner's review of the test (none before the first checkout). */
  records: { reviewId: string; progress: number; result: number | null; startTime: number | null; submitTime: number | null; slides: TestSlideResult[] } | null;
}

/** GET /tests/{id}/lastComplete?moduleId: where the learner resumes (the first slide not yet complete; null when all are). */
export interface TestLastComplete {
  lastComplete: number;
  next: string | null;
}

/** One thing the reviewer did on the slide, as the client recorded it (`seq` counts per checkout, `at` is epoch ms). */
export type ReviewActivity =
  | {
      kind: 'view';
      seq: number;
      at: number;
      center: { x: number; y: number };
      zoom: number;
      rotation: number;
      flipped: boolean;
      /** The visible area's corners in level-0 pixels: top-left, top-right, bottom-right, bottom-left. */
      corners: { x: number; y: number }[];
      canvas: { width: number; height: number };
    }
  | { kind: 'objectClick'; seq: number; at: number; objectId: string; catIdx: number }
  | { kind: 'slideClick'; seq: number; at: number; x: number; y: number }
  | { kind: 'gamma'; seq: number; at: number; catIdx: number; on: boolean }
  /** The viewer's image filters as they became (issue 16's replay marks them). */
  | { kind: 'filters'; seq: number; at: number; brightness: number; contrast: number; gamma: number; threshold: number | null; kernel: boolean };

/** POST /slides/{id}/review/{reviewId}/activity: one batch, appended at once; resending it records nothing twice. */
export interface ReviewActivityBatch {
  /** The client's id of the batch (a UUID): the events' ids follow from it. */
  batch: string;
  /** The session that recorded it. */
  session: string;
  events: ReviewActivity[];
}

export interface ReviewActivityAnswer {
  recorded: number;
}

/** The activity client: one batch at most every 2 s, and one when leaving; a few view samples a second at most. */
export const ACTIVITY_BATCH_MS = 2000;
export const ACTIVITY_BATCH_MAX = 200;
export const VIEW_SAMPLE_MS = 250;

/** Texts of the slide review and test screens (spec part 2 sections 2 and 8, part 3 "Slide review screen"), exactly. */
export const SLIDE_REVIEW_TEXT = {
  /** Ours (issue 30): a slide that earned part of its credit under the test's 'partial' scoring mode, in place of 'Incorrect'. */
  partialCredit: (credit: number) => `Partial credit: ${credit}`,
  reviewingCaseAs: 'Reviewing case as',
  cancel: 'CANCEL',
  completeReview: 'COMPLETE REVIEW',
  backToTests: 'GO BACK TO TEST LIST',
  backToKnown: 'GO BACK TO KNOWN CASE LIST',
  backQuestion: 'Are you sure you want to go back to course list ?',
  backNote: 'This action will not remove the tests already reviewed. You can return and complete the diagnosis at a later time.',
  slideNotFound: '404: Slide Not Found',
  accessForbidden: '403: Access Forbidden',
  noSolutionObjects: 'No solution objects selected.',
  loadingTest: 'Loading Test',
  beginTest: 'Begin Test',
  resumeTest: 'Resume Test',
  // Ours: a finished test is looked at again, not resumed (issue 28).
  reviewTest: 'Review Test',
  yourDiagnosis: 'Your Diagnosis',
  correctDiagnosis: 'Correct Diagnosis',
  complete: 'Complete',
  failedSlides: (id: string) => `Failed to retrieve slides for test: ${id}`,
  testNotFound: (id: string) => `Test could not be retrieved for ID: ${id}`,
  slideNotInTest: (slideId: string, testId: string) => `Slide (${slideId}) does not exist in Test (${testId})`,
} as const;

/** Messages of the slide review calls (ours). */
export const SLIDE_REVIEW_MSG = {
  noImage: 'This slide cannot be reviewed yet: its image is not ready.',
  slideNotInReview: 'This slide is not part of the review.',
  unknownObject: 'This object is not on the slide.',
  tooManyMarks: 'At most 4 objects can be marked.',
  resultNotInSet: 'This result is not one of the slide’s results.',
  batchReused: 'This batch id was used for other events.',
} as const;

/** Paths of the slide test reads and the activity batches (checkout and writes: LEARNING_ROUTES). */
export const SLIDE_REVIEW_ROUTES = {
  activity: (slideId: string, reviewId: string) => `/slides/${slideId}/review/${reviewId}/activity`,
  testSlides: (testId: string) => `/tests/${testId}/slides`,
  lastComplete: (testId: string) => `/tests/${testId}/lastComplete`,
  slideResults: (testId: string) => `/tests/${testId}/slideResults`,
} as const;

/**
 * GET /demo/{type}/{id} (ours): an item as a learner would meet it, for an author's demo run (spec
 * part 2 "Demo"): a fresh review that the browser keeps, and every page's answer, which the demo
 * shows once the page is submitted. Nothing is stored.
 */
export interface DemoCheckout extends ReviewCheckout {
  answers: (QuizPageSolution | SlideSolution | null)[];
  /** A slide test's scoring mode (issue 30), so a demo run scores its slides as the test does; absent for other items. */
  scoringMode?: TestScoringMode;
}

/** How a slide test scores a diagnosis (docs/adr/0035; the domain's SlideScoringMode): by result group, exact result, or partial credit. */
export type TestScoringMode = 'group' | 'exact' | 'partial';

export const DEMO_ROUTES = {
  review: (type: string, id: string) => `/demo/${type}/${id}`,
} as const;
