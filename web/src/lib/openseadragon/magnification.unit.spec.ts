import { describe, expect, it } from '@jest/globals';
import {
  canStep,
  clampMagnification,
  DEFAULT_LIMITS,
  formatMagnification,
  imageZoomFromMagnification,
  magnificationFromImageZoom,
  objectMagnification,
  resolveObjectivePower,
  stepMagnification,
} from './magnification';

describe('magnification maths', () => {
  it('is relative to the objective power: full resolution of a 40x scan is 40x, of a 20x scan 20x', () => {
    expect(magnificationFromImageZoom(1, 40)).toBe(40);
    expect(magnificationFromImageZoom(1, 20)).toBe(20);
    expect(magnificationFromImageZoom(0.25, 40)).toBe(10);
    expect(imageZoomFromMagnification(40, 20)).toBe(2);
    expect(imageZoomFromMagnification(magnificationFromImageZoom(0.37, 40), 40)).toBeCloseTo(0.37, 12);
  });

  it('takes the recorded objective, else estimates it from the pixel size, else assumes 40x', () => {
    expect(resolveObjectivePower(20, 0.25)).toBe(20);
    expect(resolveObjectivePower(null, 0.25)).toBe(40);
    expect(resolveObjectivePower(undefined, 0.5)).toBe(20);
    expect(resolveObjectivePower(0, null)).toBe(40);
    expect(resolveObjectivePower(Number.NaN, undefined)).toBe(40);
  });

  it("labels below 2 as '<2x' and 21 as 20 (spec)", () => {
    expect(formatMagnification(1.25)).toBe('<2x');
    expect(formatMagnification(1.999)).toBe('<2x');
    expect(formatMagnification(Number.NaN)).toBe('<2x');
    expect(formatMagnification(2)).toBe('2x');
    expect(formatMagnification(2.5)).toBe('2.5x');
    expect(formatMagnification(5)).toBe('5x');
    expect(formatMagnification(9.99)).toBe('10x');
    expect(formatMagnification(10)).toBe('10x');
    expect(formatMagnification(20.6)).toBe('20x');
    expect(formatMagnification(21)).toBe('20x');
    expect(formatMagnification(21.4)).toBe('20x');
    expect(formatMagnification(22)).toBe('22x');
    expect(formatMagnification(40)).toBe('40x');
  });

  it('clamps to 1.25..40 by default', () => {
    expect(clampMagnification(0.5, DEFAULT_LIMITS)).toBe(1.25);
    expect(clampMagnification(80, DEFAULT_LIMITS)).toBe(40);
    expect(clampMagnification(7, DEFAULT_LIMITS)).toBe(7);
  });

  it('steps by a factor of 2 along 1.25, 2.5, 5, 10, 20, 40', () => {
    const ladder = [1.25];
    while (ladder.length < 8) ladder.push(stepMagnification(ladder[ladder.length - 1]!, 'in'));
    expect(ladder).toEqual([1.25, 2.5, 5, 10, 20, 40, 40, 40]);
    expect(stepMagnification(40, 'out')).toBe(20);
    expect(stepMagnification(1.25, 'out')).toBe(1.25);
  });

  it('snaps an off-ladder view to the next rung in the asked direction', () => {
    expect(stepMagnification(7, 'in')).toBe(10);
    expect(stepMagnification(7, 'out')).toBe(5);
    expect(stepMagnification(9.998, 'in')).toBe(20);
    expect(stepMagnification(10.004, 'out')).toBe(5);
    expect(stepMagnification(30, 'in')).toBe(40);
    expect(stepMagnification(0.3, 'in')).toBe(1.25);
  });

  it('follows other limits and factors', () => {
    const limits = { min: 1, max: 60, stepFactor: 3 };
    expect(stepMagnification(1, 'in', limits)).toBe(3);
    expect(stepMagnification(27, 'in', limits)).toBe(60);
    expect(() => stepMagnification(2, 'in', { ...limits, stepFactor: 1 })).toThrow(RangeError);
  });

  it('tells when a step would do nothing', () => {
    expect(canStep(40, 'in')).toBe(false);
    expect(canStep(39, 'in')).toBe(true);
    expect(canStep(1.25, 'out')).toBe(false);
    expect(canStep(1.3, 'out')).toBe(true);
  });

  it("shows objects at 0.25 of full resolution, or at the user's ooiZoomLevel", () => {
    expect(objectMagnification(40, DEFAULT_LIMITS)).toBe(10);
    expect(objectMagnification(20, DEFAULT_LIMITS)).toBe(5);
    expect(objectMagnification(40, DEFAULT_LIMITS, 40)).toBe(40);
    expect(objectMagnification(40, DEFAULT_LIMITS, 20)).toBe(20);
    expect(objectMagnification(40, DEFAULT_LIMITS, null)).toBe(10);
    expect(objectMagnification(40, DEFAULT_LIMITS, 100)).toBe(40);
  });
});
