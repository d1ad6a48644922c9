import type { KindSpec, SpecTools } from './cell-factory.js';
import { NO_BACKDROP, PALETTE, scale, type Backdrop, type Cell, type CellKind, type Nucleus } from './cell-model.js';
import { range } from './random.js';
import type { CaseRecipe } from './recipes.js';
import { scatter, scatterSingles, type SmearCanvas } from './smear-canvas.js';

/**
 * Thyroid fine-needle aspirates by Bethesda category: benign (CAT2) shows colloid and flat sheets
 * and microfollicles of small follicular cells with round dark nuclei; papillary carcinoma (CAT5
 * suspicious, CAT6 malignant) shows crowded groups of cells with enlarged oval pale nuclei, nuclear
 * grooves and pseudo-inclusions, and dense ("bubblegum") colloid. Aspirates are bloody.
 */
type ThyroidKind = 'follicular' | 'papillary' | 'colloid';

export function thyroidSpecs({ pick, nuc }: SpecTools): Pick<Record<CellKind, KindSpec>, ThyroidKind> {
  const papillaryNucleus = nuc([4.6, 5.8], 1.7, 0.1, scale(PALETTE.vesicular, 0.65), 0.25, 0.35);
  return {
    follicular: {
      radius: [4.5, 6],
      corners: 7,
      jitter: 0.1,
      elongation: [1, 1.2],
      cyto: pick(PALETTE.greyBlue, PALETTE.cyan, 0.6, 0.7, 1),
      nucleus: nuc([2.8, 3.4], 1.1, 0.03, scale(PALETTE.endoNucleus, 1.3), 0.35, 0.45),
      nucleusOffset: 0.1,
      foldChance: 0,
    },
    papillary: {
      radius: [8.5, 11],
      corners: 7,
      jitter: 0.12,
      elongation: [1.1, 1.4],
      cyto: pick(PALETTE.greyBlue, PALETTE.denseCyan, 0.6, 0.8, 1.1),
      nucleus: () => ({ ...papillaryNucleus(), groove: 0.55, inclusion: 0.18 }),
      nucleusOffset: 0.1,
      foldChance: 0,
    },
    colloid: {
      radius: [25, 60],
      corners: 14,
      jitter: 0.2,
      elongation: [1, 1.6],
      cyto: pick(PALETTE.colloid, PALETTE.denseColloid, 0.6, 0.7, 1.2),
      nucleus: nuc([1, 1], 1, 0, PALETTE.faint, 0, 0.5),
      nucleusOffset: 0,
      foldChance: 0.2,
      place: (): Nucleus[] => [],
    },
  };
}

export function drawThyroid(c: SmearCanvas, recipe: CaseRecipe): Backdrop {
  const { count, rng } = c;
  const malignant = recipe.result !== 'CAT2';
  if (malignant) {
    const many = recipe.result === 'CAT6';
    scatterSingles(c, 'papillary', count(many ? 1 / 50_000 : 1 / 80_000, many ? 12 : 8));
    for (let i = count(many ? 1 / 300_000 : 1 / 600_000, many ? 5 : 3); i > 0; i--) group(c, 'papillary', (x, y, id) => sheet(c, 'papillary', x, y, id, 8));
  }
  for (let i = count(malignant ? 1 / 1_200_000 : 1 / 400_000, malignant ? 1 : 3); i > 0; i--)
    group(c, 'follicular', (x, y, id) => sheet(c, 'follicular', x, y, id, 10));
  for (let i = count(malignant ? 1 / 1_500_000 : 1 / 500_000, malignant ? 1 : 2); i > 0; i--) group(c, 'follicular', (x, y, id) => microfollicle(c, x, y, id));
  scatter(c, () => 'colloid', count(malignant ? 1 / 600_000 : 1 / 250_000, malignant ? 1 : 3), 50);
  scatter(c, () => (malignant && rng() < 0.4 ? 'papillary' : 'follicular'), count(1 / 40_000, 6), 10);
  return { ...NO_BACKDROP, blood: 0.4 };
}

function group(c: SmearCanvas, kind: 'papillary' | 'follicular', make: (x: number, y: number, id: number) => Cell[]): void {
  const [x, y] = c.place(c.margin * 2, true, c.px(40));
  const id = c.nextClusterId();
  c.addCluster(kind, id, x, y, make(x, y, id));
  c.keepClear(x, y, c.px(40));
}

/** A flat sheet: benign cells evenly spaced; papillary cells crowded and overlapping (step below their size). */
function sheet(c: SmearCanvas, kind: 'papillary' | 'follicular', cx: number, cy: number, clusterId: number, stepUm: number): Cell[] {
  const { rng, px } = c;
  const rx = px(range(rng, 25, 45));
  const ry = rx * range(rng, 0.55, 0.9);
  const angle = rng() * Math.PI;
  const step = px(stepUm);
  const out: Cell[] = [];
  for (let row = -Math.ceil(ry / step); row <= Math.ceil(ry / step); row++) {
    for (let col = -Math.ceil(rx / step); col <= Math.ceil(rx / step); col++) {
      const lx = (col + (row % 2 ? 0.5 : 0)) * step + range(rng, -0.2, 0.2) * step;
      const ly = row * step * 0.87 + range(rng, -0.2, 0.2) * step;
      if ((lx / rx) ** 2 + (ly / ry) ** 2 > 1) continue;
      out.push(c.factory.make(kind, cx + lx * Math.cos(angle) - ly * Math.sin(angle), cy + lx * Math.sin(angle) + ly * Math.cos(angle), { clusterId }));
    }
  }
  return out;
}

/** A microfollicle: a ring of follicular cells around a drop of colloid. */
function microfollicle(c: SmearCanvas, cx: number, cy: number, clusterId: number): Cell[] {
  const n = 7 + Math.floor(c.rng() * 5);
  const ring = c.px(9);
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    return c.factory.make('follicular', cx + Math.cos(t) * ring, cy + Math.sin(t) * ring, { clusterId });
  });
}
