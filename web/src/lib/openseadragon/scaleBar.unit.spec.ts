import { describe, expect, it } from '@jest/globals';
import { formatLength, micronsPerViewerPixel } from './calibration';
import { chooseScaleBar } from './scaleBar';
import type { ViewGeometry } from './viewGeometry';
import type { Rotation } from './viewOrientation';

const NICE = /^(1|2|5)(0*)$|^0\.(0*)(1|2|5)$/;

describe('scale bar', () => {
  it('picks the longest round length that fits', () => {
    expect(chooseScaleBar(0.25, 160)).toEqual({ micrometres: 20, widthPx: 80, label: '20 µm' });
    expect(chooseScaleBar(1, 160)).toEqual({ micrometres: 100, widthPx: 100, label: '100 µm' });
    expect(chooseScaleBar(2.5, 160)).toEqual({ micrometres: 200, widthPx: 80, label: '200 µm' });
    expect(chooseScaleBar(10, 100)).toEqual({ micrometres: 1000, widthPx: 100, label: '1 mm' });
    expect(chooseScaleBar(0.01, 160)?.label).toBe('1 µm');
    expect(chooseScaleBar(0.001, 160)?.label).toBe('0.1 µm');
  });

  it('always answers a 1-2-5 value between 40 % and 100 % of the allowed width, for any pixel size and zoom', () => {
    for (const mpp of [0.1, 0.2271, 0.25, 0.2527, 0.5, 1, 2.2]) {
      for (let magnification = 0.5; magnification <= 80; magnification *= 1.17) {
        for (const rotation of [0, 90, 180, 270] as Rotation[]) {
          for (const flipped of [false, true]) {
            const view: ViewGeometry = { center: { x: 0, y: 0 }, scale: magnification / 40, rotation, flipped, viewerSize: { width: 800, height: 600 } };
            const micronsPerPixel = micronsPerViewerPixel(view, { x: mpp, y: mpp });
            expect(micronsPerPixel).toBeCloseTo(mpp / view.scale, 9);
            const bar = chooseScaleBar(micronsPerPixel, 160)!;
            expect(bar.widthPx).toBeLessThanOrEqual(160 + 1e-9);
            expect(bar.widthPx).toBeGreaterThanOrEqual(160 * 0.4 - 1e-9);
            expect(String(bar.micrometres)).toMatch(NICE);
            expect(bar.widthPx * micronsPerPixel).toBeCloseTo(bar.micrometres, 6);
          }
        }
      }
    }
  });

  it('is longer on screen along the finer axis when x and y spacings differ', () => {
    const base = { center: { x: 0, y: 0 }, scale: 1, flipped: false, viewerSize: { width: 800, height: 600 } };
    const spacing = { x: 0.25, y: 0.5 };
    expect(micronsPerViewerPixel({ ...base, rotation: 0 }, spacing)).toBeCloseTo(0.25, 12);
    expect(micronsPerViewerPixel({ ...base, rotation: 270 }, spacing)).toBeCloseTo(0.5, 12);
  });

  it('draws nothing without a calibration', () => {
    expect(chooseScaleBar(0, 160)).toBeNull();
    expect(chooseScaleBar(Number.NaN, 160)).toBeNull();
    expect(chooseScaleBar(0.25, 0)).toBeNull();
  });

  it('formats lengths for people', () => {
    expect(formatLength(0.5)).toBe('0.5 µm');
    expect(formatLength(12.345)).toBe('12.3 µm');
    expect(formatLength(99.96)).toBe('100 µm');
    expect(formatLength(250.4)).toBe('250 µm');
    expect(formatLength(1000)).toBe('1 mm');
    expect(formatLength(1234)).toBe('1.23 mm');
  });
});
