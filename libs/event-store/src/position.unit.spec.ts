import { describe, expect, it } from '@jest/globals';
import { START, comparePositions, positionFromString, positionToString } from './position.js';
import type { Position } from './types.js';

const p = (commit: bigint, prepare: bigint): Position => ({ commit, prepare });

describe('positions', () => {
  it('order by commit first, then by prepare', () => {
    expect(comparePositions(p(1n, 9n), p(2n, 1n))).toBe(-1);
    expect(comparePositions(p(2n, 1n), p(1n, 9n))).toBe(1);
    expect(comparePositions(p(5n, 1n), p(5n, 2n))).toBe(-1);
    expect(comparePositions(p(5n, 2n), p(5n, 1n))).toBe(1);
    expect(comparePositions(p(5n, 2n), p(5n, 2n))).toBe(0);
  });

  it('START comes before every position', () => {
    expect(comparePositions(START, p(0n, 1n))).toBe(-1);
    expect(comparePositions(START, p(0n, 0n))).toBe(0);
  });

  it('sort an array into global order', () => {
    const sorted = [p(3n, 1n), p(1n, 7n), p(3n, 0n), p(2n, 2n)].sort(comparePositions).map(positionToString);
    expect(sorted).toEqual(['1/7', '2/2', '3/0', '3/1']);
  });

  it('survive a round trip through text, beyond the range of a double', () => {
    const big = p(18_446_744_073_709_551_615n, 9_007_199_254_740_993n);
    expect(positionToString(big)).toBe('18446744073709551615/9007199254740993');
    expect(comparePositions(positionFromString(positionToString(big)), big)).toBe(0);
    expect(comparePositions(positionFromString('0/0'), START)).toBe(0);
  });

  it.each(['', '1', '1/', '/1', '-1/2', '1/2/3', '1.5/2', ' 1/2', 'a/b'])('reject %j', (text) => {
    expect(() => positionFromString(text)).toThrow(/Not a position/);
  });
});
