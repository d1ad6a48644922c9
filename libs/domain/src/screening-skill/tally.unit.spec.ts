import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { RESULT_SETS, SCREENING_OUTCOMES, type SkillSlide } from '@cytocampus/contracts';
import { calibrate, median, monthlyTrend, utcMonth } from './calibration.js';
import { classifySlide } from './classify.js';
import {
  addTally,
  bucketValue,
  calibrationOfTally,
  cellColumn,
  emptyTally,
  monthOfTally,
  spreadBucket,
  spreadMedian,
  TALLY_COLUMNS,
  tallyOfRow,
  type SkillTally,
} from './tally.js';

const GYN = RESULT_SETS.GYN.map((r) => r.value as string);

/** The tally the read model keeps for these slides (as its SQL counts them). */
function tallyOf(slides: readonly SkillSlide[]): SkillTally {
  const row: Record<string, number> = Object.fromEntries(TALLY_COLUMNS.map((c) => [c, 0]));
  for (const { classification: c } of slides) {
    row.slides! += 1;
    if (c.reference.category && c.response.category) row[cellColumn(c.reference.category, c.response.category)]! += 1;
    if (c.outcome) row[c.outcome]! += 1;
    else row.unclassified! += 1;
  }
  return tallyOfRow(row);
}

const slideArb = fc
  .record({
    reference: fc.constantFrom(...GYN),
    answer: fc.option(fc.constantFrom(...GYN), { nil: null }),
    seen: fc.integer({ min: 0, max: 2 }),
    at: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
    timeMs: fc.integer({ min: 0, max: 3_600_000 }),
    pace: fc.option(fc.double({ min: 0.001, max: 50, noNaN: true }), { nil: null }),
  })
  .map((s): SkillSlide => ({
    classification: classifySlide({
      solution: { type: 'GYN', result: s.reference },
      answer: s.answer,
      objects: Array.from({ length: 2 }, (_, i) => ({ seen: i < s.seen, marked: false })),
    })!,
    submittedAt: s.at,
    timeOnSlideMs: s.timeMs,
    paceMm2PerMinute: s.pace,
  }));

describe('the calibration from tallies', () => {
  it('equals the calibration of the slides, month by month and summed, but for the medians', () => {
    fc.assert(
      fc.property(fc.array(slideArb, { maxLength: 60 }), (slides) => {
        const exact = calibrate(slides);
        const byMonth = new Map<string, SkillSlide[]>();
        for (const s of slides) byMonth.set(utcMonth(s.submittedAt), [...(byMonth.get(utcMonth(s.submittedAt)) ?? []), s]);
        const summed = [...byMonth.values()].map(tallyOf).reduce(addTally, emptyTally());
        const fromTally = calibrationOfTally(summed, {
          byResult: exact.byResult,
          medianTimeMs: exact.medianTimeMs,
          medianPaceMm2PerMinute: exact.medianPaceMm2PerMinute,
        });
        expect(fromTally).toEqual(exact);
        const trend = [...byMonth.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([month, inMonth]) => monthOfTally(month, tallyOf(inMonth)));
        expect(trend).toEqual(monthlyTrend(slides));
      }),
      { seed: 31, numRuns: 300 },
    );
  });

  it('reads every outcome and cell of a row, and the row missing a column as 0', () => {
    const tally = tallyOfRow({ slides: 7, [cellColumn('D', 'B')]: 2, locator: 2, unclassified: 1 });
    expect([tally.slides, tally.matrix.D.B, tally.matrix.B.D, tally.outcomes.locator, tally.outcomes.correct, tally.unclassified]).toEqual([7, 2, 0, 2, 0, 1]);
    expect(TALLY_COLUMNS).toHaveLength(1 + 16 + SCREENING_OUTCOMES.length + 1);
  });
});

describe('spreads', () => {
  it('puts a value in the bucket whose middle is within 2.5 % of it, and 0 in its own', () => {
    for (const v of [0.013, 0.9, 1, 45_000, 3_599_999]) expect(Math.abs(bucketValue(spreadBucket(v)) / v - 1)).toBeLessThanOrEqual(0.025);
    expect(bucketValue(spreadBucket(0))).toBe(0);
  });

  it('gives a median within 2.5 % of the exact one (the middle two averaged on an even count)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_600_000 }), { minLength: 1, maxLength: 200 }), (values) => {
        const spread = new Map<number, number>();
        for (const v of values) spread.set(spreadBucket(v), (spread.get(spreadBucket(v)) ?? 0) + 1);
        const exact = median(values)!;
        const approx = spreadMedian(spread)!;
        expect(Math.abs(approx - exact)).toBeLessThanOrEqual(0.025 * exact + 1e-9);
      }),
      { seed: 36, numRuns: 500 },
    );
  });

  it('has no median without slides, and skips buckets a clear brought back to 0', () => {
    expect(spreadMedian(new Map())).toBeNull();
    expect(spreadMedian(new Map([[spreadBucket(10), 0]]))).toBeNull();
    expect(
      spreadMedian(
        new Map([
          [spreadBucket(10), 0],
          [spreadBucket(1000), 1],
        ]),
      ),
    ).toBeCloseTo(bucketValue(spreadBucket(1000)));
  });
});
