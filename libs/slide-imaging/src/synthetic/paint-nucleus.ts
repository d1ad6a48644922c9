import type { Nucleus } from './cell-model.js';
import { valueNoise } from './random.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { abs, atan2, ceil, cos, floor, max, min, sqrt } = Math;

/**
 * A nucleus: an ellipse with an irregular contour, granular chromatin and a denser membrane; for
 * some kinds a groove, a pseudo-inclusion or chromatin pushed to the membrane.
 */
export function paintNucleus(seed: number, n: Nucleus, x0: number, y0: number, size: number, od: Float32Array): void {
  const reach = max(n.rx, n.ry) * (1 + n.a2 + n.a3) + 2;
  const bx0 = max(floor(n.x - reach), x0);
  const bx1 = min(ceil(n.x + reach), x0 + size);
  const by0 = max(floor(n.y - reach), y0);
  const by1 = min(ceil(n.y + reach), y0 + size);
  if (bx0 >= bx1 || by0 >= by1) return;
  const rMean = sqrt(n.rx * n.ry);
  const irregular = n.a2 + n.a3 > 0.001;
  const [nr, ng, nb] = n.od;
  const chromatinSeed = seed ^ 0x3c3c;
  const groove = n.groove ? 1.1 / n.ry : 0; // half-width of the groove in units of ry (about a pixel)
  const inclusion = n.inclusion ?? 0;
  const margination = n.margination ?? 0;
  for (let py = by0; py < by1; py++) {
    const dy = py - n.y;
    let i = ((py - y0) * size + (bx0 - x0)) * 3;
    for (let px = bx0; px < bx1; px++, i += 3) {
      const dx = px - n.x;
      const u = (dx * n.cos + dy * n.sin) / n.rx;
      const v = (-dx * n.sin + dy * n.cos) / n.ry;
      let rho = sqrt(u * u + v * v);
      if (irregular) {
        const a = atan2(v, u);
        rho /= 1 + n.a2 * cos(2 * a + n.p2) + n.a3 * cos(3 * a + n.p3);
      }
      const outside = (rho - 1) * rMean; // pixels beyond the nuclear membrane
      if (outside >= 0.8) continue;
      const cover = outside < -0.8 ? 1 : 0.5 - outside / 1.6;
      const grain = valueNoise(px, py, n.granule, chromatinSeed);
      let f = 1 + n.chromatin * (grain * 2 - 1) * 0.9;
      if (rho > 0.8) f += n.chromatin * 0.6 * min(1, (rho - 0.8) * 5); // membrane
      if (margination > 0 && rho > 0.72) f += margination * min(1, (rho - 0.72) * 5);
      if (groove > 0 && u > -0.75 && u < 0.75 && v > -groove && v < groove) f += 1.1 * (1 - abs(v) / groove) * (1 - u * u);
      if (inclusion > 0) {
        const du = u - 0.25;
        const q = sqrt(du * du + v * v) / inclusion;
        if (q < 0.85) f *= 0.12;
        else if (q < 1.15) f += 0.7; // the inclusion's sharp rim
      }
      f *= cover;
      od[i] = od[i]! + nr * f;
      od[i + 1] = od[i + 1]! + ng * f;
      od[i + 2] = od[i + 2]! + nb * f;
    }
  }
}
