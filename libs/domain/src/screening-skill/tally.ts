/**
 * The calibration from counts (issue 31, docs/adr/0036, "The organization view at scale"): what the
 * read model adds up per learner and month, summed over a period, gives the same matrix, kappa,
 * rates and outcomes as `calibrate` over the slides themselves. Medians cannot be added up: a
 * learner's come from their own slides; an organization's from a spread, counts of slides in
 * log-spaced buckets (SKILL_SPREAD_RATIO wide), whose median is within half a bucket of the exact one.
 */
import {
  SCREENING_OUTCOMES,
  SKILL_SPREAD_RATIO,
  type ScreeningOutcome,
  type SkillCalibration,
  type SkillCategory,
  type SkillMonth,
} from '@cytocampus/contracts';
import { cohensKappa, skillRates } from './calibration.js';

const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];

/** What adds up: slides, the category matrix and the outcomes. */
export interface SkillTally {
  slides: number;
  matrix: SkillCalibration['matrix'];
  outcomes: Record<ScreeningOutcome, number>;
  unclassified: number;
}

export function emptyTally(): SkillTally {
  return {
    slides: 0,
    matrix: Object.fromEntries(CATEGORIES.map((r) => [r, Object.fromEntries(CATEGORIES.map((c) => [c, 0]))])) as SkillCalibration['matrix'],
    outcomes: Object.fromEntries(SCREENING_OUTCOMES.map((o) => [o, 0])) as Record<ScreeningOutcome, number>,
    unclassified: 0,
  };
}

/** A matrix cell's column in the read model's tallies: m_cd is reference C answered D. */
export const cellColumn = (reference: SkillCategory, response: SkillCategory): string => `m_${reference}${response}`.toLowerCase();

/** The columns of a tally row (projections' skill_learner_months), each a count. */
export const TALLY_COLUMNS: readonly string[] = [
  'slides',
  ...CATEGORIES.flatMap((r) => CATEGORIES.map((c) => cellColumn(r, c))),
  ...SCREENING_OUTCOMES,
  'unclassified',
];

/** A tally from a row of those columns. */
export function tallyOfRow(row: Readonly<Record<string, number>>): SkillTally {
  const tally = emptyTally();
  tally.slides = row.slides ?? 0;
  tally.unclassified = row.unclassified ?? 0;
  for (const r of CATEGORIES) for (const c of CATEGORIES) tally.matrix[r][c] = row[cellColumn(r, c)] ?? 0;
  for (const o of SCREENING_OUTCOMES) tally.outcomes[o] = row[o] ?? 0;
  return tally;
}

/** A month of the trend from its tally (as monthlyTrend makes it from slides). */
export function monthOfTally(month: string, tally: SkillTally): SkillMonth {
  return {
    month,
    slides: tally.slides,
    kappa: cohensKappa(tally.matrix),
    ...skillRates(tally.matrix),
    locator: tally.outcomes.locator,
    interpretation: tally.outcomes.interpretation,
  };
}

/** `into` grown by `tally` (returned, for reduce). */
export function addTally(into: SkillTally, tally: SkillTally): SkillTally {
  into.slides += tally.slides;
  into.unclassified += tally.unclassified;
  for (const r of CATEGORIES) for (const c of CATEGORIES) into.matrix[r][c] += tally.matrix[r][c];
  for (const o of SCREENING_OUTCOMES) into.outcomes[o] += tally.outcomes[o];
  return into;
}

/** The calibration of a tally, with the result pairs and medians found elsewhere. */
export function calibrationOfTally(
  tally: SkillTally,
  extra: { byResult: SkillCalibration['byResult']; medianTimeMs: number | null; medianPaceMm2PerMinute: number | null },
): SkillCalibration {
  const categorized = CATEGORIES.reduce((sum, r) => sum + CATEGORIES.reduce((row, c) => row + tally.matrix[r][c], 0), 0);
  return {
    slides: tally.slides,
    categorized,
    matrix: tally.matrix,
    byResult: extra.byResult,
    kappa: cohensKappa(tally.matrix),
    ...skillRates(tally.matrix),
    outcomes: tally.outcomes,
    unclassified: tally.unclassified,
    medianTimeMs: extra.medianTimeMs,
    medianPaceMm2PerMinute: extra.medianPaceMm2PerMinute,
  };
}

/** A value's bucket in a spread; zero and below share one (ZERO_BUCKET). */
export const ZERO_BUCKET = -1_000_000;
export function spreadBucket(value: number): number {
  return value <= 0 ? ZERO_BUCKET : Math.floor(Math.log(value) / Math.log(SKILL_SPREAD_RATIO));
}

/** The value a bucket stands for: its geometric middle (within half a bucket of any value in it). */
export function bucketValue(bucket: number): number {
  return bucket === ZERO_BUCKET ? 0 : SKILL_SPREAD_RATIO ** (bucket + 0.5);
}

/** The median of a spread (bucket → slides), as `median` takes it: the middle value, or the mean of the middle two. */
export function spreadMedian(spread: ReadonlyMap<number, number>): number | null {
  const buckets = [...spread.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const at = (rank: number): number => {
    let seen = 0;
    for (const [bucket, n] of buckets) {
      seen += n;
      if (rank < seen) return bucketValue(bucket);
    }
    return bucketValue(buckets[buckets.length - 1]![0]);
  };
  const mid = total >> 1;
  return total % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}
