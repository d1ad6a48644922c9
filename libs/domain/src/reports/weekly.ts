import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { WeeklyReportMailed } from './events.js';

const DAY_MS = 86_400_000;

/** Mail (or skip, by the preferences) one manager's weekly organization e-mail of one ISO week. */
export interface SendWeeklyReport {
  type: 'SendWeeklyReport';
  userId: string;
  orgId: string;
  week: string;
  sent: boolean;
  reason: WeeklyReportMailed['data']['reason'];
  at: number;
}

/** A manager's weekly e-mail goes out (or is skipped) once per ISO week: its stream takes one event. */
export const weeklyReportDecider: Decider<SendWeeklyReport, WeeklyReportMailed, { mailed: boolean }> = {
  initialState: () => ({ mailed: false }),
  evolve: () => ({ mailed: true }),
  decide: (command, state) => {
    if (state.mailed) return refuse('conflict', 'The weekly report of this week was mailed.');
    const { type: _type, ...data } = command;
    return [{ type: 'WeeklyReportMailed', data }];
  },
};

/** The ISO weekday of a moment (UTC): 1 Monday … 7 Sunday. */
export const isoWeekday = (at: Date): number => ((at.getUTCDay() + 6) % 7) + 1;

/** Midnight (UTC) of the Monday of the ISO week a moment is in. */
export function isoWeekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - (isoWeekday(at) - 1) * DAY_MS);
}

/** The ISO week (UTC) of a moment as YYYY-Www: the year is the one of the week's Thursday. */
export function isoWeek(at: Date): string {
  const thursday = new Date(isoWeekStart(at).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
