import type { KindSpec, SpecTools } from './cell-factory.js';
import { NO_BACKDROP, PALETTE, scale, type Backdrop, type Cell, type CellKind } from './cell-model.js';
import { range } from './random.js';
import type { CaseRecipe } from './recipes.js';
import { makeNucleus } from './shapes.js';
import { scatter, scatterSingles, type SmearCanvas } from './smear-canvas.js';

/**
 * Urine by The Paris System: benign umbrella and intermediate urothelial cells (low N/C); atypical
 * cells with an N/C about one half and mild hyperchromasia; high-grade cells with an N/C of 0.7 and
 * more, dark coarse chromatin and irregular membranes (fewer of them when only suspicious).
 */
type UrineKind = 'umbrella' | 'urothelial' | 'atypicalUrothelial' | 'highGradeUrothelial';

export function urineSpecs({ rng, px, pick, nuc }: SpecTools): Pick<Record<CellKind, KindSpec>, UrineKind> {
  const umbrellaNucleus = nuc([3.2, 4.2], 1.15, 0.04, scale(PALETTE.vesicular, 1.1), 0.45, 0.45);
  const relative = (lo: number, hi: number, irregularity: number, darkness: number, chromatin: number) => (r: number) => ({
    radius: r * range(rng, lo, hi),
    elongation: 1.3,
    irregularity,
    od: scale(PALETTE.hyperchromatic, darkness),
    chromatin,
    granule: px(0.6),
  });
  return {
    umbrella: {
      radius: [13, 19],
      corners: 8,
      jitter: 0.15,
      elongation: [1, 1.4],
      cyto: pick(PALETTE.urothelial, PALETTE.greyBlue, 0.6, 0.8, 1.2),
      nucleus: umbrellaNucleus,
      nucleusOffset: 0.2,
      foldChance: 0.1,
      // Umbrella cells are often binucleated.
      place: ({ x, y, radius }) => {
        const first = makeNucleus(rng, x + range(rng, -0.15, 0.15) * radius, y + range(rng, -0.15, 0.15) * radius, umbrellaNucleus());
        if (rng() > 0.3) return [first];
        return [first, makeNucleus(rng, first.x + first.rx * 2.6, first.y, umbrellaNucleus())];
      },
    },
    urothelial: {
      radius: [7, 10],
      corners: 9,
      jitter: 0.12,
      elongation: [1, 1.4],
      cyto: pick(PALETTE.urothelial, PALETTE.denseCyan, 0.7, 0.8, 1.1),
      nucleus: nuc([2.8, 3.4], 1.2, 0.04, scale(PALETTE.vesicular, 1.15), 0.45, 0.45),
      nucleusOffset: 0.15,
      foldChance: 0,
    },
    atypicalUrothelial: {
      radius: [7, 9.5],
      corners: 9,
      jitter: 0.12,
      elongation: [1, 1.3],
      cyto: pick(PALETTE.urothelial, PALETTE.denseCyan, 0.6, 0.9, 1.15),
      nucleus: relative(0.64, 0.72, 0.08, 0.72, 0.6),
      nucleusOffset: 0.1,
      foldChance: 0,
    },
    highGradeUrothelial: {
      radius: [6.5, 9.5],
      corners: 10,
      jitter: 0.1,
      elongation: [1, 1.2],
      cyto: pick(PALETTE.denseCyan, PALETTE.urothelial, 0.6, 0.9, 1.2),
      nucleus: relative(0.84, 0.92, 0.2, 0.95, 0.9),
      nucleusOffset: 0.04,
      foldChance: 0,
    },
  };
}

export function drawUrine(c: SmearCanvas, recipe: CaseRecipe): Backdrop {
  const { rng, count } = c;
  if (recipe.result === 'ATYPICAL') scatterSingles(c, 'atypicalUrothelial', count(1 / 200_000, 10));
  if (recipe.result === 'SUSPICIOUS') {
    scatterSingles(c, 'highGradeUrothelial', count(1 / 600_000, 5));
    scatterSingles(c, 'atypicalUrothelial', count(1 / 300_000, 6));
  }
  if (recipe.result === 'HIGHGRADE') scatterSingles(c, 'highGradeUrothelial', count(1 / 120_000, 14));
  for (let i = count(1 / 900_000, 2); i > 0; i--) {
    const [x, y] = c.place(c.margin * 2, true, c.px(35));
    const id = c.nextClusterId();
    c.addCluster('urothelial', id, x, y, urothelialGroup(c, x, y, id, recipe.result === 'HIGHGRADE'));
  }
  const cellularity = recipe.cellularity;
  scatter(c, () => 'umbrella', count((1 / 250_000) * cellularity, 6), 22);
  scatter(c, () => 'urothelial', count((1 / 60_000) * cellularity, 20), 14);
  scatter(c, () => (rng() < 0.5 ? 'superficial' : 'intermediate'), count(1 / 500_000, 2), 28);
  for (let i = count(1 / 500_000, 2); i > 0; i--) c.cells.push(c.factory.make(rng() < 0.7 ? 'neutrophil' : 'lymphocyte', ...c.place(0, false)));
  // High-grade carcinoma sheds into a dirty background: old blood and necrotic debris.
  if (recipe.result === 'HIGHGRADE') return { blood: 0.2, inflammation: 0.05, diathesis: 0.25 };
  return { ...NO_BACKDROP, blood: 0.08 };
}

/** A small cohesive group of urothelial cells (high-grade ones in a high-grade case). */
function urothelialGroup(c: SmearCanvas, cx: number, cy: number, clusterId: number, highGrade: boolean): Cell[] {
  const spread = c.px(range(c.rng, 14, 22));
  return Array.from({ length: 6 + Math.floor(c.rng() * 8) }, () => {
    const t = c.rng() * Math.PI * 2;
    const r = Math.sqrt(c.rng()) * spread;
    return c.factory.make(highGrade ? 'highGradeUrothelial' : 'urothelial', cx + Math.cos(t) * r, cy + Math.sin(t) * r, { clusterId });
  });
}
