/**
 * The tissue of a slide from its thumbnail, one answer per coverage cell. Glass is bright and
 * unsaturated, so a cell's "tissueness" is 255 − its darkest channel (dark or coloured both score);
 * Otsu's method finds where glass ends on this slide's own histogram rather than a fixed guess.
 */
import type { CoverageGrid } from './coverage.js';

/** Below this the two Otsu classes are one: the image is (nearly) all glass, or all tissue. */
const WEAK_SPLIT_LEVELS = 10;
/** Tissueness no glass reaches (its darkest channel under 215); used when Otsu cannot split. */
const FIXED_TISSUE_FLOOR = 40;
/** Even a strong split never calls this pale tissue (darkest channel above 230): uneven glass, a shadow. */
const MIN_TISSUE_LEVEL = 25;

export function tissuenessOf(pixels: Uint8Array, channels: number, cells: number): Uint8Array {
  if (channels < 1) throw new Error(`tissueMask: channels must be at least 1, got ${channels}`);
  if (pixels.length < cells * channels) throw new Error(`tissueMask: ${pixels.length} bytes for ${cells} cells of ${channels} channels`);
  const colourChannels = Math.min(3, channels);
  const out = new Uint8Array(cells);
  for (let i = 0; i < cells; i += 1) {
    const base = i * channels;
    let darkest = 255;
    for (let k = 0; k < colourChannels; k += 1) darkest = Math.min(darkest, pixels[base + k]!);
    // A transparent pixel (outside the scanned area) is background.
    if (channels === 4 && pixels[base + 3] === 0) darkest = 255;
    out[i] = 255 - darkest;
  }
  return out;
}

/** Otsu's threshold on a 256-level histogram: `level` splits [0, level] from (level, 255]. */
export function otsu(values: Uint8Array): { level: number; lowMean: number; highMean: number } {
  const histogram = new Float64Array(256);
  for (const v of values) histogram[v]! += 1;
  const total = values.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v += 1) sumAll += v * histogram[v]!;
  let best = { level: 255, lowMean: total ? sumAll / total : 0, highMean: total ? sumAll / total : 0 };
  let bestVariance = -1;
  let lowCount = 0;
  let lowSum = 0;
  for (let v = 0; v < 255; v += 1) {
    lowCount += histogram[v]!;
    lowSum += v * histogram[v]!;
    const highCount = total - lowCount;
    if (lowCount === 0 || highCount === 0) continue;
    const lowMean = lowSum / lowCount;
    const highMean = (sumAll - lowSum) / highCount;
    const variance = lowCount * highCount * (lowMean - highMean) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = { level: v, lowMean, highMean };
    }
  }
  return best;
}

/** Drops tissue cells with no tissue among their eight neighbours (dust, a speck on the glass). */
export function dropIsolatedCells(mask: Uint8Array, grid: CoverageGrid): Uint8Array {
  const { cols, rows } = grid;
  const out = mask.slice();
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      if (!mask[r * cols + c]) continue;
      let neighbours = 0;
      for (let dr = -1; dr <= 1 && neighbours === 0; dr += 1) {
        const rr = r + dr;
        if (rr < 0 || rr >= rows) continue;
        for (let dc = -1; dc <= 1; dc += 1) {
          const cc = c + dc;
          if ((dr === 0 && dc === 0) || cc < 0 || cc >= cols) continue;
          if (mask[rr * cols + cc]) {
            neighbours += 1;
            break;
          }
        }
      }
      if (neighbours === 0) out[r * cols + c] = 0;
    }
  }
  return out;
}

export function computeTissueMask(pixels: Uint8Array, channels: number, grid: CoverageGrid): Uint8Array {
  const cells = grid.cols * grid.rows;
  const tissueness = tissuenessOf(pixels, channels, cells);
  const split = otsu(tissueness);
  const threshold = split.highMean - split.lowMean < WEAK_SPLIT_LEVELS ? FIXED_TISSUE_FLOOR : Math.max(split.level, MIN_TISSUE_LEVEL);
  const mask = new Uint8Array(cells);
  for (let i = 0; i < cells; i += 1) mask[i] = tissueness[i]! > threshold ? 1 : 0;
  return dropIsolatedCells(mask, grid);
}
