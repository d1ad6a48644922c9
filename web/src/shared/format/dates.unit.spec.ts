import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { formatDate, formatLongDay } from './dates';

/** A moment given in the local time zone, as the learner's browser shows it. */
const local = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute).getTime();

describe('display dates', () => {
  it("shows dates as 'MMM D, YYYY'", () => {
    expect(formatDate(Date.UTC(2024, 2, 5, 12))).toBe('Mar 5, 2024');
    expect(formatDate(Date.UTC(2026, 10, 5, 12))).toBe('Nov 5, 2026');
    expect(formatDate(local(2026, 11, 5))).toBe('Nov 5, 2026');
    expect(formatDate(local(2026, 9, 30, 23, 59))).toBe('Sep 30, 2026');
    expect(formatDate(local(2027, 1, 1))).toBe('Jan 1, 2027');
    expect(formatDate(local(2026, 5, 12, 12))).toBe('May 12, 2026');
  });

  it("shows Home's day as 'dddd, MMMM D'", () => {
    expect(formatLongDay(local(2026, 11, 5, 8))).toBe('Thursday, November 5');
    expect(formatLongDay(local(2026, 2, 28, 23, 59))).toBe('Saturday, February 28');
    expect(formatLongDay(local(2027, 1, 1))).toBe('Friday, January 1');
  });

  it('reads a broken timestamp as dayjs did', () => {
    expect(formatDate(Number.NaN)).toBe('Invalid Date');
    expect(formatLongDay(Number.NaN)).toBe('Invalid Date');
  });

  it('matches the dayjs formats it replaces, for any moment', () => {
    const moment = fc.integer({ min: local(1971, 1, 1), max: local(2199, 12, 31) });
    fc.assert(
      fc.property(moment, (ms) => {
        expect(formatDate(ms)).toBe(dayjs(ms).format('MMM D, YYYY'));
        expect(formatLongDay(ms)).toBe(dayjs(ms).format('dddd, MMMM D'));
      }),
      { numRuns: 2000 },
    );
  });
});
