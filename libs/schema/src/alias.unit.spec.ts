import { describe, expect, it } from '@jest/globals';
import { generateAlias } from './index.js';

describe('generateAlias', () => {
  it('joins the initials and a number of up to 6 digits', () => {
    expect(generateAlias('Ada', 'Lovelace', () => 482137)).toBe('AL482137');
    expect(generateAlias('ada', 'lovelace', () => 4)).toBe('AL4');
    expect(generateAlias(' élodie', 'Ng', () => 0)).toBe('ÉN0');
  });

  it('asks the random source for a number below 1,000,000', () => {
    const asked: number[] = [];
    generateAlias('A', 'B', (max) => {
      asked.push(max);
      return max - 1;
    });
    expect(asked).toEqual([1_000_000]);
  });

  it('never exceeds 6 digits, even with a misbehaving random source', () => {
    expect(generateAlias('A', 'B', (max) => max)).toBe('AB999999');
    expect(generateAlias('A', 'B', () => -1)).toBe('AB0');
    expect(generateAlias('A', 'B', () => Number.NaN)).toBe('AB0');
    expect(generateAlias('A', 'B', () => 12.7)).toBe('AB12');
  });

  it('leaves out a missing initial', () => {
    expect(generateAlias('', 'Lovelace', () => 500000)).toBe('L500000');
  });
});
