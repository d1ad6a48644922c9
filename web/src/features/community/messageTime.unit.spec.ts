import { describe, expect, it } from '@jest/globals';
import { exactTime, messageTime, relativeTime } from './messageTime';

/** A moment in the local time zone (TZ=UTC in the tests). */
const local = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute).getTime();
const now = local(2026, 11, 5, 15, 30);

describe('message and thread times', () => {
  it('tells how long ago in lists and alerts', () => {
    expect(relativeTime(now - 20_000, now)).toBe('just now');
    expect(relativeTime(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(relativeTime(local(2026, 11, 5, 9, 0), now)).toBe('6 h ago');
    expect(relativeTime(local(2026, 11, 4, 23, 0), now)).toBe('Yesterday');
    expect(relativeTime(local(2026, 11, 2, 12, 0), now)).toBe('3 d ago');
    expect(relativeTime(local(2026, 10, 1, 12, 0), now)).toBe('Oct 1, 2026');
  });

  it('shows the clock today, the day this year, the whole date before', () => {
    expect(messageTime(local(2026, 11, 5, 9, 7), now)).toBe('9:07 AM');
    expect(messageTime(local(2026, 3, 14, 18, 0), now)).toBe('Mar 14, 6:00 PM');
    expect(messageTime(local(2025, 12, 31, 23, 59), now)).toBe('Dec 31, 2025, 11:59 PM');
    expect(exactTime(local(2026, 11, 5, 15, 30))).toBe('Nov 5, 2026, 3:30 PM');
    expect(exactTime(Number.NaN)).toBe('Invalid Date');
  });
});
