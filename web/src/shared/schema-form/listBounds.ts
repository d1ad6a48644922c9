/** Count bounds of a list field; 0 or absent means none (spec part 1 section 9). */
export interface ListRules {
  min?: number;
  max?: number;
}

export interface EntryControls {
  canRemove: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** Add is disabled at the maximum count (spec part 3 "Generic edit form"). */
export const canAddEntry = (length: number, { max = 0 }: ListRules): boolean => max <= 0 || length < max;

/** Remove is disabled at the minimum count; moves at either end of the list. */
export function entryControls(index: number, length: number, { min = 0 }: ListRules): EntryControls {
  return { canRemove: length > Math.max(min, 0), canMoveUp: index > 0, canMoveDown: index < length - 1 };
}

/** A list of entries with one moved from `from` to `to` (a new array). */
export function moveEntry<T>(entries: readonly T[], from: number, to: number): T[] {
  const result = [...entries];
  if (from < 0 || from >= result.length || to < 0 || to >= result.length) return result;
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved as T);
  return result;
}
