/**
 * The tissue mask from a real thumbnail file: a JPEG of white glass with stained blobs (a textured
 * pink ellipse, a dark blue smear), encoded and decoded by sharp and resized to the coverage grid by
 * `gridPixels`, as slide processing reads a new pyramid's thumbnail.jpg for its tissue mask.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COVERAGE_GRID_CELLS } from '@cytocampus/contracts';
import { coverageGrid, tissueMask } from '@cytocampus/domain';
import sharp from 'sharp';
import { gridPixels } from '@cytocampus/slide-imaging';

/** The thumbnail is 1024 × 768 px of a 100,000 × 75,000 px slide: one px is ~97.7 level-0 px. */
const THUMB = { width: 1024, height: 768 };
const SLIDE = { width: 100_000, height: 75_000 };
const grid = coverageGrid(SLIDE, COVERAGE_GRID_CELLS);

/** The blobs, in thumbnail pixels: an ellipse and a rectangle. */
const ellipse = { cx: 350, cy: 380, rx: 220, ry: 160 };
const smear = { x: 700, y: 150, width: 200, height: 450 };
/** How far inside (< 1) or outside (> 1) a thumbnail point is of each blob. */
const ellipseDistance = (x: number, y: number) => Math.hypot((x - ellipse.cx) / ellipse.rx, (y - ellipse.cy) / ellipse.ry);
const smearDistance = (x: number, y: number) =>
  Math.max(Math.abs(x - (smear.x + smear.width / 2)) / (smear.width / 2), Math.abs(y - (smear.y + smear.height / 2)) / (smear.height / 2));

/** Glass with a little noise and vignetting; the blobs stained and textured. */
function thumbnailPixels(withTissue: boolean): Buffer {
  const pixels = Buffer.alloc(THUMB.width * THUMB.height * 3);
  let seed = 5;
  const noise = (amplitude: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return ((seed / 2 ** 31) * 2 - 1) * amplitude;
  };
  for (let y = 0; y < THUMB.height; y += 1)
    for (let x = 0; x < THUMB.width; x += 1) {
      const edge = Math.hypot(x / THUMB.width - 0.5, y / THUMB.height - 0.5) * 12;
      let rgb = [243 - edge, 241 - edge, 244 - edge];
      if (withTissue && ellipseDistance(x, y) <= 1) rgb = [228, 150 + 25 * Math.sin(x / 7) * Math.cos(y / 9), 196];
      if (withTissue && smearDistance(x, y) <= 1) rgb = [120, 130, 190 + 20 * Math.sin((x + y) / 5)];
      pixels.set(
        rgb.map((v) => Math.max(0, Math.min(255, Math.round(v + noise(4))))),
        (y * THUMB.width + x) * 3,
      );
    }
  return pixels;
}

let dir: string;
const thumbnail = async (name: string, withTissue: boolean) => {
  const path = join(dir, name);
  await sharp(thumbnailPixels(withTissue), { raw: { ...THUMB, channels: 3 } })
    .jpeg({ quality: 80 })
    .toFile(path);
  return path;
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cc-tissue-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('tissueMask of a thumbnail file', () => {
  it('marks the cells inside the stained blobs and none of the glass', async () => {
    const mask = tissueMask(await gridPixels(await thumbnail('stained.jpg', true), grid.cols, grid.rows), 3, grid);
    const [perCellX, perCellY] = [THUMB.width / grid.cols, THUMB.height / grid.rows];
    let inside = 0;
    let outside = 0;
    const wrong: string[] = [];
    for (let r = 0; r < grid.rows; r += 1)
      for (let c = 0; c < grid.cols; c += 1) {
        const [x, y] = [(c + 0.5) * perCellX, (r + 0.5) * perCellY];
        const distance = Math.min(ellipseDistance(x, y), smearDistance(x, y));
        // Cells on a blob's edge mix glass and stain: either answer is right there.
        if (distance < 0.95) {
          inside += 1;
          if (mask[r * grid.cols + c] !== 1) wrong.push(`${c},${r} inside`);
        } else if (distance > 1.05) {
          outside += 1;
          if (mask[r * grid.cols + c] !== 0) wrong.push(`${c},${r} outside`);
        }
      }
    expect(wrong).toEqual([]);
    expect(inside).toBeGreaterThan(5_000);
    expect(outside).toBeGreaterThan(20_000);
  });

  it('finds no tissue on a thumbnail of glass alone', async () => {
    const mask = tissueMask(await gridPixels(await thumbnail('glass.jpg', false), grid.cols, grid.rows), 3, grid);
    expect(mask.reduce((n, v) => n + v, 0)).toBe(0);
  });
});
