import { PALETTE, type Od, type SmearLayout } from './cell-model.js';
import { hash2, valueNoise } from './random.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { ceil, floor, max, min, sqrt } = Math;

/**
 * What lies around the cells of a recipe: red blood cells, a neutrophil exudate, the granular
 * debris of a tumour diathesis. Nothing of it is in the layout: each is a jittered lattice whose
 * points are kept or not by a position hash and a slow patchiness field, so any tile paints the
 * same pixels whatever the order and memory stays that of the cells. At level 1 (an obscured,
 * unsatisfactory smear) the patches join and cover most of the slide.
 */
export function paintBackdrop(layout: SmearLayout, x0: number, y0: number, size: number, od: Float32Array): void {
  const { blood, inflammation, diathesis } = layout.backdrop;
  const px = (um: number) => um / layout.micronsPerPixel;
  const seed = layout.seed;
  if (diathesis > 0) {
    haze(layout, x0, y0, size, od, diathesis * 0.5, PALETTE.blood, seed ^ 0xd1a);
    lattice(layout, x0, y0, size, px(3.2), diathesis, seed ^ 0xdeb, seed ^ 0xd1a, (x, y, h) =>
      disc(od, x0, y0, size, x, y, px(0.3 + 0.6 * h), PALETTE.debris, 0.45, 0),
    );
  }
  if (inflammation > 0) {
    haze(layout, x0, y0, size, od, inflammation, PALETTE.exudate, seed ^ 0x1f1);
    for (let layer = 0; layer < (inflammation > 0.6 ? 2 : 1); layer++)
      lattice(layout, x0, y0, size, px(8), inflammation, seed ^ (0x2f2 + layer), seed ^ 0x1f1, (x, y, h) => neutrophil(od, x0, y0, size, x, y, px, h));
  }
  if (blood > 0) {
    for (let layer = 0; layer < (blood > 0.6 ? 2 : 1); layer++)
      lattice(layout, x0, y0, size, px(7), blood, seed ^ (0xb1d + layer), seed ^ 0xb10, (x, y, h) =>
        disc(od, x0, y0, size, x, y, px(3.4 + 0.6 * h), PALETTE.blood, 0.75, 0.35),
      );
  }
}

/**
 * How likely a lattice point is kept here: a few strays everywhere, and patches where the slow
 * noise is above 1 - level, so the patches grow and join as the level approaches 1.
 */
function keep(x: number, y: number, level: number, scale: number, seed: number): number {
  const t = (valueNoise(x, y, scale, seed) - (1 - level) + 0.12) / 0.24;
  const patch = t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
  return 0.1 * level + 0.9 * patch;
}

function lattice(
  layout: SmearLayout,
  x0: number,
  y0: number,
  size: number,
  step: number,
  level: number,
  seed: number,
  patchSeed: number,
  draw: (x: number, y: number, h: number) => void,
): void {
  const reach = step * 2;
  const patch = 1200 / layout.micronsPerPixel / 4; // patches about 300 µm across
  for (let j = floor((y0 - reach) / step); j <= ceil((y0 + size + reach) / step); j++) {
    for (let i = floor((x0 - reach) / step); i <= ceil((x0 + size + reach) / step); i++) {
      const x = (i + hash2(i, j, seed ^ 1)) * step;
      const y = (j + hash2(i, j, seed ^ 2)) * step;
      if (x < 0 || y < 0 || x >= layout.width || y >= layout.height) continue;
      if (hash2(i, j, seed) >= keep(x, y, level, patch, patchSeed)) continue;
      draw(x, y, hash2(i, j, seed ^ 4));
    }
  }
}

/** A round disc; `pallor` lightens its centre (a red cell's biconcave shape). */
function disc(od: Float32Array, x0: number, y0: number, size: number, cx: number, cy: number, r: number, colour: Od, strength: number, pallor: number): void {
  const bx0 = max(x0, floor(cx - r - 1));
  const bx1 = min(x0 + size, ceil(cx + r + 1));
  const by0 = max(y0, floor(cy - r - 1));
  const by1 = min(y0 + size, ceil(cy + r + 1));
  const [cr, cg, cb] = colour;
  for (let y = by0; y < by1; y++) {
    const dy = y - cy;
    let i = ((y - y0) * size + (bx0 - x0)) * 3;
    for (let x = bx0; x < bx1; x++, i += 3) {
      const dx = x - cx;
      const d = sqrt(dx * dx + dy * dy);
      if (d >= r + 0.5) continue;
      const q = d / r;
      const f = strength * (1 - pallor + pallor * q * q) * (d > r - 0.5 ? r + 0.5 - d : 1);
      od[i] = od[i]! + cr * f;
      od[i + 1] = od[i + 1]! + cg * f;
      od[i + 2] = od[i + 2]! + cb * f;
    }
  }
}

/** A neutrophil's three or four dark lobes (its faint cytoplasm is lost in the exudate's haze; painting it would cost a third of the time). */
function neutrophil(od: Float32Array, x0: number, y0: number, size: number, cx: number, cy: number, px: (um: number) => number, h: number): void {
  const lobes = 3 + (h < 0.5 ? 1 : 0);
  for (let k = 0; k < lobes; k++) {
    const t = h * 6.283 + (k / lobes) * 5;
    disc(od, x0, y0, size, cx + Math.cos(t) * px(2), cy + Math.sin(t) * px(2), px(1.5), PALETTE.neutroLobe, 1, 0);
  }
}

/** A smooth film (exudate, lysed blood) following the same patches, added on a coarse grid. */
function haze(layout: SmearLayout, x0: number, y0: number, size: number, od: Float32Array, level: number, colour: Od, seed: number): void {
  const patch = 1200 / layout.micronsPerPixel / 4;
  const [cr, cg, cb] = colour;
  const grid = 16;
  for (let gy = 0; gy < size; gy += grid) {
    for (let gx = 0; gx < size; gx += grid) {
      const f = 0.6 * level * keep(x0 + gx + grid / 2, y0 + gy + grid / 2, level, patch, seed);
      if (f <= 0.01) continue;
      for (let y = gy; y < min(size, gy + grid); y++) {
        let i = (y * size + gx) * 3;
        for (let x = gx; x < min(size, gx + grid); x++, i += 3) {
          od[i] = od[i]! + cr * f;
          od[i + 1] = od[i + 1]! + cg * f;
          od[i + 2] = od[i + 2]! + cb * f;
        }
      }
    }
  }
}
