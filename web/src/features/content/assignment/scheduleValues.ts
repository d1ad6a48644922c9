import { isRecord } from '../../../shared/schema-form/schemaValues';

export const DAY_MS = 86_400_000;

/** How a schedule field shows: not at all, as the schema form draws it, or as a number of days. */
export type ScheduleFieldMode = 'hidden' | 'default' | 'days';

const DATE_KEYS = new Set(['start', 'due', 'end']);

/**
 * A schedule's fields show only while it is enabled. With relative dates, start, due and end are
 * counted from the day the user got the assignment (our reading of `relativeDates`, ADR 0015): they
 * are entered in days and kept in milliseconds, the schema's date unit.
 */
export function scheduleFieldMode(key: string, schedule: unknown): ScheduleFieldMode {
  if (key === 'enabled') return 'default';
  const values = isRecord(schedule) ? schedule : {};
  if (values.enabled !== true) return 'hidden';
  return DATE_KEYS.has(key) && values.relativeDates === true ? 'days' : 'default';
}

/** Milliseconds as whole days (a relative date), or null. */
export const msToDays = (ms: unknown): number | null => (typeof ms === 'number' ? Math.round(ms / DAY_MS) : null);

/** Days as milliseconds; blank is null. */
export const daysToMs = (days: number | string | null): number | null => (typeof days === 'number' && Number.isFinite(days) ? Math.round(days) * DAY_MS : null);
