/**
 * The screening heat map as pixels: one pixel per coverage cell, transparent where nothing was
 * screened, yellow to red with the time spent, and tissue never screened tinted blue. Pure.
 */
import type { ReviewCoverage } from '@cytocampus/contracts';

export type Rgba = readonly [number, number, number, number];

const CLEAR: Rgba = [0, 0, 0, 0];
/** Tissue that never came on screen at 10x or more. */
export const UNSCREENED_TISSUE: Rgba = [34, 139, 230, 70];

/** Bytes from base64 (the coverage's heat and tissue grids). */
export function decodeBytes(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** A heat byte (1 = briefly … 255 = the longest) → yellow, through orange, to red, more opaque with time (the cells stay visible beneath). */
export function heatColor(heat: number): Rgba {
  if (heat <= 0) return CLEAR;
  const share = Math.min(1, (heat - 1) / 254);
  return [255, Math.round(220 * (1 - share)), 0, Math.round(70 + 90 * share)];
}

/** The cols × rows RGBA pixels of the heat map (row by row, as the grid). */
export function coveragePixels(coverage: Pick<ReviewCoverage, 'grid' | 'heat' | 'tissue'>): Uint8ClampedArray<ArrayBuffer> {
  const { cols, rows } = coverage.grid;
  const heat = decodeBytes(coverage.heat);
  const tissue = coverage.tissue ? decodeBytes(coverage.tissue) : null;
  const pixels = new Uint8ClampedArray(cols * rows * 4);
  for (let cell = 0; cell < cols * rows; cell += 1) {
    const value = heat[cell] ?? 0;
    const color = value > 0 ? heatColor(value) : tissue?.[cell] === 1 ? UNSCREENED_TISSUE : CLEAR;
    pixels.set(color, cell * 4);
  }
  return pixels;
}

/** '42.5' for the coverage sentence. */
export const percentWords = (percent: number): string => (Math.round(percent * 10) / 10).toFixed(1).replace(/\.0$/, '');
