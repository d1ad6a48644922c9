import { describe, expect, it } from '@jest/globals';
import { coverageGrid, type CoverageView } from '../audit/coverage.js';
import { classifySlide } from './classify.js';
import { referenceObjectsOf, screenPage } from './page.js';

const gyn = (result: string | null) => ({ type: 'GYN', result });
/** Reference objects as screened: `seen` of them seen, the first `marked` of those marked. */
const screened = (total: number, seen: number, marked = 0) => Array.from({ length: total }, (_, i) => ({ seen: i < seen, marked: i < Math.min(seen, marked) }));

describe('classifySlide', () => {
  it('is correct when the answer falls in the reference’s result group, whatever was seen', () => {
    // HSIL and ASC-H are both group D, ASC-US and LSIL both C: the scorer's groups, not the words.
    const hsil = classifySlide({ solution: gyn('HSIL'), answer: 'ASCH', objects: screened(4, 0) })!;
    expect([hsil.correct, hsil.outcome, hsil.reference, hsil.response]).toEqual([
      true,
      'correct',
      { result: 'HSIL', category: 'D' },
      { result: 'ASCH', category: 'D' },
    ]);
    expect(classifySlide({ solution: gyn('LSIL'), answer: 'ASCUS', objects: screened(2, 2) })!.outcome).toBe('correct');
  });

  it('is a locator error when wrong and no reference object was seen', () => {
    const locator = classifySlide({ solution: gyn('HSIL'), answer: 'NILM', objects: screened(4, 0) })!;
    expect([locator.correct, locator.outcome, locator.objects, locator.seenMarked]).toEqual([false, 'locator', { total: 4, seen: 0 }, false]);
  });

  it('is an interpretation error when wrong although a reference object was seen, saying whether a seen one was marked', () => {
    const marked = classifySlide({ solution: gyn('HSIL'), answer: 'LSIL', objects: screened(4, 3, 1) })!;
    expect([marked.outcome, marked.objects, marked.seenMarked]).toEqual(['interpretation', { total: 4, seen: 3 }, true]);
    const unmarked = classifySlide({ solution: gyn('HSIL'), answer: 'LSIL', objects: screened(4, 1) })!;
    expect([unmarked.outcome, unmarked.seenMarked]).toEqual(['interpretation', false]);
    // A marked object not seen does not make a seen one marked.
    const markedUnseen = classifySlide({
      solution: gyn('HSIL'),
      answer: 'LSIL',
      objects: [
        { seen: true, marked: false },
        { seen: false, marked: true },
      ],
    })!;
    expect(markedUnseen.seenMarked).toBe(false);
  });

  it('is an over-call when a negative (B) is called C or D, whether or not reference objects were seen', () => {
    expect(classifySlide({ solution: gyn('NILM'), answer: 'LSIL', objects: [] })!.outcome).toBe('overcall');
    expect(classifySlide({ solution: gyn('NILM'), answer: 'HSIL', objects: screened(2, 2) })!.outcome).toBe('overcall');
    // Unsatisfactory is no over-call: the negative is called A, not abnormal.
    expect(classifySlide({ solution: gyn('NILM'), answer: 'UNSATISFACTORY', objects: screened(1, 0) })!.outcome).toBe('locator');
  });

  it('leaves a wrong slide unclassified without an answer or without reference objects, and unscored slides out', () => {
    const noAnswer = classifySlide({ solution: gyn('HSIL'), answer: null, objects: screened(4, 2) })!;
    expect([noAnswer.correct, noAnswer.outcome, noAnswer.unclassified, noAnswer.response]).toEqual([false, null, 'noAnswer', { result: null, category: null }]);
    const noObjects = classifySlide({ solution: gyn('HSIL'), answer: 'NILM', objects: [] })!;
    expect([noObjects.outcome, noObjects.unclassified]).toEqual([null, 'noReferenceObjects']);
    // An unsatisfactory (A) reference usually has no objects: right when called A, else unclassified.
    expect(classifySlide({ solution: gyn('UNSATISFACTORY'), answer: 'UNSATISFACTORY', objects: [] })!.outcome).toBe('correct');
    expect(classifySlide({ solution: gyn('UNSATISFACTORY'), answer: 'NILM', objects: [] })!.unclassified).toBe('noReferenceObjects');
    expect(classifySlide({ solution: gyn(null), answer: 'NILM', objects: [] })).toBeNull();
    expect(classifySlide({ solution: { type: 'none', result: null }, answer: 'NILM', objects: [] })).toBeNull();
  });

  it('classifies non-GYN slides by the scorer’s right or wrong, without categories', () => {
    const urine = classifySlide({ solution: { type: 'Urine', result: 'HIGHGRADE' }, answer: 'NEGATIVE', objects: screened(2, 1) })!;
    expect([urine.outcome, urine.reference.category, urine.response.category]).toEqual(['interpretation', null, null]);
  });
});

describe('a hand-made review, screened and classified', () => {
  // Two diagnostic cells of an HSIL slide at (200, 200) and (260, 240); the learner answers LSIL.
  const slide = { width: 1000, height: 1000 };
  const objects = referenceObjectsOf(
    [
      [
        { id: 'd1', coords: { x: 200, y: 200 }, cat: { idx: 0, name: 'Area' }, rank: 0, custom: false },
        { id: 'd2', coords: { x: 260, y: 240 }, cat: { idx: 0, name: 'Area' }, rank: 0, custom: false },
      ],
    ],
    ['d1', 'd2'],
  );
  const around = [
    { x: 100, y: 100 },
    { x: 300, y: 100 },
    { x: 300, y: 300 },
    { x: 100, y: 300 },
  ];
  const elsewhere = around.map((p) => ({ x: p.x + 600, y: p.y + 600 }));
  const v = (at: number, corners: typeof around, magnification: number): CoverageView => ({ at, session: 's', magnification, corners });
  const outcomeOf = (views: CoverageView[], endAt: number) => {
    const page = screenPage({ slide, grid: coverageGrid(slide, 10), views, endAt, tissue: null, micronsPerPixel: null, objects, clicked: [], shortList: [] });
    return classifySlide({ solution: gyn('HSIL'), answer: 'LSIL', objects: page.objects })!.outcome;
  };

  it('is a locator error when the cells were on screen only at 4x, or at 10x for 0.4 s', () => {
    expect(outcomeOf([v(0, around, 4), v(60_000, elsewhere, 10)], 90_000)).toBe('locator');
    expect(outcomeOf([v(0, around, 10), v(400, elsewhere, 10)], 90_000)).toBe('locator');
  });

  it('is an interpretation error once they were on screen at 10x for 0.5 s', () => {
    expect(outcomeOf([v(0, around, 10), v(500, elsewhere, 10)], 90_000)).toBe('interpretation');
  });
});
