import { describe, expect, it } from '@jest/globals';
import { classifySlide } from './classify.js';
import { recommendPractice, type PracticeCandidate, type PracticeFact } from './practice.js';

/** A classified slide by the real classifier: reference, answer, and whether its (two) reference objects were seen. */
function fact(reference: string, answer: string, seen = true, type = 'GYN'): PracticeFact {
  const objects = [
    { seen, marked: false },
    { seen: false, marked: false },
  ];
  return classifySlide({ solution: { type, result: reference }, answer, objects })!;
}

const RESULT_CATEGORY = { UNSATISFACTORY: 'A', NILM: 'B', ASCUS: 'C', LSIL: 'C', ASCH: 'D', HSIL: 'D' } as const;

/** Five library slides of each result above (ids `HSIL-1` …), the nth with n reference objects. */
const library: PracticeCandidate[] = Object.entries(RESULT_CATEGORY).flatMap(([result, category]) =>
  [1, 2, 3, 4, 5].map((n) => ({ slideId: `${result}-${n}`, name: `${result} ${n}`, category, result, referenceObjects: n })),
);

const countBy = (slides: { category: string | null }[]) =>
  slides.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.category ?? 'other']: (acc[s.category ?? 'other'] ?? 0) + 1 }), {});

describe('recommendPractice', () => {
  it('weighs a learner who calls HSIL slides negative towards high-grade slides, with the reason', () => {
    const facts = [fact('HSIL', 'NILM'), fact('HSIL', 'NILM'), fact('HSIL', 'HSIL'), fact('NILM', 'NILM'), fact('LSIL', 'LSIL')];
    const set = recommendPractice(facts, library, 'user-1');
    expect(set).toHaveLength(10);
    // Only D was missed (2 false negatives): every slot goes to D, then the variety fill is not needed.
    expect(countBy(set)).toEqual({ D: 10 });
    const hsil = set.find((s) => s.result === 'HSIL')!;
    expect(hsil.reason).toBe('You called 2 of 3 HSIL slides negative');
    const asch = set.find((s) => s.result === 'ASCH')!;
    expect(asch.reason).toBe('You missed 2 of 3 high-grade slides');
  });

  it('shares the slots by weight: a false negative on C or D weighs more than an over-call', () => {
    // One LSIL called NILM (weight 3) and one NILM called LSIL (weight 2): 6 C and 4 B of 10.
    const set = recommendPractice([fact('LSIL', 'NILM'), fact('NILM', 'LSIL')], library, 'user-1');
    expect(countBy(set)).toEqual({ C: 6, B: 4 });
    expect(set.slice(0, 6).every((s) => s.category === 'C')).toBe(true);
    expect(set.find((s) => s.result === 'NILM')!.reason).toBe('You called 1 of 1 NILM slides abnormal');
  });

  it('after locator errors offers the slides with the fewest diagnostic cells first, and says so', () => {
    const set = recommendPractice([fact('HSIL', 'NILM', false)], library, 'user-1', 4);
    expect(set.map((s) => s.slideId).sort()).toEqual(['ASCH-1', 'ASCH-2', 'HSIL-1', 'HSIL-2']);
    expect(set.find((s) => s.slideId === 'HSIL-1')!.reason).toBe('You called 1 of 1 HSIL slides negative; one diagnostic cell to find');
  });

  it('gives a learner without errors a varied set across the categories', () => {
    const set = recommendPractice([fact('HSIL', 'HSIL'), fact('NILM', 'NILM')], library, 'user-1', 8);
    expect(countBy(set)).toEqual({ A: 2, B: 2, C: 2, D: 2 });
    expect(set.find((s) => s.category === 'A')!.reason).toBe('For variety: an unsatisfactory slide');
  });

  it('fills from other categories when the missed one runs dry, and never offers more than the library holds', () => {
    const few = library.filter((c) => c.category !== 'D' || c.slideId === 'HSIL-5');
    const set = recommendPractice([fact('HSIL', 'NILM')], few, 'user-1');
    expect(set[0]!.slideId).toBe('HSIL-5');
    expect(set).toHaveLength(10);
    expect(new Set(set.map((s) => s.slideId)).size).toBe(10);
    expect(recommendPractice([], library.slice(0, 3), 'user-1')).toHaveLength(3);
  });

  it('is the same for the same input and seed, whatever the order of the candidates, and differs by seed', () => {
    const facts = [fact('LSIL', 'NILM')];
    const a = recommendPractice(facts, library, 'user-1');
    expect(recommendPractice(facts, [...library].reverse(), 'user-1')).toEqual(a);
    expect(recommendPractice(facts, library, 'user-2').map((s) => s.slideId)).not.toEqual(a.map((s) => s.slideId));
  });
});
