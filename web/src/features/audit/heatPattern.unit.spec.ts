import { describe, expect, it } from '@jest/globals';
import { UNSCREENED_TISSUE } from './coverageImage';
import { HEAT_LEVELS, heatLevel, marked, PATTERN_TILE, patternedCoveragePixels, swatchPixels, type HeatLevel } from './heatPattern';

/** How many pixels of one tile carry a level's mark. */
const marks = (level: HeatLevel) => {
  let count = 0;
  for (let y = 0; y < PATTERN_TILE; y += 1) for (let x = 0; x < PATTERN_TILE; x += 1) if (marked(level, x, y)) count += 1;
  return count;
};
/** The tile of each level as a string of marks, to tell them apart without colour. */
const shape = (level: HeatLevel) =>
  Array.from({ length: PATTERN_TILE * PATTERN_TILE }, (_, i) => (marked(level, i % PATTERN_TILE, Math.floor(i / PATTERN_TILE)) ? '#' : '.')).join('');

describe('the heat map’s patterns', () => {
  it('puts a heat byte in one of three bands, nothing screened in none', () => {
    expect([0, 1, 85, 86, 170, 171, 255].map(heatLevel)).toEqual([null, 'brief', 'brief', 'longer', 'longer', 'longest', 'longest']);
  });

  it('marks longer screening more densely, and every level with a shape of its own', () => {
    expect(marks('brief')).toBeLessThan(marks('longer'));
    expect(marks('longer')).toBeLessThan(marks('longest'));
    expect(new Set(HEAT_LEVELS.map(shape)).size).toBe(HEAT_LEVELS.length);
  });

  it('draws one tile per cell: clear where nothing was screened, hatched unscreened tissue, dots over the heat colour', () => {
    const tile = PATTERN_TILE;
    const pixels = patternedCoveragePixels({
      grid: { cols: 3, rows: 1, cellSize: 10 },
      heat: btoa(String.fromCharCode(0, 0, 255)),
      tissue: btoa(String.fromCharCode(0, 1, 1)),
    });
    expect(pixels.length).toBe(3 * tile * tile * 4);
    const at = (x: number, y: number) => [...pixels.slice((y * 3 * tile + x) * 4, (y * 3 * tile + x) * 4 + 4)];
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    // The hatch of tissue never screened, its colour between.
    expect(at(tile, 0)).not.toEqual([...UNSCREENED_TISSUE]);
    expect(at(tile + 1, 0)).toEqual([...UNSCREENED_TISSUE]);
    // The longest screening: a checkerboard of ink over red.
    expect(at(2 * tile, 0)).not.toEqual(at(2 * tile + 1, 0));
    expect(at(2 * tile + 1, 0)).toEqual([255, 0, 0, 160]);
  });

  it('draws the legend’s swatches with the same tiles, or plain colour without patterns', () => {
    const plain = swatchPixels('brief', false, 12);
    expect(new Set(Array.from({ length: 144 }, (_, i) => plain.slice(i * 4, i * 4 + 4).join())).size).toBe(1);
    const patterned = swatchPixels('brief', true, 12);
    expect(new Set(Array.from({ length: 144 }, (_, i) => patterned.slice(i * 4, i * 4 + 4).join())).size).toBe(2);
  });
});
