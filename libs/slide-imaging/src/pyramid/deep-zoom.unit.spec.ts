import { describe, expect, it } from '@jest/globals';
import { deepZoomLevels, tileCount, tilesAtPoint } from './deep-zoom.js';
import { progressReporter } from './progress.js';

describe('deepZoomLevels', () => {
  it('halves down to one pixel, rounding up, like libvips dzsave', () => {
    const levels = deepZoomLevels(2220, 2967, 512);
    expect(levels).toHaveLength(13);
    expect(levels[12]).toEqual({ level: 12, width: 2220, height: 2967, cols: 5, rows: 6 });
    expect(levels[11]).toMatchObject({ width: 1110, height: 1484, cols: 3, rows: 3 });
    expect(levels[0]).toMatchObject({ width: 1, height: 1, cols: 1, rows: 1 });
    expect(tileCount(deepZoomLevels(20_000, 20_000, 512))).toBe(2148);
  });
});

describe('tilesAtPoint', () => {
  it('finds the tile of a level-0 pixel at every level, the full resolution first', () => {
    const tiles = tilesAtPoint(2220, 2967, 512, 1500, 2966);
    expect(tiles).toHaveLength(13);
    expect(tiles[0]).toEqual({ level: 12, col: 2, row: 5 });
    // Level 11 is halved: pixel (750, 1483) in 512 px tiles.
    expect(tiles[1]).toEqual({ level: 11, col: 1, row: 2 });
    expect(tiles.at(-1)).toEqual({ level: 0, col: 0, row: 0 });
    // The last pixel stays in the last tile of a level whose size was rounded up.
    expect(tilesAtPoint(1025, 1025, 512, 1024, 1024)[0]).toEqual({ level: 11, col: 2, row: 2 });
  });
});

describe('progressReporter', () => {
  it('reports fractions that only go forward and always ends at 1', () => {
    const seen: number[] = [];
    const report = progressReporter((f) => seen.push(f));
    [0, 0.001, 0.2, 0.1, 0.2004, 0.5, 1.7, 1].forEach(report);
    expect(seen).toEqual([0, 0.2, 0.5, 1]);
  });
});
