import { SKILL_DEFAULT_MONTHS } from '@cytocampus/contracts';
import type { SkillPeriodQueryValues } from '@cytocampus/schema';

/** A period of whole UTC months: its months as named, and the instants that bound it (end exclusive). */
export interface SkillPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

const monthStart = (month: string): Date => new Date(`${month}-01T00:00:00.000Z`);
const monthOf = (date: Date): string => date.toISOString().slice(0, 7);
const addMonths = (date: Date, months: number): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/** The months asked for; without `to`, up to this month; without `from`, SKILL_DEFAULT_MONTHS up to `to`. */
export function skillPeriod(query: SkillPeriodQueryValues, now: Date): SkillPeriod {
  const to = query.to ?? monthOf(now);
  const from = query.from ?? monthOf(addMonths(monthStart(to), 1 - SKILL_DEFAULT_MONTHS));
  return { from, to, start: monthStart(from), end: addMonths(monthStart(to), 1) };
}
