/** One colour per month, January first: names of the web theme's palette (Mantine's colours). */
export const MONTH_COLORS = ['blue', 'indigo', 'violet', 'grape', 'pink', 'red', 'orange', 'yellow', 'lime', 'green', 'teal', 'cyan'] as const;
export type MonthColor = (typeof MONTH_COLORS)[number];

/** Courses whose names do not start with a month share the product's own colour. */
export const DEFAULT_TILE_COLOR = 'cyto';

const MONTH_PREFIX = /^\s*(0[1-9]|1[0-2])-\d{4}(?!\d)/;

/** The month (1..12) of a name starting 'MM-YYYY' ('03-2026 Gyn update' → 3), else null. */
export function nameMonth(name: string): number | null {
  const match = MONTH_PREFIX.exec(name);
  return match ? Number(match[1]) : null;
}

/** A tile's colour (spec part 2 section 9): taken from the month of a name starting 'MM-YYYY'. */
export function tileColor(name: string): MonthColor | typeof DEFAULT_TILE_COLOR {
  const month = nameMonth(name);
  return month === null ? DEFAULT_TILE_COLOR : MONTH_COLORS[month - 1]!;
}
