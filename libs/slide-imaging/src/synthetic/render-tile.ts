import type { SmearLayout } from './cell-model.js';
import { cellsIn } from './layout.js';
import { paintBackdrop } from './paint-backdrop.js';
import { paintBackground } from './paint-background.js';
import { paintCytoplasm } from './paint-cytoplasm.js';
import { paintNucleus } from './paint-nucleus.js';
import { createTextures, type Textures } from './textures.js';

/**
 * Renders any square of the smear into 8-bit RGB. Optical densities are summed per pixel (so
 * overlapping cytoplasm darkens like real stained cells) and turned into transmitted light at the
 * end through a lookup table. Rendering is a pure function of the layout and the position, so
 * tiles can be rendered in any order and sizes.
 */
const LUT_SCALE = 256;
const LUT_MAX = LUT_SCALE * 6;

export class TileRenderer {
  private readonly textures: Textures;
  private readonly lut = new Uint8Array(LUT_MAX + 1);
  private od = new Float32Array(0);

  constructor(private readonly layout: SmearLayout) {
    this.textures = createTextures(layout.seed);
    for (let i = 0; i <= LUT_MAX; i++) this.lut[i] = Math.round(255 * Math.exp(-i / LUT_SCALE));
  }

  render(x0: number, y0: number, size: number, out: Uint8Array): void {
    if (this.od.length !== size * size * 3) this.od = new Float32Array(size * size * 3);
    const od = this.od;
    const { layout, textures } = this;
    paintBackground(layout, textures, x0, y0, size, od);
    const { blood, inflammation, diathesis } = layout.backdrop;
    if (blood + inflammation + diathesis > 0) paintBackdrop(layout, x0, y0, size, od);
    for (const cell of cellsIn(layout, x0, y0, x0 + size, y0 + size)) {
      paintCytoplasm(layout.seed, textures, cell, x0, y0, size, od);
      for (const n of cell.nuclei) paintNucleus(layout.seed, n, x0, y0, size, od);
    }
    toTransmittedLight(od, this.lut, out);
  }
}

function toTransmittedLight(od: Float32Array, lut: Uint8Array, out: Uint8Array): void {
  for (let i = 0, n = od.length; i < n; i++) {
    let v = (od[i]! * LUT_SCALE) | 0;
    if (v > LUT_MAX) v = LUT_MAX;
    else if (v < 0) v = 0;
    out[i] = lut[v]!;
  }
}
