import type { CellFactory, KindSpec, SpecTools } from './cell-factory.js';
import { NO_BACKDROP, PALETTE, scale, type Backdrop, type Cell, type CellKind } from './cell-model.js';
import { drawOrganisms } from './organisms.js';
import { range, type Rng } from './random.js';
import type { CaseRecipe } from './recipes.js';
import { makeNucleus } from './shapes.js';
import { clump, scatter, scatterSingles, type SmearCanvas } from './smear-canvas.js';

/**
 * Gynaecological smears by Bethesda result. The squamous background (superficial and intermediate
 * cells) and the endocervical sheets are those of a normal smear; each result adds the cells that
 * carry it, lying singly and kept clear first (the 'area' objects point at them), then its groups.
 */
export function gynSpecs({ rng, px, pick, nuc }: SpecTools): Pick<Record<CellKind, KindSpec>, 'metaplastic' | 'keratinized' | 'glandular'> {
  const glandularNucleus = nuc([4.4, 5.2], 2.4, 0.08, scale(PALETTE.hyperchromatic, 0.8), 0.65, 0.5);
  return {
    metaplastic: {
      radius: [8, 12],
      corners: 9,
      jitter: 0.15,
      elongation: [1, 1.5],
      cyto: pick(PALETTE.denseCyan, PALETTE.cyan, 0.7, 0.9, 1.2),
      nucleus: nuc([3.8, 4.5], 1.2, 0.04, scale(PALETTE.vesicular, 1.2), 0.45, 0.45),
      nucleusOffset: 0.1,
      foldChance: 0,
    },
    keratinized: {
      // Pleomorphic: spindles and tadpoles of dense orange keratin around a dark, irregular ("ink-dot") nucleus.
      radius: [8, 14],
      corners: 7,
      jitter: 0.3,
      elongation: [1.2, 3.2],
      cyto: pick(PALETTE.keratin, PALETTE.orange, 0.75, 1, 1.6),
      nucleus: (r) => ({
        radius: Math.min(px(8), r * range(rng, 0.45, 0.6)),
        elongation: 1.8,
        irregularity: 0.22,
        od: PALETTE.pyknotic,
        chromatin: 0.3,
        granule: px(0.5),
      }),
      nucleusOffset: 0.1,
      foldChance: 0.1,
    },
    glandular: {
      // A column about 8 µm wide and 25 µm long; its cigar-shaped nucleus sits at the basal end.
      radius: [3.8, 4.4],
      corners: 8,
      jitter: 0.06,
      elongation: [2.6, 3.1],
      cyto: pick(PALETTE.mucinous, PALETTE.greyBlue, 0.6, 1, 1.4),
      nucleus: glandularNucleus,
      nucleusOffset: 0,
      foldChance: 0,
      place: ({ x, y, radius, angle, elongation }) => {
        const along = radius * elongation * 0.4;
        const n = makeNucleus(rng, x + Math.cos(angle) * along, y + Math.sin(angle) * along, glandularNucleus());
        return [{ ...n, cos: Math.cos(angle), sin: Math.sin(angle), rx: Math.max(n.rx, n.ry), ry: Math.min(n.rx, n.ry) }];
      },
    },
  };
}

export function drawGyn(c: SmearCanvas, recipe: CaseRecipe): Backdrop {
  const { rng, count, px, place } = c;
  const crowded = recipe.result === 'AIS';
  switch (recipe.result) {
    case 'ASCUS':
      scatterSingles(c, 'koilocyte', count(1 / 450_000, 6));
      break;
    case 'LSIL':
      scatterSingles(c, 'koilocyte', count(1 / 150_000, 14));
      break;
    case 'ASCH':
      scatterSingles(c, 'hsil', count(1 / 400_000, 8));
      break;
    case 'HSIL':
      scatterSingles(c, 'hsil', count(1 / 150_000, 14));
      for (let i = count(1 / 700_000, 2); i > 0; i--) group(c, 'syncytial', syncytialGroup);
      break;
    case 'SQUAMOUS':
      scatterSingles(c, 'keratinized', count(1 / 150_000, 14), () => ({ size: range(rng, 0.8, 1.5) }));
      scatterSingles(c, 'hsil', count(1 / 600_000, 4));
      break;
    case 'AGC':
    case 'AIS':
      for (let i = count(crowded ? 1 / 350_000 : 1 / 700_000, crowded ? 4 : 3); i > 0; i--)
        group(c, 'strip', (cc, x, y, id) => glandularStrip(cc, x, y, id, crowded));
      if (crowded) for (let i = count(1 / 900_000, 2); i > 0; i--) group(c, 'rosette', rosette);
      break;
    default:
      break;
  }
  drawOrganisms(c, recipe.organisms);
  const immature = recipe.result === 'ASCH' || recipe.result === 'HSIL' || recipe.result === 'SQUAMOUS' ? 0.15 : 0;
  const squamous = () => {
    const roll = rng();
    return roll < immature ? 'metaplastic' : roll < 0.42 + immature ? 'superficial' : 'intermediate';
  };
  const scant = Math.max(3, Math.round(12 * recipe.cellularity));
  scatter(c, squamous, count((0.3 / 1800) * recipe.cellularity, scant), 28);
  if (recipe.endocervical)
    for (let i = count(1 / 1_500_000, 1); i > 0; i--) group(c, 'endocervical', (cc, x, y, id) => honeycombSheet(rng, cc.factory, x, y, px, id));
  // A few neutrophils and lymphocytes, as in most smears.
  for (let i = count(1 / 400_000, 2); i > 0; i--) c.cells.push(c.factory.make(rng() < 0.8 ? 'neutrophil' : 'lymphocyte', ...place(0, false)));
  if (recipe.obscuredBy === 'blood') return { ...NO_BACKDROP, blood: 0.9 };
  if (recipe.obscuredBy === 'inflammation') {
    for (let i = count(1 / 100_000, 4); i > 0; i--) clump(c, 'neutrophil', ...place(0, false), 12, 30);
    return { ...NO_BACKDROP, inflammation: 0.9 };
  }
  // Squamous carcinoma: a tumour diathesis of necrotic debris and old blood.
  if (recipe.result === 'SQUAMOUS') return { blood: 0.4, inflammation: 0.2, diathesis: 0.6 };
  return NO_BACKDROP;
}

type GroupMaker = (c: SmearCanvas, x: number, y: number, clusterId: number) => Cell[];

function group(c: SmearCanvas, kind: Parameters<SmearCanvas['addCluster']>[0], make: GroupMaker): void {
  const [x, y] = c.place(c.margin * 2, true, c.px(40));
  const id = c.nextClusterId();
  const made = make(c, x, y, id);
  c.addCluster(kind, id, x, y, made);
  c.keepClear(x, y, c.px(45));
}

/** HSIL in a syncytial group: crowded, overlapping high-N/C cells without clear borders between them. */
function syncytialGroup(c: SmearCanvas, cx: number, cy: number, clusterId: number): Cell[] {
  const spread = c.px(range(c.rng, 18, 28));
  return Array.from({ length: 10 + Math.floor(c.rng() * 10) }, () => {
    const t = c.rng() * Math.PI * 2;
    const r = Math.sqrt(c.rng()) * spread;
    return c.factory.make('hsil', cx + Math.cos(t) * r, cy + Math.sin(t) * r * 0.7, { clusterId });
  });
}

/**
 * A glandular strip: columnar cells side by side (palisading), their nuclei on one side. AIS is
 * crowded (two overlapping rows, pseudostratified) and feathered: at the ends cells splay out and
 * along the edge some nuclei stick out of the strip.
 */
function glandularStrip(c: SmearCanvas, cx: number, cy: number, clusterId: number, crowded: boolean): Cell[] {
  const { rng, px } = c;
  const axis = rng() * Math.PI;
  const n = 10 + Math.floor(rng() * 12);
  const step = px(crowded ? 5 : 9);
  const bend = (range(rng, -1, 1) * px(8)) / ((n * step) / 2) ** 2; // curved by up to 8 µm at the ends
  const out: Cell[] = [];
  for (let row = 0; row < (crowded ? 2 : 1); row++) {
    for (let i = 0; i < n; i++) {
      const t = (i - n / 2 + row * 0.5) * step;
      const fromEnd = Math.min(i, n - 1 - i);
      const splay = crowded && fromEnd < 3 ? (3 - fromEnd) * 0.22 * Math.sign(i - n / 2) : 0;
      const jut = crowded && rng() < 0.25 ? px(range(rng, 3, 7)) : 0;
      const across = bend * t * t + row * px(5) + jut;
      const x = cx + Math.cos(axis) * t - Math.sin(axis) * across;
      const y = cy + Math.sin(axis) * t + Math.cos(axis) * across;
      out.push(c.factory.make('glandular', x, y, { clusterId, angle: axis + Math.PI / 2 + splay + range(rng, -0.12, 0.12) }));
    }
  }
  return out;
}

/** AIS rosette: columnar cells radiating from a centre, nuclei at the periphery. */
function rosette(c: SmearCanvas, cx: number, cy: number, clusterId: number): Cell[] {
  const n = 9 + Math.floor(c.rng() * 5);
  const ring = c.px(11);
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    return c.factory.make('glandular', cx + Math.cos(t) * ring, cy + Math.sin(t) * ring, { clusterId, angle: t });
  });
}

/** An endocervical honeycomb sheet. */
export function honeycombSheet(rng: Rng, factory: CellFactory, cx: number, cy: number, px: (um: number) => number, clusterId: number): Cell[] {
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

/** A loose group of parabasal (mostly) and intermediate squamous cells. */
export function squamousGroup(rng: Rng, factory: CellFactory, cx: number, cy: number, px: (um: number) => number, clusterId: number): Cell[] {
  const n = 8 + Math.floor(rng() * 11);
  const spread = px(range(rng, 22, 38));
  return Array.from({ length: n }, () => {
    const t = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * spread;
    return factory.make(rng() < 0.85 ? 'parabasal' : 'intermediate', cx + Math.cos(t) * r, cy + Math.sin(t) * r, { clusterId });
  });
}
