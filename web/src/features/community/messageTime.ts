import { formatDate } from '../../shared/format/dates';

/** Times of messages and threads, with the browser's Intl in the visitor's time zone, in English like every other date. */
const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_KEY = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const sameDay = (a: number, b: number): boolean => DAY_KEY.format(a) === DAY_KEY.format(b);
const sameYear = (a: number, b: number): boolean => new Date(a).getFullYear() === new Date(b).getFullYear();

/** 'Nov 5, 2026, 3:42 PM': the exact time, for a tooltip. */
export function exactTime(ms: number): string {
  if (!Number.isFinite(ms)) return 'Invalid Date';
  return `${formatDate(ms)}, ${CLOCK.format(ms)}`;
}

/** How long ago, for lists and alerts: 'just now', '5 min ago', '3 h ago', 'Yesterday', '4 d ago', else the date. */
export function relativeTime(ms: number, now: number): string {
  if (!Number.isFinite(ms)) return 'Invalid Date';
  const ago = now - ms;
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY && sameDay(ms, now)) return `${Math.floor(ago / HOUR)} h ago`;
  if (sameDay(ms, now - DAY)) return 'Yesterday';
  if (ago < 7 * DAY) return `${Math.max(2, Math.floor(ago / DAY))} d ago`;
  return formatDate(ms);
}

/** A message's time in the chat: the clock today, the day and clock this year, else the full date and clock. */
export function messageTime(ms: number, now: number): string {
  if (!Number.isFinite(ms)) return 'Invalid Date';
  if (sameDay(ms, now)) return CLOCK.format(ms);
  if (sameYear(ms, now)) return `${DAY_MONTH.format(ms)}, ${CLOCK.format(ms)}`;
  return exactTime(ms);
}
