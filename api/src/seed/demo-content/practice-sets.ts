import { DEMO_IDS, type DemoItem } from './demo-ids.js';
import { assignmentRevision, type DemoRevision } from './library-courses.js';
import { assignmentWithMockPt } from './mock-pt.js';

/**
 * Version 5 of the demo content (issue 31, ADR 0036 "Taking a practice set"): the slide test where
 * each learner takes the practice set recommended on their Skills page (kept by them or assigned by
 * a manager), scored with partial credit, in a course the assignment gives everyone, not required.
 */
export const PRACTICE_SET_TEST: DemoItem = {
  type: 'test',
  ...DEMO_IDS.practiceSetTest,
  fields: {
    name: 'Your practice set',
    description:
      'The library slides chosen for you from the slides you missed (Skills page, What to practise next). Screen each, mark the diagnostic cells and commit to a result; a near miss earns part of the slide.',
    tags: ['gyn', 'practice', 'slide-test'],
    slides: [],
    scoringMode: 'partial',
    practiceSet: true,
  },
};

export const PRACTICE_SET_COURSE: DemoItem = {
  type: 'module',
  ...DEMO_IDS.practiceSetCourse,
  fields: {
    name: 'Practice sets',
    description: 'Practise what your record says you miss: a new set each time you keep one, or your manager assigns one, on your Skills page.',
    tags: ['gyn', 'practice'],
    items: [{ type: 'test', itemId: DEMO_IDS.practiceSetTest.itemId }],
  },
};

/** The assignment as version 4 wrote it, with the practice sets course: not required, and no pass mark (nothing in it is graded). */
export function assignmentWithPracticeSets(year: number): DemoRevision {
  const entry = { moduleId: PRACTICE_SET_COURSE.itemId, passingScore: 0, required: false, sequential: false };
  return assignmentRevision(assignmentWithMockPt(year).item, DEMO_IDS.revisions.assignmentWithPractice, entry);
}
