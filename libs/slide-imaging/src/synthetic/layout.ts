import { createCellFactory, type CellFactory } from './cell-factory.js';
import { BUCKET, bucketKey, type Cell, type CellKind, type Cluster, type SmearLayout } from './cell-model.js';
import { createRng, range, valueNoise, type Rng } from './random.js';

/**
 * Where every cell of the smear is. Counts scale with the area in square microns, with minimums so
 * that even a small test slide has each kind of finding. The whole layout is a few thousand small
 * objects: it is the image that must never be held in memory, not this.
 */
export function createLayout(width: number, height: number, seed: number, micronsPerPixel: number): SmearLayout {
  const rng = createRng(seed);
  const factory = createCellFactory(rng, micronsPerPixel);
  const areaUm2 = width * height * micronsPerPixel * micronsPerPixel;
  const px = (um: number) => um / micronsPerPixel;
  const cells: Cell[] = [];
  const clusters: Cluster[] = [];
  const count = (perUm2: number, min: number) => Math.max(min, Math.round(areaUm2 * perUm2));

  // Smears are spread in one direction: cell density varies in long streaks.
  const density = (x: number, y: number) => {
    const streak = valueNoise(x * 0.35, y, px(700), seed ^ 0x5eed);
    const patch = valueNoise(x, y, px(250), seed ^ 0xbeef);
    return Math.min(1, Math.max(0.04, 1.5 * streak * streak + 0.35 * patch - 0.1));
  };
  const place = (margin: number, weighted: boolean): [number, number] => {
    for (let tries = 0; ; tries++) {
      const x = range(rng, margin, width - margin);
      const y = range(rng, margin, height - margin);
      if (!weighted || tries > 50 || rng() < density(x, y)) return [x, y];
    }
  };
  const margin = Math.min(px(40), width / 4, height / 4);

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

  return index({ width, height, micronsPerPixel, seed, cells, clusters, maxReach: 0, buckets: new Map() });
}

function honeycombSheet(rng: Rng, factory: CellFactory, cx: number, cy: number, px: (um: number) => number, clusterId: number): Cell[] {
  const rx = px(range(rng, 35, 75));
  const ry = rx * range(rng, 0.5, 0.9);
  const angle = rng() * Math.PI;
  const step = px(10.5);
  const out: Cell[] = [];
  for (let row = -Math.ceil(rx / step); row <= Math.ceil(rx / step); row++) {
    for (let col = -Math.ceil(rx / step); col <= Math.ceil(rx / step); col++) {
      const lx = (col + (row % 2 ? 0.5 : 0)) * step;
      const ly = row * step * 0.87;
      const edge = (lx / rx) ** 2 + (ly / ry) ** 2;
      if (edge > 1 || (edge > 0.6 && rng() < 0.35)) continue;
      const x = cx + lx * Math.cos(angle) - ly * Math.sin(angle) + range(rng, -px(0.8), px(0.8));
      const y = cy + lx * Math.sin(angle) + ly * Math.cos(angle) + range(rng, -px(0.8), px(0.8));
      out.push(factory.make('endocervical', x, y, { clusterId }));
    }
  }
  return out;
}

function squamousGroup(rng: Rng, factory: CellFactory, cx: number, cy: number, px: (um: number) => number, clusterId: number): Cell[] {
  const n = 8 + Math.floor(rng() * 11);
  const spread = px(range(rng, 22, 38));
  return Array.from({ length: n }, () => {
    const t = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * spread;
    return factory.make(rng() < 0.85 ? 'parabasal' : 'intermediate', cx + Math.cos(t) * r, cy + Math.sin(t) * r, { clusterId });
  });
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
