import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DECODE_FAILED_MESSAGE } from '../errors.js';
import { generateSyntheticSlide } from '../synthetic/generate-synthetic-slide.js';
import { fixture, levelPixels, makeTempDir, meanAbsoluteDifference, oneBlockTiff } from '../testing/slide-fixtures.js';
import { withFileSource } from '../tiff/byte-source.js';
import { imageLayout } from '../tiff/ifd-fields.js';
import { readTiff } from '../tiff/read-tiff.js';
import { Compression } from '../tiff/tags.js';
import { TiffWriter } from '../tiff/tiff-writer.js';
import type { TileCodec } from '../tiff/write-pyramidal-tiff.js';
import { buildPyramid } from './build-pyramid.js';
import { writeJpegCopyOfJ2k } from './decode-j2k.js';
import { deepZoomLevels } from './deep-zoom.js';

/**
 * JPEG 2000 slides: the real TCGA SVS (33005) against its own JPEG thumbnail page, and synthetic
 * SVS files written with the same codec (33005, 33003, TIFF 34712) against the JPEG slide drawn from
 * the same seed. Bounds are per sample on 0–255.
 */
const REAL = 'tcga-cr-7395-01a-01-ts1.jp2k.svs';
/**
 * Level 0 and the scanner's JPEG thumbnail, both reduced to half the thumbnail's size (so the two
 * resamplings of the tissue's texture do not count): measured 1.8. The thumbnail shifted by 8 of its
 * pixels gives 17.5, with red and blue swapped 20.2.
 */
const THUMBNAIL_BOUND = 3;
/** A level's mean colour against the thumbnail's, per channel: measured under 1.5. */
const MEAN_BOUND = 3;

let tmp: string;
beforeAll(async () => {
  tmp = await makeTempDir();
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

function mean(raw: Uint8Array) {
  const sums = [0, 0, 0];
  for (let i = 0; i < raw.length; i++) sums[i % 3]! += raw[i]!;
  return sums.map((s) => s / (raw.length / 3));
}

describe('JPEG 2000 SVS: the real slide', () => {
  let out: string;
  let thumbnail: { data: Buffer; width: number; height: number };
  beforeAll(async () => {
    out = join(tmp, 'tcga');
    const { data, info } = await sharp(fixture(REAL), { page: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    thumbnail = { data, width: info.width, height: info.height };
  });

  it('imports as an Aperio SVS at full size, every Deep Zoom level written', async () => {
    const progress: number[] = [];
    const m = await buildPyramid({ input: fixture(REAL), outDir: out, onProgress: (f) => progress.push(f) });
    expect(m).toMatchObject({ format: 'aperio-svs', width: 4443, height: 3567, levels: 14, colourCorrection: 'none' });
    const levels = deepZoomLevels(m.width, m.height, 512);
    for (const level of levels) expect(await readdir(join(out, 'slide_files', String(level.level)))).toHaveLength(level.cols * level.rows);
    // The decoding is half the work, and the bar shows it moving.
    expect(progress.filter((f) => f > 0.02 && f < 0.5).length).toBeGreaterThan(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await readdir(out)).sort()).toEqual(['macro.jpg', 'slide.dzi', 'slide.json', 'slide_files', 'thumbnail.jpg']);
  });

  it("level 0, put back together from its tiles, matches the scanner's JPEG thumbnail pixel by pixel", async () => {
    const levels = deepZoomLevels(4443, 3567, 512);
    const top = levels[levels.length - 1]!;
    const full = await levelPixels(out, top);
    const half = { width: Math.round(thumbnail.width / 2), height: Math.round(thumbnail.height / 2), fit: 'fill' as const };
    const ours = await sharp(full, { raw: { width: top.width, height: top.height, channels: 3 } })
      .resize(half)
      .raw()
      .toBuffer();
    const scanners = await sharp(thumbnail.data, { raw: { width: thumbnail.width, height: thumbnail.height, channels: 3 } })
      .resize(half)
      .raw()
      .toBuffer();
    expect(meanAbsoluteDifference(ours, scanners)).toBeLessThan(THUMBNAIL_BOUND);
  });

  it("every level's mean colour is the thumbnail's", async () => {
    const expected = mean(thumbnail.data);
    for (const level of deepZoomLevels(4443, 3567, 512).filter((l) => l.width >= 64)) {
      const got = mean(await levelPixels(out, level));
      got.forEach((channel, i) => expect(Math.abs(channel - expected[i]!)).toBeLessThan(MEAN_BOUND));
    }
  });
  it("the scanner's own lower level (page 2, also JPEG 2000) decodes to level 0 halved", async () => {
    const copy = join(tmp, 'page2.tif');
    await withFileSource(fixture(REAL), async (src) => writeJpegCopyOfJ2k(src, imageLayout((await readTiff(src)).ifds[2]!), copy));
    const page2 = await sharp(copy).metadata();
    expect([page2.width, page2.height]).toEqual([2221, 1783]);
    const levels = deepZoomLevels(4443, 3567, 512);
    const half = { width: Math.round(thumbnail.width / 2), height: Math.round(thumbnail.height / 2), fit: 'fill' as const };
    const level12 = levels[12]!;
    const ours = await sharp(await levelPixels(out, level12), { raw: { width: level12.width, height: level12.height, channels: 3 } })
      .resize(half)
      .raw()
      .toBuffer();
    expect(meanAbsoluteDifference(await sharp(copy).resize(half).raw().toBuffer(), ours)).toBeLessThan(THUMBNAIL_BOUND);
  });
});

describe('JPEG 2000 slides written with the same codec', () => {
  const size = { width: 1300, height: 900 };
  let jpegTwin: Buffer;
  beforeAll(async () => {
    const input = join(tmp, 'jpeg.svs');
    await generateSyntheticSlide({ ...size, seed: 7, tiffPath: input, analysisPath: join(tmp, 'jpeg.json'), tileSize: 256, quality: 95, aperio: true });
    jpegTwin = await sharp(input, { page: 0 }).raw().toBuffer();
  });

  const cases: [Exclude<TileCodec, 'jpeg'>, string, number][] = [
    ['aperio-j2k-rgb', 'Aperio 33005 (RGB components)', Compression.AperioJ2kRgb],
    ['aperio-j2k-ycbcr', 'Aperio 33003 (YCbCr components)', Compression.AperioJ2kYCbCr],
    ['tiff-j2k', 'TIFF 34712', Compression.JPEG2000],
  ];
  it.each(cases)('%s: %s imports in the colours of the JPEG slide of the same seed', async (codec, _name, code) => {
    const input = join(tmp, `${codec}.svs`);
    await generateSyntheticSlide({
      ...size,
      seed: 7,
      tiffPath: input,
      analysisPath: join(tmp, `${codec}.json`),
      tileSize: 256,
      codec,
      aperio: codec !== 'tiff-j2k',
    });
    const compression = await withFileSource(input, async (src) => imageLayout((await readTiff(src)).ifds[0]!).compression);
    expect(compression).toBe(code);
    const out = join(tmp, `${codec}-out`);
    const m = await buildPyramid({ input, outDir: out });
    expect(m).toMatchObject({ ...size, format: codec === 'tiff-j2k' ? 'tiff' : 'aperio-svs', micronsPerPixel: 0.25, objectivePower: 40 });
    const levels = deepZoomLevels(size.width, size.height, 512);
    const full = await levelPixels(out, levels[levels.length - 1]!);
    // Lossy twice over (J2K at 20:1, then JPEG 85) against JPEG 95: a YCbCr mix-up would be off by tens.
    expect(meanAbsoluteDifference(full, jpegTwin)).toBeLessThan(4);
  });
});

describe('JPEG 2000 refusals', () => {
  /** A 600 × 600 J2K SVS whose tile 4 (of 9) is changed by `change`. */
  async function withTile4(name: string, change: (codestream: Buffer) => Buffer): Promise<string> {
    const source = join(tmp, `${name}-source.svs`);
    await generateSyntheticSlide({
      width: 600,
      height: 600,
      seed: 2,
      tiffPath: source,
      analysisPath: join(tmp, `${name}.json`),
      tileSize: 256,
      codec: 'aperio-j2k-rgb',
      aperio: true,
    });
    const path = join(tmp, `${name}.svs`);
    await withFileSource(source, async (src) => {
      const layout = imageLayout((await readTiff(src)).ifds[0]!);
      const writer = await TiffWriter.create(path);
      const image = writer.addImage({
        width: 600,
        height: 600,
        tile: { width: 256, height: 256 },
        compression: Compression.AperioJ2kRgb,
        photometric: 2,
        description: 'Aperio Image Library',
      });
      for (let i = 0; i < layout.offsets.length; i++) {
        const block = Buffer.from(await src.read(layout.offsets[i]!, layout.byteCounts[i]!));
        await writer.writeBlock(image, i, i === 4 ? change(block) : block);
      }
      await writer.finish();
    });
    return path;
  }

  it('a damaged tile fails the import with the reason, and nothing is left behind', async () => {
    // The start-of-codestream marker wiped: OpenJPEG decodes nothing.
    const input = await withTile4('broken', (block) => block.fill(0, 0, 4));
    const out = join(tmp, 'broken-out');
    await expect(buildPyramid({ input, outDir: out })).rejects.toMatchObject({
      code: 'decode-failed',
      message: DECODE_FAILED_MESSAGE,
      detail: expect.stringContaining('JPEG 2000 tile 4'),
    });
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readdir(tmp)).filter((f) => f.startsWith('broken-out'))).toEqual([]);
  });

  it('a tile the scanner left empty (no bytes) imports as white glass', async () => {
    const input = await withTile4('sparse', () => Buffer.alloc(0));
    const out = join(tmp, 'sparse-out');
    await buildPyramid({ input, outDir: out });
    const level = deepZoomLevels(600, 600, 512).at(-1)!;
    const { data } = await sharp(await levelPixels(out, level), { raw: { width: 600, height: 600, channels: 3 } })
      .extract({ left: 256 + 8, top: 256 + 8, width: 240, height: 240 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data.reduce((min, v) => Math.min(min, v), 255)).toBeGreaterThan(245);
  });

  it('decoding past the time budget stops the import, and nothing is left behind', async () => {
    const out = join(tmp, 'slow-out');
    await expect(buildPyramid({ input: fixture(REAL), outDir: out, timeoutSeconds: 0.2 })).rejects.toMatchObject({
      code: 'decode-failed',
      detail: 'reading the slide took longer than 0.2 s',
    });
    await expect(stat(out)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await readdir(tmp)).filter((f) => f.startsWith('slow-out'))).toEqual([]);
  });

  it('16-bit JPEG 2000 is refused before any decoding, with what to do', async () => {
    const input = await oneBlockTiff(join(tmp, 'deep.svs'), {
      width: 256,
      height: 256,
      tile: { width: 256, height: 256 },
      compression: Compression.AperioJ2kRgb,
      bitsPerSample: 16,
    });
    await expect(buildPyramid({ input, outDir: join(tmp, 'deep-out') })).rejects.toMatchObject({
      code: 'unsupported-compression',
      message:
        'This slide uses 16-bit JPEG 2000, which cannot be read here. Convert it to a tiled TIFF with JPEG compression (QuPath, bfconvert or vips can) and upload that.',
    });
  });
});
