import { LEARNING_TEXT, type CourseHeader, type LearnerCourseItem } from '@cytocampus/contracts';
import { courseProgressState, itemProgressState, type ProgressState } from './status.js';

/** The status filter of the course page (spec part 2 section 2), by the state it keeps. */
export const ITEM_STATUS_OPTIONS: readonly { value: ProgressState; label: string }[] = [
  { value: 'notStarted', label: LEARNING_TEXT.notStarted },
  { value: 'started', label: LEARNING_TEXT.started },
  { value: 'inProgress', label: LEARNING_TEXT.inProgress },
  { value: 'complete', label: LEARNING_TEXT.completed },
];

/** The type filter (multi-select) by course item type: cases are the study slides. */
export const ITEM_TYPE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'case', label: LEARNING_TEXT.studySlides },
  { value: 'test', label: LEARNING_TEXT.slideTests },
  { value: 'known', label: LEARNING_TEXT.knowns },
  { value: 'unknown', label: LEARNING_TEXT.unknowns },
  { value: 'quiz', label: LEARNING_TEXT.quizzes },
  { value: 'presentation', label: LEARNING_TEXT.presentations },
];

const ITEM_TYPE_LABELS: Record<string, string> = {
  case: LEARNING_TEXT.studySlide,
  test: LEARNING_TEXT.slideTest,
  known: LEARNING_TEXT.known,
  unknown: LEARNING_TEXT.unknown,
  quiz: LEARNING_TEXT.quiz,
  presentation: LEARNING_TEXT.presentation,
};

/** What one item of a type is called ('Study Slide', 'Quiz'…); an unknown type by its own name. */
export const itemTypeLabel = (type: string): string => ITEM_TYPE_LABELS[type] ?? type;

export type QuizFilter = 'all' | 'graded' | 'practice';

/** The quiz filter: All Types, Graded Quizzes, Practice Quizzes. */
export const QUIZ_FILTER_OPTIONS: readonly { value: QuizFilter; label: string }[] = [
  { value: 'all', label: LEARNING_TEXT.allTypes },
  { value: 'graded', label: LEARNING_TEXT.gradedQuizzes },
  { value: 'practice', label: LEARNING_TEXT.practiceQuizzes },
];

export interface ItemFilters {
  /** null: every status. */
  status: ProgressState | null;
  /** Empty: every type. */
  types: readonly string[];
  quiz: QuizFilter;
}

export const NO_ITEM_FILTERS: ItemFilters = { status: null, types: [], quiz: 'all' };

/** Graded or practice quizzes keep only quizzes of that kind; the other filters narrow by state and type. */
export function matchesItemFilters(item: LearnerCourseItem, filters: ItemFilters): boolean {
  if (filters.status !== null && itemProgressState(item.stats) !== filters.status) return false;
  if (filters.types.length > 0 && !filters.types.includes(item.type)) return false;
  if (filters.quiz !== 'all' && (item.type !== 'quiz' || item.graded !== (filters.quiz === 'graded'))) return false;
  return true;
}

export const filterItems = (items: readonly LearnerCourseItem[], filters: ItemFilters): LearnerCourseItem[] =>
  items.filter((item) => matchesItemFilters(item, filters));

/** The course page's empty text: the course has no items, or none pass the filters. */
export const emptyItemsText = (items: readonly LearnerCourseItem[]): string =>
  items.length === 0 ? LEARNING_TEXT.moduleHasNoItems : LEARNING_TEXT.noItemsMatch;

/**
 * Where Resume/Begin Module goes: the first open item not yet complete; when every open item is
 * complete, the first item (to review it); null when nothing is open.
 */
export function nextItem(items: readonly LearnerCourseItem[]): LearnerCourseItem | null {
  const open = items.filter((item) => !item.locked);
  return open.find((item) => (item.stats?.progress ?? 0) < 1) ?? open[0] ?? null;
}

/** 'Resume Module' once the learner has started the course or anything in it, else 'Begin Module'. */
export const moduleButtonLabel = (header: Pick<CourseHeader, 'progress' | 'firstStart'>, items: readonly LearnerCourseItem[]): string =>
  courseProgressState(header) !== 'notStarted' || items.some((item) => itemProgressState(item.stats) !== 'notStarted')
    ? LEARNING_TEXT.resumeModule
    : LEARNING_TEXT.beginModule;

/** An item's own button: 'Begin' before any work, 'Review' once complete, else 'Continue'. */
export function itemButtonLabel(item: LearnerCourseItem): string {
  const state = itemProgressState(item.stats);
  if (state === 'complete') return LEARNING_TEXT.reviewItem;
  return state === 'notStarted' ? LEARNING_TEXT.beginItem : LEARNING_TEXT.continueItem;
}

/** Counts of the items by state (the header's summary). */
export function itemCounts(items: readonly LearnerCourseItem[]): Record<ProgressState, number> {
  const counts: Record<ProgressState, number> = { notStarted: 0, started: 0, inProgress: 0, complete: 0 };
  for (const item of items) counts[itemProgressState(item.stats)] += 1;
  return counts;
}
