import { FEEDBACK_RATINGS, FEEDBACK_TEXT, type FeedbackRating, type FeedbackSection } from '@cytocampus/contracts';

/** The grid's answers, by item position across sections (the order a submission sends). */
export type Ratings = Readonly<Record<number, FeedbackRating>>;

/** One row of the grid: an item and its position in the submission. */
export interface RatedItem {
  index: number;
  text: string;
}

/** Each section's items with their positions across the whole form. */
export function numberedSections(sections: readonly FeedbackSection[]): { section: FeedbackSection; items: RatedItem[] }[] {
  let index = 0;
  return sections.map((section) => ({ section, items: section.items.map((text) => ({ index: index++, text })) }));
}

/** Submit is enabled only when every item has a rating (spec part 2 section 4). */
export const everyItemRated = (ratings: Ratings, itemCount: number): boolean =>
  itemCount > 0 && Array.from({ length: itemCount }, (_, i) => ratings[i]).every((r) => r !== undefined);

/** The submission's ratings in item order; null while an item is unrated. */
export function ratingList(ratings: Ratings, itemCount: number): FeedbackRating[] | null {
  return everyItemRated(ratings, itemCount) ? Array.from({ length: itemCount }, (_, i) => ratings[i]!) : null;
}

/** A column of the grid: its value, its header, and the label over it (Low/Poor at 1, High/Excellent at 5, Not Applicable at N/A). */
export const RATING_COLUMNS = FEEDBACK_RATINGS.map((value) => ({
  value,
  header: String(value),
  scale: value === 1 ? FEEDBACK_TEXT.low : value === 5 ? FEEDBACK_TEXT.high : value === 'N/A' ? FEEDBACK_TEXT.notApplicable : '',
}));

/** The radio's accessible name: "Item text: 3". */
export const ratingLabel = (item: string, value: FeedbackRating): string => `${item}: ${value}`;

/** Contact hours with no trailing zeros (0.25, 1). */
export const formatContactHours = (hours: number): string => String(Number(hours.toFixed(2)));
