import { describe, expect, it } from '@jest/globals';
import type { ObjectOfInterest } from '@cytocampus/contracts';
import { coverageGrid, type CoverageView } from '../audit/coverage.js';
import { clickedObjectIds, referenceObjectsOf, screenPage, type PageScreeningInput } from './page.js';

/** A 1000 × 1000 px slide on a 10 × 10 grid of 100 px cells. */
const slide = { width: 1000, height: 1000 };
const grid = coverageGrid(slide, 10);

/** An axis-aligned screen from (x0, y0) to (x1, y1), corners clockwise from its top left. */
const box = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];
const view = (at: number, corners: ReturnType<typeof box>, magnification: number): CoverageView => ({ at, session: 's1', magnification, corners });

const ooi = (id: string, catIdx: number, x = 0, y = 0): ObjectOfInterest => ({ id, coords: { x, y }, cat: { idx: catIdx, name: '' }, rank: 0, custom: false });

describe('referenceObjectsOf', () => {
  const objects = [[ooi('a1', 0), ooi('a2', 0)], [ooi('c1', 1)], [], [ooi('k1', 3)], []];

  it('takes the objects the solution names, whatever their category, and ignores ids not on the slide', () => {
    expect(referenceObjectsOf(objects, ['c1', 'a2', 'gone']).map((o) => [o.id, o.solution])).toEqual([
      ['a2', true],
      ['c1', true],
    ]);
  });

  it('falls back to the diagnostic (area) objects when the solution names none on the slide', () => {
    expect(referenceObjectsOf(objects, []).map((o) => [o.id, o.solution])).toEqual([
      ['a1', false],
      ['a2', false],
    ]);
    expect(referenceObjectsOf(objects, ['gone']).map((o) => o.id)).toEqual(['a1', 'a2']);
    expect(referenceObjectsOf([[], [ooi('c1', 1)]], [])).toEqual([]);
  });
});

describe('clickedObjectIds', () => {
  it('keeps the ids of object clicks only', () => {
    const clicked = clickedObjectIds([
      { kind: 'objectClick', seq: 1, at: 1, objectId: 'a1', catIdx: 0 },
      { kind: 'slideClick', seq: 2, at: 2, x: 5, y: 5 },
      { kind: 'objectClick', seq: 3, at: 3, objectId: 'a1', catIdx: 0 },
      { kind: 'gamma', seq: 4, at: 4, catIdx: 0, on: true },
    ]);
    expect([...clicked]).toEqual(['a1']);
  });
});

describe('screenPage', () => {
  // Tissue: columns 0–4 (50 cells). A 10x view of x 0–400, y 0–500 (cell centres of columns 0–3, rows 0–4:
  // 20 tissue cells) for 20 s, then the whole slide at 4x for 10 s until the submit.
  const tissue = new Uint8Array(100).map((_, i) => (i % 10 <= 4 ? 1 : 0));
  const input: PageScreeningInput = {
    slide,
    grid,
    views: [view(5000, box(0, 0, 400, 500), 10), view(25_000, box(0, 0, 1000, 1000), 4)],
    endAt: 35_000,
    tissue,
    micronsPerPixel: 0.5,
    objects: referenceObjectsOf([[ooi('inView', 0, 200, 200), ooi('lowPower', 0, 800, 800)]], []),
    clicked: ['lowPower'],
    shortList: ['inView', 'mark-1'],
  };

  it('gives each reference object its sighting, click and mark', () => {
    expect(screenPage(input).objects).toEqual([
      { id: 'inView', seen: true, firstViewMs: 0, dwellMs: 20_000, clicked: false, marked: true },
      { id: 'lowPower', seen: false, firstViewMs: null, dwellMs: 0, clicked: true, marked: false },
    ]);
  });

  it('measures the tissue screened, the time on the slide and the pace in mm² a minute', () => {
    // 20 of 50 tissue cells: 40 %. A cell is 100 px × 0.5 µm = 50 µm a side, 2,500 µm² = 0.0025 mm²;
    // 20 cells are 0.05 mm², screened in 20 s (1/3 min) at 10x: 0.05 × 3 = 0.15 mm²/min. 30 s on the slide.
    const page = screenPage(input);
    expect([page.tissueScreenedPercent, page.timeOnSlideMs, page.screenedMs]).toEqual([40, 30_000, 20_000]);
    expect(page.tissueScreenedMm2).toBeCloseTo(0.05, 12);
    expect(page.paceMm2PerMinute).toBeCloseTo(0.15, 12);
  });

  it('has no area or pace without microns per pixel, without a tissue mask or without time at 10x', () => {
    const noScale = screenPage({ ...input, micronsPerPixel: null });
    expect([noScale.tissueScreenedPercent, noScale.tissueScreenedMm2, noScale.paceMm2PerMinute]).toEqual([40, null, null]);
    const noMask = screenPage({ ...input, tissue: null });
    expect([noMask.tissueScreenedPercent, noMask.tissueScreenedMm2, noMask.paceMm2PerMinute]).toEqual([null, null, null]);
    const lowPowerOnly = screenPage({ ...input, views: [view(0, box(0, 0, 1000, 1000), 4)], endAt: 60_000 });
    expect([lowPowerOnly.tissueScreenedMm2, lowPowerOnly.paceMm2PerMinute, lowPowerOnly.timeOnSlideMs]).toEqual([0, null, 30_000]);
  });
});
