import { describe, expect, it } from '@jest/globals';
import { RESULT_SETS, resultSetOf, SLIDE_LIMITS } from '@cytocampus/contracts';
import { diagnosisOutcome, testScore } from '@cytocampus/domain';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import { RECIPE_RESULTS } from '@cytocampus/slide-imaging';
import { SLIDE_ITEMS } from './course-items.js';
import type { DemoItem } from './demo-ids.js';
import { NON_GYN_TEST, SCREENING_TEST, SQUAMOUS_TEST } from './library-courses.js';
import { LIBRARY_CASES, LIBRARY_SLIDES, librarySlideItem } from './library-slides.js';
import { imageOrder, SEED_VERSIONS } from './seed-versions.js';

interface Solution {
  type: string;
  result: string | null;
  objects: string[];
  objectText: Record<string, string>;
  organisms: string[];
  reason: string;
}
const ALL_SLIDES: DemoItem[] = [...SLIDE_ITEMS, ...LIBRARY_CASES.map(librarySlideItem)];
const solutionOf = (item: DemoItem) => normalizeSlide(item.fields).solution as Solution;
const slideById = new Map(ALL_SLIDES.map((item) => [item.itemId, item]));
const gynGroup = (result: string | null) => RESULT_SETS.GYN.find((r) => r.value === result)?.group;
/** The assignment's and the courses' passing score. */
const PASSING = 80;

describe('the demo library', () => {
  it('draws every case from a recipe of its specimen and result, and every recipe result has a case', () => {
    for (const c of LIBRARY_CASES) expect((RECIPE_RESULTS[c.specimen] as readonly string[]).includes(c.result)).toBe(true);
    const drawn = new Set(LIBRARY_SLIDES.map((s) => `${s.recipe.specimen} ${s.recipe.result}`));
    const recipes = Object.entries(RECIPE_RESULTS).flatMap(([specimen, results]) => results.map((result) => `${specimen} ${result}`));
    expect(recipes.filter((r) => !drawn.has(r))).toEqual([]);
  });

  it('holds at least 40 GYN slides, at least 6 in each proficiency category, and at least 6 urine and thyroid slides', () => {
    const gyn = ALL_SLIDES.filter((item) => solutionOf(item).type === 'GYN');
    const byGroup = (group: string) => gyn.filter((item) => gynGroup(solutionOf(item).result) === group).length;
    expect(gyn.length).toBeGreaterThanOrEqual(40);
    const groups = ['A', 'B', 'C', 'D'];
    expect(Object.fromEntries(groups.map((group) => [group, byGroup(group) >= 6]))).toEqual({ A: true, B: true, C: true, D: true });
    // Negatives with and without organisms.
    const negatives = gyn.filter((item) => solutionOf(item).result === 'NILM').map((item) => solutionOf(item).organisms.length > 0);
    expect(new Set(negatives)).toEqual(new Set([true, false]));
    const nonGyn = LIBRARY_CASES.filter((c) => c.specimen !== 'GYN');
    expect(nonGyn.length).toBeGreaterThanOrEqual(6);
    expect(new Set(nonGyn.map((c) => c.specimen))).toEqual(new Set(['Urine', 'Thyroid']));
  });

  it('gives every slide a valid item with its own accession, history, reference result, objects and notes', () => {
    for (const item of ALL_SLIDES) {
      const checked = validateContent('slide', item.fields, 'create');
      expect([item.itemId, checked.ok]).toEqual([item.itemId, true]);
      const solution = solutionOf(item);
      // A result outside the solution type's set would be stored as null (spec): every slide keeps its own.
      expect(resultSetOf(solution.type).map((r) => r.value)).toContain(solution.result);
      expect(solution.objects.length).toBeLessThanOrEqual(SLIDE_LIMITS.maxSolutionObjects);
      for (const id of solution.objects) expect([id, solution.objectText[id]?.length]).toEqual([id, expect.any(Number)]);
      for (const id of solution.objects) expect(id).toMatch(/^(area|infection|clusters)-[1-9]$/);
      expect(solution.reason.length).toBeGreaterThan(20);
    }
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    expect(unique(ALL_SLIDES.map((item) => item.fields.accession))).toBe(true);
    expect(unique(ALL_SLIDES.map((item) => item.fields.description))).toBe(true);
    // Version 1's three slides share one reference (their smears were alike); each library case has its own.
    expect(unique(LIBRARY_CASES.map((c) => c.reason))).toBe(true);
    expect(unique(ALL_SLIDES.map((item) => item.itemId))).toBe(true);
    expect(unique(LIBRARY_SLIDES.map((slide) => slide.seed))).toBe(true);
  });

  it('reports the organisms and endocervical component a GYN smear is drawn with', () => {
    for (const c of LIBRARY_CASES.filter((x) => x.specimen === 'GYN')) {
      const slide = LIBRARY_SLIDES.find((s) => s.accession === c.accession)!;
      const solution = normalizeSlide(librarySlideItem(c).fields).solution as Solution & { endoCells: string };
      expect([c.n, solution.organisms, solution.endoCells]).toEqual([c.n, slide.recipe.organisms, slide.recipe.endocervical ? 'Present' : 'Absent']);
    }
  });

  it('seeds every slide once, in some version, the courses’ slides first', () => {
    const seeded = SEED_VERSIONS.flatMap((v) => v.slides.map((s) => s.itemId));
    expect(seeded.sort()).toEqual(ALL_SLIDES.map((item) => item.itemId).sort());
    const order = imageOrder(SEED_VERSIONS.flatMap((v) => v.slides)).map((s) => s.itemId);
    const squamous = SQUAMOUS_TEST.item.fields.slides as string[];
    expect(order.slice(0, squamous.length)).toEqual(squamous);
  });
});

describe('the demo slide tests', () => {
  const results = (test: DemoItem) => (test.fields.slides as string[]).map((id) => solutionOf(slideById.get(id)!));

  it('the squamous course’s test holds one slide of each GYN category, the screening practice a negative with organisms', () => {
    expect(results(SQUAMOUS_TEST.item).map((s) => gynGroup(s.result))).toEqual(['C', 'A', 'D', 'B']);
    expect(results(SCREENING_TEST).some((s) => s.result === 'NILM' && s.organisms.length > 0)).toBe(true);
    expect(new Set(results(NON_GYN_TEST).map((s) => s.type))).toEqual(new Set(['Other Non-GYN']));
  });

  it('does not pass anyone who answers one result for every slide', () => {
    for (const test of [SQUAMOUS_TEST.item, SCREENING_TEST, NON_GYN_TEST]) {
      const solutions = results(test);
      for (const { value } of resultSetOf(solutions[0]!.type)) {
        const score = testScore(solutions.map((solution) => diagnosisOutcome(solution, value)));
        expect([test.fields.name, value, score! < PASSING]).toEqual([test.fields.name, value, true]);
      }
    }
  });
});
