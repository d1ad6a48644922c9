import { describe, expect, it } from '@jest/globals';
import { hasErrors, isNeutral, KERNEL_PRESETS, kernelSize, NEUTRAL_FILTERS, parseKernel, validateFilters } from './imageFilters';
import { applyImageFilters, toneCurve } from './pixelFilters';

const settings = (change: Partial<typeof NEUTRAL_FILTERS>) => ({ ...NEUTRAL_FILTERS, ...change });

describe('filter validation', () => {
  it("answers the spec's messages", () => {
    expect(validateFilters(settings({ threshold: 256 }))).toEqual({ threshold: 'Threshold must be between 0 and 255.' });
    expect(validateFilters(settings({ threshold: -1 })).threshold).toBe('Threshold must be between 0 and 255.');
    expect(validateFilters(settings({ brightness: -256 }))).toEqual({ brightness: 'Brightness adjustment must be between -255 and 255.' });
    expect(validateFilters(settings({ brightness: 255.5 })).brightness).toBe('Brightness adjustment must be between -255 and 255.');
    expect(validateFilters(settings({ contrast: 0 }))).toEqual({ contrast: 'Contrast adjustment must be positive.' });
    expect(validateFilters(settings({ gamma: -0.5 }))).toEqual({ gamma: 'Gamma adjustment must be positive.' });
    expect(validateFilters(settings({ gamma: Number.NaN })).gamma).toBe('Gamma adjustment must be positive.');
    expect(validateFilters(settings({ kernel: [1, 1, 1, 1] })).kernel).toMatch(/odd size/);
  });

  it('accepts the limits themselves and reports every problem at once', () => {
    expect(validateFilters(settings({ threshold: 0, brightness: -255, contrast: 0.01, gamma: 5 }))).toEqual({});
    expect(validateFilters(settings({ threshold: 255, brightness: 255 }))).toEqual({});
    const errors = validateFilters(settings({ threshold: 300, contrast: -1, kernel: [1, 2] }));
    expect(Object.keys(errors).sort()).toEqual(['contrast', 'kernel', 'threshold']);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateFilters(NEUTRAL_FILTERS))).toBe(false);
  });

  it('knows odd square kernels and parses typed ones', () => {
    expect(kernelSize([1])).toBe(1);
    expect(kernelSize(KERNEL_PRESETS.sharpen)).toBe(3);
    expect(kernelSize(new Array<number>(25).fill(1))).toBe(5);
    expect(kernelSize(new Array<number>(16).fill(1))).toBeNull();
    expect(kernelSize([1, 2, Number.POSITIVE_INFINITY, 0, 0, 0, 0, 0, 0])).toBeNull();
    expect(parseKernel('0 -1 0\n-1 5 -1\n0,-1,0')).toEqual([...KERNEL_PRESETS.sharpen]);
    expect(parseKernel('1 x 1')).toBeNull();
    expect(parseKernel('  ')).toBeNull();
  });

  it('knows when nothing would change', () => {
    expect(isNeutral(NEUTRAL_FILTERS)).toBe(true);
    expect(isNeutral(settings({ gamma: 1.2 }))).toBe(false);
  });
});

describe('pixel pass', () => {
  const pixel = (r: number, g: number, b: number) => new Uint8ClampedArray([r, g, b, 200]);

  it('lightens mid-tones with gamma above 1 and keeps black and white', () => {
    const curve = toneCurve({ brightness: 0, contrast: 1, gamma: 2 });
    expect(curve[0]).toBe(0);
    expect(curve[255]).toBe(255);
    expect(curve[64]).toBeGreaterThan(64);
    expect(toneCurve({ brightness: 0, contrast: 1, gamma: 0.5 })[128]).toBeLessThan(128);
  });

  it('adds brightness and spreads contrast around mid-grey', () => {
    const data = pixel(10, 128, 250);
    applyImageFilters(data, 1, 1, settings({ brightness: 20 }));
    expect([...data]).toEqual([30, 148, 255, 200]);
    const contrasted = pixel(100, 128, 200);
    applyImageFilters(contrasted, 1, 1, settings({ contrast: 2 }));
    // 72.5 and 128.5 round to even in a Uint8ClampedArray.
    expect([...contrasted]).toEqual([72, 128, 255, 200]);
  });

  it('thresholds by luminance and keeps alpha', () => {
    const data = new Uint8ClampedArray([200, 200, 200, 255, 20, 40, 60, 128]);
    applyImageFilters(data, 2, 1, settings({ threshold: 128 }));
    expect([...data]).toEqual([255, 255, 255, 255, 0, 0, 0, 128]);
  });

  it('convolves with repeated edges (an identity kernel changes nothing, a blur smooths a spike)', () => {
    const spike = new Uint8ClampedArray(3 * 3 * 4).fill(0);
    spike[4 * 4] = 160;
    const identity = spike.slice();
    applyImageFilters(identity, 3, 3, settings({ kernel: [0, 0, 0, 0, 1, 0, 0, 0, 0] }));
    expect([...identity]).toEqual([...spike]);
    applyImageFilters(spike, 3, 3, settings({ kernel: KERNEL_PRESETS.blur }));
    expect(spike[4 * 4]).toBe(40);
    expect(spike[0]).toBe(10);
  });

  it('refuses pixel data that does not match the size', () => {
    expect(() => applyImageFilters(new Uint8ClampedArray(8), 3, 1, NEUTRAL_FILTERS)).toThrow(RangeError);
  });
});
