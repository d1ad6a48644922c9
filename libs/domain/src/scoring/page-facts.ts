import { DEFAULT_SLIDE_SCORING_MODE, slidePageScore, type SlideScoringMode, type SlideSolutionFacts } from './modes.js';
import { quizPageScore } from './quiz.js';

/**
 * What a page is scored from: the API passes these facts (the answer and the solution) in the
 * submit command, and the review decider scores them here, so the rule lives in one place.
 * - 'none': a page without a score (an info page, a known or unknown slide, a video);
 * - 'quiz': the page's choices (which are correct), the learner's selection and the minimum;
 * - 'slide': the slide's solution, the result captured, and the test's scoring mode.
 */
export type PageFacts =
  | { kind: 'none' }
  | { kind: 'quiz'; choices: readonly { isCorrect?: boolean }[] | null; selected: readonly number[]; minChoices: number }
  | { kind: 'slide'; solution: SlideSolutionFacts; answer: string | null; mode?: SlideScoringMode };

export function scorePage(facts: PageFacts): number | null {
  switch (facts.kind) {
    case 'none':
      return null;
    case 'quiz':
      return quizPageScore(facts.choices, facts.selected, facts.minChoices);
    case 'slide':
      return slidePageScore(facts.mode ?? DEFAULT_SLIDE_SCORING_MODE, facts.solution, facts.answer);
  }
}
