import { resultSetOf, type DiagnosisOutcome } from '@cytocampus/contracts';

/**
 * The group a result is matched by: GYN results by their group (ASCUS = LSIL; ASCH, HSIL, SQUAMOUS,
 * AGC, AIS, ADENO and OTHER equal), every other category by the result itself. Null when the result
 * is not one of the category's.
 */
export function resultGroup(category: string, result: string | null): string | null {
  if (result === null) return null;
  return resultSetOf(category).find((r) => r.value === result)?.group ?? null;
}

/**
 * How a slide's diagnosis ends (spec "Scoring of diagnoses"): pending when there is no solution to
 * score against (type 'none', or no result of its category); correct when the answer falls in the
 * solution's group; incorrect otherwise, and when there is no answer (incomplete).
 */
export function diagnosisOutcome(solution: { type: string; result: string | null }, answer: string | null): DiagnosisOutcome {
  const expected = resultGroup(solution.type, solution.result);
  if (expected === null) return 'pending';
  return resultGroup(solution.type, answer) === expected ? 'correct' : 'incorrect';
}

/** A slide review's score (spec "Review lifecycle"): 1 correct, -1 wrong or incomplete, none when pending. */
export function slideScore(outcome: DiagnosisOutcome): number | null {
  return outcome === 'correct' ? 1 : outcome === 'incorrect' ? -1 : null;
}

/** The outcome a stored slide score stands for (null: not submitted); only full credit is correct (a partial-credit page is not). */
export function outcomeOfScore(score: number | null, submitted: boolean): DiagnosisOutcome | null {
  if (!submitted) return null;
  return score === null ? 'pending' : score >= 1 ? 'correct' : 'incorrect';
}

/** The credit a stored slide page score stands for when the page earned part of the slide (a 'partial' mode's 0.75), else null. */
export function partialCreditOf(score: number | null | undefined): number | null {
  return typeof score === 'number' && score > 0 && score < 1 ? score : null;
}

/**
 * Test score = round(correct / total × 100) (spec), the total counting the slides that could be
 * scored: a pending slide (no solution) neither helps nor hurts. Null when none could be.
 */
export function testScore(outcomes: readonly DiagnosisOutcome[]): number | null {
  const scored = outcomes.filter((o) => o !== 'pending');
  if (scored.length === 0) return null;
  return Math.round((scored.filter((o) => o === 'correct').length / scored.length) * 100);
}
