import type { Nucleus } from './cell-model.js';
import { valueNoise } from './random.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { atan2, ceil, cos, floor, max, min, sqrt } = Math;

/** A nucleus: an ellipse with an irregular contour, granular chromatin and a denser membrane. */
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
      f *= cover;
      od[i] = od[i]! + nr * f;
      od[i + 1] = od[i + 1]! + ng * f;
      od[i + 2] = od[i + 2]! + nb * f;
    }
  }
}
