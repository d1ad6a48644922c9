import type { PracticeSetSlide } from './events.js';

/**
 * Assign a practice set. `library` is what the API read for the learner at that moment: the slides
 * they still have to review (with a ready image), so a set holds nothing they have seen.
 */
export interface AssignPracticeSet {
  type: 'AssignPracticeSet';
  userId: string;
  setId: string;
  slides: readonly PracticeSetSlide[];
  library: ReadonlySet<string>;
  assignedBy: string;
  at: number;
}

export type PracticeCommand = AssignPracticeSet;
