// Clamping of values to their valid range (spec part 1 section 5). Bounds are inclusive, matching the
// checks in fields/bounds.ts; a length bound of 0 means none (spec default schema values).

export function clampNumber(value: number, { min, max }: { min?: number; max?: number }): number {
  const low = min === undefined ? value : Math.max(value, min);
  return max === undefined ? low : Math.min(low, max);
}

/** Dates are milliseconds. */
export function clampDate(value: number, { after, before }: { after?: number; before?: number }): number {
  return clampNumber(value, { min: after, max: before });
}

/** Cuts a text to its maximum length; a text cannot be lengthened, so the minimum is the check's business. */
export function clampText(value: string, { max = 0 }: { max?: number }): string {
  return max > 0 && value.length > max ? value.slice(0, max) : value;
}

/** Cuts a list to its maximum length, or pads it up to its minimum with `fill()`. */
export function clampList<T>(items: readonly T[], { min = 0, max = 0 }: { min?: number; max?: number }, fill?: () => T): T[] {
  const result = max > 0 ? items.slice(0, max) : [...items];
  while (fill && result.length < min) result.push(fill());
  return result;
}
