import type { CourseSchedule } from '@cytocampus/contracts';

/**
 * Where a course's schedule stands (spec part 2 section 4 "Schedule"): upcoming before the window
 * opens; then due while a deadline lies ahead, or active when there is none; past due once the
 * deadline has passed; ended once the window has closed. The deadline is the due date, else the
 * end ("past due: after due or end"); the end closes the window ("ended: after end"), so with a
 * due date and an end the course is past due between the two and ended after the end.
 */
export type ScheduleState = 'unscheduled' | 'upcoming' | 'active' | 'due' | 'pastDue' | 'ended';

/** When the learner's window opens: their own begin (relative dates resolved), else the authored start. */
export const scheduleBegin = (schedule: CourseSchedule): number | null => schedule.begin ?? schedule.start;

/** The date the course is due by: the due date, else the end. */
export const scheduleDeadline = (schedule: CourseSchedule): number | null => schedule.due ?? schedule.end;

export function scheduleState(schedule: CourseSchedule, now: number): ScheduleState {
  if (!schedule.enabled) return 'unscheduled';
  const begin = scheduleBegin(schedule);
  if (begin !== null && now < begin) return 'upcoming';
  if (schedule.end !== null && now >= schedule.end) return 'ended';
  const deadline = scheduleDeadline(schedule);
  if (deadline === null) return 'active';
  return now < deadline ? 'due' : 'pastDue';
}

/**
 * Whether a course's tile is shown (spec part 2 section 4 "Tile button"): hidden before its begin
 * unless allowEarly, and after its end when disableLate.
 */
export function isTileVisible(schedule: CourseSchedule, now: number): boolean {
  const state = scheduleState(schedule, now);
  if (state === 'upcoming') return schedule.allowEarly;
  if (state === 'ended') return !schedule.disableLate;
  return true;
}
