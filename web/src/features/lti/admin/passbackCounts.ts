import type { LtiGradePassbackItem, LtiPassbackStatus } from '@cytocampus/contracts';

/** The chart's order, and the list's: what needs a look first. */
export const PASSBACK_STATUSES: readonly LtiPassbackStatus[] = ['failing', 'pending', 'sent'];

/** How many scores are in each status (every status counted, zero included, so the chart keeps its bars). */
export function passbackCounts(items: readonly Pick<LtiGradePassbackItem, 'status'>[]): Record<LtiPassbackStatus, number> {
  const counts: Record<LtiPassbackStatus, number> = { failing: 0, pending: 0, sent: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/**
 * Failures first, then those waiting, then those sent; within a status the soonest next attempt (the
 * newest sending for those sent) first. The API answers failures first already; the list does not
 * rely on it, since a notice's refetch may arrive in any order of rows.
 */
export function passbacksInOrder<T extends Pick<LtiGradePassbackItem, 'status' | 'nextAttemptAt' | 'sentAt' | 'completedAt'>>(items: readonly T[]): T[] {
  const rank = (item: T) => PASSBACK_STATUSES.indexOf(item.status);
  const when = (item: T) => (item.status === 'sent' ? -(item.sentAt ?? item.completedAt) : (item.nextAttemptAt ?? item.completedAt));
  return [...items].sort((a, b) => rank(a) - rank(b) || when(a) - when(b));
}
