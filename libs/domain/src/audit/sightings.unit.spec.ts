import { describe, expect, it } from '@jest/globals';
import { MAX_DWELL_MS, SEEN_MIN_DWELL_MS } from '@cytocampus/contracts';
import { objectSightings } from './sightings.js';
import { screen, view } from './testing/screens.js';

/** An object in the middle of a 200 × 200 screen about (500, 500), and one far off it. */
const cell = { id: 'cell', coords: { x: 500, y: 500 } };
const far = { id: 'far', coords: { x: 900, y: 100 } };
const around = screen(500, 500, 200, 200);

describe('objectSightings', () => {
  it('does not see an object on screen only at 4x, however long', () => {
    const [sighting] = objectSightings([view(0, around, 4)], 20_000, [cell]);
    expect(sighting).toEqual({ id: 'cell', seen: false, firstViewMs: null, dwellMs: 0 });
  });

  it('does not see an object on screen at 10x for 0.4 s, and sees it at 0.5 s (SEEN_MIN_DWELL_MS)', () => {
    expect(SEEN_MIN_DWELL_MS).toBe(500);
    const glimpse = objectSightings([view(1000, around)], 1400, [cell])[0]!;
    expect([glimpse.seen, glimpse.dwellMs, glimpse.firstViewMs]).toEqual([false, 400, 0]);
    const look = objectSightings([view(1000, around)], 1500, [cell])[0]!;
    expect([look.seen, look.dwellMs]).toEqual([true, 500]);
  });

  it('adds the dwell of separate 10x views of it, and not of the 4x view between them', () => {
    // 10x 0.3 s, 4x 5 s over it, away 1 s, 10x 0.2 s until the end: 0.5 s in all at 10x.
    const views = [view(0, around, 10), view(300, around, 4), view(5300, screen(100, 100, 100, 100), 20), view(6300, around, 40)];
    const [sighting, missed] = objectSightings(views, 6500, [cell, far]);
    expect(sighting).toEqual({ id: 'cell', seen: true, firstViewMs: 0, dwellMs: 500 });
    expect(missed).toEqual({ id: 'far', seen: false, firstViewMs: null, dwellMs: 0 });
  });

  it('times the first view at 10x from the page’s first view, whatever the magnification of that one', () => {
    const views = [view(10_000, screen(500, 500, 1000, 1000), 2), view(12_500, screen(100, 100, 100, 100)), view(14_000, around, 20)];
    const [sighting] = objectSightings(views, 15_000, [cell]);
    expect(sighting).toEqual({ id: 'cell', seen: true, firstViewMs: 4000, dwellMs: 1000 });
  });

  it('caps a view left on screen at MAX_DWELL_MS, and a last view without an end lasts no time', () => {
    expect(objectSightings([view(0, around), view(100_000, around)], null, [cell])[0]!.dwellMs).toBe(MAX_DWELL_MS);
    expect(objectSightings([view(0, around)], null, [cell])[0]!.seen).toBe(false);
  });

  it('sees the same objects for the same dwell when the screen is rotated or flipped over the same area', () => {
    // A square screen turned by a multiple of 90°, mirrored or not, shows the same square of the slide:
    // its corners only start elsewhere or wind the other way round.
    const objects = [cell, far, { id: 'nearCorner', coords: { x: 590, y: 590 } }, { id: 'justOut', coords: { x: 610, y: 500 } }];
    const expected = objectSightings([view(0, around)], 1000, objects);
    expect(expected.map((s) => [s.id, s.seen])).toEqual([
      ['cell', true],
      ['far', false],
      ['nearCorner', true],
      ['justOut', false],
    ]);
    for (const degrees of [90, 180, 270])
      for (const flipped of [false, true]) expect(objectSightings([view(0, screen(500, 500, 200, 200, degrees, flipped))], 1000, objects)).toEqual(expected);
    // A wide screen turned by 180° and mirrored covers the same rectangle too.
    const wide = objectSightings([view(0, screen(500, 500, 400, 100))], 1000, [{ id: 'side', coords: { x: 680, y: 530 } }]);
    expect(wide[0]!.seen).toBe(true);
    expect(objectSightings([view(0, screen(500, 500, 400, 100, 180, true))], 1000, [{ id: 'side', coords: { x: 680, y: 530 } }])).toEqual(wide);
  });

  it('follows a turned screen: a point of its unturned area falls outside it turned by 45°', () => {
    const corner = { id: 'corner', coords: { x: 590, y: 590 } };
    expect(objectSightings([view(0, screen(500, 500, 200, 200, 45))], 1000, [corner])[0]!.seen).toBe(false);
    expect(objectSightings([view(0, screen(500, 500, 200, 200, 45, true))], 1000, [corner])[0]!.seen).toBe(false);
    const tip = { id: 'tip', coords: { x: 635, y: 500 } };
    expect(objectSightings([view(0, screen(500, 500, 200, 200, 45, true))], 1000, [tip])[0]!.seen).toBe(true);
  });
});
