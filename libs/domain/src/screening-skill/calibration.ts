/**
 * A learner's (or an organization's) calibration over classified slides (issue 31, docs/adr/0036):
 * the confusion matrix of reference against response by PT category and by result, Cohen's kappa,
 * the false-negative, HSIL→LSIL downgrade and over-call rates, the error kinds, median time and pace,
 * and the same rates by UTC month. Only GYN slides answered with a category enter the matrix, the
 * kappa and the rates; every classified slide counts in the outcomes, times and paces.
 */
import {
  RESULT_SETS,
  SCREENING_OUTCOMES,
  SKILL_OUTLIER_FACTOR,
  SKILL_RATES,
  type ScreeningOutcome,
  type SkillCalibration,
  type SkillCategory,
  type SkillMonth,
  type SkillRate,
  type SkillRates,
  type SkillSlide,
} from '@cytocampus/contracts';

const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];
const GYN_ORDER = new Map(RESULT_SETS.GYN.map((r, i) => [r.value as string, i]));

type Matrix = SkillCalibration['matrix'];

const emptyMatrix = (): Matrix => Object.fromEntries(CATEGORIES.map((r) => [r, Object.fromEntries(CATEGORIES.map((c) => [c, 0]))])) as Matrix;

/** The slides with a reference and a response category. */
function categorized(slides: readonly SkillSlide[]): { reference: SkillCategory; response: SkillCategory; slide: SkillSlide }[] {
  return slides.flatMap((slide) => {
    const { reference, response } = slide.classification;
    return reference.category && response.category ? [{ reference: reference.category, response: response.category, slide }] : [];
  });
}

export function confusionMatrix(slides: readonly SkillSlide[]): Matrix {
  const matrix = emptyMatrix();
  for (const { reference, response } of categorized(slides)) matrix[reference][response] += 1;
  return matrix;
}

/**
 * Unweighted Cohen's kappa of a square matrix: (po − pe) / (1 − pe), po the share on the diagonal,
 * pe the sum over categories of row share × column share. Null without slides or when pe = 1 (every
 * reference and response in one category: agreement beyond chance cannot be told).
 */
export function cohensKappa(matrix: Matrix): number | null {
  let n = 0;
  let agree = 0;
  const rows = new Map<SkillCategory, number>();
  const cols = new Map<SkillCategory, number>();
  for (const r of CATEGORIES)
    for (const c of CATEGORIES) {
      const count = matrix[r][c];
      n += count;
      if (r === c) agree += count;
      rows.set(r, (rows.get(r) ?? 0) + count);
      cols.set(c, (cols.get(c) ?? 0) + count);
    }
  if (n === 0) return null;
  const po = agree / n;
  const pe = CATEGORIES.reduce((sum, k) => sum + (rows.get(k)! / n) * (cols.get(k)! / n), 0);
  return pe === 1 ? null : (po - pe) / (1 - pe);
}

const rate = (hits: number, over: number): number | null => (over === 0 ? null : hits / over);

export function skillRates(matrix: Matrix): SkillRates {
  const row = (r: SkillCategory) => CATEGORIES.reduce((sum, c) => sum + matrix[r][c], 0);
  return {
    falseNegativeRate: rate(matrix.C.B + matrix.D.B, row('C') + row('D')),
    downgradeRate: rate(matrix.D.C, row('D')),
    overcallRate: rate(matrix.B.C + matrix.B.D, row('B')),
  };
}

/** The median (the mean of the middle two of an even count); null of none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function byResult(slides: readonly SkillSlide[]): SkillCalibration['byResult'] {
  const counts = new Map<string, { reference: string; response: string; count: number }>();
  for (const { slide } of categorized(slides)) {
    const reference = slide.classification.reference.result!;
    const response = slide.classification.response.result!;
    const key = `${reference}\u0000${response}`;
    const entry = counts.get(key) ?? { reference, response, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return inResultOrder([...counts.values()]);
}

/** Result pairs in the GYN result set's order, by reference then response. */
export function inResultOrder(pairs: SkillCalibration['byResult']): SkillCalibration['byResult'] {
  const order = (result: string) => GYN_ORDER.get(result) ?? GYN_ORDER.size;
  return [...pairs].sort((a, b) => order(a.reference) - order(b.reference) || order(a.response) - order(b.response));
}

function outcomeCounts(slides: readonly SkillSlide[]): Record<ScreeningOutcome, number> {
  const counts = Object.fromEntries(SCREENING_OUTCOMES.map((o) => [o, 0])) as Record<ScreeningOutcome, number>;
  for (const { classification } of slides) if (classification.outcome) counts[classification.outcome] += 1;
  return counts;
}

/** The calibration of the slides given (the caller picks the learner or organization and the period). */
export function calibrate(slides: readonly SkillSlide[]): SkillCalibration {
  const matrix = confusionMatrix(slides);
  return {
    slides: slides.length,
    categorized: categorized(slides).length,
    matrix,
    byResult: byResult(slides),
    kappa: cohensKappa(matrix),
    ...skillRates(matrix),
    outcomes: outcomeCounts(slides),
    unclassified: slides.filter((s) => s.classification.outcome === null).length,
    medianTimeMs: median(slides.map((s) => s.timeOnSlideMs)),
    medianPaceMm2PerMinute: median(slides.flatMap((s) => (s.paceMm2PerMinute === null ? [] : [s.paceMm2PerMinute]))),
  };
}

/** 'YYYY-MM' of an epoch ms, UTC. */
export const utcMonth = (at: number): string => new Date(at).toISOString().slice(0, 7);

/** The rates month by month (UTC), oldest first; months without a slide are left out. */
export function monthlyTrend(slides: readonly SkillSlide[]): SkillMonth[] {
  const months = new Map<string, SkillSlide[]>();
  for (const slide of slides) {
    const month = utcMonth(slide.submittedAt);
    const inMonth = months.get(month);
    if (inMonth) inMonth.push(slide);
    else months.set(month, [slide]);
  }
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, inMonth]) => {
      const matrix = confusionMatrix(inMonth);
      const outcomes = outcomeCounts(inMonth);
      return {
        month,
        slides: inMonth.length,
        kappa: cohensKappa(matrix),
        ...skillRates(matrix),
        locator: outcomes.locator,
        interpretation: outcomes.interpretation,
      };
    });
}

/** The rates in which a learner is an outlier: more than `factor` times the organization's, both known. */
export function outlierRates(learner: SkillRates, organization: SkillRates, factor: number = SKILL_OUTLIER_FACTOR): SkillRate[] {
  return SKILL_RATES.filter((name) => {
    const mine = learner[name];
    const theirs = organization[name];
    return mine !== null && theirs !== null && mine > factor * theirs;
  });
}
