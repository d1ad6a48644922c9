import { describe, expect, it } from '@jest/globals';
import { ORGANISMS } from '@cytocampus/contracts';
import { buildAnalysisFile } from './analysis-file.js';
import type { Cell, CellKind } from './cell-model.js';
import { createLayout } from './layout.js';
import { DIAGNOSTIC_KINDS } from './recipe-layout.js';
import { caseRecipe, describeRecipe, RECIPE_RESULTS, type CaseRecipe, type RecipeResult, type Specimen } from './recipes.js';

/** Every result of every category has a recipe whose layout holds the cells that carry it, and the analysis file points at them. */
const SIZE = 2048;
const every = Object.entries(RECIPE_RESULTS).flatMap(([specimen, results]) => results.map((result) => [specimen, result] as [Specimen, RecipeResult]));

function drawn(recipe: CaseRecipe) {
  const layout = createLayout(SIZE, SIZE, 11, 0.25, recipe);
  const groups = buildAnalysisFile(layout, recipe).AnalysisMetadata.Groups;
  const at = new Map(layout.cells.map((c) => [`${Math.round(c.nuclei[0]?.x ?? c.x)},${Math.round(c.nuclei[0]?.y ?? c.y)}`, c]));
  const cellAt = (category: number, rank: number): Cell | undefined => {
    const ooi = groups[category]!.OOIs[rank - 1];
    return ooi && at.get(`${ooi.X},${ooi.Y}`);
  };
  return { layout, groups, cellAt };
}

describe('case recipes', () => {
  it.each(every)('%s %s: the layout holds the cells that carry the result, and area-1 and area-2 are such cells', (specimen, result) => {
    const recipe = caseRecipe(specimen, result as never);
    const { layout, cellAt } = drawn(recipe);
    const carriers: readonly CellKind[] = DIAGNOSTIC_KINDS[result];
    expect(layout.cells.filter((c) => carriers.includes(c.kind)).length).toBeGreaterThanOrEqual(2);
    expect([cellAt(0, 1)?.kind, cellAt(0, 2)?.kind].map((k) => k !== undefined && carriers.includes(k))).toEqual([true, true]);
  });

  it('draws only its own findings: a NILM smear has no koilocytes, HSIL cells or organisms; the recipe-less smear has them all', () => {
    const nilm = drawn(caseRecipe('GYN', 'NILM')).layout.cells.map((c) => c.kind);
    expect(nilm.filter((k) => k === 'koilocyte' || k === 'hsil' || k === 'trichomonas')).toEqual([]);
    const everything = new Set(createLayout(SIZE, SIZE, 11, 0.25).cells.map((c) => c.kind));
    expect(['koilocyte', 'hsil', 'trichomonas', 'endocervical'].every((k) => everything.has(k as CellKind))).toBe(true);
  });

  it.each(ORGANISMS)('NILM with %s: infection-1 is that organism, whatever the result', (organism) => {
    const kinds: Record<(typeof ORGANISMS)[number], CellKind[]> = {
      'Trichomonas Vaginalis': ['trichomonas'],
      Candida: ['hypha'],
      'Bacterial Vaginosis': ['superficial', 'intermediate'],
      Actinomyces: ['actinomyces'],
      'Herpes Virus': ['herpes'],
    };
    for (const result of ['NILM', 'HSIL'] as const) {
      const { cellAt } = drawn(caseRecipe('GYN', result, { organisms: [organism] }));
      const cell = cellAt(4, 1);
      expect(cell && kinds[organism].includes(cell.kind) && cell.infection).toBe(true);
      if (organism === 'Bacterial Vaginosis') expect(cell?.bacteria).toBeGreaterThan(0);
    }
    expect(drawn(caseRecipe('GYN', 'NILM')).groups[4]!.OOIs).toEqual([]);
  });

  it('glandular lesions rank their strips: clusters-1 is a strip, area-1 and area-2 lie in different strips', () => {
    for (const result of ['AGC', 'AIS'] as const) {
      const { layout, groups, cellAt } = drawn(caseRecipe('GYN', result));
      const strips = layout.clusters.filter((c) => c.kind === 'strip' || c.kind === 'rosette');
      expect(strips.length).toBeGreaterThanOrEqual(3);
      const first = groups[3]!.OOIs[0]!;
      expect(strips.some((s) => Math.round(s.x) === first.X && Math.round(s.y) === first.Y)).toBe(true);
      expect(cellAt(0, 1)?.clusterId).not.toBe(cellAt(0, 2)?.clusterId);
    }
  });

  it('with the endocervical component absent, draws no endocervical sheet', () => {
    const kinds = (endocervical: boolean) => drawn(caseRecipe('GYN', 'NILM', { endocervical })).layout.clusters.map((c) => c.kind);
    expect(kinds(true)).toContain('endocervical');
    expect(kinds(false)).not.toContain('endocervical');
  });

  it('unsatisfactory for scant cellularity holds a tenth of the squamous cells; obscured smears carry blood or inflammation', () => {
    const squamous = (recipe: CaseRecipe) => drawn(recipe).layout.cells.filter((c) => c.kind === 'superficial' || c.kind === 'intermediate').length;
    expect(squamous(caseRecipe('GYN', 'UNSATISFACTORY'))).toBeLessThan(0.2 * squamous(caseRecipe('GYN', 'NILM')));
    expect(drawn(caseRecipe('GYN', 'UNSATISFACTORY', { obscuredBy: 'blood' })).layout.backdrop.blood).toBeGreaterThan(0.75);
    expect(drawn(caseRecipe('GYN', 'UNSATISFACTORY', { obscuredBy: 'inflammation' })).layout.backdrop.inflammation).toBeGreaterThan(0.75);
  });

  it('says what it shows in one line (the TIFF description carries it)', () => {
    expect(describeRecipe(caseRecipe('GYN', 'LSIL', { organisms: ['Candida'] }))).toBe('GYN LSIL; organisms: Candida; endocervical component present');
    expect(describeRecipe(caseRecipe('GYN', 'UNSATISFACTORY', { obscuredBy: 'blood' }))).toBe(
      'GYN UNSATISFACTORY; obscured by blood; endocervical component absent',
    );
    expect(describeRecipe(caseRecipe('Thyroid', 'CAT5'))).toBe('Thyroid CAT5');
  });
});
