/**
 * Proficiency testing (issue 30, docs/adr/0035): drawing a compliant set (target under 1 s).
 *
 * `drawPtSet` from the built domain library draws a 20-slide set (one of each category A to D, the
 * rest at random) from a pool of 1,000 GYN slides with solutions, for an examinee whose 5 earlier
 * attempts (100 slides) must not come back: the pool as an author's tag would give it, in a mix like
 * a laboratory's files (60 % negative, 20 % low grade, 10 % high grade, 10 % unsatisfactory).
 * Median of 15 draws after 3 warm-ups, each with a new seed. Baseline in the same run: validating a
 * 1,000-slide list's categories (`ptCategoryCounts`), which any draw must at least do.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { drawPtSet, ptCategoryCounts, validatePtSet, type PtSetSlide } from '@cytocampus/domain';
import { figureWriter, log, median } from './lib/figures.js';

const POOL = 1_000;
const SIZE = 20;
const EARLIER_ATTEMPTS = 5;
const WARM_UPS = 3;
const RUNS = 15;
const MIX = ['NILM', 'NILM', 'NILM', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'UNSATISFACTORY'];

const figure = figureWriter('proficiency');

const pool: PtSetSlide[] = Array.from({ length: POOL }, (_, i) => ({
  id: `slide-${(i * 7919) % POOL}`,
  solution: { type: 'GYN', result: MIX[i % MIX.length]! },
}));
const slideOf = new Map(pool.map((s) => [s.id, s]));

/** The examinee's earlier attempts, drawn as the product would have drawn them. */
const seen = new Set<string>();
for (let attempt = 0; attempt < EARLIER_ATTEMPTS; attempt += 1) {
  const draw = drawPtSet(pool, SIZE, `earlier-${attempt}`, seen);
  if (!draw.ok) throw new Error(draw.message);
  for (const id of draw.slideIds) seen.add(id);
}

function timed(run: (i: number) => void): number {
  const times: number[] = [];
  for (let i = 0; i < WARM_UPS + RUNS; i += 1) {
    const start = performance.now();
    run(i);
    if (i >= WARM_UPS) times.push(performance.now() - start);
  }
  return median(times);
}

const drawMs = timed((i) => {
  const draw = drawPtSet(pool, SIZE, `attempt-${i}`, seen);
  // Each draw is checked as a caller would before showing it (compliant, nothing seen before).
  if (!draw.ok || validatePtSet(draw.slideIds.map((id) => slideOf.get(id)!)) !== null || draw.slideIds.some((id) => seen.has(id)))
    throw new Error('non-compliant draw');
});
const countMs = timed(() => ptCategoryCounts(pool));

log(`load average ${loadavg()[0]!.toFixed(2)}; pool ${POOL}, ${seen.size} slides seen before`);
figure({
  name: `draw a compliant ${SIZE}-slide PT set from ${POOL.toLocaleString('en-US')} slides, ${seen.size} seen before (median; baseline: counting the pool's categories)`,
  value: drawMs,
  unit: 'ms',
  baseline: countMs,
  ratio: drawMs / countMs,
  target: '< 1 s',
});
