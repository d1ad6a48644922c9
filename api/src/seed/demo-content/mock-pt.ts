import { courseItems } from './course-items.js';
import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { assignmentRevision, type DemoRevision } from './library-courses.js';

/**
 * Version 4 of the demo content (issue 30, ADR 0035): a mock gynecologic proficiency test as CLIA
 * sets it, two tests drawing their slides from the library's GYN slides (pool tag 'library'; the
 * draw leaves out the non-GYN ones and any slide the learner saw in an earlier attempt), and the
 * assignment giving the course with the regulation's pass mark.
 */

/** The library's slides all carry this tag (library-slides.ts). */
export const MOCK_PT_POOL = 'library';

export const MOCK_PT: DemoItem = {
  type: 'test',
  ...DEMO_IDS.mockPt,
  fields: {
    name: 'Mock PT (10 slides, 2 hours)',
    description:
      "As in CLIA's PT: 10 slides in 2 hours, each called unsatisfactory, negative, low grade or high grade; 90 % to pass, and a high-grade lesion called negative fails it alone. Slides drawn from the library; the result only after you submit.",
    tags: ['gyn', 'proficiency', 'slide-test'],
    slides: [],
    proficiency: { enabled: true, size: 10, timeLimit: null, pool: MOCK_PT_POOL },
  },
};

export const MOCK_PT_RETEST: DemoItem = {
  type: 'test',
  ...DEMO_IDS.mockPtRetest,
  fields: {
    name: 'Mock PT retest (20 slides, 4 hours)',
    description:
      'The retest after a second or third failure, once the remedial training or 35 hours of education are recorded: 20 slides in 4 hours, each worth half the points, 90 % to pass, drawn from library slides you have not seen.',
    tags: ['gyn', 'proficiency', 'slide-test'],
    slides: [],
    proficiency: { enabled: true, size: 20, timeLimit: null, pool: MOCK_PT_POOL },
  },
};

export const MOCK_PT_COURSE: DemoItem = {
  type: 'module',
  ...DEMO_IDS.mockPtCourse,
  fields: {
    name: 'Gynecologic proficiency test: annual mock',
    description:
      "A CLIA gynecologic proficiency test (PT) is the yearly test for all who screen Pap slides in a US lab: 10 slides in 2 hours, graded on your profession's grid, 90 % to pass. Rehearse it here on library slides; the 20-slide retest follows the retest ladder.",
    tags: ['gyn', 'proficiency', 'clia'],
    items: [
      { type: 'test', itemId: DEMO_IDS.mockPt.itemId },
      { type: 'test', itemId: DEMO_IDS.mockPtRetest.itemId },
    ],
  },
};

/** The assignment as version 1 wrote it, with the mock PT course at CLIA's 90 %. */
export function assignmentWithMockPt(year: number): DemoRevision {
  const v1 = courseItems(year).find((item) => item.itemId === DEMO_IDS.assignment.itemId)!;
  return assignmentRevision(v1, DEMO_IDS.revisions.assignment, { moduleId: MOCK_PT_COURSE.itemId, passingScore: 90, required: false, sequential: false });
}
