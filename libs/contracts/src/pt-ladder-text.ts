import type { PtStanding } from './pt-ladder.js';

/**
 * What the managers' PT page and the learner's rules screen say about a ladder step and its
 * deadline (issue 30 section 4; ours: the spec has no PT screens). Pure, so both features share
 * one wording and the unit spec pins it.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const FAILED = ['', 'Failed once', 'Failed twice', 'Failed three times'] as const;
const failedWord = (failures: number): string => FAILED[failures] ?? `Failed ${failures} times`;

/** The step a person is on: 'Failed twice: remedial training due', 'Passed', 'Annual test due'. */
export function ptStepText(standing: Pick<PtStanding, 'state' | 'failures' | 'nextSize' | 'hoursRecorded' | 'hoursNeeded'>): string {
  const failed = failedWord(standing.failures);
  switch (standing.state) {
    case 'passed':
      return standing.failures > 0 ? `Passed after ${standing.failures} failed ${standing.failures === 1 ? 'test' : 'tests'}` : 'Passed';
    case 'due':
      return 'Annual test due';
    case 'retest':
      return `${failed}: ${standing.nextSize ?? 10}-slide retest due`;
    case 'remediation':
      return `${failed}: remedial training due`;
    case 'education':
      return `${failed}: continuing education due (${standing.hoursRecorded} of ${standing.hoursNeeded} hours)`;
  }
}

/** Whole days from `now` to `dueBy`, rounded up while it is ahead (due later today counts as 1). */
export const ptDaysLeft = (dueBy: number, now: number): number => Math.ceil((dueBy - now) / DAY_MS);

/** The deadline as a countdown: 'Retest due in 12 days' (a part day counts as one), 'Retest overdue by 3 days'. */
export function ptCountdownText(dueBy: number | null, now: number): string | null {
  if (dueBy === null) return null;
  if (now > dueBy) {
    const late = Math.max(1, Math.floor((now - dueBy) / DAY_MS));
    return `Retest overdue by ${late} ${late === 1 ? 'day' : 'days'}`;
  }
  const days = ptDaysLeft(dueBy, now);
  if (days === 0) return 'Retest due now';
  return `Retest due in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Time left of an attempt in progress: '1 h 05 min left', '12 min left', 'Time is up'. */
export function ptTimeLeftText(deadline: number, now: number): string {
  const minutes = Math.ceil((deadline - now) / MINUTE_MS);
  if (minutes <= 0) return 'Time is up';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min left` : `${rest} min left`;
}

/** A date as the PT screens print it (UTC, the server's deadlines): 'Jan 5, 2026'. */
export const ptDateText = (at: number): string =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the learner reads where a PT is offered, from their status: null when nothing stands in their way. */
export function ptLearnerNotice(
  status: Pick<PtStanding, 'state' | 'failures' | 'next' | 'nextSize' | 'dueBy' | 'hoursRecorded' | 'hoursNeeded'>,
): string | null {
  switch (status.state) {
    case 'due':
      return null;
    case 'passed':
      return 'You passed this year’s proficiency test.';
    case 'retest':
      return status.dueBy === null
        ? `A ${status.nextSize ?? 10}-slide retest is due.`
        : `Retest due by ${ptDateText(status.dueBy)} (${status.nextSize ?? 10} slides).`;
    case 'remediation':
      return 'Remedial training must be recorded by your manager before the retest.';
    case 'education':
      return `Record ${status.hoursNeeded} hours of continuing education before the retest: your manager has recorded ${status.hoursRecorded}. Until you pass, you may not screen gynecologic slides.`;
  }
}

/** A score of 0..1 (may be below 0) as a percentage with one decimal: '85.0 %'. */
export const ptScoreText = (score: number | null): string => (score === null ? '–' : `${(score * 100).toFixed(1)} %`);
