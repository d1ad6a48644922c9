import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SkillPeriodArgs } from './api';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The period of a Skills page, kept in the URL (?from&to) so it survives opening a learner and
 * coming back. A month not shaped 'YYYY-MM' counts as unset (the API's default).
 */
export function usePeriod(): { period: SkillPeriodArgs; search: string; change: (next: SkillPeriodArgs) => void } {
  const [query, setQuery] = useSearchParams();
  const month = (key: 'from' | 'to') => {
    const value = query.get(key) ?? '';
    return MONTH.test(value) ? value : undefined;
  };
  const period = { from: month('from'), to: month('to') };
  const change = useCallback(
    (next: SkillPeriodArgs) =>
      setQuery(
        (current) => {
          const fresh = new URLSearchParams(current);
          for (const key of ['from', 'to'] as const) {
            const value = next[key];
            if (value) fresh.set(key, value);
            else fresh.delete(key);
          }
          fresh.delete('page'); // another period: the organization's learners from their first page
          return fresh;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return { period, search: query.toString(), change };
}
