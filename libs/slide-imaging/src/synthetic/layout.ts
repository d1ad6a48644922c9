import { BUCKET, bucketKey, NO_BACKDROP, type Cell, type CellKind, type SmearLayout } from './cell-model.js';
import { honeycombSheet, squamousGroup } from './cells-gyn.js';
import { range } from './random.js';
import { recipeSmear } from './recipe-layout.js';
import type { CaseRecipe } from './recipes.js';
import { createCanvas, type SmearCanvas } from './smear-canvas.js';

/**
 * Where every cell of the smear is. Counts scale with the area in square microns, with minimums so
 * that even a small test slide has each kind of finding. The whole layout is a few thousand small
 * objects: it is the image that must never be held in memory, not this. With a recipe, the smear
 * shows that case (recipe-layout.ts); without one, every finding the generator draws.
 */
export function createLayout(width: number, height: number, seed: number, micronsPerPixel: number, recipe?: CaseRecipe): SmearLayout {
  const canvas = createCanvas(width, height, seed, micronsPerPixel);
  const backdrop = recipe ? recipeSmear(canvas, recipe) : everyFinding(canvas);
  const { cells, clusters } = canvas;
  return index({ width, height, micronsPerPixel, seed, cells, clusters, backdrop, maxReach: 0, buckets: new Map() });
}

/** Today's test smear: normal squamous cells with every finding scattered among them. */
function everyFinding(canvas: SmearCanvas) {
  const { rng, factory, cells, clusters, px, count, place, margin } = canvas;
  for (let i = count(0.3 / 1800, 12); i > 0; i--) {
    const roll = rng();
    const kind: CellKind = roll < 0.42 ? 'superficial' : roll < 0.92 ? 'intermediate' : 'parabasal';
    cells.push(factory.make(kind, ...place(0, true)));
  }
  for (let i = count(1 / 700_000, 3); i > 0; i--) cells.push(factory.make('koilocyte', ...place(margin, true)));
  for (let i = count(1 / 900_000, 2); i > 0; i--) {
    // HSIL cells come singly and in small loose groups.
    const [x, y] = place(margin, true);
    const group = rng() < 0.4 ? 2 + Math.floor(rng() * 3) : 1;
    for (let g = 0; g < group; g++) cells.push(factory.make('hsil', x + (g ? range(rng, -px(25), px(25)) : 0), y + (g ? range(rng, -px(25), px(25)) : 0)));
  }
  for (let i = count(1 / 1_500_000, 2); i > 0; i--) {
    const [x, y] = place(margin * 2, true);
    const id = clusters.length + 1;
    const kind = i % 3 === 0 ? 'squamous' : 'endocervical';
    const made = kind === 'endocervical' ? honeycombSheet(rng, factory, x, y, px, id) : squamousGroup(rng, factory, x, y, px, id);
    cells.push(...made);
    clusters.push({ id, kind, x, y, cells: made.length });
  }
  for (let i = count(1 / 1_300_000, 2); i > 0; i--) {
    cells.push(factory.make(rng() < 0.5 ? 'superficial' : 'intermediate', ...place(margin, true), { bacteria: range(rng, 0.45, 0.7) }));
  }
  for (let i = count(1 / 1_400_000, 2); i > 0; i--) cells.push(factory.make('trichomonas', ...place(margin, true)));
  for (let i = count(1 / 700_000, 1); i > 0; i--) {
    const [x, y] = place(margin, true);
    const spread = px(range(rng, 25, 70));
    for (let n = 4 + Math.floor(rng() * 14); n > 0; n--)
      cells.push(factory.make('neutrophil', x + range(rng, -spread, spread), y + range(rng, -spread, spread)));
  }
  for (let i = count(1 / 250_000, 2); i > 0; i--) cells.push(factory.make(rng() < 0.8 ? 'neutrophil' : 'lymphocyte', ...place(0, false)));
  return NO_BACKDROP;
}

function index(layout: SmearLayout): SmearLayout {
  for (const cell of layout.cells) {
    layout.maxReach = Math.max(layout.maxReach, (cell.box.x1 - cell.box.x0) / 2, (cell.box.y1 - cell.box.y0) / 2);
    const key = bucketKey(Math.max(0, Math.floor(cell.x / BUCKET)), Math.max(0, Math.floor(cell.y / BUCKET)));
    const list = layout.buckets.get(key);
    if (list) list.push(cell);
    else layout.buckets.set(key, [cell]);
  }
  return layout;
}

/** Cells whose box meets the rectangle [x0, x1) × [y0, y1). */
export function cellsIn(layout: SmearLayout, x0: number, y0: number, x1: number, y1: number): Cell[] {
  const r = layout.maxReach;
  const out: Cell[] = [];
  for (let by = Math.max(0, Math.floor((y0 - r) / BUCKET)); by <= Math.floor((y1 + r) / BUCKET); by++) {
    for (let bx = Math.max(0, Math.floor((x0 - r) / BUCKET)); bx <= Math.floor((x1 + r) / BUCKET); bx++) {
      for (const c of layout.buckets.get(bucketKey(bx, by)) ?? []) {
        if (c.box.x1 > x0 && c.box.x0 < x1 && c.box.y1 > y0 && c.box.y0 < y1) out.push(c);
      }
    }
  }
  return out;
}
