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
