import { creditOf } from './quiz.js';

/** The pages' scores an item's score is made of (null: a page without one, such as an info page or a pending slide). */
type ScoredPage = { readonly score: number | null };

/**
 * The average over pages that have a score (spec "Review lifecycle" 5), a wrong page (-1) counting
 * as 0; null when none has.
 */
export function averageScore(pages: readonly ScoredPage[]): number | null {
  const scores = pages
    .map((page) => page.score)
    .filter((score): score is number => score !== null)
    .map(creditOf);
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/**
 * The score an item completes with. A slide test's is the spec's test score, round(correct / total ×
 * 100), kept as a fraction (0.67 for 2 of 3) so that a course's result and pass are decided on the
 * rounded figure the learner is shown; every other item's is the plain average.
 */
export function itemScore(itemType: string | undefined, pages: readonly ScoredPage[]): number | null {
  const average = averageScore(pages);
  if (itemType !== 'test' || average === null) return average;
  return Math.round(average * 100) / 100;
}
