import type { CountdownTone, ScheduleState } from '@cytocampus/domain';
import { LEARNING_TEXT } from '@cytocampus/contracts';

/** Dates as the spec shows them: 'MMM D, YYYY'. */
export { formatDate } from '../../../shared/format/dates';

/** Badges of the schedule states (nothing for an unscheduled course). */
export const SCHEDULE_BADGES: Record<Exclude<ScheduleState, 'unscheduled'>, { label: string; color: string }> = {
  upcoming: { label: LEARNING_TEXT.upcoming, color: 'gray' },
  active: { label: LEARNING_TEXT.active, color: 'cyto' },
  due: { label: LEARNING_TEXT.due, color: 'blue' },
  pastDue: { label: LEARNING_TEXT.pastDue, color: 'red' },
  ended: { label: LEARNING_TEXT.ended, color: 'gray' },
};

/** A countdown's colour: red when past due, orange within 3 days of the deadline, else quiet. */
export function countdownColor(tone: CountdownTone, remaining: number): string {
  if (tone === 'pastDue') return 'red.7';
  if (tone === 'due' && remaining < 3 * 24 * 60 * 60 * 1000) return 'orange.8';
  return 'dimmed';
}
