/**
 * Dates as the screens show them, with the browser's own Intl (no date library on Home): in the
 * visitor's time zone, in English whatever the browser's language, as the spec shows them.
 */
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

type Part = 'year' | 'month' | 'day' | 'weekday';

function partsOf(format: Intl.DateTimeFormat, ms: number): Record<Part, string> {
  const parts = { year: '', month: '', day: '', weekday: '' };
  for (const { type, value } of format.formatToParts(ms)) if (type in parts) parts[type as Part] = value;
  return parts;
}

/** 'MMM D, YYYY': 'Nov 5, 2026'. */
export function formatDate(ms: number): string {
  if (!Number.isFinite(ms)) return 'Invalid Date';
  const { month, day, year } = partsOf(SHORT_DATE, ms);
  return `${month} ${day}, ${year.padStart(4, '0')}`;
}

/** 'dddd, MMMM D': 'Thursday, November 5'. */
export function formatLongDay(ms: number): string {
  if (!Number.isFinite(ms)) return 'Invalid Date';
  const { weekday, month, day } = partsOf(LONG_DAY, ms);
  return `${weekday}, ${month} ${day}`;
}
