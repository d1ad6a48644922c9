/**
 * The heat map's pattern option (WCAG 1.4.1, colour is not the only signal): each coverage cell
 * drawn as a tile whose marks say how long it was screened (sparse dots, dense dots, a
 * checkerboard) and tissue never screened hatched, over the same colours. Also the legend's levels.
 * Pure.
 */
import type { ReviewCoverage } from '@cytocampus/contracts';
import { decodeBytes, heatColor, UNSCREENED_TISSUE, type Rgba } from './coverageImage';

/** Pixels per side of one cell's tile. */
export const PATTERN_TILE = 6;

/** A cell as the legend names it: never screened tissue, or one of three lengths of screening. */
export type HeatLevel = 'unscreened' | 'brief' | 'longer' | 'longest';

export const HEAT_LEVELS: readonly HeatLevel[] = ['brief', 'longer', 'longest', 'unscreened'];

/** A heat byte (1…255, the share of the longest time) as a level of the legend; null for nothing screened. */
export function heatLevel(heat: number): Exclude<HeatLevel, 'unscreened'> | null {
  if (heat <= 0) return null;
  return heat <= 85 ? 'brief' : heat <= 170 ? 'longer' : 'longest';
}

/** The colour the legend shows for a level (the heat colour in the middle of its band). */
export const LEVEL_COLORS: Record<HeatLevel, Rgba> = {
  brief: heatColor(43),
  longer: heatColor(128),
  longest: heatColor(213),
  unscreened: UNSCREENED_TISSUE,
};

/** Whether a tile pixel carries the level's mark: more marks the longer the screening; a diagonal hatch for unscreened tissue. */
export function marked(level: HeatLevel, x: number, y: number): boolean {
  const [col, row] = [x % PATTERN_TILE, y % PATTERN_TILE];
  switch (level) {
    case 'brief':
      return (col === 2 || col === 3) && (row === 2 || row === 3);
    case 'longer':
      return (col < 2 && row < 2) || (col >= 3 && col < 5 && row >= 3 && row < 5);
    case 'longest':
      return (col + row) % 2 === 0;
    case 'unscreened':
      return (col + row) % PATTERN_TILE === 0;
  }
}

const INK: Rgba = [33, 37, 41, 230];
const TISSUE_INK: Rgba = [24, 100, 171, 230];

/** One pixel of a level's tile: its mark in a dark ink, else the level's colour. */
export function tilePixel(level: HeatLevel, x: number, y: number, color: Rgba): Rgba {
  if (!marked(level, x, y)) return color;
  return level === 'unscreened' ? TISSUE_INK : INK;
}

/** The (cols × tile) × (rows × tile) RGBA pixels of the patterned heat map. */
export function patternedCoveragePixels(coverage: Pick<ReviewCoverage, 'grid' | 'heat' | 'tissue'>, tile = PATTERN_TILE): Uint8ClampedArray<ArrayBuffer> {
  const { cols, rows } = coverage.grid;
  const heat = decodeBytes(coverage.heat);
  const tissue = coverage.tissue ? decodeBytes(coverage.tissue) : null;
  const width = cols * tile;
  const pixels = new Uint8ClampedArray(width * rows * tile * 4);
  for (let cell = 0; cell < cols * rows; cell += 1) {
    const value = heat[cell] ?? 0;
    const level = heatLevel(value) ?? (tissue?.[cell] === 1 ? 'unscreened' : null);
    if (level === null) continue;
    const color = level === 'unscreened' ? UNSCREENED_TISSUE : heatColor(value);
    const [left, top] = [(cell % cols) * tile, Math.floor(cell / cols) * tile];
    for (let y = 0; y < tile; y += 1) for (let x = 0; x < tile; x += 1) pixels.set(tilePixel(level, x, y, color), ((top + y) * width + left + x) * 4);
  }
  return pixels;
}

/** A legend swatch: size × size pixels of a level, patterned or plain. */
export function swatchPixels(level: HeatLevel, patterned: boolean, size: number): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(size * size * 4);
  const color = LEVEL_COLORS[level];
  for (let y = 0; y < size; y += 1) for (let x = 0; x < size; x += 1) pixels.set(patterned ? tilePixel(level, x, y, color) : color, (y * size + x) * 4);
  return pixels;
}
