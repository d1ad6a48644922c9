import { describe, expect, it } from '@jest/globals';
import { MAX_DWELL_MS, SEEN_MIN_DWELL_MS } from '@cytocampus/contracts';
import { computeCoverage, coverageGrid, heatBytes, tissueMask, type CoverageInput, type CoverageView } from './coverage.js';
import { screen, view } from './testing/screens.js';

/** A 1000 × 1000 px slide on a 10 × 10 grid: cell (col c, row r) has its centre at (100c + 50, 100r + 50). */
const slide = { width: 1000, height: 1000 };
const grid = coverageGrid(slide, 10);
const cell = (col: number, row: number) => row * grid.cols + col;

const input = (views: CoverageView[], overrides: Partial<CoverageInput> = {}): CoverageInput => ({
  slide,
  grid,
  views,
  endAt: null,
  tissue: null,
  objects: [],
  ...overrides,
});

/** The cells with time on them, as "col,row" sorted. */
const covered = (seconds: Float32Array) => [...seconds].flatMap((s, i) => (s > 0 ? [`${i % grid.cols},${Math.floor(i / grid.cols)}`] : [])).sort();

describe('coverageGrid', () => {
  it('gives the longer side maxCells square cells of ceil(side / maxCells) pixels', () => {
    expect(coverageGrid({ width: 100_000, height: 80_000 }, 256)).toEqual({ cols: 256, rows: 205, cellSize: 391 });
    expect(coverageGrid({ width: 30_000, height: 90_000 }, 256)).toEqual({ cols: 86, rows: 256, cellSize: 352 });
    expect(grid).toEqual({ cols: 10, rows: 10, cellSize: 100 });
  });

  it('uses one-pixel cells when the slide is smaller than maxCells pixels', () => {
    expect(coverageGrid({ width: 100, height: 50 }, 256)).toEqual({ cols: 100, rows: 50, cellSize: 1 });
  });
});

describe('computeCoverage', () => {
  it('puts an axis-aligned 10x view on exactly the cells whose centres it covers, for its dwell', () => {
    // x 100–400, y 100–300: centres x 150, 250, 350 and y 150, 250.
    const result = computeCoverage(input([view(0, screen(250, 200, 300, 200)), view(2000, screen(800, 800, 100, 100), 5)], { endAt: 5000 }));
    expect(covered(result.seconds)).toEqual(['1,1', '1,2', '2,1', '2,2', '3,1', '3,2']);
    expect(result.seconds[cell(1, 1)]).toBe(2);
    expect(result.maxSeconds).toBe(2);
    expect(result.screenedSeconds).toBe(2);
    // The 5x view counts as viewed (3 s until endAt) but screens nothing.
    expect(result.viewedSeconds).toBe(5);
  });

  it('adds up the time of views over the same cells', () => {
    const result = computeCoverage(input([view(0, screen(250, 250, 100, 100)), view(1500, screen(250, 250, 100, 100), 40)], { endAt: 4000 }));
    expect(covered(result.seconds)).toEqual(['2,2']);
    expect(result.seconds[cell(2, 2)]).toBe(4);
  });

  it('covers the turned area of a view rotated by 90°', () => {
    const flat = computeCoverage(input([view(0, screen(500, 500, 600, 200))], { endAt: 1000 }));
    const turned = computeCoverage(input([view(0, screen(500, 500, 600, 200, 90))], { endAt: 1000 }));
    expect(covered(flat.seconds)).toEqual(['2,4', '2,5', '3,4', '3,5', '4,4', '4,5', '5,4', '5,5', '6,4', '6,5', '7,4', '7,5']);
    expect(covered(turned.seconds)).toEqual(['4,2', '4,3', '4,4', '4,5', '4,6', '4,7', '5,2', '5,3', '5,4', '5,5', '5,6', '5,7']);
  });

  it('covers a diamond for a square rotated by 45°, not the corners of its bounding square', () => {
    // 400 × 400 about (500, 500) turned 45°: the cells with |dx| + |dy| ≤ 200√2 from the centre.
    const result = computeCoverage(input([view(0, screen(500, 500, 400, 400, 45))], { endAt: 1000 }));
    expect(covered(result.seconds)).toEqual(['3,4', '3,5', '4,3', '4,4', '4,5', '4,6', '5,3', '5,4', '5,5', '5,6', '6,4', '6,5']);
    // (350, 350) lies in the unturned square but outside the diamond.
    expect(result.seconds[cell(3, 3)]).toBe(0);
  });

  it('covers the same cells when the view is flipped (its corners wound the other way)', () => {
    for (const degrees of [0, 30, 90, 135]) {
      const plain = computeCoverage(input([view(0, screen(480, 520, 500, 260, degrees))], { endAt: 1000 }));
      const flipped = computeCoverage(input([view(0, screen(480, 520, 500, 260, degrees, true))], { endAt: 1000 }));
      expect(covered(flipped.seconds)).toEqual(covered(plain.seconds));
      expect(covered(plain.seconds).length).toBeGreaterThan(6);
    }
  });

  it('caps each view at maxDwellMs and the last one at endAt', () => {
    const views = [view(0, screen(150, 150, 100, 100)), view(100_000, screen(650, 650, 100, 100))];
    expect(computeCoverage(input(views)).viewedSeconds).toBe(MAX_DWELL_MS / 1000);
    expect(computeCoverage(input(views, { endAt: 105_000 })).viewedSeconds).toBe(MAX_DWELL_MS / 1000 + 5);
    expect(computeCoverage(input(views, { endAt: 900_000 })).viewedSeconds).toBe((2 * MAX_DWELL_MS) / 1000);
    const capped = computeCoverage(input(views, { endAt: 100_500, maxDwellMs: 1000 }));
    expect(capped.seconds[cell(1, 1)]).toBe(1);
    expect(capped.seconds[cell(6, 6)]).toBe(0.5);
  });

  it('ends a view at the next one in another session, or at the cap if that comes sooner', () => {
    const soon = computeCoverage(input([view(0, screen(150, 150, 100, 100)), view(4000, screen(650, 650, 100, 100), 10, 's2')], { endAt: 5000 }));
    expect(soon.seconds[cell(1, 1)]).toBe(4);
    expect(soon.viewedSeconds).toBe(5);
    const late = computeCoverage(input([view(0, screen(150, 150, 100, 100)), view(3_600_000, screen(650, 650, 100, 100), 10, 's2')], { endAt: 3_601_000 }));
    expect(late.seconds[cell(1, 1)]).toBe(30);
    expect(late.viewedSeconds).toBe(31);
  });

  it('sees an object on the edge of a 10x view and misses one just outside or only seen at 5x', () => {
    const objects = [
      { id: 'edge', coords: { x: 400, y: 200 }, catIdx: 0, solution: true },
      { id: 'outside', coords: { x: 400.5, y: 200 }, catIdx: 1, solution: false },
      { id: 'corner', coords: { x: 100, y: 100 }, catIdx: 0, solution: true },
      { id: 'at5x', coords: { x: 800, y: 800 }, catIdx: 2, solution: true },
      // Inside the 45° view's bounding box but outside its diamond.
      { id: 'boxOnly', coords: { x: 330, y: 330 }, catIdx: 0, solution: false },
    ];
    const views = [view(0, screen(250, 200, 300, 200)), view(1000, screen(800, 800, 200, 200), 5), view(2000, screen(500, 500, 400, 400, 45), 20)];
    const result = computeCoverage(input(views, { objects }));
    expect(result.seen).toEqual(['edge', 'corner']);
    expect(result.missed.map((o) => o.id)).toEqual(['outside', 'at5x', 'boxOnly']);
    expect(result.missed[0]).toBe(objects[1]);
    expect(result.sightings.map((s) => [s.id, s.firstViewMs, s.dwellMs])).toEqual([
      ['edge', 0, 1000],
      ['outside', null, 0],
      ['corner', 0, 1000],
      ['at5x', null, 0],
      ['boxOnly', null, 0],
    ]);
  });

  it('misses an object on screen at 10x for less than SEEN_MIN_DWELL_MS, as the analytics do', () => {
    const objects = [{ id: 'glimpsed', coords: { x: 250, y: 200 }, catIdx: 0, solution: true }];
    const glimpse = computeCoverage(input([view(0, screen(250, 200, 300, 200))], { objects, endAt: SEEN_MIN_DWELL_MS - 1 }));
    expect([glimpse.seen, glimpse.missed.map((o) => o.id)]).toEqual([[], ['glimpsed']]);
    const look = computeCoverage(input([view(0, screen(250, 200, 300, 200))], { objects, endAt: SEEN_MIN_DWELL_MS }));
    expect([look.seen, look.missed]).toEqual([['glimpsed'], []]);
  });

  it('sees an object on the edge of a flipped view as of the unflipped one', () => {
    const objects = [
      { id: 'edge', coords: { x: 400, y: 250 }, catIdx: 0, solution: true },
      { id: 'outside', coords: { x: 399, y: 250 }, catIdx: 0, solution: true },
    ];
    for (const flipped of [false, true]) {
      const result = computeCoverage(input([view(0, screen(600, 400, 400, 300, 0, flipped))], { objects, endAt: 500 }));
      expect(result.seen).toEqual(['edge']);
    }
  });

  it('counts the tissue cells screened, even by a view that lasted no time', () => {
    // Tissue: the columns 0–2 (30 cells). The view covers columns 1–3 of rows 1–2: 4 tissue cells.
    const tissue = new Uint8Array(grid.cols * grid.rows).map((_, i) => (i % grid.cols <= 2 ? 1 : 0));
    const lastViewOnly = computeCoverage(input([view(0, screen(250, 200, 300, 200))], { tissue }));
    expect(lastViewOnly.maxSeconds).toBe(0);
    expect(lastViewOnly.tissueScreenedPercent).toBe(13.3);
    expect([lastViewOnly.tissueCells, lastViewOnly.screenedTissueCells]).toEqual([30, 4]);
    const at5x = computeCoverage(input([view(0, screen(500, 500, 1000, 1000), 5)], { tissue, endAt: 1000 }));
    expect(at5x.tissueScreenedPercent).toBe(0);
    const whole = computeCoverage(input([view(0, screen(500, 500, 1000, 1000), 10)], { tissue, endAt: 1000 }));
    expect(whole.tissueScreenedPercent).toBe(100);
  });

  it('has no tissue percentage without a mask or without a tissue cell', () => {
    const views = [view(0, screen(250, 200, 300, 200))];
    expect(computeCoverage(input(views)).tissueScreenedPercent).toBeNull();
    expect(computeCoverage(input(views, { tissue: new Uint8Array(100) })).tissueScreenedPercent).toBeNull();
    expect(() => computeCoverage(input(views, { tissue: new Uint8Array(99) }))).toThrow(/tissue mask/);
  });

  it('ignores the parts of a view off the slide', () => {
    const result = computeCoverage(input([view(0, screen(0, 0, 400, 400))], { endAt: 1000 }));
    expect(covered(result.seconds)).toEqual(['0,0', '0,1', '1,0', '1,1']);
  });
});

/** A deterministic noise of ±amplitude levels. */
function noise(seed: number) {
  let s = seed;
  return (amplitude: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.round(((s / 2 ** 31) * 2 - 1) * amplitude);
  };
}

describe('tissueMask', () => {
  const g = { cols: 40, rows: 30, cellSize: 100 };
  const inBlob = (c: number, r: number) => (c - 10) ** 2 + (r - 10) ** 2 <= 25 || (c - 28) ** 2 + (r - 18) ** 2 <= 36;

  function image(colour: (c: number, r: number) => [number, number, number], channels = 3) {
    const pixels = new Uint8Array(g.cols * g.rows * channels);
    for (let r = 0; r < g.rows; r += 1)
      for (let c = 0; c < g.cols; c += 1) {
        const [red, green, blue] = colour(c, r);
        pixels.set([red, green, blue, 255].slice(0, channels), (r * g.cols + c) * channels);
      }
    return pixels;
  }

  it('finds pink blobs on white glass and no background, dropping a speck of dust', () => {
    const jitter = noise(7);
    const pixels = image((c, r) => {
      if (c === 35 && r === 3) return [90, 60, 80]; // dust
      if (inBlob(c, r)) return [225 + jitter(8), 140 + jitter(20), 190 + jitter(15)];
      return [238 + jitter(4), 236 + jitter(4), 240 + jitter(4)];
    });
    const mask = tissueMask(pixels, 3, g);
    const expected = new Uint8Array(g.cols * g.rows).map((_, i) => (inBlob(i % g.cols, Math.floor(i / g.cols)) ? 1 : 0));
    expect([...mask]).toEqual([...expected]);
  });

  it('reads RGBA thumbnails too', () => {
    const pixels = image((c, r) => (inBlob(c, r) ? [200, 120, 170] : [240, 240, 240]), 4);
    expect(tissueMask(pixels, 4, g).reduce((n, v) => n + v, 0)).toBe(81 + 113);
  });

  it('finds no tissue on an image of glass alone, even unevenly lit', () => {
    const jitter = noise(11);
    const flat = image(() => [240 + jitter(6), 238 + jitter(6), 241 + jitter(6)]);
    expect(tissueMask(flat, 3, g).reduce((n, v) => n + v, 0)).toBe(0);
    const vignette = image((c) => {
      const level = 232 + Math.round((18 * c) / g.cols) + jitter(2);
      return [level, level - 1, level + 1];
    });
    expect(tissueMask(vignette, 3, g).reduce((n, v) => n + v, 0)).toBe(0);
  });
});

describe('heatBytes', () => {
  it('maps 0 s to 0 and the rest to 1 + 254 × s / max rounded up', () => {
    expect([...heatBytes(Float32Array.from([0, 1, 2.5, 10, 0.001]), 10)]).toEqual([0, 27, 65, 255, 2]);
    expect([...heatBytes(Float32Array.from([0, 0]), 0)]).toEqual([0, 0]);
  });
});
