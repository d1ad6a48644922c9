import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { Photometric } from '../tiff/tags.js';
import { TiffWriter, type TiffImageSpec } from '../tiff/tiff-writer.js';

/** Test helpers: the real slide fixtures (test-data/slides) and pixel statistics. */
export const fixture = (name: string) => fileURLToPath(new URL(`../../../../test-data/slides/${name}`, import.meta.url));

export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'slide-imaging-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const makeTempDir = () => mkdtemp(join(tmpdir(), 'slide-imaging-'));

export interface ColourStats {
  r: number;
  g: number;
  b: number;
  /** Share of pixels that passed the filter. */
  share: number;
}

/** Mean colour of the pixels `keep` accepts (e.g. tissue, not glass). */
export async function meanColour(
  image: string | Buffer,
  keep: (r: number, g: number, b: number) => boolean,
  options: { page?: number } = {},
): Promise<ColourStats> {
  const { data, info } = await sharp(image, { page: options.page ?? 0, limitInputPixels: false })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (!keep(data[i]!, data[i + 1]!, data[i + 2]!)) continue;
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
    n++;
  }
  return n === 0 ? { r: 0, g: 0, b: 0, share: 0 } : { r: r / n, g: g / n, b: b / n, share: n / (data.length / info.channels) };
}

export const tissue = (r: number, g: number, b: number) => Math.max(r, g, b) < 215;
export const lit = (r: number, g: number, b: number) => Math.max(r, g, b) > 40;

/** One Deep Zoom level of a built pyramid (tile size 512, no overlap), put back together as raw RGB. */
export async function levelPixels(out: string, level: { level: number; width: number; height: number; cols: number; rows: number }): Promise<Buffer> {
  const tiles = [];
  for (let row = 0; row < level.rows; row++)
    for (let col = 0; col < level.cols; col++)
      tiles.push({ input: join(out, 'slide_files', String(level.level), `${col}_${row}.jpeg`), left: col * 512, top: row * 512 });
  return sharp({ create: { width: level.width, height: level.height, channels: 3, background: '#000000' } })
    .composite(tiles)
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Mean absolute difference per sample of two raw images of the same size (0–255). */
export function meanAbsoluteDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError(`images differ in size: ${a.length} and ${b.length} samples`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** A one-block TIFF (RGB unless told) whose pixels nobody reads: refusals come from its tags. */
export async function oneBlockTiff(path: string, spec: Omit<TiffImageSpec, 'photometric'> & { photometric?: number }): Promise<string> {
  const writer = await TiffWriter.create(path);
  const image = writer.addImage({ photometric: Photometric.RGB, ...spec });
  await writer.writeBlock(image, 0, new Uint8Array(64));
  await writer.finish();
  return path;
}
