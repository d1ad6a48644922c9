/**
 * The learning side (spec part 2 sections 2 to 9): the learner's courses with their headers, the
 * items of one course with their stats, the players' view of an item and the review calls.
 */
import type { ContentItem } from './content.js';
import type { PtAttemptClock } from './proficiency.js';
import type { ReviewCopy } from './reviews.js';
import type { DiagnosisOutcome, PlayerSlide, SlideReviewKind, SlideSolution } from './slide-reviews.js';

/** A course entry's schedule as the learner meets it: every date resolved to epoch ms (null: not set). */
export interface CourseSchedule {
  enabled: boolean;
  /** When the window opens for this learner (the entry's start; with relative dates, moved to when the assignment reached them). */
  begin: number | null;
  /** The entry's start as authored. */
  start: number | null;
  due: number | null;
  end: number | null;
  allowEarly: boolean;
  disableLate: boolean;
}

/** Course header (spec part 2 section 3, "Course header (learner view)"), plus what the dashboard needs. */
export interface CourseHeader {
  moduleId: string;
  name: string;
  description: string;
  itemCount: number;
  /** 0..1: the average of the items' progress. */
  progress: number;
  lastSubmit: number | null;
  firstStart: number | null;
  /** 0..1: the average result of the completed graded items; null before the first. */
  result: number | null;
  /** 0..100 from the assignment entry; null for a course outside the learner's assignment. */
  passingScore: number | null;
  /** Which attempt at the course this is (1 until the learner retakes it; issue 30). */
  attempt: number;
  /** How many attempts the assignment entry allows (1 outside an assignment or when it says none). */
  maxAttempts: number;
  schedule: CourseSchedule;
  required: boolean;
  sequential: boolean;
  paceCertificateEnabled: boolean;
  paceProgramNumber: string | null;
  /** The course is one of the learner's assignment (else it is one to explore). */
  assigned: boolean;
  /** result × 100 ≥ passingScore. */
  passed: boolean;
  /** A sequential assignment holds this course until the one before it is complete. */
  gated: boolean;
  /** Pinned by the learner (PUT /user/favoriteModule). */
  favorite: boolean;
  /** Has an item whose name contains "pre-work" (the courses page's pre-work filter). */
  preWork: boolean;
  /** The assignment's position of the course (0 first); null outside it. */
  order: number | null;
}

/** GET /user/courses (ours): every course the learner has or may explore, and whether their organization does pre-work. */
export interface LearnerCourses {
  courses: CourseHeader[];
  preWorkOrganization: boolean;
}

/** Item stats (spec part 2 section 3): one learner's stats of one item within one course. */
export interface ItemStats {
  itemId: string;
  refId: string | null;
  progress: number;
  result: number | null;
  startTime: number | null;
  firstStart: number | null;
  submittedOn: number | null;
}

/** One item of a course as the learner's course page lists it. */
export interface LearnerCourseItem {
  type: string;
  itemId: string;
  name: string;
  description: string;
  /** Quizzes: graded or practice; other types: whether their result counts. */
  graded: boolean;
  stats: ItemStats | null;
  /** A sequential course holds this item until the one before it has progress 1. */
  locked: boolean;
}

/** GET /modules/{id} answers this as `course` to a learner of the course. */
export interface LearnerCourse {
  header: CourseHeader;
  items: LearnerCourseItem[];
}

/** GET /modules/{id}: the course, with `course` when the caller is one of its learners. */
export interface CourseForLearner extends ContentItem {
  course?: LearnerCourse;
}

/** One page of a stats record: when it was opened and submitted, and its score (-1 wrong; null without a question). */
export interface StatsPage {
  startTime: number | null;
  submitTime: number | null;
  score: number | null;
}

/** Stats record (spec part 3 "Stats record"); `id` is the review's. `data.pages` only with `verbose`. */
export interface StatsRecord {
  id: string;
  userId: string;
  moduleId: string;
  refId: string | null;
  revisionId: string;
  itemId: string;
  itemType: string;
  data: { startTime: number | null; firstStart: number | null; pageCount: number; completedPages: number; pages?: StatsPage[] };
  submittedOn: number | null;
  progress: number;
  result: number | null;
  graded: boolean;
  /** Which attempt at the item within the course (ours: 1, or more for a practice quiz taken again). */
  attempt: number;
  version: number;
}

/** GET /stats/{userId}/records: a list, or with `map` (and a moduleId) the records keyed by itemId. */
export type StatsRecordsAnswer = StatsRecord[] | Record<string, StatsRecord>;

/** DELETE /stats/{userId}/records: how many begun reviews were cleared. */
export interface ClearedProgress {
  cleared: number;
}

/** PUT /stats/{userId}/records/{recordId}: records follow from the reviews, so none is written directly (docs/adr/0021). */
export const STATS_READ_ONLY = 'Stats records are kept from the reviews; they change through the review calls.';

/** One course's standing for GET /stats/results: the header's figures without its display fields. */
export interface CourseResult {
  moduleId: string;
  name: string;
  assigned: boolean;
  itemCount: number;
  progress: number;
  result: number | null;
  passingScore: number | null;
  passed: boolean;
  firstStart: number | null;
  lastSubmit: number | null;
}

/** GET /stats/results (ours): a learner's courses that are assigned or begun, with their results. */
export interface StatsResults {
  userId: string;
  results: CourseResult[];
}

/** One page of a review as the player holds it. */
export interface ReviewPageRecord {
  startTime: number | null;
  elapsed: number;
  submitTime: number | null;
  /** Quiz pages: correct / max(selected, correct); -1 wrong or incomplete; null for pages without a question. */
  score: number | null;
  lastUpdate: number | null;
  /** Quiz: {selected: number[]}; presentation video: {playedCurrentTime, watched: [from, to][], duration}. */
  data: Record<string, unknown>;
}

/** A review (attempt) as the API answers it: the base record with its pages (spec part 1 section 3). */
export interface ReviewRecord extends ReviewCopy {
  itemId: string;
  moduleId: string;
  itemType: ReviewedItemType;
  submitTime: number | null;
  score: number | null;
  progress: number;
  pages: ReviewPageRecord[];
  /**
   * Graded quizzes and slides: the solution of each submitted page (before submit it is not sent;
   * a known slide's from the start); null elsewhere.
   */
  solutions: (QuizPageSolution | SlideSolution | null)[];
  /** A proficiency test attempt (issue 30): its rules and the server's clock; absent otherwise. */
  proficiency?: PtAttemptClock;
}

export interface QuizPageSolution {
  correct: number[];
  solution: string;
}

/** A quiz choice as a learner receives it: `isCorrect` only in a practice quiz. */
export interface PlayerChoice {
  choiceText: string;
  choiceImg: string | null;
  helperImg: string | null;
  isCorrect?: boolean;
}

export interface PlayerQuizPage {
  type: string;
  title: string;
  items: { type: string; value: string; src: string | null }[];
  quiz: {
    question: { highlight: string; questionText: string; questionImg: string | null };
    /** Practice quizzes only (graded: in `ReviewRecord.solutions` once the page is submitted). */
    solution?: string;
    minChoices: number;
    maxChoices: number;
    choices: PlayerChoice[];
  } | null;
}

export interface PlayerPresentationPage {
  title: string;
  /**
   * `kind` says how to show it: 'video' (an embedded video address or an uploaded video: played in
   * the page's own player, so watching is measured), 'document' (an uploaded file shown inline, e.g.
   * a PDF), 'link' (an embedded page). `src` files are served at CONTENT_FILE_ROUTES.presentation.
   */
  file: { type: string; kind: 'video' | 'document' | 'link'; url: string | null; src: string | null; playedCurrentTime: number };
}

/** The item types a learner reviews: a slide test's pages are its slides, a case, known or unknown is one slide. */
export type ReviewedItemType = 'presentation' | 'quiz' | 'test' | SlideReviewKind;

/** What a player shows: the item as its learner may see it (a graded quiz without its answers, slides without their solutions). */
export type PlayerItem =
  | { type: 'quiz'; itemId: string; revisionId: string; name: string; description: string; graded: boolean; summaryPage: boolean; pages: PlayerQuizPage[] }
  | { type: 'presentation'; itemId: string; revisionId: string; name: string; description: string; title: string; pages: PlayerPresentationPage[] }
  | { type: 'test' | SlideReviewKind; itemId: string; revisionId: string; name: string; description: string; slides: PlayerSlide[] };

/** POST /{presentations|quizzes|tests|slides}/{id}/review (ours): check the review out for work in one course; a slide says how it is reviewed. */
export interface CheckoutRequest {
  moduleId: string;
  itemType?: SlideReviewKind;
}

/** The checkout's answer: the item, the review with its new session, the course's progress. */
export interface ReviewCheckout {
  item: PlayerItem;
  review: ReviewRecord;
  /** Whether the learner's organization does pre-work (video pages unlock 60 s before the end). */
  preWork: boolean;
}

/** PUT .../review/{reviewId}/update: work on one page. */
export interface ReviewUpdateRequest {
  review: ReviewCopy;
  page: number;
  /** Seconds spent on the review so far. */
  elapsed: number;
  /** Quiz: {selected}; presentation video: {playedCurrentTime, watched, duration}. */
  data: Record<string, unknown>;
}

/** PUT .../review/{reviewId}/visit: opening a page records its start. */
export interface ReviewVisitRequest {
  review: ReviewCopy;
  page: number;
}

/** PUT .../review/{reviewId}/save and /submit; a quiz submit may carry the page's answer (`data`). */
export interface ReviewWriteRequest {
  review: ReviewCopy;
  data?: Record<string, unknown>;
}

/** GET .../review/{reviewId}/session: the server's session, polled every 10 s. */
export interface ReviewSessionAnswer {
  session: string | null;
  submitTime: number | null;
}

/** PUT /user/favoriteModule: toggles the course among the learner's pinned items. */
export interface FavoriteModuleRequest {
  moduleId: string;
}

/**
 * GET /user/progress?id= (spec part 1 section 3 "Progress overview response"); ours: `preWork` (the
 * course has an item whose name contains pre-work) and the viewer's `abilities` (docs/adr/0023).
 */
export interface ProgressOverview {
  user: { firstName: string; lastName: string; email: string; profession: string; authUserId: string };
  modules: {
    id: string;
    name: string;
    items: number;
    totalComplete: number;
    totalIncomplete: number;
    totalPending: number;
    totalTestsOrCases: number;
    preWork: boolean;
    /** The course header's figures (ours), from which the course's standing follows (courseStanding). */
    progress: number;
    firstStart: number | null;
    result: number | null;
    passingScore: number | null;
  }[];
  abilities: ProgressAbilities;
}

/** Learner paths (ours where the spec shows none). */
export const LEARNING_ROUTES = {
  courses: '/user/courses',
  favoriteModule: '/user/favoriteModule',
  progress: '/user/progress',
  checkout: (path: 'presentations' | 'quizzes' | 'tests' | 'slides', itemId: string) => `/${path}/${itemId}/review`,
  /** A slide test's writes go through its slides' path (spec part 3 section 7). */
  review: (path: 'presentations' | 'quizzes' | 'slides', itemId: string, reviewId: string, action: 'update' | 'save' | 'submit' | 'visit' | 'session') =>
    `/${path}/${itemId}/review/${reviewId}/${action}`,
  /** Try Again on a finished practice quiz (ours, issue 28): the next attempt, answered as a checkout. */
  retake: (itemId: string, reviewId: string) => `/quizzes/${itemId}/review/${reviewId}/retake`,
  /** Retake a failed course of the learner's assignment (ours, issue 30): new attempts of its graded items; answers the course header. */
  retakeCourse: (moduleId: string) => `/user/courses/${moduleId}/retake`,
  statsRecords: (userId: string) => `/stats/${userId}/records`,
  statsRecord: (userId: string, recordId: string) => `/stats/${userId}/records/${recordId}`,
  statsResults: '/stats/results',
  // The progress overview overlay's tables, export and writes (docs/adr/0023).
  progressCourse: '/user/progress/module',
  progressTest: '/user/progress/test',
  progressExport: '/user/progress/export',
  clearModule: '/user/progress/clear-module',
  clearSlideTest: '/user/progress/clear-slide-test',
  presentationProgress: '/user/progress/update-video-presentation-progress',
} as const;

/** The server credits at most this many seconds of video per second of real time (playback up to 2x). */
export const VIDEO_MAX_PLAYBACK_RATE = 2;
/** Review polling (spec part 2 section 9). */
export const REVIEW_POLL_MS = 10_000;
/** Presentation video: position saved about every 5 s of playback, at most every 10 s; Next unlocks within 60 s of the end (pre-work). */
export const VIDEO_SAVE_EVERY_S = 5;
export const VIDEO_SAVE_THROTTLE_MS = 10_000;
export const VIDEO_UNLOCK_BEFORE_END_S = 60;
/** Home panels show at most 5 courses; a course that fails to load within 5 s shows MODULE_NOT_FOUND. */
export const HOME_PANEL_SIZE = 5;
export const COURSE_LOAD_TIMEOUT_MS = 5000;

/** Texts of the learning screens (spec part 2 sections 2, 4 and 8), exactly. */
export const LEARNING_TEXT = {
  continueLearning: 'Continue Learning',
  explore: 'Explore',
  seeMore: 'See More',
  seeLess: 'See Less',
  beginCourse: 'Begin Course',
  continueCourse: 'Continue Course',
  reviewCourse: 'Review Course',
  resumeModule: 'Resume Module',
  beginModule: 'Begin Module',
  moduleNotFound: '404: Module Not Found',
  moduleHasNoItems: 'Module has no items.',
  noItemsMatch: 'No items match the filters specified.',
  complete: 'Complete',
  inProgress: 'In Progress',
  started: 'Started',
  notStarted: 'Not Started',
  imDone: "I'm Done",
  saveForLater: 'Save For Later',
  backToCourse: 'Back To Course',
  tryAgain: 'Try Again',
  showSolution: 'Show Solution',
  submit: 'Submit',
  finished: 'Finished',
  next: 'Next',
  prev: 'Prev',
  allTypes: 'All Types',
  gradedQuizzes: 'Graded Quizzes',
  practiceQuizzes: 'Practice Quizzes',
  // The players (spec part 2 sections 2, 4 and 8; '403: Access Forbidden' is the spec's, the others ours).
  accessForbidden: '403: Access Forbidden',
  pages: 'Pages',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pagesComplete: (done: number, total: number) => `${done} of ${total} complete`,
  courseProgress: (percent: number) => `Course ${percent}%`,
  openInNewTab: 'Open in a new tab',
  nothingToShow: 'This page has nothing to show.',
  hostedVideoNote: 'This video plays on another site, so how much of it was watched is not tracked.',
  // An embedded page from a site the administrators have not allowed (docs/adr/0033).
  cannotEmbed: 'This page cannot be shown here',
  loadingPage: 'Loading the page',
  cannotEmbedWhy: (host: string) => `It comes from ${host}, which this site does not embed. Open it in a new tab, then come back here to continue.`,
  videoUnavailable: 'The video could not be loaded.',
  watchToEnd: 'Watch the video to its end to continue. Skipping ahead is not possible.',
  watchToNearEnd: 'Watch the video to within a minute of its end to continue. Skipping ahead is not possible.',
  choices: 'Choices',
  selectHint: (min: number, max: number) =>
    max === 0
      ? `Select at least ${min} ${min === 1 ? 'answer' : 'answers'}.`
      : min === max
        ? `Select ${min} ${min === 1 ? 'answer' : 'answers'}.`
        : `Select ${min} to ${max} answers.`,
  // A graded answer is final (issue 28 finding 6): said before the first question, and on each page that submits on selection.
  gradedQuiz: 'This quiz is graded: an answer cannot be changed once it is submitted.',
  submittedOnChoice: 'Your answer is submitted as soon as you choose.',
  correct: 'Correct',
  incorrect: 'Incorrect',
  notAnswered: 'Not answered',
  solution: 'Solution',
  summary: 'Summary',
  yourScore: 'Your score',
  questionsRight: (right: number, total: number) => `${right} of ${total} ${total === 1 ? 'question' : 'questions'} answered correctly`,
  scorePending: 'The score is final once every page is done.',
  // Home's panels when empty, and the emphasis of the most recent course (ours).
  upNext: 'Up Next',
  nothingInProgress: 'Nothing in progress yet',
  nothingInProgressText: 'Courses you have started or been assigned will appear here.',
  nothingToExplore: 'No courses to explore yet',
  nothingToExploreText: 'New courses available to you will appear here.',
  // The courses page (spec part 2 sections 2 and 4; the category and schedule names are ours).
  courses: 'Courses',
  currentCourses: 'Current',
  favorites: 'Favorites',
  completedCourses: 'Completed',
  exploreCourses: 'Explore',
  searchCourses: 'Search courses',
  preWorkOnly: 'Pre-Work courses only',
  noCoursesMatch: 'No courses match the search criteria.',
  noCoursesAvailable: 'No courses available.',
  noFavorites: 'Pin a course to keep it here.',
  pin: 'Pin to Favorites',
  unpin: 'Remove from Favorites',
  courseGated: 'Complete the previous course of your assignment to unlock this one.',
  upcoming: 'Upcoming',
  active: 'Active',
  due: 'Due',
  pastDue: 'Past Due',
  ended: 'Ended',
  required: 'Required',
  passed: 'Passed',
  notPassed: 'Not Passed',
  notPassedAdvice: (passingScore: number) =>
    `${passingScore}% is needed to pass. To take the course again, ask your manager to have your progress in it reset.`,
  // Retakes of a failed course (issue 30).
  retakeAdvice: (passingScore: number, attempt: number, maxAttempts: number) =>
    `${passingScore}% is needed to pass. You may retake the course: attempt ${attempt} of ${maxAttempts}.`,
  retakeCourse: (attempt: number, maxAttempts: number) => `Retake course (attempt ${attempt} of ${maxAttempts})`,
  attemptOf: (attempt: number, maxAttempts: number) => `Attempt ${attempt} of ${maxAttempts}`,
  lastAttemptCounts: 'The course result is your last attempt’s.',
  result: 'Result',
  passingScore: 'Passing score',
  startsOn: 'Starts',
  dueOn: 'Due',
  endsOn: 'Ends',
  firstStart: 'Started',
  lastSubmit: 'Last submitted',
  items: 'Items',
  dueIn: (span: string) => `Due in ${span}`,
  pastDueBy: (span: string) => `Past due by ${span}`,
  opensIn: (span: string) => `Opens in ${span}`,
  endedAgo: (span: string) => `Ended ${span} ago`,
  // The course page (spec part 2 section 2: status and type filters).
  status: 'Status',
  allStatuses: 'All Statuses',
  completed: 'Completed',
  itemTypes: 'Item types',
  studySlides: 'Study Slides',
  slideTests: 'Slide Tests',
  knowns: 'Knowns',
  unknowns: 'Unknowns',
  quizzes: 'Quizzes',
  presentations: 'Presentations',
  studySlide: 'Study Slide',
  slideTest: 'Slide Test',
  known: 'Known',
  unknown: 'Unknown',
  quiz: 'Quiz',
  presentation: 'Presentation',
  locked: 'Locked',
  itemLocked: 'Complete the previous item to unlock this one.',
  beginItem: 'Begin',
  continueItem: 'Continue',
  reviewItem: 'Review',
  graded: 'Graded',
  practice: 'Practice',
} as const;

// ------------------------------------------------------------------------------------------------
// The progress overview overlay: its tables, clearing progress, marking a presentation complete and
// the Excel export (spec part 2 "Progress Overview overlay", sections 3, 6, 7, 8, 9; docs/adr/0023).

/** What the viewer may do in the overlay, computed by the server (admin or super: spec part 2 section 6). */
export interface ProgressAbilities {
  canClearProgress: boolean;
}

/** An item's status in the progress view (spec part 2 section 4): complete (progress 1) or pending. */
export type ProgressItemStatus = 'complete' | 'pending';

/** One item of a learner's course in the overlay's second table. */
export interface ProgressCourseItem {
  /** How the course lists it: presentation, quiz, test, case, known, unknown. */
  type: string;
  itemId: string;
  name: string;
  graded: boolean;
  status: ProgressItemStatus;
  /** 0..1; null when not begun. */
  progress: number | null;
  /** 0..1 once a graded item is complete; null otherwise. */
  result: number | null;
  startTime: number | null;
  submittedOn: number | null;
  /** The stats record (the review's id) once begun: a `stats` notice with this id concerns this row. */
  recordId: string | null;
}

/** GET /user/progress/module?id&moduleId: one of the learner's courses with its items. */
export interface ProgressCourse {
  userId: string;
  moduleId: string;
  name: string;
  items: ProgressCourseItem[];
}

/** One slide of a learner's slide test in the overlay's third table. */
export interface ProgressTestSlide {
  /** The slide's item id, and its name (the table's Slide ID). */
  slideId: string;
  name: string;
  /** The stored solution's result, once the learner has submitted the slide (spec: solutions only after submit). */
  diagnosis: string | null;
  /** The learner's captured result. */
  interpretation: string | null;
  /** null: not submitted. */
  outcome: DiagnosisOutcome | null;
}

/** GET /user/progress/test?id&moduleId&testId: a learner's slide test, slide by slide. */
export interface ProgressTest {
  userId: string;
  moduleId: string;
  testId: string;
  name: string;
  progress: number;
  result: number | null;
  /** The review's id once begun (for `stats` notices). */
  recordId: string | null;
  slides: ProgressTestSlide[];
}

/** PUT /user/progress/update-video-presentation-progress: 1 marks the learner's presentation complete, 0 clears it. */
export interface PresentationProgressRequest {
  userId: string;
  moduleId: string;
  itemId: string;
  progress: 0 | 1;
}

/** Its answer: the presentation's progress now. */
export interface PresentationProgressAnswer {
  userId: string;
  moduleId: string;
  itemId: string;
  progress: number;
}

/** GET /user/progress/export?table=: which of the overlay's tables. */
export const PROGRESS_EXPORT_TABLES = ['courses', 'items', 'slides'] as const;
export type ProgressExportTable = (typeof PROGRESS_EXPORT_TABLES)[number];

/** Texts of the overlay (spec part 2 sections 2, 8 and 9, exactly; the others ours). */
export const PROGRESS_TEXT = {
  viewProgress: 'View Progress',
  title: 'Progress Overview',
  fetchFailed: 'Error occurred, please try again later!',
  clearConfirm: (firstName: string) => `Are you sure you want to clear ${firstName}'s progress? This action cannot be undone...`,
  clearTitle: 'Clear progress',
  // Column headers (the courses' are the spec's; the export uses the same).
  modules: 'Modules',
  items: 'Items',
  complete: 'Complete',
  incomplete: 'Incomplete',
  pending: 'Pending',
  type: 'Type',
  status: 'Status',
  progress: 'Progress',
  result: 'Result',
  slideId: 'Slide ID',
  diagnosis: 'Diagnosis',
  userInterpretation: 'User Interpretation',
  // Buttons and states.
  view: 'View',
  export: 'Export',
  clear: 'Clear',
  close: 'Close',
  back: 'Back',
  preWork: 'Pre-Work',
  markedComplete: 'Marked complete',
  markComplete: (name: string) => `Mark ${name} complete`,
  noCourses: 'No courses assigned or begun.',
  noItems: 'Module has no items.',
  noSlides: 'This test has no slides.',
  notSubmitted: 'Not submitted',
  loading: 'Loading progress…',
  // Toasts.
  cleared: (firstName: string) => `${firstName}'s progress was cleared.`,
  // 'Clear Stats' on the user's page: every course (spec part 1 section 8).
  clearStats: 'Clear Stats',
  clearStatsConfirm: 'Are you sure you want delete to all stats',
  cannotBeUndone: 'This action cannot be undone.',
  markedCompleteToast: (name: string) => `${name} was marked complete.`,
  markedIncompleteToast: (name: string) => `${name} was marked not complete.`,
  // Export sheet names and file names (docs/adr/0023: "[Pre-Work ]{first name} {table}.xlsx").
  tableNames: { courses: 'Courses', items: 'Items', slides: 'Slides' } satisfies Record<ProgressExportTable, string>,
} as const;
