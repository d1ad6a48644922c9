import { describe, expect, it } from '@jest/globals';
import type { DemoCheckout, PlayerSlide, ReviewRecord, SlideSolution } from '@cytocampus/contracts';
import { mockRecord, startMockReview, submitMock, updateMock } from './mockReview';

const solution = (result: string): SlideSolution => ({
  type: 'GYN',
  result,
  objects: [],
  objectText: {},
  organisms: [],
  endoCells: null,
  reason: '',
  cellTypes: {},
});
const slide = (itemId: string) => ({ itemId }) as PlayerSlide;
const emptyPage = { startTime: null, elapsed: 0, submitTime: null, score: null, lastUpdate: null, data: {} };

function checkout(type: 'test' | 'known', answers: (SlideSolution | null)[]): DemoCheckout {
  const review = {
    id: 'demo',
    moduleId: 'demo',
    itemId: 't1',
    itemType: type,
    pages: answers.map(() => emptyPage),
    solutions: answers.map(() => null),
  } as unknown as ReviewRecord;
  return {
    item: { type, itemId: 't1', revisionId: 'r1', name: 'T', description: '', slides: answers.map((_a, i) => slide(`s${i}`)) },
    review,
    preWork: false,
    answers,
  };
}

const diagnosis = (result: string) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });

describe('mock reviews of demo runs', () => {
  it('score slides as the server does, reveal each answer once submitted, and complete with correct / scored', () => {
    const demo = checkout('test', [solution('HSIL'), solution('HSIL')]);
    let state = startMockReview(demo, 1000);
    expect(mockRecord(demo, state).solutions).toEqual([null, null]);
    state = submitMock(demo, state, 0, diagnosis('ASCH'), 2000);
    expect(mockRecord(demo, state)).toMatchObject({ progress: 0.5, pages: [{ score: 1 }, { score: null }], solutions: [{ result: 'HSIL' }, null] });
    state = updateMock(state, 1, diagnosis('NILM'), 5, 2500);
    state = submitMock(demo, state, 1, undefined, 3000);
    expect(mockRecord(demo, state)).toMatchObject({
      progress: 1,
      score: 0.5,
      submitTime: 3000,
      pages: [{ score: 1 }, { score: -1, data: { result: 'NILM' } }],
    });
  });

  it("score a test's slides by the test's scoring mode, as the server does", () => {
    const scores = (scoringMode: DemoCheckout['scoringMode']) => {
      const demo = { ...checkout('test', [solution('HSIL'), solution('HSIL')]), ...(scoringMode ? { scoringMode } : {}) };
      const first = submitMock(demo, startMockReview(demo, 1000), 0, diagnosis('ASCH'), 2000);
      return mockRecord(demo, submitMock(demo, first, 1, diagnosis('LSIL'), 3000)).pages.map((page) => page.score);
    };
    // HSIL called ASCH (same group, not the exact result) and LSIL (a neighbouring grade); absent: the spec's groups.
    expect([scores(undefined), scores('group'), scores('exact'), scores('partial')]).toEqual([
      [1, -1],
      [1, -1],
      [-1, -1],
      [0.9, 0.5],
    ]);
  });

  it('refuse what the server refuses: a page after the first incomplete one', () => {
    const demo = checkout('test', [solution('HSIL'), solution('NILM')]);
    expect(() => updateMock(startMockReview(demo, 1), 1, diagnosis('NILM'), 1, 2)).toThrow('Finish the pages before this one first.');
  });

  it('a known shows its answer from the start and completes without a score', () => {
    const demo = checkout('known', [solution('NILM')]);
    const state = startMockReview(demo, 1);
    expect(mockRecord(demo, state).solutions).toEqual([solution('NILM')]);
    expect(mockRecord(demo, submitMock(demo, state, 0, undefined, 2))).toMatchObject({ progress: 1, score: null });
  });
});
