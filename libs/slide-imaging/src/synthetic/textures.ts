import { hash2 } from './random.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { floor } = Math;

/**
 * Precomputed texture tables (512 × 512, wrapping). Looking a value up costs a few nanoseconds where
 * computing noise per pixel would cost tens: at 400 million pixels that is the difference between
 * seconds and minutes. The period is invisible at these amplitudes.
 */
export const TEXTURE_SIZE = 512;
export const TEXTURE_MASK = TEXTURE_SIZE - 1;

export interface Textures {
  /** Per-pixel grain in [-1, 1]. */
  grain: Float32Array;
  /** Cytoplasm texture (keratin, granularity) in [-1, 1]: 8 px features plus 4 px detail. */
  smooth: Float32Array;
}

/** Value noise whose lattice wraps every `TEXTURE_SIZE` pixels (scale must divide it). */
function periodicNoise(x: number, y: number, scale: number, seed: number): number {
  const period = TEXTURE_SIZE / scale;
  const ix = floor(x / scale);
  const iy = floor(y / scale);
  let tx = x / scale - ix;
  let ty = y / scale - iy;
  tx = tx * tx * (3 - 2 * tx);
  ty = ty * ty * (3 - 2 * ty);
  const h = (i: number, j: number) => hash2(i % period, j % period, seed);
  const a = h(ix, iy);
  const b = h(ix + 1, iy);
  const c = h(ix, iy + 1);
  const d = h(ix + 1, iy + 1);
  return a + (b - a) * tx + (c - a) * ty + (a - b - c + d) * tx * ty;
}

export function createTextures(seed: number): Textures {
  const n = TEXTURE_SIZE;
  const grain = new Float32Array(n * n);
  const smooth = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      grain[y * n + x] = hash2(x, y, seed ^ 0x9a1) * 2 - 1;
      smooth[y * n + x] = (periodicNoise(x, y, 8, seed) * 0.65 + periodicNoise(x, y, 4, seed ^ 0x77) * 0.35) * 2 - 1;
    }
  }
  return { grain, smooth };
}
