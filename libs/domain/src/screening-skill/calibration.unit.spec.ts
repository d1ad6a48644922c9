import { describe, expect, it } from '@jest/globals';
import type { SkillSlide } from '@cytocampus/contracts';
import { calibrate, cohensKappa, confusionMatrix, median, monthlyTrend, outlierRates, utcMonth } from './calibration.js';
import { classifySlide } from './classify.js';

const OCT_31_LAST_MINUTE = Date.UTC(2026, 9, 31, 23, 59);
const NOV_1_MIDNIGHT = Date.UTC(2026, 10, 1, 0, 0);

/** A submitted slide classified by the real classifier: reference, answer, reference objects seen of those there. */
function slide(reference: string, answer: string | null, at: number, timeS: number, pace: number | null = null, seen = 0, type = 'GYN'): SkillSlide {
  const objects = Array.from({ length: 2 }, (_, i) => ({ seen: i < seen, marked: false }));
  return {
    classification: classifySlide({ solution: { type, result: reference }, answer, objects })!,
    submittedAt: at,
    timeOnSlideMs: timeS * 1000,
    paceMm2PerMinute: pace,
  };
}

/**
 * Twelve slides. By category (reference → response):
 *   1 B→B, 2 B→B, 3 B→C (over-call), 4 C→C (LSIL→ASCUS), 5 C→B (locator)          October (5 on its last minute, UTC)
 *   6 D→D, 7 D→C (interpretation), 8 D→B (locator), 9 D→D (HSIL→ASCH), 10 A→A     November
 *   11 HSIL unanswered, 12 Urine HIGHGRADE→NEGATIVE (interpretation): no categories  November
 */
const slides: SkillSlide[] = [
  slide('NILM', 'NILM', OCT_31_LAST_MINUTE - 5000, 60, 0.6),
  slide('NILM', 'NILM', OCT_31_LAST_MINUTE - 4000, 30, 0.9),
  slide('NILM', 'LSIL', OCT_31_LAST_MINUTE - 3000, 90),
  slide('LSIL', 'ASCUS', OCT_31_LAST_MINUTE - 2000, 120, 1.5),
  slide('LSIL', 'NILM', OCT_31_LAST_MINUTE, 45),
  slide('HSIL', 'HSIL', NOV_1_MIDNIGHT, 80),
  slide('HSIL', 'LSIL', NOV_1_MIDNIGHT + 1000, 100, null, 1),
  slide('HSIL', 'NILM', NOV_1_MIDNIGHT + 2000, 20),
  slide('HSIL', 'ASCH', NOV_1_MIDNIGHT + 3000, 70),
  slide('UNSATISFACTORY', 'UNSATISFACTORY', NOV_1_MIDNIGHT + 4000, 50),
  slide('HSIL', null, NOV_1_MIDNIGHT + 5000, 40),
  slide('HIGHGRADE', 'NEGATIVE', NOV_1_MIDNIGHT + 6000, 110, null, 2, 'Urine'),
];

describe('calibrate', () => {
  const c = calibrate(slides);

  it('counts reference against response by category, the GYN answered slides only', () => {
    expect([c.slides, c.categorized]).toEqual([12, 10]);
    expect(c.matrix).toEqual({
      A: { A: 1, B: 0, C: 0, D: 0 },
      B: { A: 0, B: 2, C: 1, D: 0 },
      C: { A: 0, B: 1, C: 1, D: 0 },
      D: { A: 0, B: 1, C: 1, D: 2 },
    });
  });

  it('counts by result within the categories, in the result set’s order', () => {
    expect(c.byResult.map((r) => `${r.reference}→${r.response} ${r.count}`)).toEqual([
      'UNSATISFACTORY→UNSATISFACTORY 1',
      'NILM→NILM 2',
      'NILM→LSIL 1',
      'LSIL→NILM 1',
      'LSIL→ASCUS 1',
      'HSIL→NILM 1',
      'HSIL→LSIL 1',
      'HSIL→ASCH 1',
      'HSIL→HSIL 1',
    ]);
  });

  it('computes kappa and the rates by hand', () => {
    // n = 10, agreement 1 + 2 + 1 + 2 = 6: po = 0.6. Rows A1 B3 C2 D4, columns A1 B4 C3 D2:
    // pe = (1·1 + 3·4 + 2·3 + 4·2) / 100 = 0.27; kappa = (0.6 − 0.27) / (1 − 0.27) = 0.33 / 0.73 = 0.45205…
    expect(c.kappa).toBeCloseTo(0.33 / 0.73, 12);
    expect(c.kappa).toBeCloseTo(0.452055, 6);
    // False negatives: C→B 1 + D→B 1 over C 2 + D 4 = 2/6. Downgrades: D→C 1 over D 4. Over-calls: B→C 1 over B 3.
    expect(c.falseNegativeRate).toBeCloseTo(1 / 3, 12);
    expect(c.downgradeRate).toBe(0.25);
    expect(c.overcallRate).toBeCloseTo(1 / 3, 12);
  });

  it('counts the error kinds of every classified slide, non-GYN included, and the unclassified', () => {
    expect(c.outcomes).toEqual({ correct: 6, locator: 2, interpretation: 2, overcall: 1 });
    expect(c.unclassified).toBe(1);
  });

  it('takes the median time of all slides and the median pace of those with one', () => {
    // Times sorted: 20 30 40 45 50 60 | 70 80 90 100 110 120 s: (60 + 70) / 2 = 65 s. Paces 0.6, 0.9, 1.5: 0.9.
    expect(c.medianTimeMs).toBe(65_000);
    expect(c.medianPaceMm2PerMinute).toBe(0.9);
  });

  it('has nothing to say of no slides', () => {
    const none = calibrate([]);
    expect([none.kappa, none.falseNegativeRate, none.downgradeRate, none.overcallRate, none.medianTimeMs, none.medianPaceMm2PerMinute]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('cohensKappa', () => {
  const matrixOf = (pairs: [string, string][]) => confusionMatrix(pairs.map(([r, a]) => slide(r, a, 0, 1)));

  it('is 1 for perfect agreement over two categories, and 0 for agreement at chance', () => {
    expect(
      cohensKappa(
        matrixOf([
          ['NILM', 'NILM'],
          ['HSIL', 'HSIL'],
        ]),
      ),
    ).toBe(1);
    // B→B, B→D, D→B, D→D: po = 0.5, pe = (2·2 + 2·2) / 16 = 0.5: kappa 0.
    expect(
      cohensKappa(
        matrixOf([
          ['NILM', 'NILM'],
          ['NILM', 'HSIL'],
          ['HSIL', 'NILM'],
          ['HSIL', 'HSIL'],
        ]),
      ),
    ).toBe(0);
  });

  it('is undefined (null) when every reference and response is one category, or there is none', () => {
    expect(
      cohensKappa(
        matrixOf([
          ['NILM', 'NILM'],
          ['NILM', 'NILM'],
        ]),
      ),
    ).toBeNull();
    expect(cohensKappa(matrixOf([]))).toBeNull();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect([median([3, 1, 2]), median([4, 1, 3, 2]), median([])]).toEqual([2, 2.5, null]);
  });
});

describe('monthlyTrend', () => {
  it('splits at UTC month boundaries and computes each month’s rates by hand', () => {
    expect([utcMonth(OCT_31_LAST_MINUTE), utcMonth(NOV_1_MIDNIGHT)]).toEqual(['2026-10', '2026-11']);
    const [october, november, ...rest] = monthlyTrend([...slides].reverse());
    expect(rest).toEqual([]);
    // October: B→B ×2, B→C, C→C, C→B. po = 3/5; rows B3 C2 = columns B3 C2: pe = (9 + 4) / 25 = 0.52;
    // kappa = 0.08 / 0.48 = 1/6. FN 1/2, no D reference, over-calls 1/3; one locator error (C→B).
    expect(october).toMatchObject({ month: '2026-10', slides: 5, falseNegativeRate: 0.5, downgradeRate: null, locator: 1, interpretation: 0 });
    expect(october!.kappa).toBeCloseTo(1 / 6, 12);
    expect(october!.overcallRate).toBeCloseTo(1 / 3, 12);
    // November: A→A, D→D ×2, D→C, D→B (+ unanswered, + Urine). po = 3/5; rows A1 D4, columns A1 B1 C1 D2:
    // pe = (1 + 8) / 25 = 0.36; kappa = 0.24 / 0.64 = 0.375. FN 1/4, downgrades 1/4, no B reference.
    expect(november).toMatchObject({
      month: '2026-11',
      slides: 7,
      falseNegativeRate: 0.25,
      downgradeRate: 0.25,
      overcallRate: null,
      locator: 1,
      interpretation: 2,
    });
    expect(november!.kappa).toBeCloseTo(0.375, 12);
  });
});

describe('outlierRates', () => {
  const org = { falseNegativeRate: 0.2, downgradeRate: 0.125, overcallRate: 0.1 };

  it('names the rates more than factor times the organization’s, both known', () => {
    const learner = { falseNegativeRate: 0.5, downgradeRate: 0.25, overcallRate: null };
    // 0.5 > 2 × 0.2; 0.25 is not more than 2 × 0.125; no over-call rate of the learner.
    expect(outlierRates(learner, org)).toEqual(['falseNegativeRate']);
    expect(outlierRates(learner, org, 3)).toEqual([]);
    expect(outlierRates(learner, { ...org, falseNegativeRate: null })).toEqual([]);
  });

  it('flags any rate above an organization’s 0', () => {
    expect(outlierRates({ falseNegativeRate: 0, downgradeRate: 0.1, overcallRate: 0 }, { falseNegativeRate: 0, downgradeRate: 0, overcallRate: 0 })).toEqual([
      'downgradeRate',
    ]);
  });
});
