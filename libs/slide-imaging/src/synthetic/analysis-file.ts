import { OOI_CATEGORIES } from '../analysis/categories.js';
import type { AnalysisFile, AnalysisGroupJson } from '../analysis/types.js';
import type { Cell, CellKind, SmearLayout } from './cell-model.js';
import { DIAGNOSTIC_KINDS } from './recipe-layout.js';
import type { CaseRecipe } from './recipes.js';
import { nucleusArea } from './shapes.js';

/**
 * The analysis metadata a screening algorithm would report for the synthetic smear (format
 * 1.0.16), computed from the cells we actually drew, so every object of interest points at one:
 * - area: the cells that carry the diagnosis (with a recipe: its DIAGNOSTIC_KINDS, those lying
 *   singly first, one per strip for glandular lesions; without: koilocytes and HSIL), by nuclear area;
 * - ciod: epithelial cells by integrated nuclear optical density (hyperchromasia × size);
 * - ncratio: epithelial cells by nuclear/cytoplasmic ratio;
 * - clusters: cell groups (endocervical sheets, squamous groups, strips, syncytia) by size, those of
 *   the recipe's diagnostic cells first;
 * - infection: the organisms drawn (clue cells, trichomonads, and with a recipe each finding's cell).
 */
export const OOIS_PER_GROUP = 30;

const EPITHELIAL: ReadonlySet<CellKind> = new Set([
  ...['superficial', 'intermediate', 'parabasal', 'koilocyte', 'hsil', 'metaplastic', 'keratinized', 'glandular', 'herpes'],
  ...['umbrella', 'urothelial', 'atypicalUrothelial', 'highGradeUrothelial', 'follicular', 'papillary'],
] as const);

interface Measured {
  cell: Cell;
  nuclearArea: number;
  nc: number;
  iod: number;
  atypia: number;
}

export function buildAnalysisFile(layout: SmearLayout, recipe?: CaseRecipe): AnalysisFile {
  const normalNucleus = Math.PI * (4.2 / layout.micronsPerPixel) ** 2;
  const measured: Measured[] = layout.cells
    .filter((c) => EPITHELIAL.has(c.kind) && c.bacteria === undefined)
    .map((cell) => {
      const nuclearArea = cell.nuclei.reduce((s, n) => s + nucleusArea(n), 0);
      const meanOd = cell.nuclei.reduce((s, n) => s + (n.od[0] + n.od[1] + n.od[2]) / 3, 0) / cell.nuclei.length;
      const nc = nuclearArea / cell.area;
      const enlargement = clamp01((nuclearArea / normalNucleus - 1) / 6);
      return { cell, nuclearArea, nc, iod: nuclearArea * meanOd, atypia: 0.6 * enlargement + 0.4 * clamp01(nc * 1.6) };
    });
  const top = (list: Measured[], by: (m: Measured) => number) => [...list].sort((a, b) => by(b) - by(a) || a.cell.id - b.cell.id).slice(0, OOIS_PER_GROUP);
  const infections = layout.cells.filter((c) => c.infection || c.bacteria !== undefined || c.kind === 'trichomonas').slice(0, OOIS_PER_GROUP);
  // With a recipe, the groups made of the cells that carry the result come first (HSIL syncytia, glandular strips, papillary groups).
  const carrying = new Set(recipe ? layout.cells.filter((c) => DIAGNOSTIC_KINDS[recipe.result].includes(c.kind)).map((c) => c.clusterId) : []);
  const clusters = [...layout.clusters]
    .sort((a, b) => Number(carrying.has(b.id)) - Number(carrying.has(a.id)) || b.cells - a.cells || a.id - b.id)
    .slice(0, OOIS_PER_GROUP);

  const at = (c: Cell) => ({ X: Math.round(c.nuclei[0]?.x ?? c.x), Y: Math.round(c.nuclei[0]?.y ?? c.y) });
  const ranked = (points: { X: number; Y: number }[]) => points.map((p, i) => ({ ...p, Rank: i + 1 }));
  const groups: AnalysisGroupJson[] = [
    { GroupType: OOI_CATEGORIES[0].groupType, OOIs: ranked(diagnostic(measured, recipe).map((m) => at(m.cell))) },
    { GroupType: OOI_CATEGORIES[1].groupType, OOIs: ranked(top(measured, (m) => m.iod).map((m) => at(m.cell))) },
    { GroupType: OOI_CATEGORIES[2].groupType, OOIs: ranked(top(measured, (m) => m.nc).map((m) => at(m.cell))) },
    { GroupType: OOI_CATEGORIES[3].groupType, OOIs: ranked(clusters.map((c) => ({ X: Math.round(c.x), Y: Math.round(c.y) }))) },
    { GroupType: OOI_CATEGORIES[4].groupType, OOIs: ranked(infections.map(at)) },
  ];
  const scores = measured.map((m) => m.atypia);
  const mean = scores.reduce((s, v) => s + v, 0) / Math.max(1, scores.length);
  const sd = Math.sqrt(scores.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, scores.length));
  return {
    AnalysisMetadata: {
      AlgorithmVersion: '1.0.16',
      Groups: groups,
      SlideMetrics: { CellCount: layout.cells.length, Atyp: round4(mean), AtypSD: round4(sd) },
    },
  };
}

/** The 'area' objects, best first. */
function diagnostic(measured: Measured[], recipe: CaseRecipe | undefined): Measured[] {
  const byNucleus = (a: Measured, b: Measured) => b.nuclearArea - a.nuclearArea || a.cell.id - b.cell.id;
  if (!recipe)
    return measured
      .filter((m) => m.cell.kind === 'koilocyte' || m.cell.kind === 'hsil')
      .sort(byNucleus)
      .slice(0, OOIS_PER_GROUP);
  const kinds: readonly CellKind[] = DIAGNOSTIC_KINDS[recipe.result];
  const carrying = measured.filter((m) => kinds.includes(m.cell.kind));
  // Cells lying singly show their diagnosis whole; then those in groups.
  const singles = carrying.filter((m) => m.cell.clusterId === undefined).sort(byNucleus);
  const grouped = carrying.filter((m) => m.cell.clusterId !== undefined).sort(byNucleus);
  if (recipe.result === 'AGC' || recipe.result === 'AIS') {
    // Glandular lesions are diagnosed on their strips: the largest nucleus of each strip first.
    const seen = new Set<number>();
    const firstOfEach = grouped.filter((m) => !seen.has(m.cell.clusterId!) && seen.add(m.cell.clusterId!));
    return [...firstOfEach, ...grouped.filter((m) => !firstOfEach.includes(m)), ...singles].slice(0, OOIS_PER_GROUP);
  }
  return [...singles, ...grouped].slice(0, OOIS_PER_GROUP);
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
