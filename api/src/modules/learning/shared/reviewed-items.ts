import { testSlideIds, type RevisionRow } from './course-rows.js';

/** How the reviewed item types differ: which are slide reviews, their slides, how many pages a review has. */

export const SLIDE_KINDS: readonly string[] = ['case', 'known', 'unknown'];
export const isSlideReview = (type: string): boolean => type === 'test' || SLIDE_KINDS.includes(type);

/** The slides a review's pages are: a test's in order, else the one slide reviewed. */
export const slidesOfReview = (itemType: string, revision: RevisionRow): string[] => (itemType === 'test' ? testSlideIds(revision.fields) : [revision.item_id]);

export function pageCountOf(type: string, revision: RevisionRow): number {
  if (isSlideReview(type)) return slidesOfReview(type, revision).length;
  return Array.isArray(revision.fields.pages) ? revision.fields.pages.length : 0;
}
