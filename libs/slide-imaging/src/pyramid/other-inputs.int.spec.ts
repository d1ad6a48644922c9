import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fixture, makeTempDir, meanColour, tissue } from '../testing/slide-fixtures.js';
import { generateSyntheticSlide } from '../synthetic/generate-synthetic-slide.js';
import { buildPyramid } from './build-pyramid.js';

/** Plain images and TIFF variants: decoded in their true colours, 8-bit sRGB JPEG tiles out. */
let tmp: string;
let reference: { r: number; g: number; b: number };
beforeAll(async () => {
  tmp = await makeTempDir();
  // A 1500 × 2000 H&E crop of the SVS, as the source of the other formats.
  await sharp(fixture('CMU-1-Small-Region.svs')).extract({ left: 300, top: 400, width: 1500, height: 2000 }).png().toFile(join(tmp, 'he.png'));
  // Compared at thumbnail size: averaging changes which pixels count as tissue.
  reference = await meanColour(await sharp(join(tmp, 'he.png')).resize(384, 512).png().toBuffer(), tissue);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function pyramidColour(input: string, format: string) {
  const out = join(tmp, `${input.split('/').pop()!}-out`);
  const manifest = await buildPyramid({ input, outDir: out });
  expect(manifest).toMatchObject({ width: 1500, height: 2000, format, levels: 12 });
  const tile = join(out, 'slide_files', '11', '0_0.jpeg');
  expect(await sharp(tile).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512, channels: 3, space: 'srgb' });
  return meanColour(join(out, 'thumbnail.jpg'), tissue);
}

const close = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b);

describe('buildPyramid on other inputs', () => {
  it('a PNG', async () => {
    expect(close(await pyramidColour(join(tmp, 'he.png'), 'png'), reference)).toBeLessThan(8);
  });

  it('a JPEG', async () => {
    const input = join(tmp, 'he.jpg');
    await sharp(join(tmp, 'he.png')).jpeg({ quality: 92 }).toFile(input);
    expect(close(await pyramidColour(input, 'jpeg'), reference)).toBeLessThan(8);
  });

  it('a PNG with transparency is flattened on white', async () => {
    const input = join(tmp, 'alpha.png');
    await sharp(join(tmp, 'he.png')).ensureAlpha(0.5).png().toFile(input);
    const colour = await pyramidColour(input, 'png');
    expect(colour.g).toBeLessThan(colour.r);
  });

  it('a 16-bit tiled LZW TIFF becomes 8-bit in the same colours', async () => {
    const input = join(tmp, 'he16.tif');
    await sharp(join(tmp, 'he.png')).toColourspace('rgb16').tiff({ tile: true, compression: 'lzw' }).toFile(input);
    expect(close(await pyramidColour(input, 'tiff'), reference)).toBeLessThan(8);
  });

  it('a greyscale TIFF stays grey', async () => {
    const input = join(tmp, 'grey.tif');
    await sharp(join(tmp, 'he.png')).greyscale().tiff({ compression: 'deflate' }).toFile(input);
    const colour = await pyramidColour(input, 'tiff');
    expect(Math.max(colour.r, colour.g, colour.b) - Math.min(colour.r, colour.g, colour.b)).toBeLessThan(3);
  });

  it.each([
    ['uncompressed strips', { compression: 'none' as const }],
    ['PackBits strips', { compression: 'packbits' as const }],
    ['WebP tiles', { compression: 'webp' as const, tile: true }],
    ['Deflate tiles', { compression: 'deflate' as const, tile: true }],
  ])('a TIFF with %s, in the same colours', async (name, options) => {
    const input = join(tmp, `${name.replace(' ', '-')}.tif`);
    await sharp(join(tmp, 'he.png'))
      .tiff({ ...options, quality: 95 })
      .toFile(input);
    expect(close(await pyramidColour(input, 'tiff'), reference)).toBeLessThan(8);
  });

  it('our own pyramidal BigTIFF (synthetic smear) with its MPP and objective', async () => {
    const input = join(tmp, 'smear.tif');
    await generateSyntheticSlide({ width: 1500, height: 2000, seed: 3, tiffPath: input, analysisPath: join(tmp, 'smear.json'), bigTiff: true });
    const manifest = await buildPyramid({ input, outDir: join(tmp, 'smear') });
    expect(manifest).toMatchObject({ format: 'bigtiff', micronsPerPixel: 0.25, objectivePower: 40, levels: 12, colourCorrection: 'none' });
  });
});
