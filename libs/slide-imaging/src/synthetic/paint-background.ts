import { PALETTE, type SmearLayout } from './cell-model.js';
import { valueNoise } from './random.js';
import { TEXTURE_MASK, TEXTURE_SIZE, type Textures } from './textures.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { abs, ceil, max } = Math;

const COARSE = 16;

/**
 * Pale, slightly uneven background with faint bluish mucus strands and sensor grain. The slow
 * variations are computed on a 16-pixel grid and interpolated: per-pixel noise would cost seconds.
 */
export function paintBackground(layout: SmearLayout, t: Textures, x0: number, y0: number, size: number, od: Float32Array): void {
  const gw = ceil(size / COARSE) + 2;
  const base = new Float32Array(gw * gw);
  const mucus = new Float32Array(gw * gw);
  for (let gy = 0; gy < gw; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const ax = x0 + gx * COARSE;
      const ay = y0 + gy * COARSE;
      base[gy * gw + gx] = 0.8 + 0.45 * valueNoise(ax, ay, 900, layout.seed ^ 0x1b);
      const ridge = 1 - abs(2 * valueNoise(ax * 0.15, ay, 200, layout.seed ^ 0x2c) - 1);
      mucus[gy * gw + gx] = max(0, ridge - 0.9) * max(0, valueNoise(ax, ay, 1200, layout.seed ^ 0x3d) - 0.45) * 2;
    }
  }
  const [br, bg, bb] = PALETTE.background;
  const [mr, mg, mb] = PALETTE.mucus;
  const colBase = new Float32Array(gw);
  const colMucus = new Float32Array(gw);
  const grain = t.grain;
  for (let y = 0; y < size; y++) {
    const gy = (y / COARSE) | 0;
    const fy = y / COARSE - gy;
    for (let gx = 0; gx < gw; gx++) {
      const a = gy * gw + gx;
      colBase[gx] = base[a]! + (base[a + gw]! - base[a]!) * fy;
      colMucus[gx] = mucus[a]! + (mucus[a + gw]! - mucus[a]!) * fy;
    }
    const grainRow = ((y0 + y) & TEXTURE_MASK) * TEXTURE_SIZE;
    let i = y * size * 3;
    for (let x = 0; x < size; x++, i += 3) {
      const gx = (x / COARSE) | 0;
      const fx = x / COARSE - gx;
      const f = colBase[gx]! + (colBase[gx + 1]! - colBase[gx]!) * fx;
      const m = colMucus[gx]! + (colMucus[gx + 1]! - colMucus[gx]!) * fx;
      const g = grain[grainRow + ((x0 + x) & TEXTURE_MASK)]! * 0.008;
      od[i] = br * f + mr * m + g;
      od[i + 1] = bg * f + mg * m + g;
      od[i + 2] = bb * f + mb * m + g;
    }
  }
}
