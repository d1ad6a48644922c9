/**
 * The server's time-out of proficiency tests at scale (issue 30, docs/adr/0035; target: every attempt
 * submitted within 1 s of its deadline). The built API in its own process on real PostgreSQL,
 * hosting the projections and the time-out (`PtTimeOut`, polling every PT_TIMEOUT_INTERVAL_MS, 250
 * by default) as by default.
 *
 * A 10-slide GYN proficiency test with the shortest time limit (1 minute) in a public course,
 * authored through the API by an administrator; 500 learners, each checking it out through the API
 * (POST /tests/{id}/review, which fixes the attempt and its deadline, start + 1 minute) as fast as
 * the API takes them, 25 at a time: their deadlines fall within the same minute. Nobody submits:
 * the server's time-out submits every attempt (by: 'time'). An attempt's lateness is the time its
 * ProficiencyTestGraded event was stored (es_events.created, the append's transaction time) minus
 * its deadline. `PtTimeOut.worstLatenessMs` lives in the API's process; this reads the store.
 * Baseline in the same run: the lateness of one attempt alone, checked out a few seconds before the
 * others (its deadline passes while nothing else is due).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { ContentItem, ReviewCheckout, SlideItem } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { waitUntil } from './lib/api-process.js';
import { startBenchApi } from './lib/bench-api.js';
import { activeItem, addLearners, call, processedSlide, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, percentile } from './lib/figures.js';

const ATTEMPTS = Number(process.env.BENCH_PT_ATTEMPTS ?? 500);
const CHECKOUT_WIDTH = 25;
const BASELINE_LEAD_MS = 5_000;
// References A B B B C C D D D D: a set the rules accept (one of each category at least).
const SOLUTIONS = ['UNSATISFACTORY', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];

const figure = figureWriter('pt-time-out');
const load1 = () => loadavg()[0]!.toFixed(2);
const s = (n: number) => `${(n / 1000).toFixed(1)} s`;

const { base, dataDir, sql, store, close } = await startBenchApi('pt-time-out', { SLIDE_MIN_BYTES: '1' });
try {
  const admin = await signedInAdmin(base, store, sql);

  // The test, its slides (GYN, each with a small processed image: a set does not start without its images) and its course, as an author makes them.
  const files = { tiff: join(dataDir, 'pt-slide.tif'), analysis: join(dataDir, 'pt-slide.json') };
  await generateSyntheticSlide({ width: 512, height: 512, seed: 1, tiffPath: files.tiff, analysisPath: files.analysis });
  const slides: SlideItem[] = [];
  for (const [i, result] of SOLUTIONS.entries())
    slides.push(await processedSlide(base, admin, files, { name: `PT ${result} ${i}`, accession: `PT${1000 + i}`, solution: { type: 'GYN', result } }));
  const test: ContentItem = await activeItem(base, admin, 'tests', {
    name: 'Bench PT',
    slides: slides.map((sl) => sl.itemId),
    proficiency: { enabled: true, size: 10, timeLimit: 1 },
  });
  const moduleId = (await activeItem(base, admin, 'modules', { name: 'Bench PT course', isPublic: true, items: [{ type: 'test', itemId: test.itemId }] }))
    .itemId;

  const tokens = await addLearners(store, sql, ATTEMPTS + 1);
  const learners = await Promise.all(tokens.map((token) => sessionHeaders(base, token)));
  const checkout = async (headers: Record<string, string>) =>
    (await call<ReviewCheckout>(base, 'POST', `/tests/${test.itemId}/review`, headers, { moduleId })).review.id;

  // The baseline's attempt alone, then the others as fast as the API takes them.
  const alone = await checkout(learners[0]!);
  await new Promise((r) => setTimeout(r, BASELINE_LEAD_MS));
  log(`checking out ${ATTEMPTS} attempts (load ${load1()}) …`);
  const started = performance.now();
  const reviews: string[] = [];
  const rest = learners.slice(1);
  for (let i = 0; i < rest.length; i += CHECKOUT_WIDTH) reviews.push(...(await Promise.all(rest.slice(i, i + CHECKOUT_WIDTH).map(checkout))));
  const { rows: span } = await sql.query<{ first: Date; last: Date }>(
    'select min(deadline) as first, max(deadline) as last from pt_attempts where review_id = any($1)',
    [reviews],
  );
  const spread = span[0]!.last.getTime() - span[0]!.first.getTime();
  log(`${reviews.length} checkouts in ${s(performance.now() - started)}; deadlines within ${s(spread)} of each other`);
  if (spread >= 60_000) throw new Error('the deadlines do not fall within one minute: checkouts too slow on this machine');

  await waitUntil(
    async () =>
      (await sql.query<{ n: number }>('select count(*)::int as n from pt_attempts where submitted_at is not null and review_id = any($1)', [reviews])).rows[0]!
        .n === reviews.length,
    'the time-out to submit every attempt',
    300_000,
  );
  const lateness = async (ids: string[]) => {
    const { rows } = await sql.query<{ late: number; by: string }>(
      `select extract(epoch from (e.created - a.deadline)) * 1000 as late, e.data->>'by' as by
         from pt_attempts a join es_events e on e.stream_id = 'review-' || a.review_id and e.event_type = 'ProficiencyTestGraded'
        where a.review_id = any($1)`,
      [ids],
    );
    if (rows.length !== ids.length || rows.some((r) => r.by !== 'time'))
      throw new Error(`expected ${ids.length} time-outs, found ${JSON.stringify(rows.slice(0, 3))}`);
    return rows.map((r) => Number(r.late)).sort((a, b) => a - b);
  };
  const late = await lateness(reviews);
  const [baseline] = await lateness([alone]);
  log(
    `lateness ms: min ${late[0]!.toFixed(0)}, p50 ${percentile(late, 50).toFixed(0)}, p99 ${percentile(late, 99).toFixed(0)}, max ${late.at(-1)!.toFixed(0)}`,
  );
  log(`over 1 s late: ${late.filter((l) => l > 1000).length} of ${late.length}; load average ${load1()} (a shared, loaded machine: figures vary run to run)`);
  const scene = `${ATTEMPTS} attempts checked out through the API, deadlines within one minute; baseline: one attempt timed out alone`;
  for (const p of [50, 99])
    figure({
      name: `PT time-out lateness p${p} (${scene})`,
      value: percentile(late, p),
      unit: 'ms',
      baseline,
      ratio: percentile(late, p) / baseline!,
      target: 'comparison only',
    });
  figure({ name: `PT time-out lateness max (${scene})`, value: late.at(-1)!, unit: 'ms', baseline, ratio: late.at(-1)! / baseline!, target: 'max ≤ 1,000 ms' });
} finally {
  await close();
}
