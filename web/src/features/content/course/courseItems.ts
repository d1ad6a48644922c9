import type { CourseItemEntry, NameEntry } from '@cytocampus/contracts';
import type { COURSE_ITEM_TYPES } from '@cytocampus/schema';
import { isRecord } from '../../../shared/schema-form/schemaValues';
import { contentItemPath } from '../contentSections';

export type CourseItemType = (typeof COURSE_ITEM_TYPES)[number];

/** A course's entry as the form holds it. */
export interface CourseItemValue {
  type: string;
  itemId: string;
}

/** What each kind of course item is called (spec part 2 sections 2 and 3). */
export const COURSE_ITEM_LABELS: Record<CourseItemType, string> = {
  presentation: 'Presentation',
  quiz: 'Quiz',
  test: 'Slide Test',
  case: 'Case',
  known: 'Known',
  unknown: 'Unknown',
};

/** Cases, knowns and unknowns are slides seen three ways (spec part 3). */
export const SLIDE_ITEM_TYPES: readonly CourseItemType[] = ['case', 'known', 'unknown'];

export const courseItemKey = (item: CourseItemValue): string => `${item.type}:${item.itemId}`;

export const itemTypeLabel = (type: string): string => COURSE_ITEM_LABELS[type as CourseItemType] ?? type;

/** The entries of a course's items value, skipping anything that is not one. */
export function courseItemsOf(value: unknown): CourseItemValue[] {
  if (!Array.isArray(value)) return [];
  const text = (part: unknown) => (typeof part === 'string' ? part : '');
  return value.filter(isRecord).map((entry) => ({ type: text(entry.type), itemId: text(entry.itemId) }));
}

/**
 * Names of course items by key, from what is known: the course's own item list (GET
 * /modules/{id}/items) and the name lists of the pickers. Later sources fill only what is missing.
 */
export function courseItemNames(
  saved: readonly CourseItemEntry[] | undefined,
  lists: Partial<Record<string, readonly NameEntry[] | undefined>>,
): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of saved ?? []) if (entry.name) names.set(courseItemKey(entry), entry.name);
  for (const [type, entries] of Object.entries(lists)) {
    for (const entry of entries ?? []) {
      const key = courseItemKey({ type, itemId: entry.itemid });
      if (!names.has(key)) names.set(key, entry.name);
    }
  }
  return names;
}

/** Where a course item's own detail is: its content section, opened with /back; slides have none yet. */
export function courseItemHref(item: CourseItemValue): string | null {
  return SLIDE_ITEM_TYPES.includes(item.type as CourseItemType) ? null : contentItemPath(item.type, item.itemId);
}
