import type { QuizPageSolution, ReviewedItemType, ReviewRecord, SlideSolution } from '@cytocampus/contracts';
import { reviewProgress, type ReviewState } from './state.js';

type PageSolution = (page: number) => QuizPageSolution | SlideSolution | null;

/**
 * The review as the API answers it; `solutionOf(page)` gives a submitted page's solution (graded
 * quizzes, slides), `shownBefore(page)` one shown before submitting (a known slide's).
 */
export function reviewRecordOf(state: ReviewState, solutionOf: PageSolution, shownBefore?: PageSolution): ReviewRecord {
  const subject = state.subject!;
  return {
    id: subject.reviewId,
    itemId: subject.itemId,
    moduleId: subject.moduleId,
    itemType: subject.itemType as ReviewedItemType,
    session: state.session,
    startTime: state.startTime,
    elapsed: state.elapsed,
    lastUpdate: state.lastUpdate,
    submitTime: state.submitTime,
    score: state.score,
    progress: reviewProgress(state),
    pages: state.pages.map((p) => ({
      startTime: p.startTime,
      elapsed: p.elapsed,
      submitTime: p.submitTime,
      score: p.score,
      lastUpdate: p.lastUpdate,
      data: p.data,
    })),
    solutions: state.pages.map((p, i) => (p.submitTime !== null ? solutionOf(i) : (shownBefore?.(i) ?? null))),
  };
}
