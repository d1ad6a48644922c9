import { SLIDE_REVIEW_KINDS } from '@cytocampus/contracts';
import { testSlideIds, type RevisionRow } from './course-rows.js';

/** How the reviewed item types differ: which are slide reviews, their slides, how many pages a review has. */

/** A slide reviewed alone: a case, known or unknown (a course lists a slide as one of them). */
export const isSlideKind = (type: string): boolean => (SLIDE_REVIEW_KINDS as readonly string[]).includes(type);
export const isSlideReview = (type: string): boolean => type === 'test' || isSlideKind(type);

/** The slides a review's pages are: those its attempt fixed (`fixedSlidesOf`: a proficiency test's, a practice set's), a test's in order, else the one slide reviewed. */
export const slidesOfReview = (itemType: string, revision: RevisionRow, fixed?: readonly string[] | null): string[] => {
  if (fixed) return [...fixed];
  return itemType === 'test' ? testSlideIds(revision.fields) : [revision.item_id];
};

export function pageCountOf(type: string, revision: RevisionRow): number {
  if (isSlideReview(type)) return slidesOfReview(type, revision).length;
  return Array.isArray(revision.fields.pages) ? revision.fields.pages.length : 0;
}
