import { PALETTE, scale, type Cell, type CellKind, type Nucleus, type Od } from './cell-model.js';
import { gynSpecs } from './cells-gyn.js';
import { thyroidSpecs } from './cells-thyroid.js';
import { urineSpecs } from './cells-urine.js';
import { organismSpecs } from './organisms.js';
import { range, type Rng } from './random.js';
import { convexPolygon, foldLine, makeNucleus, type NucleusSpec } from './shapes.js';

/** Sizes are in microns (cytology textbook values), converted with the slide's microns per pixel. */
export interface KindSpec {
  radius: [number, number];
  corners: number;
  jitter: number;
  elongation: [number, number];
  cyto: () => Od;
  nucleus: (cellRadius: number) => NucleusSpec;
  nucleusOffset: number;
  foldChance: number;
  /** Places the nuclei itself (several nuclei, a basal nucleus, none); default: one near the centre. */
  place?: (at: NucleusPlacement) => Nucleus[];
}

export interface NucleusPlacement {
  x: number;
  y: number;
  radius: number;
  /** The cell's long axis. */
  angle: number;
  elongation: number;
}

/** What a family of kinds needs to describe its cells (cells-gyn.ts, cells-urine.ts, …). */
export interface SpecTools {
  rng: Rng;
  px: (microns: number) => number;
  pick: (a: Od, b: Od, chanceA: number, lo: number, hi: number) => () => Od;
  nuc: (r: [number, number], elongation: number, irregularity: number, od: Od, chromatin: number, granule: number) => () => NucleusSpec;
}

function specs(rng: Rng, um: number): Record<CellKind, KindSpec> {
  const px = (microns: number) => microns / um;
  const pick = (a: Od, b: Od, chanceA: number, lo: number, hi: number) => () => scale(rng() < chanceA ? a : b, range(rng, lo, hi));
  const nuc = (r: [number, number], elongation: number, irregularity: number, od: Od, chromatin: number, granule: number) => (): NucleusSpec => ({
    radius: px(range(rng, r[0], r[1])),
    elongation,
    irregularity,
    od,
    chromatin,
    granule: px(granule),
  });
  const tools: SpecTools = { rng, px, pick, nuc };
  return {
    ...gynSpecs(tools),
    ...urineSpecs(tools),
    ...thyroidSpecs(tools),
    ...organismSpecs(tools),
    superficial: {
      radius: [22, 30],
      corners: 6,
      jitter: 0.2,
      elongation: [1, 1.5],
      cyto: pick(PALETTE.pink, PALETTE.orange, 0.7, 0.5, 1),
      nucleus: nuc([2.4, 3.1], 1.2, 0.05, PALETTE.pyknotic, 0.08, 0.5),
      nucleusOffset: 0.2,
      foldChance: 0.35,
    },
    intermediate: {
      radius: [20, 28],
      corners: 7,
      jitter: 0.2,
      elongation: [1, 1.45],
      cyto: pick(PALETTE.cyan, PALETTE.greyBlue, 0.7, 0.5, 1),
      nucleus: nuc([3.8, 4.6], 1.3, 0.04, PALETTE.vesicular, 0.5, 0.45),
      nucleusOffset: 0.15,
      foldChance: 0.25,
    },
    parabasal: {
      radius: [9, 14],
      corners: 12,
      jitter: 0.07,
      elongation: [1, 1.3],
      cyto: pick(PALETTE.denseCyan, PALETTE.cyan, 0.6, 0.8, 1.1),
      nucleus: nuc([4.2, 5.2], 1.25, 0.05, scale(PALETTE.vesicular, 1.3), 0.45, 0.45),
      nucleusOffset: 0.12,
      foldChance: 0,
    },
    koilocyte: {
      radius: [22, 30],
      corners: 6,
      jitter: 0.2,
      elongation: [1, 1.4],
      cyto: pick(PALETTE.cyan, PALETTE.pink, 0.6, 0.8, 1.15),
      nucleus: nuc([6.5, 8.5], 1.45, 0.12, scale(PALETTE.hyperchromatic, 0.92), 0.7, 0.6),
      nucleusOffset: 0.08,
      foldChance: 0.1,
    },
    hsil: {
      // Parabasal-sized with scant cytoplasm: the nucleus fills well over half the cell (N/C > 0.5).
      radius: [9, 13],
      corners: 10,
      jitter: 0.1,
      elongation: [1, 1.25],
      cyto: pick(PALETTE.denseCyan, PALETTE.cyan, 0.7, 0.85, 1.15),
      nucleus: (r) => ({
        radius: r * range(rng, 0.74, 0.84),
        elongation: 1.35,
        irregularity: 0.14,
        od: scale(PALETTE.hyperchromatic, 0.8),
        chromatin: 0.8,
        granule: px(0.55),
      }),
      nucleusOffset: 0.06,
      foldChance: 0,
    },
    endocervical: {
      radius: [6.2, 7],
      corners: 6,
      jitter: 0.08,
      elongation: [1, 1.15],
      cyto: pick(PALETTE.mucinous, PALETTE.greyBlue, 0.8, 0.8, 1.2),
      nucleus: nuc([2.8, 3.4], 1.15, 0.03, PALETTE.endoNucleus, 0.35, 0.45),
      nucleusOffset: 0.15,
      foldChance: 0,
    },
    neutrophil: {
      radius: [5, 6],
      corners: 12,
      jitter: 0.06,
      elongation: [1, 1.15],
      cyto: () => scale(PALETTE.faint, range(rng, 0.8, 1.3)),
      nucleus: nuc([1.4, 1.8], 1.2, 0.05, PALETTE.neutroLobe, 0.15, 0.4),
      nucleusOffset: 0,
      foldChance: 0,
    },
    lymphocyte: {
      radius: [4, 4.6],
      corners: 12,
      jitter: 0.05,
      elongation: [1, 1.1],
      cyto: () => scale(PALETTE.cyan, 0.6),
      nucleus: nuc([3.3, 3.8], 1.1, 0.04, PALETTE.lympho, 0.2, 0.4),
      nucleusOffset: 0.05,
      foldChance: 0,
    },
    trichomonas: {
      radius: [7, 11],
      corners: 12,
      jitter: 0.05,
      elongation: [1.3, 1.5],
      cyto: () => scale(PALETTE.trich, range(rng, 0.85, 1.15)),
      nucleus: nuc([1.6, 2], 2.2, 0.02, PALETTE.trichNucleus, 0.1, 0.4),
      nucleusOffset: 0,
      foldChance: 0,
    },
  };
}

export interface MakeOptions {
  clusterId?: number;
  bacteria?: number;
  /** The cell's long axis (strips, rosettes, hyphae); random otherwise. */
  angle?: number;
  /** Size relative to the kind's (pleomorphism, tapering strips). */
  size?: number;
  infection?: boolean;
}

export interface CellFactory {
  make(kind: CellKind, x: number, y: number, options?: MakeOptions): Cell;
}

export function createCellFactory(rng: Rng, micronsPerPixel: number): CellFactory {
  const table = specs(rng, micronsPerPixel);
  let nextId = 1;
  return {
    make(kind, x, y, options = {}) {
      const s = table[kind];
      const radius = (range(rng, s.radius[0], s.radius[1]) / micronsPerPixel) * (options.size ?? 1);
      const rolled = rng() * Math.PI;
      const angle = options.angle ?? rolled;
      const elongation = range(rng, s.elongation[0], s.elongation[1]);
      const poly = convexPolygon(rng, radius, s.corners, s.jitter, elongation, angle);
      const nuclei = s.place ? s.place({ x, y, radius, angle, elongation }) : placeNuclei(rng, kind, s, x, y, radius, angle);
      const reach = Math.max(poly.reach, ...nuclei.map((n) => Math.hypot(n.x - x, n.y - y) + Math.max(n.rx, n.ry) * 1.4)) + 3;
      return {
        id: nextId++,
        kind,
        x,
        y,
        edges: Float64Array.from(poly.planes.flatMap((p) => [p.nx, p.ny, p.d])),
        cytoOd: s.cyto(),
        area: poly.area,
        radius: poly.reach,
        nuclei,
        ...(rng() < s.foldChance ? { fold: foldLine(rng, poly) } : {}),
        ...(kind === 'koilocyte' ? { halo: range(rng, 2, 2.5) } : {}),
        ...(options.bacteria ? { bacteria: options.bacteria } : {}),
        ...(options.clusterId === undefined ? {} : { clusterId: options.clusterId }),
        ...(options.infection ? { infection: true } : {}),
        box: { x0: Math.floor(x - reach), y0: Math.floor(y - reach), x1: Math.ceil(x + reach), y1: Math.ceil(y + reach) },
      };
    },
  };
}

function placeNuclei(rng: Rng, kind: CellKind, s: KindSpec, x: number, y: number, radius: number, angle: number): Nucleus[] {
  if (kind === 'neutrophil') {
    const lobes = 3 + Math.floor(rng() * 2);
    const spec = s.nucleus(radius);
    const turn = rng() * Math.PI * 2;
    return Array.from({ length: lobes }, (_, i) => {
      const t = turn + (i / lobes) * Math.PI * 1.6;
      return makeNucleus(rng, x + Math.cos(t) * spec.radius * 1.25, y + Math.sin(t) * spec.radius * 1.25, spec);
    });
  }
  if (kind === 'trichomonas') {
    // Pear-shaped organism: the nucleus sits towards the broad end, along the long axis.
    const n = makeNucleus(rng, x + Math.cos(angle) * radius * 0.3, y + Math.sin(angle) * radius * 0.3, s.nucleus(radius));
    return [{ ...n, cos: Math.cos(angle), sin: Math.sin(angle) }];
  }
  const off = radius * s.nucleusOffset;
  const first = makeNucleus(rng, x + range(rng, -off, off), y + range(rng, -off, off), s.nucleus(radius));
  if (kind === 'koilocyte' && rng() < 0.3) {
    // Binucleation is common in koilocytes.
    const d = first.rx * 1.05;
    return [
      { ...first, x: first.x - d * first.cos, y: first.y - d * first.sin },
      { ...first, x: first.x + d * first.cos, y: first.y + d * first.sin, p2: first.p2 + 1.3 },
    ];
  }
  return [first];
}
