/**
 * Helpers of the viewer browser spec: screenshot pixel statistics (decoded in the page, so no image
 * library is needed here), waiting for the view to rest, and reading what the harness recorded.
 */
import type { Locator, Page } from 'playwright-core';
import { waitUntil } from '../harness.js';

export interface PixelStats {
  width: number;
  height: number;
  /** Mean and spread of grey levels (0..255). */
  mean: number;
  std: number;
  /** Share of pixels that are nearly black or nearly white. */
  extremeShare: number;
  columns: number;
  rows: number;
  /** Mean grey per cell, row by row. */
  grid: number[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

// Runs in the page (a string: this project's Node type-check has no DOM types).
const STATS_IN_PAGE = `async (base64, columns, rows) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const sums = new Array(columns * rows).fill(0);
  const counts = new Array(columns * rows).fill(0);
  let sum = 0, squares = 0, extreme = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const grey = 0.299 * data[at] + 0.587 * data[at + 1] + 0.114 * data[at + 2];
      sum += grey; squares += grey * grey;
      if (grey < 20 || grey > 235) extreme += 1;
      const cell = Math.floor((y * rows) / height) * columns + Math.floor((x * columns) / width);
      sums[cell] += grey; counts[cell] += 1;
    }
  }
  const n = width * height, mean = sum / n;
  return { width, height, mean, std: Math.sqrt(Math.max(0, squares / n - mean * mean)), extremeShare: extreme / n,
    columns, rows, grid: sums.map((value, index) => value / counts[index]) };
}`;

export async function pixelStats(page: Page, target: Locator, columns = 48, rows = 32): Promise<PixelStats> {
  const png = await target.screenshot();
  return page.evaluate<PixelStats>(`(${STATS_IN_PAGE})(${JSON.stringify(png.toString('base64'))}, ${columns}, ${rows})`);
}

export type CellMap = (column: number, row: number, stats: PixelStats) => [number, number];
export const SAME: CellMap = (column, row) => [column, row];
export const TURNED_HALF: CellMap = (column, row, stats) => [stats.columns - 1 - column, stats.rows - 1 - row];
export const MIRRORED: CellMap = (column, row, stats) => [stats.columns - 1 - column, row];

/**
 * Mean grey difference between `before` seen through `map` and `after`, over the middle of the view
 * (the corners hold the navigator and the scale bar, which do not turn with the image).
 */
export function gridDifference(before: PixelStats, after: PixelStats, map: CellMap): number {
  let total = 0;
  let cells = 0;
  for (let row = Math.floor(before.rows * 0.2); row < Math.ceil(before.rows * 0.8); row += 1) {
    for (let column = Math.floor(before.columns * 0.2); column < Math.ceil(before.columns * 0.8); column += 1) {
      const [mappedColumn, mappedRow] = map(column, row, before);
      total += Math.abs(before.grid[row * before.columns + column]! - after.grid[mappedRow * after.columns + mappedColumn]!);
      cells += 1;
    }
  }
  return total / cells;
}

export async function waitForSettled(page: Page, what = 'the view to settle'): Promise<void> {
  await waitUntil(async () => (await page.evaluate<boolean>('window.viewerSettled?.() === true')) === true, what, 15_000);
}

export async function waitForText(locator: Locator, text: string): Promise<void> {
  await waitUntil(async () => (await locator.textContent())?.trim() === text, `"${text}"`, 20_000);
}

/** What the harness recorded (see harness-entry.jsx). */
export interface RecordedEvents {
  imageClicks: { x: number; y: number }[];
  objectClicks: string[];
  samples: { at: number; center: { x: number; y: number }; magnification: number; rotation: number; flipped: boolean }[];
  measures: { micrometres: number; label: string }[];
  opens: { width: number; height: number }[];
  failures: { message: string; detail: string }[];
  tileFailures: { url: string; attempts: number; gaveUp: boolean }[];
}

export function recorded(page: Page): Promise<RecordedEvents> {
  return page.evaluate<RecordedEvents>('window.viewerEvents');
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not visible');
  return box;
}

/** The drawn ruler line's ends, in viewer pixels. */
export async function rulerEnds(page: Page): Promise<[number, number, number, number]> {
  const line = page.locator('.cc-wsi-ruler-line');
  const read = async (name: string) => Number(await line.getAttribute(name));
  return [await read('x1'), await read('y1'), await read('x2'), await read('y2')];
}
