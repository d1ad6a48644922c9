import { describe, expect, it } from '@jest/globals';
import { formatDay } from './dates';

describe('formatDay', () => {
  it("writes dates as 'MMM D, YYYY', as the learning screens do", () => {
    expect(formatDay(Date.UTC(2024, 2, 5, 12))).toBe('Mar 5, 2024');
    expect(formatDay(Date.UTC(2026, 10, 5, 12))).toBe('Nov 5, 2026');
  });
});
