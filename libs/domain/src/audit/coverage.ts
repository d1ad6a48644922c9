/**
 * Screening coverage (issue 16, docs/adr/0029): which cells of a slide were on screen at
 * SCREENING_MAGNIFICATION or more and for how long, the share of the tissue they cover, and the
 * objects never seen. Pure: the API feeds it a page's view samples and the slide's tissue mask.
 *
 * Cells are square; a cell counts as on screen when its centre lies inside the view's quadrilateral.
 */
import { MAX_DWELL_MS, SCREENING_MAGNIFICATION } from '@cytocampus/contracts';
import { forEachCellInConvex, insideConvex } from './quad.js';
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
}

export interface CoverageResult {
  /** Seconds on screen at minMagnification or more, per cell, row by row. */
  seconds: Float32Array;
  maxSeconds: number;
  screenedSeconds: number;
  viewedSeconds: number;
  /** 0–100, one decimal; null without a tissue mask. */
  tissueScreenedPercent: number | null;
  /** Ids of the objects seen at minMagnification or more. */
  seen: string[];
  missed: CoverageObject[];
}

/** The grid for a slide: the longer side in `maxCells` cells, square cells. */
export function coverageGrid(slide: { width: number; height: number }, maxCells: number): CoverageGrid {
  const width = Math.max(1, Math.ceil(slide.width));
  const height = Math.max(1, Math.ceil(slide.height));
  const cellSize = Math.max(1, Math.ceil(Math.max(width, height) / Math.max(1, Math.floor(maxCells))));
  return { cols: Math.ceil(width / cellSize), rows: Math.ceil(height / cellSize), cellSize };
}

/** How long each view was on screen, ms: until the next view (any session) or endAt, capped. */
function dwellTimes(views: readonly CoverageView[], endAt: number | null, maxDwellMs: number): Float64Array {
  const dwell = new Float64Array(views.length);
  for (let i = 0; i < views.length; i += 1) {
    const next = i + 1 < views.length ? views[i + 1]!.at : endAt;
    // A session change needs no rule of its own: the cap already ends a view left behind.
    dwell[i] = next === null ? 0 : Math.min(maxDwellMs, Math.max(0, next - views[i]!.at));
  }
  return dwell;
}

/** The coverage of one slide page. */
export function computeCoverage(input: CoverageInput): CoverageResult {
  const { grid, views, tissue, objects } = input;
  const minMagnification = input.minMagnification ?? SCREENING_MAGNIFICATION;
  const cells = grid.cols * grid.rows;
  if (tissue && tissue.length !== cells) throw new Error(`computeCoverage: tissue mask of ${tissue.length} cells for a ${grid.cols}×${grid.rows} grid`);
  const dwell = dwellTimes(views, input.endAt, input.maxDwellMs ?? MAX_DWELL_MS);
  const seconds = new Float32Array(cells);
  // A screening view marks its cells even when it lasted no time (the reviewer passed over them).
  const screened = new Uint8Array(cells);
  const screeningViews: CoverageView[] = [];
  let viewedMs = 0;
  let screenedMs = 0;
  for (let i = 0; i < views.length; i += 1) {
    const view = views[i]!;
    const ms = dwell[i]!;
    viewedMs += ms;
    if (!(view.magnification >= minMagnification)) continue;
    screenedMs += ms;
    screeningViews.push(view);
    const s = ms / 1000;
    forEachCellInConvex(grid, view.corners, (cell) => {
      seconds[cell]! += s;
      screened[cell] = 1;
    });
  }
  let maxSeconds = 0;
  for (let i = 0; i < cells; i += 1) if (seconds[i]! > maxSeconds) maxSeconds = seconds[i]!;
  const seen: string[] = [];
  const missed: CoverageObject[] = [];
  for (const object of objects) {
    if (screeningViews.some((view) => insideConvex(view.corners, object.coords))) seen.push(object.id);
    else missed.push(object);
  }
  return {
    seconds,
    maxSeconds,
    screenedSeconds: screenedMs / 1000,
    viewedSeconds: viewedMs / 1000,
    tissueScreenedPercent: tissue ? tissueScreenedPercent(tissue, screened) : null,
    seen,
    missed,
  };
}

function tissueScreenedPercent(tissue: Uint8Array, screened: Uint8Array): number | null {
  let tissueCells = 0;
  let screenedTissue = 0;
  for (let i = 0; i < tissue.length; i += 1) {
    if (!tissue[i]) continue;
    tissueCells += 1;
    if (screened[i]) screenedTissue += 1;
  }
  return tissueCells === 0 ? null : Math.round((screenedTissue / tissueCells) * 1000) / 10;
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
