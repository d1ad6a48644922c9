import { defaultPaceProgramNumber } from '@cytocampus/schema';
import { caseRecipe } from '@cytocampus/slide-imaging';
import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { COURSE_SLIDE_SIZE, type DemoSlide } from './library-slides.js';

/**
 * The synthetic slides' size: 8,192 × 5,120 pixels at 0.25 µm per pixel is a 2 × 1.3 mm field with
 * about 600 cells, every finding the generator draws (koilocytes, HSIL groups, endocervical sheets,
 * clue cells, trichomonads) and 30 objects of interest per category. Generating one takes about
 * 3 s of one core and building its pyramid about 1.5 s (2 cores, November 2026), so all three are
 * COMPLETE well within a minute of a first start; a real 100,000-pixel slide would take minutes.
 */
export const DEMO_SLIDE_SIZE = COURSE_SLIDE_SIZE;

/**
 * Version 1's slides: drawn before recipes, every smear showed koilocytes, HSIL cells, endocervical
 * sheets, clue cells and trichomonads, so each reference diagnosis is HSIL with those organisms. The
 * recipe says the same, so a slide drawn now matches the reference an older data folder holds.
 */
const HSIL_RECIPE = caseRecipe('GYN', 'HSIL', { organisms: ['Trichomonas Vaginalis', 'Bacterial Vaginosis'] });
const SLIDES = [
  { seed: 11, accession: 'GYN26-00417', age: 34, history: 'routine screening, previous LSIL 18 months ago' },
  { seed: 12, accession: 'GYN26-00952', age: 41, history: 'follow-up of a positive HPV 16 test' },
  { seed: 13, accession: 'GYN26-01288', age: 28, history: 'routine screening, vaginal discharge' },
] as const;

export const DEMO_SLIDES = SLIDES.map((slide, i) => ({ ...slide, ...DEMO_IDS.slides[i]!, size: COURSE_SLIDE_SIZE, recipe: HSIL_RECIPE }) satisfies DemoSlide);

const slideItem = (slide: (typeof DEMO_SLIDES)[number], n: number): DemoItem => ({
  type: 'slide',
  id: slide.id,
  itemId: slide.itemId,
  fields: {
    name: `Cervical ThinPrep ${n}: ${slide.age}-year-old`,
    description: `Liquid-based cervical specimen, ${slide.age}-year-old woman, ${slide.history}.`,
    tags: ['gyn', 'thinprep', 'hsil'],
    accession: slide.accession,
    cellCount: 0,
    patient: { name: `Synthetic patient ${n}`, dob: '', lmp: '' },
    solution: {
      type: 'GYN',
      result: 'HSIL',
      objects: ['area-1', 'area-2'],
      objectText: {
        'area-1': 'Enlarged, hyperchromatic nucleus with an irregular outline in an immature cell',
        'area-2': 'Koilocyte: perinuclear cavity with a raisinoid nucleus',
      },
      organisms: ['Trichomonas Vaginalis', 'Bacterial Vaginosis'],
      endoCells: 'Present',
      reason: 'High-grade cells singly and in loose groups beside koilocytes; trichomonads and clue cells in the background; endocervical sheets present.',
    },
  },
});

export const SLIDE_ITEMS: readonly DemoItem[] = DEMO_SLIDES.map((slide, i) => slideItem(slide, i + 1));

export const SLIDE_TEST: DemoItem = {
  type: 'test',
  ...DEMO_IDS.slideTest,
  fields: {
    name: 'Cervical screening slide test: squamous lesions',
    description: 'Screen three liquid-based cervical slides, mark the diagnostic cells and give the Bethesda category and organisms.',
    tags: ['gyn', 'bethesda', 'slide-test'],
    slides: DEMO_SLIDES.map((s) => s.itemId),
    evalForm: DEMO_IDS.evaluationForm.itemId,
  },
};

/**
 * The courses and the assignment that gives them to the Day Shift. Both courses belong to the same
 * P.A.C.E. program (the year's default number), so the demo learner earns a certificate of 2 courses
 * (0.5 credit) by passing both and submitting each one's evaluation (docs/adr/0026).
 */
export function courseItems(year: number): DemoItem[] {
  const pace = { paceCertificateEnabled: true, paceProgramNumber: defaultPaceProgramNumber(year) };
  const course: DemoItem = {
    type: 'module',
    ...DEMO_IDS.course,
    fields: {
      name: 'Cervical cytology: squamous lesions',
      description:
        'The Bethesda System from adequacy to HSIL: a presentation, a practice quiz, a graded quiz and a slide test. With the slide screening practice, earns a P.A.C.E. certificate.',
      tags: ['gyn', 'bethesda', 'pace'],
      items: [
        { type: 'presentation', itemId: DEMO_IDS.bethesdaTalk.itemId },
        { type: 'quiz', itemId: DEMO_IDS.practiceQuiz.itemId },
        { type: 'quiz', itemId: DEMO_IDS.gradedQuiz.itemId },
        { type: 'test', itemId: DEMO_IDS.slideTest.itemId },
      ],
      ...pace,
    },
  };
  // The slide test on its own, without the first course's order: a learner can screen slides from the first day.
  const screening: DemoItem = {
    type: 'module',
    ...DEMO_IDS.screeningCourse,
    fields: {
      name: 'Cervical slide screening practice',
      description:
        'Screen three liquid-based cervical slides at your own pace: mark the diagnostic cells and commit to a Bethesda category. With the squamous lesions course, earns a P.A.C.E. certificate.',
      tags: ['gyn', 'bethesda', 'slides', 'pace'],
      items: [{ type: 'test', itemId: DEMO_IDS.slideTest.itemId }],
      ...pace,
    },
  };
  const assignment: DemoItem = {
    type: 'curriculum',
    ...DEMO_IDS.assignment,
    fields: {
      name: 'GYN screening competency',
      description: 'Yearly competency assessment for cytotechnologists screening gynecologic specimens.',
      tags: ['gyn', 'competency'],
      sequentialModules: false,
      entries: [
        { moduleId: DEMO_IDS.course.itemId, passingScore: 80, required: true, sequential: true },
        // Two attempts: a learner who fails the screening practice may retake it once (issue 30).
        { moduleId: DEMO_IDS.screeningCourse.itemId, passingScore: 80, maxAttempts: 2, required: false, sequential: false },
      ],
    },
  };
  return [course, screening, assignment];
}
