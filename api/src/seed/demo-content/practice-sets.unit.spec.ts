import { describe, expect, it } from '@jest/globals';
import { isPracticeSetTest } from '@cytocampus/contracts';
import { validateContent } from '@cytocampus/schema';
import { DEMO_IDS } from './demo-ids.js';
import { assignmentWithMockPt } from './mock-pt.js';
import { assignmentWithPracticeSets, PRACTICE_SET_COURSE, PRACTICE_SET_TEST } from './practice-sets.js';
import { LATEST_VERSION, SEED_VERSIONS } from './seed-versions.js';

describe('the demo practice sets course (seed version 5)', () => {
  it('writes the practice set test, its course and the assignment’s revision through the shared schema', () => {
    const revision = assignmentWithPracticeSets(2026);
    for (const item of [PRACTICE_SET_TEST, PRACTICE_SET_COURSE, revision.item]) {
      expect([item.itemId, validateContent(item.type, item.fields, 'create').ok]).toEqual([item.itemId, true]);
    }
    expect([isPracticeSetTest(PRACTICE_SET_TEST.fields), PRACTICE_SET_TEST.fields.scoringMode]).toEqual([true, 'partial']);
    expect(LATEST_VERSION).toBe(5);
    expect(
      SEED_VERSIONS.find((v) => v.version === 5)
        ?.items(DEMO_IDS.assignment.itemId, 2026)
        .map((i) => i.itemId),
    ).toEqual([PRACTICE_SET_TEST.itemId, PRACTICE_SET_COURSE.itemId]);
  });

  it('replaces version 4’s assignment revision, keeping its entries and adding the course as not required', () => {
    const v4 = assignmentWithMockPt(2026).item;
    const { item, replaces } = assignmentWithPracticeSets(2026);
    expect(replaces).toBe(v4.id);
    expect(item.fields.entries).toEqual([
      ...(v4.fields.entries as object[]),
      { moduleId: PRACTICE_SET_COURSE.itemId, passingScore: 0, required: false, sequential: false },
    ]);
  });
});
