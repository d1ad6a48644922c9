/**
 * The slide review's rules (spec part 3 "Slide review screen", "Marks shortlist"): the page's
 * record with its defaults, when a diagnosis may be captured, the shortlist of at most four, the
 * object rows of six with their drag swaps. Pure.
 */
import { MARK_PREFIX, SLIDE_LIMITS, type ReviewRecord, type SlideReviewData, type SlideSolution, type SolutionType } from '@cytocampus/contracts';

export const EMPTY_DIAGNOSIS: SlideReviewData = { shortList: [], customObjects: [], component: null, organisms: [], result: null, comments: '' };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** A page's record as stored (anything missing takes its default). */
export function diagnosisOf(data: Record<string, unknown> | undefined): SlideReviewData {
  if (!data || !('shortList' in data)) return EMPTY_DIAGNOSIS;
  const d = data as Partial<SlideReviewData>;
  return {
    shortList: strings(d.shortList),
    customObjects: Array.isArray(d.customObjects) ? d.customObjects : [],
    component: d.component === 'Absent' || d.component === 'Present' ? d.component : null,
    organisms: strings(d.organisms),
    result: typeof d.result === 'string' ? d.result : null,
    comments: typeof d.comments === 'string' ? d.comments : '',
  };
}

/** The capture button: a result chosen (without a solution type: comments written), and no write in flight (spec). */
export function canCapture(category: SolutionType, data: SlideReviewData, saving: boolean): boolean {
  if (saving) return false;
  return category === 'none' ? data.comments.trim() !== '' : data.result !== null;
}

/** Marks or unmarks an object; null when the shortlist is full (at most SLIDE_LIMITS.maxSolutionObjects). */
export function toggleMark(data: SlideReviewData, id: string): SlideReviewData | null {
  if (data.shortList.includes(id)) {
    // A point of the reviewer's own exists only to be marked: unmarking removes it.
    return { ...data, shortList: data.shortList.filter((x) => x !== id), customObjects: data.customObjects.filter((o) => o.id !== id) };
  }
  if (data.shortList.length >= SLIDE_LIMITS.maxSolutionObjects) return null;
  return { ...data, shortList: [...data.shortList, id] };
}

export const isCustomMark = (id: string): boolean => id.startsWith(MARK_PREFIX);

/**
 * Drag one object onto another of the same category: they swap places. A marked object moved
 * beyond the second row is unmarked (spec "Marks shortlist"). Answers the new order and record.
 */
export function swapObjects(order: readonly string[], from: string, to: string, data: SlideReviewData): { order: string[]; data: SlideReviewData } {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a === -1 || b === -1 || a === b) return { order: [...order], data };
  const next = [...order];
  [next[a], next[b]] = [next[b]!, next[a]!];
  const visible = new Set(next.slice(0, 2 * SLIDE_LIMITS.ooiRowSize));
  const dropped = data.shortList.filter((id) => order.includes(id) && !visible.has(id));
  return { order: next, data: dropped.length === 0 ? data : { ...data, shortList: data.shortList.filter((id) => !dropped.includes(id)) } };
}

/** The first `shown` marks and how many more there are (spec: the marks collapse shows five and '+N'). */
export function collapsed<T>(items: readonly T[], shown = 5): { visible: T[]; more: number } {
  return { visible: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** The solution a page may show: a slide's, never a quiz's. */
export function slideSolutionOf(review: ReviewRecord, page: number): SlideSolution | null {
  const solution = review.solutions[page];
  return solution && 'objectText' in solution ? solution : null;
}
