/**
 * Quiz page score (spec part 2 section 9): correct selections divided by the larger of the selected
 * count and the correct count; -1 when wrong or incomplete (fewer than minChoices selected, or no
 * correct selection). Pages without a question have no score (null).
 */
export function quizPageScore(choices: readonly { isCorrect?: boolean }[] | null, selected: readonly number[], minChoices: number): number | null {
  if (!choices || choices.length === 0) return null;
  const chosen = [...new Set(selected)].filter((i) => Number.isInteger(i) && i >= 0 && i < choices.length);
  const correct = choices.filter((c) => c.isCorrect === true).length;
  const right = chosen.filter((i) => choices[i]?.isCorrect === true).length;
  if (chosen.length < Math.max(1, minChoices) || right === 0) return -1;
  return right / Math.max(chosen.length, correct);
}

/**
 * What a page's score adds to an average: a wrong or incomplete page (-1) earns nothing, so a quiz
 * with half its pages wrong scores 0.5, not 0 (docs/adr/0021).
 */
export const creditOf = (score: number): number => Math.max(0, score);

/** A course is passed when result × 100 is at least the passing score (spec part 2 section 9). */
export function coursePassed(result: number | null, passingScore: number | null): boolean {
  if (result === null || passingScore === null) return false;
  // Rounded so that 0.7 × 100 = 70.00000000000001 and 0.35 × 100 = 35.00000000000001 compare as meant.
  return Math.round(result * 100 * 1e6) / 1e6 >= passingScore;
}

/** The course summary's averages (spec part 3 "Stats record"): progress over the course's items, result over its completed graded items. */
export function courseAverages(
  itemCount: number,
  records: readonly { progress: number; result: number | null; graded: boolean }[],
): { progress: number; result: number | null } {
  const progress = itemCount === 0 ? 0 : Math.min(1, records.reduce((sum, r) => sum + r.progress, 0) / itemCount);
  const graded = records.filter((r) => r.graded && r.progress >= 1 && r.result !== null);
  const result = graded.length === 0 ? null : graded.reduce((sum, r) => sum + (r.result ?? 0), 0) / graded.length;
  return { progress, result };
}
