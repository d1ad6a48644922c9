import { describe, expect, it } from '@jest/globals';
import { checkPtPool, type PtSetSlide } from '@cytocampus/domain';
import { normalizeSlide, validateContent } from '@cytocampus/schema';
import { DEMO_IDS } from './demo-ids.js';
import { LIBRARY_CASES, librarySlideItem } from './library-slides.js';
import { assignmentWithMockPt, MOCK_PT, MOCK_PT_COURSE, MOCK_PT_POOL, MOCK_PT_RETEST } from './mock-pt.js';
import { SEED_VERSIONS } from './seed-versions.js';

/** The library's slides tagged with the mock's pool, as the draw reads them (every one of them COMPLETE once the seed's images are made). */
const pool: PtSetSlide[] = LIBRARY_CASES.map(librarySlideItem)
  .filter((item) => (item.fields.tags as string[]).includes(MOCK_PT_POOL))
  .map((item) => {
    const solution = normalizeSlide(item.fields).solution as { type: string; result: string | null };
    return { id: item.itemId, solution: { type: solution.type, result: solution.result } };
  });

describe('the demo mock proficiency test (seed version 4)', () => {
  it('writes its tests, course and the assignment’s revision through the shared schema', () => {
    const year = 2026;
    const revision = assignmentWithMockPt(year);
    for (const item of [MOCK_PT, MOCK_PT_RETEST, MOCK_PT_COURSE, revision.item]) {
      const checked = validateContent(item.type, item.fields, 'create');
      expect([item.itemId, checked.ok]).toEqual([item.itemId, true]);
    }
    expect(
      SEED_VERSIONS.find((v) => v.version === 4)
        ?.items(DEMO_IDS.assignment.itemId, year)
        .map((i) => i.itemId),
    ).toEqual([MOCK_PT.itemId, MOCK_PT_RETEST.itemId, MOCK_PT_COURSE.itemId]);
  });

  it('draws both sizes from the library’s GYN slides, one of each category, and a 20-slide retest after a 10-slide attempt', () => {
    expect(pool.filter((s) => s.solution?.type === 'GYN').length).toBeGreaterThanOrEqual(30);
    expect([10, 20].map((size) => checkPtPool(size as 10 | 20, pool).problem)).toEqual([null, null]);
    expect([MOCK_PT, MOCK_PT_RETEST].map((t) => t.fields.proficiency)).toEqual([
      { enabled: true, size: 10, timeLimit: null, pool: MOCK_PT_POOL },
      { enabled: true, size: 20, timeLimit: null, pool: MOCK_PT_POOL },
    ]);
  });

  it('adds the course to the seed’s own assignment revision at CLIA’s 90 %, keeping its entries', () => {
    const { item, replaces } = assignmentWithMockPt(2026);
    expect(replaces).toBe(DEMO_IDS.assignment.id);
    const entries = item.fields.entries as { moduleId: string; passingScore: number }[];
    expect(entries.map((e) => [e.moduleId, e.passingScore])).toEqual([
      [DEMO_IDS.course.itemId, 80],
      [DEMO_IDS.screeningCourse.itemId, 80],
      [MOCK_PT_COURSE.itemId, 90],
    ]);
  });

  it('tells the learner what a CLIA PT is: 10 slides, 2 hours, 90 %', () => {
    for (const item of [MOCK_PT, MOCK_PT_COURSE]) expect(item.fields.description).toMatch(/10 slides in 2 hours.*90 % to pass/);
  });
});
