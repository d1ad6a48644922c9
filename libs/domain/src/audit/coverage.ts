/**
 * Screening coverage (issue 16, docs/adr/0029): which cells of a slide were on screen at
 * SCREENING_MAGNIFICATION or more and for how long, the share of the tissue they cover, and the
 * objects never seen. Pure: the API feeds it a page's view samples and the slide's tissue mask.
 *
 * Cells are square; a cell counts as on screen when its centre lies inside the view's quadrilateral.
 * An object is seen as sightings.ts says (SEEN_MIN_DWELL_MS at SCREENING_MAGNIFICATION or more).
 */
import { MAX_DWELL_MS, SCREENING_MAGNIFICATION, SEEN_MIN_DWELL_MS } from '@cytocampus/contracts';
import { forEachCellInConvex } from './quad.js';
import { dwellTimes, sightingsOf, type ObjectSighting } from './sightings.js';
import { computeTissueMask } from './tissue.js';

export interface CoveragePoint {
  x: number;
  y: number;
}

/** One viewport sample of one slide page, in time order. */
export interface CoverageView {
  at: number;
  session: string;
  magnification: number;
  /** The screen's four corners in level-0 pixels (a tilted rectangle when rotated, mirrored when flipped). */
  corners: readonly CoveragePoint[];
}

export interface CoverageGrid {
  cols: number;
  rows: number;
  /** Level-0 pixels per cell side. */
  cellSize: number;
}

export interface CoverageObject {
  id: string;
  coords: CoveragePoint;
  catIdx: number;
  solution: boolean;
}

export interface CoverageInput {
  slide: { width: number; height: number };
  grid: CoverageGrid;
  views: readonly CoverageView[];
  /** When the page ended (its submit, the review's last event): the last view lasts until then, capped. */
  endAt: number | null;
  /** One byte per cell (1 tissue), or null when the tissue is not known. */
  tissue: Uint8Array | null;
  /** Solution objects and area objects, the ones to report when never seen. */
  objects: readonly CoverageObject[];
  minMagnification?: number;
  maxDwellMs?: number;
  /** The time on screen at minMagnification or more that makes an object seen (SEEN_MIN_DWELL_MS). */
  minDwellMs?: number;
}

export interface CoverageResult {
  /** Seconds on screen at minMagnification or more, per cell, row by row. */
  seconds: Float32Array;
  maxSeconds: number;
  screenedSeconds: number;
  viewedSeconds: number;
  /** 0–100, one decimal; null without a tissue mask. */
  tissueScreenedPercent: number | null;
  /** Tissue cells, and those screened (a screening view's centre test, however short); 0 without a mask. */
  tissueCells: number;
  screenedTissueCells: number;
  /** Ids of the objects seen (minDwellMs at minMagnification or more), and the others. */
  seen: string[];
  missed: CoverageObject[];
  /** Every object's sighting, in the order of `objects`. */
  sightings: ObjectSighting[];
}

/** The grid for a slide: the longer side in `maxCells` cells, square cells. */
export function coverageGrid(slide: { width: number; height: number }, maxCells: number): CoverageGrid {
  const width = Math.max(1, Math.ceil(slide.width));
  const height = Math.max(1, Math.ceil(slide.height));
  const cellSize = Math.max(1, Math.ceil(Math.max(width, height) / Math.max(1, Math.floor(maxCells))));
  return { cols: Math.ceil(width / cellSize), rows: Math.ceil(height / cellSize), cellSize };
}

/** The coverage of one slide page. */
export function computeCoverage(input: CoverageInput): CoverageResult {
  const { grid, views, tissue, objects } = input;
  const minMagnification = input.minMagnification ?? SCREENING_MAGNIFICATION;
  const cells = grid.cols * grid.rows;
  if (tissue && tissue.length !== cells) throw new Error(`computeCoverage: tissue mask of ${tissue.length} cells for a ${grid.cols}×${grid.rows} grid`);
  const maxDwellMs = input.maxDwellMs ?? MAX_DWELL_MS;
  const dwell = dwellTimes(views, input.endAt, maxDwellMs);
  const seconds = new Float32Array(cells);
  // A screening view marks its cells even when it lasted no time (the reviewer passed over them).
  const screened = new Uint8Array(cells);
  let viewedMs = 0;
  let screenedMs = 0;
  for (let i = 0; i < views.length; i += 1) {
    const view = views[i]!;
    const ms = dwell[i]!;
    viewedMs += ms;
    if (!(view.magnification >= minMagnification)) continue;
    screenedMs += ms;
    const s = ms / 1000;
    forEachCellInConvex(grid, view.corners, (cell) => {
      seconds[cell]! += s;
      screened[cell] = 1;
    });
  }
  let maxSeconds = 0;
  for (let i = 0; i < cells; i += 1) if (seconds[i]! > maxSeconds) maxSeconds = seconds[i]!;
  const sightings = sightingsOf(views, dwell, objects, { minMagnification, minDwellMs: input.minDwellMs ?? SEEN_MIN_DWELL_MS });
  const tissueCount = tissue ? countTissue(tissue, screened) : { tissueCells: 0, screenedTissueCells: 0 };
  return {
    seconds,
    maxSeconds,
    screenedSeconds: screenedMs / 1000,
    viewedSeconds: viewedMs / 1000,
    tissueScreenedPercent: tissueCount.tissueCells === 0 ? null : Math.round((tissueCount.screenedTissueCells / tissueCount.tissueCells) * 1000) / 10,
    ...tissueCount,
    seen: sightings.filter((s) => s.seen).map((s) => s.id),
    missed: objects.filter((_, i) => !sightings[i]!.seen),
    sightings,
  };
}

function countTissue(tissue: Uint8Array, screened: Uint8Array): { tissueCells: number; screenedTissueCells: number } {
  let tissueCells = 0;
  let screenedTissueCells = 0;
  for (let i = 0; i < tissue.length; i += 1) {
    if (!tissue[i]) continue;
    tissueCells += 1;
    if (screened[i]) screenedTissueCells += 1;
  }
  return { tissueCells, screenedTissueCells };
}

/**
 * Tissue cells from the slide's thumbnail resized to the grid (RGB bytes, `channels` per pixel):
 * background is bright and unsaturated glass; the threshold is found from the image, not assumed.
 */
export function tissueMask(pixels: Uint8Array, channels: number, grid: CoverageGrid): Uint8Array {
  return computeTissueMask(pixels, channels, grid);
}

/** One byte per cell for the heat map (0 never, else 1 + 254 × s / max rounded up), as ReviewCoverage.heat. */
export function heatBytes(seconds: Float32Array, maxSeconds: number): Uint8Array {
  const out = new Uint8Array(seconds.length);
  if (!(maxSeconds > 0)) return out;
  for (let i = 0; i < seconds.length; i += 1) {
    const s = seconds[i]!;
    if (s > 0) out[i] = Math.min(255, 1 + Math.ceil((254 * s) / maxSeconds));
  }
  return out;
}
