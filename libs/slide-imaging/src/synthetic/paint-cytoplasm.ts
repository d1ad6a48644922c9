import { PALETTE, type Cell } from './cell-model.js';
import { hash2 } from './random.js';
import { TEXTURE_MASK, TEXTURE_SIZE, type Textures } from './textures.js';

// Math's functions as module constants: global lookups are slow inside jest's vm sandbox.
const { atan2, ceil, cos, floor, max, min, sqrt } = Math;
const INFINITY = Number.POSITIVE_INFINITY;

/**
 * A cell's cytoplasm: a convex polygon with bent, soft, slightly denser borders, a texture, a
 * thicker middle, and for some cells a fold, a koilocytic cavity or a coat of bacteria.
 *
 * Speed: per row we solve the half-planes for the span inside the (bent) border; pixels well inside
 * skip the edge computation, pixels outside are never visited.
 */
const RIM = 4;

export function paintCytoplasm(seed: number, t: Textures, cell: Cell, x0: number, y0: number, size: number, od: Float32Array): void {
  const bx0 = max(cell.box.x0, x0);
  const bx1 = min(cell.box.x1, x0 + size);
  const by0 = max(cell.box.y0, y0);
  const by1 = min(cell.box.y1, y0 + size);
  if (bx0 >= bx1 || by0 >= by1) return;
  const e = cell.edges;
  const ne = e.length;
  const [cr, cg, cb] = cell.cytoOd;
  const shiftX = (cell.id * 131) & TEXTURE_MASK;
  const shiftY = (cell.id * 71) & TEXTURE_MASK;
  const smooth = t.smooth;
  const fold = cell.fold;
  const halo = cell.halo ?? 0; // 0 = no koilocytic cavity
  const n0 = cell.nuclei[0]!;
  const bacteria = cell.bacteria ?? 0;
  const invR2 = 1 / (cell.radius * cell.radius);
  const squamous = cell.kind === 'superficial' || cell.kind === 'intermediate' || cell.kind === 'koilocyte';
  const wavy = squamous ? 5 : 1;
  const rim = cell.kind === 'endocervical' ? 0.1 : 0.4;
  const span = new Float64Array(4);
  for (let py = by0; py < by1; py++) {
    const ly = py - cell.y;
    rowSpan(e, ly, 1 + wavy, -RIM - wavy, span);
    const from = max(bx0, ceil(cell.x + span[0]!));
    const to = min(bx1, floor(cell.x + span[1]!) + 1);
    const innerFrom = cell.x + span[2]!;
    const innerTo = cell.x + span[3]!;
    const texRow = ((py + shiftY) & TEXTURE_MASK) * TEXTURE_SIZE;
    const bendRow = (((py >> 3) + shiftX) & TEXTURE_MASK) * TEXTURE_SIZE;
    let i = ((py - y0) * size + (from - x0)) * 3;
    for (let px = from; px < to; px++, i += 3) {
      const lx = px - cell.x;
      let cover = 1;
      let f = 1 + 0.3 * smooth[texRow + ((px + shiftX) & TEXTURE_MASK)]!;
      if (px <= innerFrom || px >= innerTo) {
        let sd = -1e9;
        for (let k = 0; k < ne; k += 3) {
          const v = e[k]! * lx + e[k + 1]! * ly - e[k + 2]!;
          if (v > sd) sd = v;
        }
        // Real cell borders are not ruler-straight: bend them with a slow texture.
        sd += wavy * smooth[bendRow + (((px >> 3) + shiftY) & TEXTURE_MASK)]!;
        if (sd >= 1) continue;
        if (sd > -1) cover = (1 - sd) / 2;
        if (sd > -RIM) f += rim * (1 + sd / RIM); // the border is slightly denser
      }
      f *= 1.15 - 0.35 * (lx * lx + ly * ly) * invR2; // thicker around the nucleus
      if (fold) {
        const over = fold.nx * lx + fold.ny * ly - fold.d;
        if (over > 0) f += 0.85;
        if (over > -1.5 && over < 1.5) f += 0.5;
      }
      if (halo > 0) {
        const dx = px - n0.x;
        const dy = py - n0.y;
        const u = (dx * n0.cos + dy * n0.sin) / (n0.rx * halo);
        const v = (-dx * n0.sin + dy * n0.cos) / (n0.ry * halo);
        // An irregular cavity (koilocytosis) with a condensed rim that fades outwards.
        const q = sqrt(u * u + v * v) / (1 + 0.12 * cos(3 * atan2(v, u) + n0.p3));
        if (q < 0.97) f *= 0.1 + 0.15 * q * q;
        else if (q < 1.35) f += 0.9 * (1 - (q - 0.97) / 0.38);
      }
      f *= cover;
      od[i] = od[i]! + cr * f;
      od[i + 1] = od[i + 1]! + cg * f;
      od[i + 2] = od[i + 2]! + cb * f;
      if (bacteria > 0) paintBacteria(seed, px, py, bacteria * cover, od, i);
    }
  }
}

/**
 * The x-range (relative to the centre) where every half-plane value is at most `outer`, and the
 * range where it is at most `inner`: [outerLo, outerHi, innerLo, innerHi] into `out`.
 */
function rowSpan(e: Float64Array, ly: number, outer: number, inner: number, out: Float64Array): void {
  let lo = -INFINITY;
  let hi = INFINITY;
  let ilo = -INFINITY;
  let ihi = INFINITY;
  for (let k = 0; k < e.length; k += 3) {
    const a = e[k]!;
    const rest = e[k + 2]! - e[k + 1]! * ly;
    if (a > 1e-9) {
      hi = min(hi, (rest + outer) / a);
      ihi = min(ihi, (rest + inner) / a);
    } else if (a < -1e-9) {
      lo = max(lo, (rest + outer) / a);
      ilo = max(ilo, (rest + inner) / a);
    } else {
      if (rest + outer < 0) hi = -INFINITY;
      if (rest + inner < 0) ihi = -INFINITY;
    }
  }
  out[0] = lo;
  out[1] = hi;
  out[2] = ilo;
  out[3] = ihi;
}

/** Coccobacilli (a clue cell): small dark rods on two offset lattices, so no grid shows. */
function paintBacteria(seed: number, px: number, py: number, density: number, od: Float32Array, i: number): void {
  const [br, bg, bb] = PALETTE.bacteria;
  for (let layer = 0; layer < 2; layer++) {
    const ox = px + layer * 2;
    const oy = py + layer * 3;
    const gx = floor(ox / 5);
    const gy = floor(oy / 5);
    const s = seed ^ (layer * 0x51);
    if (hash2(gx, gy, s) >= density) continue;
    const dx = ox - (gx * 5 + 1 + 3 * hash2(gx, gy, s ^ 5));
    const dy = oy - (gy * 5 + 1 + 3 * hash2(gx, gy, s ^ 9));
    const d2 = dx * dx * 0.6 + dy * dy;
    if (d2 < 1.5) {
      const b = 1 - d2 / 1.5;
      od[i] = od[i]! + br * b;
      od[i + 1] = od[i + 1]! + bg * b;
      od[i + 2] = od[i + 2]! + bb * b;
    }
  }
}
