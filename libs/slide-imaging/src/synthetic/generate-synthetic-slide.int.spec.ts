import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { parseAnalysisFile } from '../analysis/parse-analysis-file.js';
import { inspectSlide } from '../pyramid/inspect-slide.js';
import { makeTempDir, meanColour } from '../testing/slide-fixtures.js';
import { withFileSource } from '../tiff/byte-source.js';
import { readTiff } from '../tiff/read-tiff.js';
import { generateSyntheticSlide, type SyntheticSlide } from './generate-synthetic-slide.js';

const WIDTH = 2600;
const HEIGHT = 2100;
let tmp: string;
let slide: SyntheticSlide;
const tiff = () => join(tmp, 'smear.tif');

beforeAll(async () => {
  tmp = await makeTempDir();
  const progress: number[] = [];
  slide = await generateSyntheticSlide({
    width: WIDTH,
    height: HEIGHT,
    seed: 'jest',
    tiffPath: tiff(),
    analysisPath: join(tmp, 'smear.json'),
    onProgress: (f) => progress.push(f),
  });
  expect(progress[progress.length - 1]).toBe(1);
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const sha = async (path: string) =>
  createHash('sha256')
    .update(await readFile(path))
    .digest('hex');

/** Luminance of a small square of level 0. */
async function luminance(x: number, y: number, size: number): Promise<{ min: number; mean: number }> {
  const left = Math.max(0, Math.min(WIDTH - size, x - size / 2));
  const top = Math.max(0, Math.min(HEIGHT - size, y - size / 2));
  const { data } = await sharp(tiff()).extract({ left, top, width: size, height: size }).raw().toBuffer({ resolveWithObject: true });
  let min = 255;
  let sum = 0;
  for (let i = 0; i < data.length; i += 3) {
    const l = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    min = Math.min(min, l);
    sum += l;
  }
  return { min, mean: sum / (data.length / 3) };
}

describe('generateSyntheticSlide', () => {
  it('writes a pyramidal TIFF that sharp reads at the right size, level by level', async () => {
    const meta = await sharp(tiff()).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([WIDTH, HEIGHT, 'tiff']);
    expect(slide.levels).toBe(4);
    expect(meta.pages).toBe(4);
    const page3 = await sharp(tiff(), { page: 3 }).metadata();
    expect([page3.width, page3.height]).toEqual([325, 263]);
    const described = await inspectSlide(tiff());
    expect(described).toMatchObject({ format: 'tiff', micronsPerPixel: 0.25, objectivePower: 40, colourFix: null });
  });

  it('looks like a stained smear: pale background, pink and blue-green cytoplasm, dark nuclei', async () => {
    const all = await meanColour(tiff(), () => true, { page: 1 });
    expect(all.r + all.g + all.b).toBeGreaterThan(3 * 180);
    const pink = await meanColour(tiff(), (r, g, b) => r > g + 25 && b > g, { page: 1 });
    const cyan = await meanColour(tiff(), (r, g, b) => g > r + 12 && b > r + 12, { page: 1 });
    const dark = await meanColour(tiff(), (r, g, b) => r + g + b < 330, { page: 1 });
    expect(pink.share).toBeGreaterThan(0.03);
    expect(cyan.share).toBeGreaterThan(0.03);
    expect(dark.share).toBeGreaterThan(0.001);
    expect(dark.b).toBeGreaterThan(dark.g); // nuclei are blue-purple, not black-green
    const stats = await sharp(tiff(), { page: 1 }).stats();
    expect(stats.channels[1]!.stdev).toBeGreaterThan(8);
  });

  it('writes an analysis file (1.0.16) whose objects point at cells: dark nuclei where it says atypical cells are', async () => {
    const parsed = parseAnalysisFile(await readFile(join(tmp, 'smear.json')), 'smear.json');
    expect(parsed.algorithmVersion).toBe('1.0.16');
    expect(parsed.objects.map((list) => list.length > 0)).toEqual([true, true, true, true, true]);
    expect(parsed.metrics.cellCount).toBe(slide.cells);
    expect(parsed.metrics.atyp).toBeGreaterThan(0);
    expect(parsed.metrics.atyp).toBeLessThan(1);
    expect(parsed.metrics.atypsd).toBeGreaterThan(0);
    const background = await luminance(WIDTH / 2, HEIGHT / 2, 400);
    for (const ooi of parsed.objects[0]!) {
      const spot = await luminance(ooi.coords.x, ooi.coords.y, 12);
      expect(spot.min).toBeLessThan(110);
      expect(spot.mean).toBeLessThan(background.mean - 60);
    }
  });

  it('is deterministic from its seed', async () => {
    const again = join(tmp, 'again.tif');
    const other = join(tmp, 'other.tif');
    await generateSyntheticSlide({ width: WIDTH, height: HEIGHT, seed: 'jest', tiffPath: again, analysisPath: join(tmp, 'again.json') });
    await generateSyntheticSlide({ width: WIDTH, height: HEIGHT, seed: 'other', tiffPath: other, analysisPath: join(tmp, 'other.json') });
    expect(await sha(again)).toBe(await sha(tiff()));
    expect(await sha(join(tmp, 'again.json'))).toBe(await sha(join(tmp, 'smear.json')));
    expect(await sha(other)).not.toBe(await sha(tiff()));
  });

  it('writes BigTIFF on request, which sharp reads the same way', async () => {
    const big = join(tmp, 'big.tif');
    const result = await generateSyntheticSlide({ width: 900, height: 700, seed: 7, tiffPath: big, analysisPath: join(tmp, 'big.json'), bigTiff: true });
    expect(result.bigTiff).toBe(true);
    expect(await withFileSource(big, async (s) => (await readTiff(s)).bigTiff)).toBe(true);
    const meta = await sharp(big).metadata();
    expect([meta.width, meta.height, meta.pages]).toEqual([900, 700, 2]);
    expect((await inspectSlide(big)).format).toBe('bigtiff');
  });
});
