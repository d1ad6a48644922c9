import { describe, expect, it } from '@jest/globals';
import { decodeJ2k, encodeJ2k, rgbToYcbcr, ycbcrToRgb } from './j2k-codec.js';

/** A 64 × 48 tile of smooth colour ramps, so a lossy round trip stays close. */
function ramps(width = 64, height = 48): Uint8Array {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set([(x * 255) / (width - 1), (y * 255) / (height - 1), 200 - x], (y * width + x) * 3);
  return rgb;
}

const meanDifference = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;

describe('JPEG 2000 codec (OpenJPEG in WebAssembly)', () => {
  it('round-trips an RGB tile: same size, three 8-bit components, close samples', async () => {
    const rgb = ramps();
    const tile = await decodeJ2k(await encodeJ2k(rgb, 64, 48, 8));
    expect(tile).toMatchObject({ width: 64, height: 48, components: 3 });
    expect(meanDifference(tile.samples, rgb)).toBeLessThan(2);
  });

  it('refuses a damaged codestream, and the next good one still decodes to its own pixels', async () => {
    const good = await encodeJ2k(ramps(), 64, 48);
    const damaged = good.slice();
    damaged.fill(0, 0, 4);
    await expect(decodeJ2k(damaged)).rejects.toThrow('did not decode');
    await expect(decodeJ2k(good.subarray(0, 100))).rejects.toThrow('did not decode');
    await expect(decodeJ2k(new Uint8Array(0))).rejects.toThrow('did not decode');
    const other = ramps().map((v) => 255 - v);
    const decoded = await decodeJ2k(await encodeJ2k(other, 64, 48, 8));
    expect(meanDifference(decoded.samples, other)).toBeLessThan(2);
  });

  it('YCbCr and RGB convert into each other (JFIF, full range)', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 128, 128, 128, 230, 150, 190]);
    const ycbcr = rgb.slice();
    rgbToYcbcr(ycbcr);
    expect(Array.from(ycbcr.subarray(0, 3))).toEqual([76, 85, 255]); // pure red
    expect(Array.from(ycbcr.subarray(9, 12))).toEqual([128, 128, 128]); // grey has no chroma
    ycbcrToRgb(ycbcr);
    Array.from(ycbcr).forEach((v, i) => expect(Math.abs(v - rgb[i]!)).toBeLessThanOrEqual(2));
  });
});
