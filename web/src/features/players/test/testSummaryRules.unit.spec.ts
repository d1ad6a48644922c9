import { describe, expect, it } from '@jest/globals';
import type { PlayerSlide, SlideSolution, TestSlideResult, TestSlides } from '@cytocampus/contracts';
import { testLoadFailure, testSummaryOf, tileStatus } from './testSummaryRules';

const slide = (itemId: string): PlayerSlide => ({
  itemId,
  revisionId: `rev-${itemId}`,
  name: `Slide ${itemId}`,
  description: '',
  accession: null,
  cellCount: null,
  patient: { name: '', dob: '', lmp: '' },
  category: 'GYN',
  image: null,
  objects: [],
  objectsRestricted: false,
});

/** A slide's record: not begun, begun (startTime), or submitted with its score and the learner's diagnosis. */
const record = (itemId: string, state: 'new' | 'begun' | { score: number | null; answer: string | null }): TestSlideResult =>
  state === 'new'
    ? { itemId, progress: 0, result: null, data: { startTime: null, result: null } }
    : state === 'begun'
      ? { itemId, progress: 0, result: null, data: { startTime: 10, result: 'NILM' } }
      : { itemId, progress: 1, result: state.score, data: { startTime: 10, result: state.answer } };

const solution = (result: string | null): SlideSolution => ({
  type: 'GYN',
  result,
  objects: [],
  objectText: {},
  organisms: [],
  endoCells: null,
  reason: '',
  cellTypes: {},
});

const summaryOf = (
  ids: string[],
  records: TestSlideResult[] | null,
  solutions: Record<string, SlideSolution> = {},
  review: { result?: number | null; startTime?: number | null } = {},
): ReturnType<typeof testSummaryOf> =>
  testSummaryOf({
    slides: ids.map(slide),
    solutions,
    records:
      records === null
        ? null
        : { reviewId: 'r1', progress: 0, result: review.result ?? null, startTime: review.startTime ?? 5, submitTime: null, slides: records },
  });

describe('test summary rules', () => {
  it('labels a tile by its outcome once submitted, else by whether it was begun and passed over', () => {
    expect(tileStatus(undefined, false)).toBe('notStarted');
    expect(tileStatus(record('a', 'new'), true)).toBe('notStarted');
    expect(tileStatus(record('a', 'begun'), false)).toBe('started');
    expect(tileStatus(record('a', 'begun'), true)).toBe('incomplete');
    expect(tileStatus(record('a', { score: 1, answer: 'LSIL' }), false)).toBe('correct');
    expect(tileStatus(record('a', { score: -1, answer: 'LSIL' }), false)).toBe('incorrect');
    expect(tileStatus(record('a', { score: null, answer: 'LSIL' }), false)).toBe('complete');
  });

  it('before the first checkout: every slide not started, only the first reachable, Begin Test goes to it', () => {
    const summary = summaryOf(['a', 'b', 'c'], null);
    expect(summary.tiles.map((t) => t.status)).toEqual(['notStarted', 'notStarted', 'notStarted']);
    expect(summary.tiles.map((t) => t.reachable)).toEqual([true, false, false]);
    expect(summary.actionLabel).toBe('Begin Test');
    expect(summary.resumeSlideId).toBe('a');
    expect(summary).toMatchObject({ done: 0, total: 3, progress: 0, score: null, final: false, startTime: null });
  });

  it('a slide begun but not submitted still reads Begin Test (progress 0)', () => {
    const summary = summaryOf(['a', 'b'], [record('a', 'begun'), record('b', 'new')]);
    expect(summary.actionLabel).toBe('Begin Test');
    expect(summary.tiles.map((t) => t.status)).toEqual(['started', 'notStarted']);
    expect(summary.startTime).toBe(5);
  });

  it('unlocks a slide once the previous one has full progress; Resume goes to the first not submitted', () => {
    const summary = summaryOf(
      ['a', 'b', 'c', 'd'],
      [record('a', { score: 1, answer: 'LSIL' }), record('b', { score: -1, answer: 'NILM' }), record('c', 'begun'), record('d', 'new')],
      { a: solution('ASCUS'), b: solution('HSIL') },
    );
    expect(summary.tiles.map((t) => t.reachable)).toEqual([true, true, true, false]);
    expect(summary.tiles.map((t) => t.status)).toEqual(['correct', 'incorrect', 'started', 'notStarted']);
    expect(summary.actionLabel).toBe('Resume Test');
    expect(summary.resumeSlideId).toBe('c');
    expect(summary).toMatchObject({ done: 2, total: 4, progress: 0.5 });
  });

  it("shows the learner's diagnosis once submitted and the correct one only when wrong", () => {
    const summary = summaryOf(
      ['a', 'b', 'c', 'd'],
      [
        record('a', { score: 1, answer: 'LSIL' }),
        record('b', { score: -1, answer: 'NILM' }),
        record('c', { score: null, answer: 'AGC' }),
        record('d', 'begun'),
      ],
      { a: solution('ASCUS'), b: solution('HSIL'), c: solution(null) },
    );
    const shown = summary.tiles.map((t) => [t.yourDiagnosis, t.correctDiagnosis]);
    expect(shown).toEqual([
      ['LSIL', null],
      ['NILM', 'HSIL'],
      ['AGC', null],
      [null, null],
    ]);
  });

  it('scores the submitted slides, pending ones left out (round(correct / scored × 100))', () => {
    const three = summaryOf(
      ['a', 'b', 'c', 'd'],
      [
        record('a', { score: 1, answer: 'x' }),
        record('b', { score: -1, answer: 'y' }),
        record('c', { score: 1, answer: 'z' }),
        record('d', { score: null, answer: 'w' }),
      ],
    );
    // A score so far, until the test is complete.
    expect([three.score, three.final]).toEqual([67, false]);
    const pendingOnly = summaryOf(['a', 'b'], [record('a', { score: null, answer: 'x' }), record('b', 'begun')]);
    expect(pendingOnly.score).toBeNull();
    expect(pendingOnly.tiles[0]!.status).toBe('complete');
  });

  it("shows a slide's partial credit (the test's 'partial' mode) instead of Incorrect, and counts it in the score so far", () => {
    const summary = summaryOf(
      ['a', 'b', 'c'],
      [record('a', { score: 0.75, answer: 'LSIL' }), record('b', { score: -1, answer: 'NILM' }), record('c', { score: 1, answer: 'HSIL' })],
    );
    expect(summary.tiles.map((t) => [t.status, t.credit])).toEqual([
      ['incorrect', 0.75],
      ['incorrect', null],
      ['correct', null],
    ]);
    // (0.75 + 0 + 1) / 3 = 58 %, as the recorded result will be; by outcomes alone it would read 33.
    expect(summary.score).toBe(58);
  });

  it('when every slide is submitted: Review Test (not Resume) goes back to the first, and the one score is the recorded result', () => {
    const summary = summaryOf(['a', 'b'], [record('a', { score: 1, answer: 'x' }), record('b', { score: 1, answer: 'y' })], {}, { result: 0.75 });
    expect(summary.resumeSlideId).toBe('a');
    expect(summary.actionLabel).toBe('Review Test');
    expect(summary).toMatchObject({ done: 2, progress: 1, score: 75, final: true });
  });

  it('matches records by slide id: a slide left out of the answer does not shift the others', () => {
    const summary = summaryOf(['a', 'c'], [record('a', { score: 1, answer: 'x' }), record('b', 'new'), record('c', 'begun')]);
    expect(summary.tiles.map((t) => [t.slide.itemId, t.status, t.reachable])).toEqual([
      ['a', 'correct', true],
      ['c', 'started', true],
    ]);
  });

  it('calls a begun slide Incomplete once a later one was begun without submitting it', () => {
    const summary = summaryOf(['a', 'b'], [record('a', 'begun'), record('b', { score: 1, answer: 'x' })]);
    expect(summary.tiles.map((t) => t.status)).toEqual(['incomplete', 'correct']);
    expect(summary.tiles[1]!.reachable).toBe(false);
    expect(summary.resumeSlideId).toBe('a');
  });

  it('has nothing to resume without slides', () => {
    expect(summaryOf([], null)).toMatchObject({ resumeSlideId: null, total: 0, progress: 0 });
  });

  it('tells a test outside the course (404, or none answered) from slides that failed to load', () => {
    const test: TestSlides['test'] = { itemId: 't1', revisionId: 'r', name: 'T', description: '', evalForm: null };
    expect(testLoadFailure('t1', { status: 404 }, undefined)).toEqual({ kind: 'testNotFound', message: 'Test could not be retrieved for ID: t1' });
    expect(testLoadFailure('t1', { status: 500 }, undefined)).toEqual({ kind: 'slidesFailed', message: 'Failed to retrieve slides for test: t1' });
    expect(testLoadFailure('t1', { status: 0 }, undefined)?.kind).toBe('slidesFailed');
    expect(testLoadFailure('t1', null, null)?.kind).toBe('testNotFound');
    expect(testLoadFailure('t1', null, test)).toBeNull();
    expect(testLoadFailure('t1', null, undefined)).toBeNull();
  });
});
