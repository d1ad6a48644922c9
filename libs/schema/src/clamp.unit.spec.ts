import { describe, expect, it } from '@jest/globals';
import { clampDate, clampList, clampNumber, clampText, date, list, number, text, validate } from './index.js';

describe('clamping', () => {
  it('brings numbers and dates into range, where they then validate', () => {
    expect([clampNumber(-3, { min: 0, max: 10 }), clampNumber(12, { min: 0, max: 10 }), clampNumber(5, {})]).toEqual([0, 10, 5]);
    expect(validate(number({ min: 0, max: 10 }), clampNumber(12, { min: 0, max: 10 })).ok).toBe(true);
    const after = Date.UTC(2026, 0, 1);
    expect(clampDate(0, { after })).toBe(after);
    expect(validate(date({ after }), clampDate(0, { after })).ok).toBe(true);
  });

  it('cuts texts and lists to their maximum; 0 means no bound', () => {
    expect(clampText('abcdef', { max: 4 })).toBe('abcd');
    expect(clampText('abcdef', { max: 0 })).toBe('abcdef');
    expect(validate(text({ max: 4 }), clampText('abcdef', { max: 4 })).ok).toBe(true);
    expect(clampList([1, 2, 3], { max: 2 })).toEqual([1, 2]);
    expect(clampList([1], { min: 3 }, () => 0)).toEqual([1, 0, 0]);
    expect(
      validate(
        list(number(), { min: 3 }),
        clampList([1], { min: 3 }, () => 0),
      ).ok,
    ).toBe(true);
  });
});
