import type { KindSpec, SpecTools } from './cell-factory.js';
import { PALETTE, scale, type Cell, type CellKind, type Nucleus } from './cell-model.js';
import { range } from './random.js';
import type { Organism } from './recipes.js';
import { makeNucleus } from './shapes.js';
import { clump, type SmearCanvas } from './smear-canvas.js';

/**
 * Organisms, drawn as their own findings whatever the result: trichomonads, Candida pseudohyphae
 * with spores, clue cells (bacterial vaginosis), Actinomyces colonies, herpes multinucleated cells.
 * The cell that stands for each finding carries `infection` (the 'infection' objects point at it).
 */
type OrganismKind = 'herpes' | 'hypha' | 'yeast' | 'actinomyces' | 'filament';
const none = (): Nucleus[] => [];

export function organismSpecs({ rng, pick, nuc }: SpecTools): Pick<Record<CellKind, KindSpec>, OrganismKind> {
  const groundGlass = nuc([4, 5], 1.25, 0.1, scale(PALETTE.vesicular, 1.3), 0.08, 0.5);
  const noNucleus = nuc([1, 1], 1, 0, PALETTE.faint, 0, 0.5);
  return {
    herpes: {
      radius: [14, 20],
      corners: 9,
      jitter: 0.12,
      elongation: [1, 1.3],
      cyto: pick(PALETTE.cyan, PALETTE.denseCyan, 0.6, 0.8, 1.1),
      nucleus: groundGlass,
      nucleusOffset: 0,
      foldChance: 0,
      // Multinucleation and moulding: 3 to 7 ground-glass nuclei pressed together, chromatin at their rims.
      place: ({ x, y }) => {
        const n = 3 + Math.floor(rng() * 5);
        return Array.from({ length: n }, (_, i) => {
          const t = (i / n) * Math.PI * 2 + range(rng, -0.2, 0.2);
          const spec = { ...groundGlass(), margination: 0.9 };
          const d = i === 0 && n > 4 ? 0 : spec.radius * 1.55;
          return makeNucleus(rng, x + Math.cos(t) * d, y + Math.sin(t) * d, spec);
        });
      },
    },
    hypha: {
      radius: [1.1, 1.4],
      corners: 6,
      jitter: 0.03,
      elongation: [5, 6.5],
      cyto: pick(PALETTE.fungus, scale(PALETTE.fungus, 1.3), 0.5, 0.9, 1.2),
      nucleus: noNucleus,
      nucleusOffset: 0,
      foldChance: 0,
      place: none,
    },
    yeast: {
      radius: [1.6, 2.2],
      corners: 10,
      jitter: 0.05,
      elongation: [1.1, 1.4],
      cyto: pick(PALETTE.fungus, scale(PALETTE.fungus, 1.4), 0.5, 1, 1.3),
      nucleus: noNucleus,
      nucleusOffset: 0,
      foldChance: 0,
      place: none,
    },
    actinomyces: {
      // The dense centre of a "cotton ball" colony.
      radius: [9, 15],
      corners: 14,
      jitter: 0.15,
      elongation: [1, 1.3],
      cyto: pick(PALETTE.actino, scale(PALETTE.actino, 0.8), 0.5, 0.9, 1.1),
      nucleus: noNucleus,
      nucleusOffset: 0,
      foldChance: 0,
      place: none,
    },
    filament: {
      radius: [0.4, 0.5],
      corners: 6,
      jitter: 0.02,
      elongation: [30, 45],
      cyto: pick(PALETTE.actino, scale(PALETTE.actino, 0.7), 0.5, 0.7, 1),
      nucleus: noNucleus,
      nucleusOffset: 0,
      foldChance: 0,
      place: none,
    },
  };
}

export function drawOrganisms(c: SmearCanvas, organisms: readonly Organism[]): void {
  const { rng, count, factory, margin, px } = c;
  const at = () => c.place(margin, true, px(25));
  for (const organism of organisms) {
    if (organism === 'Trichomonas Vaginalis') {
      for (let i = count(1 / 150_000, 8); i > 0; i--) c.cells.push(factory.make('trichomonas', ...at(), { infection: true }));
      for (let i = count(1 / 500_000, 2); i > 0; i--) clump(c, 'neutrophil', ...at(), 10, 25);
    } else if (organism === 'Candida') {
      for (let i = count(1 / 700_000, 3); i > 0; i--) pseudohypha(c, ...at());
    } else if (organism === 'Bacterial Vaginosis') {
      for (let i = count(1 / 300_000, 6); i > 0; i--)
        c.cells.push(factory.make(rng() < 0.5 ? 'superficial' : 'intermediate', ...at(), { bacteria: range(rng, 0.5, 0.75), infection: true }));
    } else if (organism === 'Actinomyces') {
      for (let i = count(1 / 2_000_000, 2); i > 0; i--) actinomycesColony(c, ...at());
    } else {
      for (let i = count(1 / 700_000, 4); i > 0; i--) c.cells.push(factory.make('herpes', ...at(), { infection: true }));
    }
  }
}

/** Segmented pseudohyphae (constricted where segments meet), branching once or twice, with spores along them. */
function pseudohypha(c: SmearCanvas, x0: number, y0: number): void {
  const { rng, px, factory } = c;
  const branches: [number, number, number, number][] = [[x0, y0, rng() * Math.PI * 2, 8 + Math.floor(rng() * 6)]];
  for (let b = 0; b < branches.length; b++) {
    const [x0b, y0b, angle0, segments] = branches[b]!;
    let [x, y, angle] = [x0b, y0b, angle0];
    for (let s = 0; s < segments; s++) {
      angle += range(rng, -0.25, 0.25);
      x += Math.cos(angle) * px(6.5);
      y += Math.sin(angle) * px(6.5);
      c.cells.push(factory.make('hypha', x, y, { angle, ...(b === 0 && s === 0 ? { infection: true } : {}) }));
      x += Math.cos(angle) * px(6.5);
      y += Math.sin(angle) * px(6.5);
      if (branches.length < 3 && s > 2 && rng() < 0.15) branches.push([x, y, angle + (rng() < 0.5 ? 0.7 : -0.7), 4 + Math.floor(rng() * 4)]);
      if (rng() < 0.25) clump(c, 'yeast', x, y, 1 + Math.floor(rng() * 3), 4);
    }
  }
}

/** A colony: a dense tangled centre with filaments radiating from it. */
function actinomycesColony(c: SmearCanvas, x: number, y: number): void {
  const core: Cell = c.factory.make('actinomyces', x, y, { infection: true });
  c.cells.push(core);
  for (let i = 40 + Math.floor(c.rng() * 30); i > 0; i--) {
    const t = c.rng() * Math.PI * 2;
    const d = core.radius * range(c.rng, 0.6, 1) + c.px(8);
    c.cells.push(c.factory.make('filament', x + Math.cos(t) * d, y + Math.sin(t) * d, { angle: t + range(c.rng, -0.15, 0.15) }));
  }
}
