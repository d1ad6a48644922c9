import { courseItems, DEMO_SLIDES, SLIDE_ITEMS, SLIDE_TEST } from './course-items.js';
import { libraryIds, type DemoItem } from './demo-ids.js';
import { GYN_COURSE_CASES, GYN_LIBRARY_CASES, NON_GYN_CASES, type LibraryCase } from './library-cases.js';
import {
  GRADED_QUIZ_V2,
  NON_GYN_COURSE,
  NON_GYN_TEST,
  PRACTICE_QUIZ_V2,
  screeningCourse,
  SCREENING_TEST,
  SQUAMOUS_TEST,
  type DemoRevision,
} from './library-courses.js';
import { LIBRARY_SLIDES, librarySlideItem, type DemoSlide } from './library-slides.js';
import { learningItems } from './learning-items.js';
import { assignmentWithMockPt, MOCK_PT, MOCK_PT_COURSE, MOCK_PT_RETEST } from './mock-pt.js';
import { assignmentWithPracticeSets, PRACTICE_SET_COURSE, PRACTICE_SET_TEST } from './practice-sets.js';

/**
 * The demo content by version (ADR 0018). A start runs the versions `seed-demo-content` has not
 * recorded, so a data folder seeded by an older version gets what is new and nothing twice.
 */
export interface SeedVersion {
  version: number;
  /** Created when missing, in order: every item before the items that refer to it. */
  items: (site: string, year: number) => DemoItem[];
  /** New revisions of items an earlier version wrote, written only over the seed's unchanged revision. */
  revisions: (year: number) => DemoRevision[];
  /** The slides this version gives an image. */
  slides: readonly DemoSlide[];
  /** Whether the version gives the Day Shift and the demo learner the assignment. */
  assigns: boolean;
}

const inNonGynCourse = (c: LibraryCase) => (NON_GYN_TEST.fields.slides as string[]).includes(libraryIds(c.n).itemId);
const NON_GYN_COURSE_CASES = NON_GYN_CASES.filter(inNonGynCourse);
const NON_GYN_LIBRARY_CASES = NON_GYN_CASES.filter((c) => !inNonGynCourse(c));
const slidesOf = (cases: readonly LibraryCase[]) => cases.map((c) => LIBRARY_SLIDES.find((s) => s.itemId === libraryIds(c.n).itemId)!);

export const SEED_VERSIONS: readonly SeedVersion[] = [
  // Version 1 (before the library): three HSIL slides in one test shared by both GYN courses.
  {
    version: 1,
    items: (site, year) => [...learningItems(site), ...SLIDE_ITEMS, SLIDE_TEST, ...courseItems(year)],
    revisions: () => [],
    slides: DEMO_SLIDES,
    assigns: true,
  },
  // Version 2: the courses' slides and tests, the non-GYN course, quizzes with moving answers.
  {
    version: 2,
    items: () => [...[...GYN_COURSE_CASES, ...NON_GYN_COURSE_CASES].map(librarySlideItem), SCREENING_TEST, NON_GYN_TEST, NON_GYN_COURSE],
    revisions: (year) => [SQUAMOUS_TEST, screeningCourse(year), PRACTICE_QUIZ_V2, GRADED_QUIZ_V2],
    slides: slidesOf([...GYN_COURSE_CASES, ...NON_GYN_COURSE_CASES]),
    assigns: false,
  },
  // Version 3: the rest of the library, slides only (SEED_DEMO_LIBRARY=0 stops before it).
  {
    version: 3,
    items: () => [...GYN_LIBRARY_CASES, ...NON_GYN_LIBRARY_CASES].map(librarySlideItem),
    revisions: () => [],
    slides: slidesOf([...GYN_LIBRARY_CASES, ...NON_GYN_LIBRARY_CASES]),
    assigns: false,
  },
  // Version 4 (issue 30): the mock PT course, its tests drawing from the library, in the assignment at 90 %.
  {
    version: 4,
    items: () => [MOCK_PT, MOCK_PT_RETEST, MOCK_PT_COURSE],
    revisions: (year) => [assignmentWithMockPt(year)],
    slides: [],
    assigns: false,
  },
  // Version 5 (issue 31): the practice set test, in a course the assignment gives everyone.
  {
    version: 5,
    items: () => [PRACTICE_SET_TEST, PRACTICE_SET_COURSE],
    revisions: (year) => [assignmentWithPracticeSets(year)],
    slides: [],
    assigns: false,
  },
];

export const LATEST_VERSION = SEED_VERSIONS.at(-1)!.version;
/** The last version of the courses' content: without the library, the seed stops here. */
export const COURSES_VERSION = 2;

/** How many slides a first start makes, with or without the library. */
export const demoSlideCount = (library: boolean): number =>
  SEED_VERSIONS.filter((v) => v.version <= (library ? LATEST_VERSION : COURSES_VERSION)).reduce((n, v) => n + v.slides.length, 0);
/**
 * Minutes from a first start until every demo slide is COMPLETE, measured on 2 cores shared with
 * other work (load 4; November 2026: DATA_DIR=$(mktemp -d) node api/dist/main.js, GET /api/v1/slides
 * polled as the admin): the whole library 96 s (145 s at load 10 with the recipe smears), the
 * courses' 14 slides alone (SEED_DEMO_LIBRARY=0) 51 s.
 */
export const DEMO_READY_MINUTES = { library: 2, courses: 1 } as const;

/** The slides the courses open first come first: the squamous test's, the screening practice's, the non-GYN course's. */
const NEEDED_FIRST = [SQUAMOUS_TEST.item, SCREENING_TEST, NON_GYN_TEST].flatMap((test) => test.fields.slides as string[]);

/** Slides in the order their images are made: the courses' first, then the rest as the versions list them. */
export function imageOrder(slides: readonly DemoSlide[]): DemoSlide[] {
  const rank = (slide: DemoSlide) => {
    const i = NEEDED_FIRST.indexOf(slide.itemId);
    return i < 0 ? NEEDED_FIRST.length : i;
  };
  return slides
    .map((slide, i) => ({ slide, i }))
    .sort((a, b) => rank(a.slide) - rank(b.slide) || a.i - b.i)
    .map(({ slide }) => slide);
}
