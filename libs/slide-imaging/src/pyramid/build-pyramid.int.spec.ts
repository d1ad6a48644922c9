import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { copyFile, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fixture, lit, makeTempDir, meanColour, oneBlockTiff, tissue } from '../testing/slide-fixtures.js';
import { withFileSource } from '../tiff/byte-source.js';
import { imageLayout } from '../tiff/ifd-fields.js';
import { readTiff } from '../tiff/read-tiff.js';
import { Compression } from '../tiff/tags.js';
import { buildPyramid, type SlideManifest } from './build-pyramid.js';
import { deepZoomLevels } from './deep-zoom.js';

/** Every real file in test-data/slides either imports with the right pixels and colours or is refused with a reason. */
let tmp: string;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

async function build(name: string): Promise<{ manifest: SlideManifest; out: string; progress: number[] }> {
  const out = join(tmp, name);
  const progress: number[] = [];
  const manifest = await buildPyramid({ input: fixture(name), outDir: out, onProgress: (f) => progress.push(f) });
  return { manifest, out, progress };
}

async function expectPyramid(out: string, m: SlideManifest) {
  const levels = deepZoomLevels(m.width, m.height, 512);
  expect(m.levels).toBe(levels.length);
  const dzi = await readFile(join(out, m.dzi), 'utf8');
  expect(dzi).toContain('TileSize="512"');
  expect(dzi).toContain(`Width="${m.width}"`);
  expect(dzi).toContain(`Height="${m.height}"`);
  const top = levels[levels.length - 1]!;
  const files = await readdir(join(out, m.tilesDir, String(top.level)));
  expect(files).toHaveLength(top.cols * top.rows);
  const first = await sharp(join(out, m.tilesDir, String(top.level), '0_0.jpeg')).metadata();
  expect([first.width, first.height]).toEqual([Math.min(512, m.width), Math.min(512, m.height)]);
  const last = await sharp(join(out, m.tilesDir, String(top.level), `${top.cols - 1}_${top.rows - 1}.jpeg`)).metadata();
  expect([last.width, last.height]).toEqual([m.width - (top.cols - 1) * 512, m.height - (top.rows - 1) * 512]);
  expect((await readdir(join(out, m.tilesDir))).sort()).toEqual(levels.map((l) => String(l.level)).sort());
}

describe('buildPyramid on real slides', () => {
  it('Aperio SVS (H&E): pyramid, pink/purple tissue, macro page, MPP and objective', async () => {
    const { manifest: m, out, progress } = await build('CMU-1-Small-Region.svs');
    expect(m).toMatchObject({ width: 2220, height: 2967, format: 'aperio-svs', micronsPerPixel: 0.499, objectivePower: 20, colourCorrection: 'none' });
    await expectPyramid(out, m);
    const colour = await meanColour(join(out, 'thumbnail.jpg'), tissue);
    expect(colour.share).toBeGreaterThan(0.2);
    expect(colour.g).toBeLessThan(colour.r - 25); // eosin pink / haematoxylin purple: green is the weakest
    expect(colour.g).toBeLessThan(colour.b - 10);
    expect(m.macro).toMatchObject({ source: 'page', width: 1280, height: 431 });
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('OME-TIFF (H&E) with YCbCr tiles tagged RGB: colours corrected, equal to a stand-alone decode of the tile', async () => {
    const { manifest: m, out } = await build('OS-1-detail.HE.ome.tif');
    expect(m).toMatchObject({ width: 1101, height: 1101, format: 'ome-tiff', colourCorrection: 'retagged-ycbcr' });
    expect(m.micronsPerPixel).toBeCloseTo(0.2271, 3);
    await expectPyramid(out, m);
    const colour = await meanColour(join(out, 'thumbnail.jpg'), tissue);
    expect(colour.g).toBeLessThan(colour.r - 20);
    expect(colour.g).toBeLessThan(colour.b - 20);
    // The first 512 × 512 tile of the file, decoded on its own (JFIF → YCbCr), is the truth.
    const truth = await withFileSource(fixture('OS-1-detail.HE.ome.tif'), async (src) => {
      const layout = imageLayout((await readTiff(src)).ifds[0]!);
      return meanColour(await src.read(layout.offsets[0]!, layout.byteCounts[0]!), () => true);
    });
    const ours = await meanColour(join(out, m.tilesDir, String(m.levels - 1), '0_0.jpeg'), () => true);
    expect(Math.abs(ours.r - truth.r) + Math.abs(ours.g - truth.g) + Math.abs(ours.b - truth.b)).toBeLessThan(6);
  });

  it('OME-TIFF (Ki67): brown and blue, not green', async () => {
    const { manifest: m, out } = await build('OS-2-ndpi.Ki67.ome.tif');
    expect(m).toMatchObject({ width: 2202, height: 2202, colourCorrection: 'retagged-ycbcr' });
    await expectPyramid(out, m);
    const colour = await meanColour(join(out, 'thumbnail.jpg'), tissue);
    expect(colour.g).toBeLessThan(Math.max(colour.r, colour.b));
    const brown = await meanColour(join(out, 'thumbnail.jpg'), (r, g, b) => r > b + 25 && r < 200);
    expect(brown.share).toBeGreaterThan(0.01); // DAB-positive nuclei
  });

  it('Hamamatsu NDPI (fluorescence DAPI): decodes despite the libtiff warning, blue, with its macro page', async () => {
    const { manifest: m, out } = await build('test3-DAPI-2-387.fluorescence.ndpi');
    expect(m).toMatchObject({ width: 3968, height: 4864, format: 'hamamatsu-ndpi', objectivePower: 40, colourCorrection: 'none' });
    expect(m.micronsPerPixel).toBeCloseTo(0.2282, 3);
    await expectPyramid(out, m);
    const colour = await meanColour(join(out, 'thumbnail.jpg'), lit);
    expect(colour.share).toBeGreaterThan(0.05);
    expect(colour.b).toBeGreaterThan(colour.r + 50);
    expect(colour.b).toBeGreaterThan(colour.g + 50);
    expect(m.macro).toMatchObject({ source: 'page', width: 1188, height: 406 });
  });
});

/** Each real file has its test: this file's, or jpeg2000.int.spec.ts for the JPEG 2000 SVS. */
const TESTED_HERE = ['CMU-1-Small-Region.svs', 'OS-1-detail.HE.ome.tif', 'OS-2-ndpi.Ki67.ome.tif', 'test3-DAPI-2-387.fluorescence.ndpi'];
it('every real slide in test-data/slides has an import test', async () => {
  const files = (await readdir(fixture('.'))).filter((f) => f !== 'README.md').sort();
  expect(files).toEqual([...TESTED_HERE, 'tcga-cr-7395-01a-01-ts1.jp2k.svs'].sort());
});

describe('buildPyramid refuses what it cannot read', () => {
  it.each([
    [Compression.JPEGXL, 'JPEG XL compression (50002)'],
    [Compression.Zstd, 'Zstandard compression (50000)'],
    [Compression.OldJPEG, 'old-style JPEG compression (6)'],
    [40_000, 'an unknown compression (40000)'],
  ])('compression %i, before decoding anything, saying what to do', async (compression, name) => {
    const input = await oneBlockTiff(join(tmp, `c${compression}.tif`), { width: 256, height: 256, tile: { width: 256, height: 256 }, compression });
    const out = join(tmp, `c${compression}`);
    await expect(buildPyramid({ input, outDir: out })).rejects.toMatchObject({
      code: 'unsupported-compression',
      message: `This slide uses ${name}, which cannot be read here. Convert it to a tiled TIFF with JPEG compression (QuPath, bfconvert or vips can) and upload that.`,
    });
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a full-resolution image stored as one JPEG wider than 65,535 pixels (an NDPI layout)', async () => {
    const input = await oneBlockTiff(join(tmp, 'wide.ndpi'), { width: 70_000, height: 20_000, rowsPerStrip: 20_000, compression: Compression.JPEG });
    await expect(buildPyramid({ input, outDir: join(tmp, 'wide') })).rejects.toMatchObject({
      code: 'unsupported-layout',
      message: expect.stringContaining('larger than 65,535 pixels, which cannot be read here. Convert it to a tiled TIFF'),
    });
  });

  it('a truncated slide', async () => {
    const cut = join(tmp, 'cut.svs');
    await copyFile(fixture('CMU-1-Small-Region.svs'), cut);
    const handle = await open(cut, 'r+');
    await handle.truncate(1_000_000);
    await handle.close();
    await expect(buildPyramid({ input: cut, outDir: join(tmp, 'cut') })).rejects.toMatchObject({
      code: 'corrupt-file',
      message: expect.stringContaining('damaged'),
    });
  });

  it('a file that is not an image', async () => {
    await expect(buildPyramid({ input: fixture('README.md'), outDir: join(tmp, 'readme') })).rejects.toMatchObject({
      code: 'unsupported-format',
      message:
        'This file is not a supported slide format. Supported: Aperio SVS (JPEG or JPEG 2000), Hamamatsu NDPI, OME-TIFF, TIFF, BigTIFF, JPEG or PNG. Convert it to a tiled TIFF with JPEG compression (QuPath, bfconvert or vips can) and upload that.',
    });
  });

  it('a missing file', async () => {
    await expect(buildPyramid({ input: join(tmp, 'nope.svs'), outDir: join(tmp, 'nope') })).rejects.toMatchObject({ code: 'not-found' });
  });
});
