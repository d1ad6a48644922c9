import { createCellFactory, type CellFactory, type MakeOptions } from './cell-factory.js';
import type { Cell, CellKind, Cluster, ClusterKind } from './cell-model.js';
import { createRng, range, valueNoise, type Rng } from './random.js';

/**
 * What every layout function shares while it places cells: the random sequence, the cell factory,
 * counts that scale with the area, positions weighted by the smear's streaks, and the cells placed
 * so far. Diagnostic cells can be kept clear, so that cells placed later do not lie on them (the
 * best-ranked cells are the ones a screener, or a measurement, can see whole).
 */
export interface SmearCanvas {
  width: number;
  height: number;
  seed: number;
  micronsPerPixel: number;
  rng: Rng;
  factory: CellFactory;
  cells: Cell[];
  clusters: Cluster[];
  /** Microns to pixels. */
  px: (um: number) => number;
  /** How many of something at this density per square micron, at least `min`. */
  count: (perUm2: number, min: number) => number;
  /** A position, more likely where the smear is dense when `weighted`, away from kept-clear cells by `clearance` pixels. */
  place: (margin: number, weighted: boolean, clearance?: number) => [number, number];
  /** Default margin: 40 µm, less on small slides. */
  margin: number;
  keepClear: (x: number, y: number, radius: number) => void;
  /** Records a group of cells as one cluster and returns its id (for the cells' clusterId). */
  nextClusterId: () => number;
  addCluster: (kind: ClusterKind, id: number, x: number, y: number, made: Cell[]) => void;
}

export function createCanvas(width: number, height: number, seed: number, micronsPerPixel: number): SmearCanvas {
  const rng = createRng(seed);
  const factory = createCellFactory(rng, micronsPerPixel);
  const areaUm2 = width * height * micronsPerPixel * micronsPerPixel;
  const px = (um: number) => um / micronsPerPixel;
  const cells: Cell[] = [];
  const clusters: Cluster[] = [];
  const clear: { x: number; y: number; r: number }[] = [];
  // Smears are spread in one direction: cell density varies in long streaks.
  const density = (x: number, y: number) => {
    const streak = valueNoise(x * 0.35, y, px(700), seed ^ 0x5eed);
    const patch = valueNoise(x, y, px(250), seed ^ 0xbeef);
    return Math.min(1, Math.max(0.04, 1.5 * streak * streak + 0.35 * patch - 0.1));
  };
  const clashes = (x: number, y: number, clearance: number) => clear.some((c) => (c.x - x) ** 2 + (c.y - y) ** 2 < (c.r + clearance) ** 2);
  return {
    width,
    height,
    seed,
    micronsPerPixel,
    rng,
    factory,
    cells,
    clusters,
    px,
    count: (perUm2, min) => Math.max(min, Math.round(areaUm2 * perUm2)),
    place: (margin, weighted, clearance) => {
      for (let tries = 0; ; tries++) {
        const x = range(rng, margin, width - margin);
        const y = range(rng, margin, height - margin);
        if (clearance !== undefined && tries < 60 && clashes(x, y, clearance)) continue;
        if (!weighted || tries > 50 || rng() < density(x, y)) return [x, y];
      }
    },
    margin: Math.min(px(40), width / 4, height / 4),
    keepClear: (x, y, r) => void clear.push({ x, y, r }),
    nextClusterId: () => clusters.length + 1,
    addCluster: (kind, id, x, y, made) => {
      cells.push(...made);
      clusters.push({ id, kind, x, y, cells: made.length });
    },
  };
}

/** Diagnostic cells lying singly: placed apart and kept clear of the cells placed after them. */
export function scatterSingles(c: SmearCanvas, kind: CellKind, n: number, options: () => MakeOptions = () => ({})): Cell[] {
  const made: Cell[] = [];
  for (let i = 0; i < n; i++) {
    const [x, y] = c.place(c.margin, true, c.px(30));
    const cell = c.factory.make(kind, x, y, options());
    made.push(cell);
    c.keepClear(x, y, cell.radius);
  }
  c.cells.push(...made);
  return made;
}

/** Background cells of the kinds `pick` chooses, off the kept-clear cells by about their own size (µm). */
export function scatter(c: SmearCanvas, pick: () => CellKind, n: number, clearanceUm: number, options: () => MakeOptions = () => ({})): void {
  for (let i = 0; i < n; i++) c.cells.push(c.factory.make(pick(), ...c.place(0, true, c.px(clearanceUm)), options()));
}

/** A loose cloud of cells around a point (neutrophil clumps, yeast spores). */
export function clump(c: SmearCanvas, kind: CellKind, x: number, y: number, n: number, spreadUm: number): void {
  const spread = c.px(spreadUm);
  for (let i = 0; i < n; i++) c.cells.push(c.factory.make(kind, x + range(c.rng, -spread, spread), y + range(c.rng, -spread, spread)));
}
