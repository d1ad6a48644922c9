/**
 * Test helper: what a screening microscope would measure of one cell, from RGB pixels only. The
 * nucleus is the haematoxylin-dark region (red plus green absorbance above NUCLEUS_OD, and above half
 * the nucleus's own: keratin, blood and cytoplasm absorb mostly green or blue) connected to the given point,
 * holes filled row by row; the cell is the tissue around it, found by rays cast from the nucleus
 * that stop at glass (a perinuclear halo, glass close to the nucleus, does not stop them: it is
 * part of a koilocyte). Rays that run into a neighbour are cut to 1.6 times the median ray.
 */
export const NUCLEUS_OD = 1;
export const TISSUE_OD = 0.3;
const RAYS = 48;

export interface CellMeasure {
  /** Nuclear area in µm². */
  nuclearArea: number;
  /** Nuclear area over cell area. */
  nc: number;
  /** Mean red plus green absorbance of the nuclear pixels. */
  darkness: number;
}

export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

const odTable = Array.from({ length: 256 }, (_, v) => -Math.log(Math.max(1, v) / 255));

/** Optical density of each pixel: red + green (nuclear), or all three channels (any tissue). */
export function opticalDensity(image: RgbImage, channels: 'nuclear' | 'all'): Float32Array {
  const out = new Float32Array(image.width * image.height);
  const blue = channels === 'all' ? 1 : 0;
  for (let p = 0, i = 0; p < out.length; p++, i += 3) out[p] = odTable[image.data[i]!]! + odTable[image.data[i + 1]!]! + blue * odTable[image.data[i + 2]!]!;
  return out;
}

export function measureCell(image: RgbImage, x: number, y: number, micronsPerPixel: number): CellMeasure | null {
  const { width, height } = image;
  const od = opticalDensity(image, 'nuclear');
  const seed = darkestNear(od, width, height, Math.round(x), Math.round(y), 3);
  if (seed < 0 || od[seed]! < NUCLEUS_OD) return null;
  // Half the nucleus's own density: a dark nucleus does not run into the blood or keratin beside it.
  const threshold = Math.max(NUCLEUS_OD, 0.5 * meanAround(od, width, height, seed, 2));
  const nucleus = floodDark(od, width, height, seed, threshold, 30 / micronsPerPixel);
  const { area: nuclearPx, darkness } = filledArea(od, width, nucleus);
  const cx = nucleus.reduce((s, p) => s + (p % width), 0) / nucleus.length;
  const cy = nucleus.reduce((s, p) => s + Math.floor(p / width), 0) / nucleus.length;
  const halo = 3 * Math.sqrt(nuclearPx / Math.PI);
  const rays: number[] = [];
  const tissue = opticalDensity(image, 'all');
  for (let k = 0; k < RAYS; k++) rays.push(castRay(tissue, width, height, cx, cy, (k / RAYS) * Math.PI * 2, halo, 3 / micronsPerPixel, 70 / micronsPerPixel));
  const median = [...rays].sort((a, b) => a - b)[RAYS >> 1]!;
  const cellPx = rays.reduce((s, r) => s + Math.min(r, 1.6 * median) ** 2, 0) * (Math.PI / RAYS);
  const um2 = micronsPerPixel * micronsPerPixel;
  return { nuclearArea: nuclearPx * um2, nc: nuclearPx / Math.max(nuclearPx, cellPx), darkness };
}

function darkestNear(od: Float32Array, width: number, height: number, x: number, y: number, r: number): number {
  let best = -1;
  for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
    for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++) if (best < 0 || od[yy * width + xx]! > od[best]!) best = yy * width + xx;
  return best;
}

function meanAround(od: Float32Array, width: number, height: number, p: number, r: number): number {
  const x = p % width;
  const y = Math.floor(p / width);
  let sum = 0;
  let n = 0;
  for (let yy = Math.max(0, y - r); yy <= Math.min(height - 1, y + r); yy++)
    for (let xx = Math.max(0, x - r); xx <= Math.min(width - 1, x + r); xx++, n++) sum += od[yy * width + xx]!;
  return sum / n;
}

function floodDark(od: Float32Array, width: number, height: number, seed: number, threshold: number, maxReach: number): number[] {
  const seen = new Uint8Array(od.length);
  const sx = seed % width;
  const sy = Math.floor(seed / width);
  const stack = [seed];
  const out: number[] = [];
  seen[seed] = 1;
  while (stack.length > 0) {
    const p = stack.pop()!;
    out.push(p);
    const px = p % width;
    const py = Math.floor(p / width);
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const nx = px + dx;
      const ny = py + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || Math.hypot(nx - sx, ny - sy) > maxReach) continue;
      const q = ny * width + nx;
      if (seen[q] || od[q]! < threshold) continue;
      seen[q] = 1;
      stack.push(q);
    }
  }
  return out;
}

/** Area with holes filled (each row from its first to its last pixel) and the mean density over it. */
function filledArea(od: Float32Array, width: number, pixels: number[]): { area: number; darkness: number } {
  const rows = new Map<number, [number, number]>();
  for (const p of pixels) {
    const y = Math.floor(p / width);
    const x = p % width;
    const span = rows.get(y);
    if (span) rows.set(y, [Math.min(span[0], x), Math.max(span[1], x)]);
    else rows.set(y, [x, x]);
  }
  let area = 0;
  let sum = 0;
  for (const [y, [from, to]] of rows) {
    for (let x = from; x <= to; x++) sum += od[y * width + x]!;
    area += to - from + 1;
  }
  return { area, darkness: sum / area };
}

function castRay(od: Float32Array, width: number, height: number, cx: number, cy: number, angle: number, halo: number, gap: number, max: number): number {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let last = 0;
  for (let r = 1; r < max; r++) {
    const x = Math.round(cx + dx * r);
    const y = Math.round(cy + dy * r);
    if (x < 0 || y < 0 || x >= width || y >= height) break;
    if (od[y * width + x]! > TISSUE_OD) last = r;
    else if (r > halo && r - last > gap) break;
  }
  return last;
}
