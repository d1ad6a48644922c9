import { PT_TAKING_MSG } from '@cytocampus/contracts';
import { refuse } from '../core/errors.js';
import { gradeProficiencyResults } from '../scoring/proficiency/grade.js';
import { ptSlideMax } from '../scoring/proficiency/grids.js';
import type { SubmitProficiencyTest } from './commands.js';
import type { ProficiencyAttempt, ReviewEvent } from './events.js';
import type { ReviewState } from './state.js';
import { submittedSlideOf } from './submitted-slide.js';

/**
 * How a proficiency test attempt differs from an ordinary slide test (issue 30; docs/adr/0035,
 * "Taking a proficiency test"): pages in any order and changed freely until the whole test is
 * submitted, nothing written after the deadline, graded on the CLIA grid in one step.
 */

/** The attempt when the review is a proficiency test. */
export const proficiencyOfState = (state: ReviewState): ProficiencyAttempt | null => state.subject?.proficiency ?? null;

/** Writes after the deadline are refused: the server submits the attempt then, with what was saved until it. */
export function requireBeforeDeadline(attempt: ProficiencyAttempt, now: number): void {
  if (now > attempt.deadline) refuse('conflict', PT_TAKING_MSG.timeUp);
}

/** The result of a GYN page's data as the examinee captured it; anything else is no answer. */
const answerOf = (data: Record<string, unknown> | undefined): string | null => (typeof data?.result === 'string' ? data.result : null);

/**
 * Grades the whole attempt (42 CFR 493.945(b)) from the solutions the API passes and the review's
 * own answers: ProficiencyTestGraded, then ReviewCompleted with the grade's score so that the course
 * flow, stats and reports work as for any test. The examinee submits until the deadline; the server
 * from the deadline on.
 */
export function decideProficiencySubmit(state: ReviewState, command: SubmitProficiencyTest, attempt: ProficiencyAttempt): ReviewEvent[] {
  if (command.by === 'learner') requireBeforeDeadline(attempt, command.now);
  else if (command.now < attempt.deadline) refuse('conflict', PT_TAKING_MSG.notDue);
  const ids = command.solutions.map((s) => s.slideId);
  if (ids.length !== attempt.slides.length || ids.some((id, i) => id !== attempt.slides[i])) refuse('invalid', PT_TAKING_MSG.sheetMismatch);
  const grade = gradeProficiencyResults(
    attempt.grid,
    command.solutions.map(({ slideId, solution }, i) => ({ slideId, solution, answer: answerOf(state.pages[i]?.data) })),
  );
  const { now: submitTime, by, code } = command;
  return [
    {
      type: 'ProficiencyTestGraded',
      data: {
        submitTime,
        by,
        year: new Date(submitTime).getUTCFullYear(),
        grid: grade.grid,
        size: grade.size,
        points: grade.points,
        maxPoints: grade.maxPoints,
        score: grade.score,
        passed: grade.passed,
        slides: grade.slides.map(({ slideId, reference, response, points }) => ({ slideId, reference, response, points })),
        automaticFailures: grade.automaticFailures.map((s) => s.slideId),
        code,
        ...(command.slides ? { screening: command.slides.map((facts, i) => submittedSlideOf(facts, state.pages[i]?.data)) } : {}),
      },
    },
    { type: 'ReviewCompleted', data: { submitTime, score: grade.score } },
  ];
}

/** Every page is submitted at once, each scored as its share of a slide's points (1 full, negative for a missed lesion). */
export function pagesGraded(state: ReviewState, slides: readonly { points: number }[], size: ProficiencyAttempt['size'], submitTime: number): ReviewState {
  const slideMax = ptSlideMax(size);
  const pages = state.pages.map((p, i) => ({
    ...p,
    startTime: p.startTime ?? submitTime,
    submitTime,
    score: (slides[i]?.points ?? 0) / slideMax,
    lastUpdate: submitTime,
  }));
  return { ...state, lastUpdate: submitTime, pages };
}
