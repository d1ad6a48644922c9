import { courseItems, DEMO_SLIDES } from './course-items.js';
import { DEMO_IDS, libraryIds, type DemoItem } from './demo-ids.js';
import { GRADED_QUIZ, PRACTICE_QUIZ } from './learning-items.js';

/**
 * Version 2 of the demo content (issue 29, ADR 0018): slide tests whose slides differ in diagnosis,
 * the non-GYN course, and quizzes whose correct answers move. Answering one thing everywhere no
 * longer passes anything.
 */

/** A new revision of an item version 1 wrote: `replaces` is the seed's revision it may replace. */
export interface DemoRevision {
  item: DemoItem;
  replaces: string;
}

/** A new revision `id` of the demo assignment: `previous`'s entries and one more (seed versions 4 and 5). */
export function assignmentRevision(previous: DemoItem, id: string, entry: object): DemoRevision {
  const entries = previous.fields.entries as object[];
  return { replaces: previous.id, item: { ...previous, id, fields: { ...previous.fields, entries: [...entries, entry] } } };
}

const slideOf = (n: number) => libraryIds(n).itemId;
const [thinPrep1, thinPrep2, thinPrep3] = DEMO_SLIDES.map((s) => s.itemId) as [string, string, string];

/** The squamous course's test: one slide of each proficiency category, C, A, D, B (cases 6, 4, ThinPrep 1, 5). */
export const SQUAMOUS_TEST: DemoRevision = {
  replaces: DEMO_IDS.slideTest.id,
  item: {
    type: 'test',
    id: DEMO_IDS.revisions.slideTest,
    itemId: DEMO_IDS.slideTest.itemId,
    fields: {
      name: 'Cervical screening slide test: squamous lesions',
      description:
        'Screen four liquid-based cervical slides, one of each proficiency category (unsatisfactory, negative, ASC-US/LSIL, ASC-H and above): mark the diagnostic cells and give the Bethesda category and organisms.',
      tags: ['gyn', 'bethesda', 'slide-test'],
      slides: [slideOf(6), slideOf(4), thinPrep1, slideOf(5)],
      evalForm: DEMO_IDS.evaluationForm.itemId,
    },
  },
};

/** The screening practice's own test: a mix with a negative with organisms (HSIL, NILM with two organisms, ASC-US, HSIL). */
export const SCREENING_TEST: DemoItem = {
  type: 'test',
  ...DEMO_IDS.screeningTest,
  fields: {
    name: 'Cervical screening practice: mixed cases',
    description: 'Four liquid-based cervical slides as they come in a day of screening: mark the diagnostic cells, report organisms and commit to a category.',
    tags: ['gyn', 'bethesda', 'slide-test', 'practice'],
    slides: [thinPrep2, slideOf(7), slideOf(8), thinPrep3],
    evalForm: DEMO_IDS.evaluationForm.itemId,
  },
};

/** Urine and thyroid: positive, negative, atypical, positive, negative, suspicious (cases 45, 46, 44, 48, 43, 47). */
export const NON_GYN_TEST: DemoItem = {
  type: 'test',
  ...DEMO_IDS.nonGynTest,
  fields: {
    name: 'Urine and thyroid slide test',
    description:
      'Three voided urines (The Paris System) and three thyroid aspirates (Bethesda thyroid categories), reported as negative, atypical, suspicious or positive.',
    tags: ['non-gyn', 'urine', 'thyroid', 'slide-test'],
    slides: [45, 46, 44, 48, 43, 47].map(slideOf),
  },
};

export const NON_GYN_COURSE: DemoItem = {
  type: 'module',
  ...DEMO_IDS.nonGynCourse,
  fields: {
    name: 'Non-gynecologic cytology: urine and thyroid',
    description: 'The Paris System for urine and the Bethesda categories for thyroid aspirates: a presentation, then six slides to screen.',
    tags: ['non-gyn', 'urine', 'thyroid', 'paris'],
    items: [
      { type: 'presentation', itemId: DEMO_IDS.urineTalk.itemId },
      { type: 'test', itemId: DEMO_IDS.nonGynTest.itemId },
    ],
  },
};

/** The screening practice course, now with its own test (the P.A.C.E. fields as version 1 wrote them). */
export function screeningCourse(year: number): DemoRevision {
  const v1 = courseItems(year).find((item) => item.itemId === DEMO_IDS.screeningCourse.itemId)!;
  return {
    replaces: v1.id,
    item: {
      ...v1,
      id: DEMO_IDS.revisions.screeningCourse,
      fields: {
        ...v1.fields,
        description:
          'Screen four liquid-based cervical slides of mixed diagnoses at your own pace: mark the diagnostic cells and commit to a Bethesda category. With the squamous lesions course, earns a P.A.C.E. certificate.',
        items: [{ type: 'test', itemId: DEMO_IDS.screeningTest.itemId }],
      },
    },
  };
}

interface ChoicePage {
  type: string;
  quiz?: { choices: unknown[] };
}

/**
 * Version 1 listed every correct answer first. `positions[i]` is where the i-th question's (first)
 * correct answer goes; the choices rotate, so their order around the circle stays as written.
 */
export function withCorrectAt(quiz: DemoItem, id: string, positions: readonly number[]): DemoRevision {
  let question = 0;
  const pages = (quiz.fields.pages as ChoicePage[]).map((page) => {
    if (page.type !== 'text-choice' || !page.quiz) return page;
    const { choices } = page.quiz;
    const at = positions[question++]!;
    const rotated = choices.map((_, j) => choices[(j - at + choices.length) % choices.length]);
    return { ...page, quiz: { ...page.quiz, choices: rotated } };
  });
  if (question !== positions.length) throw new Error(`${quiz.id}: ${positions.length} positions for ${question} questions`);
  return { replaces: quiz.id, item: { ...quiz, id, fields: { ...quiz.fields, pages } } };
}

export const PRACTICE_QUIZ_V2 = withCorrectAt(PRACTICE_QUIZ, DEMO_IDS.revisions.practiceQuiz, [2, 0, 3]);
/** Question 3 has two correct answers: they land at 2 and 3. */
export const GRADED_QUIZ_V2 = withCorrectAt(GRADED_QUIZ, DEMO_IDS.revisions.gradedQuiz, [1, 3, 2, 0, 2]);
