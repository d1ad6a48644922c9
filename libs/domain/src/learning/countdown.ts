import { LEARNING_TEXT, type CourseSchedule } from '@cytocampus/contracts';
import { scheduleBegin, scheduleDeadline, scheduleState } from './schedule.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Countdown units from the largest down (spec part 2 section 9: seconds to years, a week is 7 days; a month 30 days, a year 365). */
const UNITS = [
  { name: 'year', ms: 365 * DAY },
  { name: 'month', ms: 30 * DAY },
  { name: 'week', ms: 7 * DAY },
  { name: 'day', ms: DAY },
  { name: 'hour', ms: HOUR },
  { name: 'minute', ms: MINUTE },
  { name: 'second', ms: SECOND },
] as const;

export type CountdownUnit = (typeof UNITS)[number]['name'];

/** A span in its largest whole unit, rounded down ('3 days' for 3 days 20 hours); never below 1 second. */
export function spanOf(ms: number): { value: number; unit: CountdownUnit } {
  const size = Math.abs(ms);
  const unit = UNITS.find((candidate) => size >= candidate.ms) ?? UNITS[UNITS.length - 1]!;
  return { value: Math.max(1, Math.floor(size / unit.ms)), unit: unit.name };
}

/** '1 day', '3 weeks', '45 seconds'. */
export function formatSpan(ms: number): string {
  const { value, unit } = spanOf(ms);
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

export type CountdownTone = 'upcoming' | 'due' | 'pastDue' | 'ended';

export interface Countdown {
  tone: CountdownTone;
  text: string;
  /** Milliseconds to (positive) or since (negative) the moment counted. */
  remaining: number;
}

/**
 * The due countdown of a course that is not complete: 'Opens in 2 days' before the window,
 * 'Due in 3 days' before the deadline, 'Past due by 2 weeks' after it, 'Ended 1 month ago' after
 * the end. Nothing for a complete course, an unscheduled one or one without a deadline.
 */
export function dueCountdown(schedule: CourseSchedule, progress: number, now: number): Countdown | null {
  if (progress >= 1) return null;
  const state = scheduleState(schedule, now);
  const begin = scheduleBegin(schedule);
  const deadline = scheduleDeadline(schedule);
  switch (state) {
    case 'upcoming':
      return begin === null ? null : { tone: 'upcoming', text: LEARNING_TEXT.opensIn(formatSpan(begin - now)), remaining: begin - now };
    case 'due':
      return deadline === null ? null : { tone: 'due', text: LEARNING_TEXT.dueIn(formatSpan(deadline - now)), remaining: deadline - now };
    case 'pastDue':
      return deadline === null ? null : { tone: 'pastDue', text: LEARNING_TEXT.pastDueBy(formatSpan(now - deadline)), remaining: deadline - now };
    case 'ended':
      return schedule.end === null ? null : { tone: 'ended', text: LEARNING_TEXT.endedAgo(formatSpan(now - schedule.end)), remaining: schedule.end - now };
    default:
      return null;
  }
}

/** How often a countdown must be redrawn to stay right: every second in its last two minutes, else every 30 s. */
export const countdownRefreshMs = (countdown: Countdown | null): number => (countdown && Math.abs(countdown.remaining) < 2 * MINUTE ? SECOND : 30 * SECOND);
