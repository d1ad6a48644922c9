import { describe, expect, it } from '@jest/globals';
import { encodeJ2k, rgbToYcbcr } from '../tiff/j2k-codec.js';
import { decodeJ2kBlock } from './j2k-tile.js';

const grey = (width: number, height: number, value: number) => new Uint8Array(width * height * 3).fill(value);

describe('a TIFF block of JPEG 2000 to RGB', () => {
  it('pads a tile smaller than its block with white, and spreads YCbCr grey to RGB grey', async () => {
    const ycbcr = grey(64, 32, 100);
    rgbToYcbcr(ycbcr); // (100, 128, 128)
    const rgb = await decodeJ2kBlock({ codestream: await encodeJ2k(ycbcr, 64, 32, 4), width: 128, height: 64, colour: 'ycbcr' });
    expect(rgb.length).toBe(128 * 64 * 3);
    Array.from(rgb.subarray(0, 3)).forEach((v) => expect(Math.abs(v - 100)).toBeLessThanOrEqual(2));
    expect(rgb[(63 * 128 + 127) * 3]).toBe(255);
  });

  it('is white glass when the block is empty', async () => {
    expect(new Set(await decodeJ2kBlock({ codestream: new Uint8Array(0), width: 8, height: 8, colour: 'rgb' }))).toEqual(new Set([255]));
  });

  it('refuses, before OpenJPEG allocates for it, a tile that declares far more pixels than its block', async () => {
    const codestream = await encodeJ2k(grey(64, 64, 90), 64, 64);
    const huge = codestream.slice();
    new DataView(huge.buffer).setUint32(8, 60_000); // Xsiz
    new DataView(huge.buffer).setUint32(12, 60_000); // Ysiz
    await expect(decodeJ2kBlock({ codestream: huge, width: 64, height: 64, colour: 'rgb' })).rejects.toThrow(
      'declares 60000 × 60000 pixels in a 64 × 64 block',
    );
    await expect(decodeJ2kBlock({ codestream: codestream.subarray(4), width: 64, height: 64, colour: 'rgb' })).rejects.toThrow(
      'does not start with SOC and SIZ',
    );
  });
});
