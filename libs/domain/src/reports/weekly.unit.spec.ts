import { describe, expect, it } from '@jest/globals';
import { given } from '@cytocampus/testing';
import { isoWeek, isoWeekday, isoWeekStart, weeklyReportDecider, type SendWeeklyReport } from './weekly.js';

describe('weekly organization e-mail', () => {
  const command: SendWeeklyReport = { type: 'SendWeeklyReport', userId: 'u1', orgId: 'o1', week: '2026-W48', sent: true, reason: 'sent', at: 7_000 };
  const mailed = { type: 'WeeklyReportMailed' as const, data: { userId: 'u1', orgId: 'o1', week: '2026-W48', sent: true, reason: 'sent' as const, at: 7_000 } };

  it('is recorded once per manager and week: a second send is refused', () => {
    given(weeklyReportDecider, []).when(command).then([mailed]);
    given(weeklyReportDecider, [mailed])
      .when({ ...command, at: 8_000 })
      .thenRefuses('The weekly report of this week was mailed.');
  });

  it('names ISO weeks (UTC) by the year of their Thursday', () => {
    expect(isoWeek(new Date('2026-11-23T07:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    // 2027-01-01 is a Friday: its week is the last of 2026. 2024-12-30 is a Monday of 2025's first week.
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
  });

  it('starts a week on Monday at midnight UTC', () => {
    expect(isoWeekStart(new Date('2026-11-26T15:30:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(isoWeekStart(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect([isoWeekday(new Date('2026-11-23T00:00:00Z')), isoWeekday(new Date('2026-11-29T00:00:00Z'))]).toEqual([1, 7]);
  });
});
