/**
 * What to practise next (issue 31, docs/adr/0036 "Practice sets"): from a learner's classified
 * slides, a short list of library slides they have not reviewed, weighted towards the categories
 * they miss. False negatives on C and D weigh most, over-calls send B slides, and after locator
 * errors the slides with the fewest diagnostic cells come first within a category. Pure and
 * deterministic: the same facts, candidates and seed (the user id) give the same list.
 */
import {
  PRACTICE_SET_SIZE,
  PRACTICE_TEXT,
  type PracticeReasonFacts,
  type PracticeSlide,
  type SkillCategory,
  type SlideClassification,
} from '@cytocampus/contracts';
import { seededRandom } from '../scoring/proficiency/random.js';

/** What the recommender reads of one of the learner's classified slides. */
export type PracticeFact = Pick<SlideClassification, 'correct' | 'outcome' | 'reference' | 'response'>;

/** A library slide the learner could practise on. */
export interface PracticeCandidate {
  slideId: string;
  name: string;
  category: SkillCategory | null;
  result: string | null;
  /** How many reference objects (diagnostic cells) the slide has; 0 when none are marked. */
  referenceObjects: number;
}

/** A bucket of slides: a PT category, or 'other' for non-GYN specimens. */
type Bucket = SkillCategory | 'other';
const BUCKETS: readonly Bucket[] = ['D', 'C', 'B', 'A', 'other'];
const bucketOf = (category: SkillCategory | null): Bucket => category ?? 'other';

/** How much one missed slide pulls towards its category: a false negative on C or D most, then other C/D misses and over-calls. */
export const PRACTICE_WEIGHTS = { falseNegative: 3, highLowMiss: 2, overcall: 2, other: 1 } as const;

interface Tally {
  total: number;
  missed: number;
  /** C or D called B. */
  falseNegative: number;
  /** D called C. */
  downgrade: number;
  /** B called C or D. */
  overcall: number;
  locator: number;
}

const emptyTally = (): Tally => ({ total: 0, missed: 0, falseNegative: 0, downgrade: 0, overcall: 0, locator: 0 });

function add(tally: Tally, fact: PracticeFact): void {
  tally.total += 1;
  if (fact.correct) return;
  tally.missed += 1;
  const ref = fact.reference.category;
  const res = fact.response.category;
  if ((ref === 'C' || ref === 'D') && res === 'B') tally.falseNegative += 1;
  if (ref === 'D' && res === 'C') tally.downgrade += 1;
  if (fact.outcome === 'overcall') tally.overcall += 1;
  if (fact.outcome === 'locator') tally.locator += 1;
}

function weightOf(t: Tally, bucket: Bucket): number {
  const highLow = bucket === 'C' || bucket === 'D';
  const rest = t.missed - t.falseNegative - t.overcall;
  return (
    t.falseNegative * PRACTICE_WEIGHTS.falseNegative +
    t.overcall * PRACTICE_WEIGHTS.overcall +
    rest * (highLow ? PRACTICE_WEIGHTS.highLowMiss : PRACTICE_WEIGHTS.other)
  );
}

/** The learner's record by bucket and by reference result. */
export interface PracticeProfile {
  byBucket: Map<Bucket, Tally>;
  byResult: Map<string, Tally>;
}

export function practiceProfile(facts: readonly PracticeFact[]): PracticeProfile {
  const byBucket = new Map<Bucket, Tally>();
  const byResult = new Map<string, Tally>();
  for (const fact of facts) {
    const bucket = bucketOf(fact.reference.category);
    add(byBucket.get(bucket) ?? byBucket.set(bucket, emptyTally()).get(bucket)!, fact);
    const result = fact.reference.result;
    if (result !== null) add(byResult.get(result) ?? byResult.set(result, emptyTally()).get(result)!, fact);
  }
  return { byBucket, byResult };
}

/** The learner's record on slides like this one, most telling first. */
function reasonFacts(profile: PracticeProfile, slide: Pick<PracticeCandidate, 'category' | 'result'>): PracticeReasonFacts {
  const result = slide.result;
  const r = result !== null ? profile.byResult.get(result) : undefined;
  if (result !== null && r) {
    if (r.falseNegative > 0) return { kind: 'falseNegative', result, missed: r.falseNegative, total: r.total };
    if (r.downgrade > 0) return { kind: 'downgrade', result, missed: r.downgrade, total: r.total };
    if (r.overcall > 0) return { kind: 'overcall', result, missed: r.overcall, total: r.total };
    if (r.missed > 0) return { kind: 'missedResult', result, missed: r.missed, total: r.total };
  }
  const b = profile.byBucket.get(bucketOf(slide.category));
  if (b && b.missed > 0) return { kind: 'missedCategory', category: slide.category, missed: b.missed, total: b.total };
  return { kind: 'variety', category: slide.category };
}

/** Why this slide is worth practising, in a sentence; a slide of a category with locator errors names its few cells. */
export function practiceReason(profile: PracticeProfile, slide: Omit<PracticeCandidate, 'slideId' | 'name'>): string {
  const facts = reasonFacts(profile, slide);
  const locator = (profile.byBucket.get(bucketOf(slide.category))?.locator ?? 0) > 0;
  return PRACTICE_TEXT.reason(facts, locator && slide.referenceObjects > 0 ? slide.referenceObjects : null);
}

/** Slots per bucket in proportion to the weights (largest remainder, ties in BUCKETS order), none beyond what a bucket holds. */
function allot(weights: Map<Bucket, number>, available: Map<Bucket, number>, size: number): Map<Bucket, number> {
  const slots = new Map<Bucket, number>(BUCKETS.map((b) => [b, 0]));
  let left = size;
  // Repeatedly share what is left among the buckets that still have slides, so a small bucket's share goes to the others.
  for (;;) {
    const open = BUCKETS.filter((b) => (weights.get(b) ?? 0) > 0 && slots.get(b)! < (available.get(b) ?? 0));
    const total = open.reduce((sum, b) => sum + weights.get(b)!, 0);
    if (left === 0 || total === 0) return slots;
    const shares = open.map((b) => ({ b, exact: (left * weights.get(b)!) / total }));
    const whole = shares.map(({ b, exact }) => ({ b, n: Math.floor(exact), rest: exact - Math.floor(exact) }));
    let given = whole.reduce((sum, s) => sum + s.n, 0);
    for (const s of [...whole].sort((x, y) => y.rest - x.rest)) {
      if (given >= left) break;
      s.n += 1;
      given += 1;
    }
    let placed = 0;
    for (const { b, n } of whole) {
      const room = (available.get(b) ?? 0) - slots.get(b)!;
      const take = Math.min(n, room);
      slots.set(b, slots.get(b)! + take);
      placed += take;
    }
    left -= placed;
    if (placed === 0) return slots;
  }
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * Up to `size` candidates, most needed first. Each bucket's slots follow the weight of what the
 * learner missed in it; what is left (no errors, or buckets run dry) goes round the buckets in turn
 * (D, C, B, A, non-GYN) so the set stays varied. Within a bucket the order is seeded; after locator
 * errors in it, slides with reference objects come first, fewest objects first.
 */
export function recommendPractice(
  facts: readonly PracticeFact[],
  candidates: readonly PracticeCandidate[],
  seed: string,
  size: number = PRACTICE_SET_SIZE,
): PracticeSlide[] {
  const profile = practiceProfile(facts);
  const random = seededRandom(seed);
  const pools = new Map<Bucket, PracticeCandidate[]>(BUCKETS.map((b) => [b, []]));
  // Candidates in id order first, so how the caller listed them does not change the result.
  for (const c of [...candidates].sort((x, y) => (x.slideId < y.slideId ? -1 : x.slideId > y.slideId ? 1 : 0))) pools.get(bucketOf(c.category))!.push(c);
  for (const b of BUCKETS) {
    const list = shuffled(pools.get(b)!, random);
    if ((profile.byBucket.get(b)?.locator ?? 0) > 0) {
      const few = (c: PracticeCandidate) => (c.referenceObjects > 0 ? c.referenceObjects : Number.MAX_SAFE_INTEGER);
      list.sort((x, y) => few(x) - few(y)); // stable: the seeded order stays within equal counts
    }
    pools.set(b, list);
  }
  const weights = new Map(BUCKETS.map((b) => [b, weightOf(profile.byBucket.get(b) ?? emptyTally(), b)] as const));
  const available = new Map(BUCKETS.map((b) => [b, pools.get(b)!.length] as const));
  const slots = allot(weights, available, Math.min(size, candidates.length));

  const chosen: PracticeCandidate[] = [];
  // Most weighted buckets first, so the list opens with what the learner misses most.
  const byWeight = [...BUCKETS].sort((x, y) => weights.get(y)! - weights.get(x)!);
  for (const b of byWeight) chosen.push(...pools.get(b)!.splice(0, slots.get(b)));
  // The rest in turn across the buckets.
  while (chosen.length < size && BUCKETS.some((b) => pools.get(b)!.length > 0))
    for (const b of BUCKETS) {
      const next = pools.get(b)!.shift();
      if (next && chosen.length < size) chosen.push(next);
    }
  return chosen.map((c) => ({ slideId: c.slideId, name: c.name, category: c.category, result: c.result, reason: practiceReason(profile, c) }));
}
