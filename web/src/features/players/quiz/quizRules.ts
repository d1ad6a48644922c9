import { API_PREFIX, CONTENT_FILE_ROUTES, type PlayerQuizPage, type QuizPageSolution, type ReviewRecord } from '@cytocampus/contracts';

/** The question block of a quiz page (null: an info or summary page). */
export type QuizBlock = NonNullable<PlayerQuizPage['quiz']>;

/** Question pages carry a question block with choices; info and summary pages do not. */
export const isQuestionPage = (page: PlayerQuizPage | undefined): page is PlayerQuizPage & { quiz: QuizBlock } =>
  !!page && (page.type === 'image-choice' || page.type === 'text-choice') && !!page.quiz && page.quiz.choices.length > 0;

/** The least a learner must select (the schema's minimum is 1). */
const minOf = (quiz: Pick<QuizBlock, 'minChoices'>): number => Math.max(1, quiz.minChoices);

/**
 * Clicking a choice: it is deselected when selected; otherwise added while fewer than maxChoices are
 * selected (0 = no limit). A single-answer question swaps its answer; any other stops at the limit.
 */
export function toggleChoice(selected: readonly number[], index: number, quiz: Pick<QuizBlock, 'maxChoices'>): number[] {
  if (selected.includes(index)) return selected.filter((chosen) => chosen !== index);
  if (quiz.maxChoices === 1) return [index];
  if (quiz.maxChoices > 0 && selected.length >= quiz.maxChoices) return [...selected];
  return [...selected, index].sort((a, b) => a - b);
}

/** Submit is enabled once at least minChoices are selected (and no more than maxChoices). */
export const canSubmitAnswer = (selected: readonly number[], quiz: Pick<QuizBlock, 'minChoices' | 'maxChoices'>): boolean =>
  selected.length >= minOf(quiz) && (quiz.maxChoices === 0 || selected.length <= quiz.maxChoices);

/**
 * Whether a page submits by itself once its selection is complete (spec part 2 section 4): when min
 * and max choices are equal; in a graded quiz whenever there is a limit (a graded question without
 * one submits with Submit or on Next).
 */
export const submitsOnSelection = (quiz: Pick<QuizBlock, 'minChoices' | 'maxChoices'>, graded: boolean): boolean =>
  quiz.maxChoices > 0 && (graded || minOf(quiz) === quiz.maxChoices);

/** Whether this selection submits by itself: the page does so (submitsOnSelection) and the selection reached maxChoices. */
export const submitsByItself = (selected: readonly number[], quiz: Pick<QuizBlock, 'minChoices' | 'maxChoices'>, graded: boolean): boolean =>
  submitsOnSelection(quiz, graded) && selected.length === quiz.maxChoices && canSubmitAnswer(selected, quiz);

type PageSolution = ReviewRecord['solutions'][number] | undefined;
/** A quiz page's solution among a review's (the other kind is a slide's). */
const quizSolution = (solution: PageSolution): QuizPageSolution | null => (solution && 'correct' in solution ? solution : null);

/** The correct choices a page may show: a practice quiz's own, a graded quiz's once its page is submitted; null when not known. */
export function correctChoicesOf(quiz: QuizBlock, page: PageSolution): number[] | null {
  const solution = quizSolution(page);
  if (solution) return [...solution.correct].sort((a, b) => a - b);
  if (quiz.choices.some((choice) => choice.isCorrect !== undefined)) {
    return quiz.choices.flatMap((choice, index) => (choice.isCorrect === true ? [index] : []));
  }
  return null;
}

/** The explanation a page may show: a graded quiz's from its submitted page, a practice quiz's own. */
export const solutionTextOf = (quiz: QuizBlock, page: PageSolution): string => quizSolution(page)?.solution ?? quiz.solution ?? '';

/** A right answer: exactly the correct choices (the spec's page score is then 1). */
export function isRightAnswer(selected: readonly number[], correct: readonly number[]): boolean {
  const chosen = new Set(selected);
  return chosen.size === correct.length && correct.every((index) => chosen.has(index));
}

/** The answer a page recorded (`data.selected`), or none. */
export function selectedOf(data: Record<string, unknown> | undefined): number[] {
  const raw = data?.selected;
  return Array.isArray(raw) ? raw.filter((n): n is number => Number.isInteger(n) && n >= 0) : [];
}

/** A submitted page is right when its score is 1; -1 (wrong or incomplete) or a partial score is not. */
export const pageIsRight = (score: number | null): boolean => score !== null && score >= 1;

/** The score the summary shows (0 to 100): the server's once the quiz is submitted, else the average of the pages scored so far (-1 counts as 0). */
export function summaryScore(review: Pick<ReviewRecord, 'submitTime' | 'score' | 'pages'>): number | null {
  if (review.submitTime !== null) return review.score === null ? null : Math.round(Math.max(0, review.score) * 100);
  const scores = review.pages.flatMap((page) => (page.submitTime !== null && page.score !== null ? [Math.max(0, page.score)] : []));
  return scores.length === 0 ? null : Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100);
}

/** A quiz image (page items, question and choice images): /api/v1/quizzes/file/{fileId} (spec part 2 section 7). */
export const quizFileUrl = (fileId: string): string => `${API_PREFIX}${CONTENT_FILE_ROUTES.quiz(encodeURIComponent(fileId))}`;
