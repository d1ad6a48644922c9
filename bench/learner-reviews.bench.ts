/**
 * Learners working on quiz reviews (GUIDE section 8: a review update p99 within 50 ms with 500
 * learners working; the stats read model p99 within 100 ms behind them). The built API in its own
 * process on real PostgreSQL, hosting the projections as by default.
 *
 * Load: 500 learners of no organization, each signed in (session written as the event a sign-in
 * records), all taking the quizzes of one public course (6 quizzes of 2 question pages) as the web
 * player does: visit a page, answer it a few times (PUT …/update with the server's copy: id,
 * elapsed, start, session, lastUpdate), submit it; the last submit completes the quiz and the
 * learner checks out the next one. About 160 writes a second (about 100 of them updates, the rest
 * visits, submits, completes and checkouts) for 40 s, open loop: write i leaves at its time for
 * learner i mod 500, who waits only for their own previous answer (a learner needs it for the copy).
 * Update latency: send to last body byte at the HTTP client, 200 only.
 *
 * Stats lag: the bench LISTENs on the channel the projections announce changed rows on. The stats
 * projection sends, inside the transaction that writes `stats_records` and `course_summaries`, a
 * `review` notice with the record's version, and PostgreSQL delivers a notification only when its
 * transaction commits: its arrival is when the read model shows the change (plus one local
 * delivery). Every review event adds 1 to its record's version, so the bench knows the version each
 * acknowledged write makes; lag = arrival of the first notice with at least that version − arrival
 * of the write's answer (0 when the notice came first; those are counted). Submits answer only once
 * the stats read model has them (read-your-writes), so their lag is nil by construction and they are
 * left out; updates, visits and checkouts are in. At the end every record's version must equal the
 * bench's count, or the bench fails.
 *
 * Baseline, in the same run: the same update one at a time, each waiting for its notice before the
 * next, with nothing else going on (30 other learners taking turns); its latency and lag.
 */
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReadModelChanged, ReviewCheckout, ReviewRecord } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL } from '@cytocampus/projections';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { activeItem, addLearners, question, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures, sorted } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 500);
const RATE = Number(process.env.BENCH_REVIEW_RATE ?? 160);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const QUIZZES = 6;
const PAGES = 2;
const BASELINE_LEARNERS = 30;
const BASELINE_UPDATES = 300;
const LAG_TIMEOUT_MS = 10_000;

const figure = figureWriter('learner-reviews');

type Kind = 'checkout' | 'visit' | 'update' | 'submit';

interface Learner {
  headers: Record<string, string>;
  /** The quiz the learner began with; they take the others after it, in the course's order, round. */
  first: number;
  /** Quizzes completed so far (QUIZZES: all done). */
  done: number;
  review: ReviewRecord | null;
  /** Updates still to send on the open page before submitting it. */
  updatesLeft: number;
  /** The learner's previous write (the next one needs its answer). */
  busy: Promise<void>;
}

/** One write as the client saw it: its answer time, and the stats version it makes. */
interface Written {
  kind: Kind;
  latency: number;
  answeredAt: number;
  reviewId: string;
  version: number;
  /** A submit of the last page: the quiz is complete. */
  completed: boolean;
}

const name = `bench_learner_reviews_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-learner-reviews-')) });
const sql = await createPgClient(url, { max: 8 });
const store = new PostgresEventStore(sql);
let unlisten: (() => Promise<void>) | null = null;
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const benchStarted = performance.now();
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);

  // The course, authored through the API by an administrator.
  const adminHeaders = await signedInAdmin(base, store, sql);
  const tokens = await addLearners(store, sql, LEARNERS + BASELINE_LEARNERS);
  const active = async (path: string, fields: object) => (await activeItem(base, adminHeaders, path, fields)).itemId;
  const quizIds: string[] = [];
  for (let q = 0; q < QUIZZES; q++) {
    quizIds.push(
      await active('quizzes', { name: `Bench quiz ${q}`, graded: true, pages: Array.from({ length: PAGES }, (_, p) => question(`Quiz ${q} question ${p}`)) }),
    );
  }
  const moduleId = await active('modules', { name: 'Bench course', isPublic: true, items: quizIds.map((itemId) => ({ type: 'quiz', itemId })) });

  // Where the stats read model stands: the versions its notices announced, and who waits for which.
  const seen = new Map<string, { version: number; at: number }>();
  const waiters = new Map<string, { version: number; resolve: (at: number) => void }[]>();
  unlisten = await sql.listen(READ_MODEL_CHANNEL, (payload) => {
    const at = performance.now();
    const { notice } = JSON.parse(payload) as { notice: ReadModelChanged };
    if (notice.model !== 'review') return;
    if ((seen.get(notice.id)?.version ?? 0) < notice.version) seen.set(notice.id, { version: notice.version, at });
    const list = waiters.get(notice.id);
    if (!list) return;
    const still = list.filter((w) => (w.version <= notice.version ? (w.resolve(at), false) : true));
    if (still.length > 0) waiters.set(notice.id, still);
    else waiters.delete(notice.id);
  });
  /** When the stats read model had version `version` of the review (null: not within the timeout). */
  function reflected(reviewId: string, version: number): Promise<number | null> {
    const now = seen.get(reviewId);
    if (now && now.version >= version) return Promise.resolve(now.at);
    return new Promise((resolve) => {
      const waiter = { version, resolve };
      waiters.set(reviewId, [...(waiters.get(reviewId) ?? []), waiter]);
      setTimeout(() => {
        const list = waiters.get(reviewId);
        if (!list?.includes(waiter)) return;
        waiters.set(
          reviewId,
          list.filter((w) => w !== waiter),
        );
        resolve(null);
      }, LAG_TIMEOUT_MS).unref();
    });
  }

  /** Events each review's stream holds by the bench's count: its stats record's version. */
  const versions = new Map<string, number>();
  const learners: Learner[] = await Promise.all(
    tokens.map(async (token, i) => ({
      headers: await sessionHeaders(base, token),
      first: i % QUIZZES,
      done: 0,
      review: null,
      updatesLeft: 0,
      busy: Promise.resolve(),
    })),
  );
  const loaded = learners.slice(0, LEARNERS);
  const alone = learners.slice(LEARNERS);

  /** The learner's next write as the player would make it, sent and timed; answers what it made. */
  async function step(learner: Learner, forced?: 'update'): Promise<Written | null> {
    const r = learner.review;
    const copy = r && { id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate };
    const page = r ? r.pages.findIndex((p) => p.submitTime === null) : -1;
    let kind: Kind;
    let path: string;
    let body: object;
    if (!r || !copy || r.submitTime !== null) {
      if (learner.done >= QUIZZES) return null;
      [kind, path, body] = ['checkout', `/quizzes/${quizIds[(learner.first + learner.done) % QUIZZES]}/review`, { moduleId }];
    } else {
      const at = `/quizzes/${r.itemId}/review/${r.id}`;
      if (r.pages[page]!.startTime === null && forced === undefined) [kind, path, body] = ['visit', `${at}/visit`, { review: copy, page }];
      else if (learner.updatesLeft > 0 || forced === 'update') {
        const data = { selected: [Math.floor(Math.random() * 3)] };
        [kind, path, body] = ['update', `${at}/update`, { review: copy, page, elapsed: r.elapsed + 1 + Math.floor(Math.random() * 5), data }];
      } else [kind, path, body] = ['submit', `${at}/submit`, { review: copy }];
    }
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { method: kind === 'checkout' ? 'POST' : 'PUT', headers: learner.headers, body: JSON.stringify(body) });
    const answer = (await res.json()) as { data?: ReviewRecord | ReviewCheckout; message?: string };
    const answeredAt = performance.now();
    if (res.status !== 200) throw new Error(`${kind} answered ${res.status}: ${answer.message ?? ''}`);
    const record = kind === 'checkout' ? (answer.data as ReviewCheckout).review : (answer.data as ReviewRecord);
    const before = versions.get(record.id);
    // A checkout records an event unless the review is submitted; a submit of the last page also completes it.
    const added = kind === 'checkout' ? (record.submitTime === null ? 1 : 0) : kind === 'submit' && record.submitTime !== null ? 2 : 1;
    versions.set(record.id, (before ?? 0) + added);
    learner.review = record;
    if (kind === 'visit') learner.updatesLeft = 2 + Math.floor(Math.random() * 5);
    if (kind === 'update') learner.updatesLeft--;
    if (kind === 'submit' && record.submitTime !== null) learner.done++;
    const completed = kind === 'submit' && record.submitTime !== null;
    return { kind, latency: answeredAt - t0, answeredAt, reviewId: record.id, version: versions.get(record.id)!, completed };
  }
  async function inBatches(list: Learner[], size: number, run: (l: Learner) => Promise<unknown>): Promise<void> {
    for (let i = 0; i < list.length; i += size) await Promise.all(list.slice(i, i + size).map(run));
  }

  // Warm-up, not timed: every learner checks out their first quiz; the baseline learners open its first page.
  await inBatches(learners, 25, (l) => step(l));
  await inBatches(alone, 25, (l) => step(l));
  const setUp = (performance.now() - benchStarted) / 1000;
  log(`${learners.length} learners signed in, quizzes checked out; set up in ${setUp.toFixed(1)} s`);

  // Baseline: one update at a time, each followed to the read model before the next.
  const baseline = { latency: [] as number[], lag: [] as number[] };
  for (let i = 0; i < BASELINE_UPDATES + 2 * BASELINE_LEARNERS; i++) {
    const w = (await step(alone[i % alone.length]!, 'update'))!;
    const at = await reflected(w.reviewId, w.version);
    if (at === null) throw new Error('a baseline update never reached the stats read model');
    if (i < 2 * BASELINE_LEARNERS) continue; // warm-up
    baseline.latency.push(w.latency);
    baseline.lag.push(Math.max(0, at - w.answeredAt));
  }
  const baseLatency = sorted(baseline.latency);
  const baseLag = sorted(baseline.lag);
  log(
    `alone: update p50 ${ms(percentile(baseLatency, 50))} p99 ${ms(percentile(baseLatency, 99))}; lag p50 ${ms(percentile(baseLag, 50))} p99 ${ms(percentile(baseLag, 99))}`,
  );

  // The load: open loop, each write due at its time for learner i mod LEARNERS.
  // Other work on the machine shows in every figure: say how busy it was.
  const load1 = () => loadavg()[0]!.toFixed(2);
  log(`${LEARNERS} learners, ${RATE} writes/s for ${SECONDS} s … (machine load average ${load1()})`);
  const written: Written[] = [];
  const lagWaits: Promise<void>[] = [];
  const lag: number[] = [];
  const sendLate: number[] = [];
  let beforeAnswer = 0;
  let missing = 0;
  let idle = 0;
  const failures: string[] = [];
  const started = performance.now();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const learner = loaded[i % loaded.length]!;
    learner.busy = learner.busy.then(async () => {
      sendLate.push(Math.max(0, performance.now() - due));
      try {
        const w = await step(learner);
        if (!w) return void idle++;
        written.push(w);
        if (w.kind === 'submit') return;
        lagWaits.push(
          reflected(w.reviewId, w.version).then((at) => {
            if (at === null) return void missing++;
            if (at <= w.answeredAt) beforeAnswer++;
            lag.push(Math.max(0, at - w.answeredAt));
          }),
        );
      } catch (e) {
        failures.push(e instanceof Error ? e.message : String(e));
      }
    });
  }
  await Promise.all(loaded.map((l) => l.busy));
  const loadSeconds = (performance.now() - started) / 1000;
  log(`machine load average after the load: ${load1()}`);
  await Promise.all(lagWaits);
  if (failures.length > 0) throw new Error(`${failures.length} writes failed, first: ${failures[0]}`);
  if (missing > 0) throw new Error(`${missing} writes never reached the stats read model within ${LAG_TIMEOUT_MS / 1000} s`);

  // The version arithmetic the lag relies on, checked against the read model.
  const { rows } = await sql.query<{ id: string; version: number }>('select id, version from stats_records');
  const wrong = rows.filter((row) => versions.has(row.id) && versions.get(row.id) !== row.version);
  if (wrong.length > 0 || rows.length < versions.size) throw new Error(`${wrong.length} stats records differ from the bench's version count`);

  const byKind = (kind: Kind) => sorted(written.filter((w) => w.kind === kind).map((w) => w.latency));
  const updates = byKind('update');
  const lags = sorted(lag);
  const late = sendLate.filter((l) => l > 10).length;
  const counts = (['update', 'visit', 'submit', 'checkout'] as const).map((k) => `${byKind(k).length} ${k}s`).join(', ');
  const completes = written.filter((w) => w.completed).length;
  log(
    `${written.length} writes (${counts}; ${completes} quizzes completed) in ${loadSeconds.toFixed(1)} s; ${idle} skipped (learner done), ${late} sent > 10 ms late`,
  );
  for (const kind of ['visit', 'submit', 'checkout'] as const) {
    const times = byKind(kind);
    if (times.length > 0)
      log(`${kind}: p50 ${ms(percentile(times, 50))} p99 ${ms(percentile(times, 99))}${kind === 'submit' ? ' (waits for the stats read model)' : ''}`);
  }
  log(`lag: ${lags.length} writes followed, ${beforeAnswer} in the read model before their answer arrived; max ${ms(lags.at(-1) ?? 0)}`);

  const load = `${LEARNERS} learners, ${Math.round(written.length / loadSeconds)} writes/s`;
  const percentiles = [50, 95, 99];
  const updateFigure = (p: number) => `review update p${p} (${load}; baseline: one update alone)`;
  percentileFigures(updateFigure, updates, baseLatency, { percentiles, target: 'p99 ≤ 50 ms' }).forEach(figure);
  const lagFigure = (p: number) => `stats read model lag p${p}, answer to commit (${load}; baseline: one update alone)`;
  percentileFigures(lagFigure, lags, baseLag, { percentiles, target: 'p99 ≤ 100 ms' }).forEach(figure);
  figure({ name: `review writes achieved (offered ${RATE}/s)`, value: written.length / loadSeconds, unit: 'writes/s', target: 'comparison only' });
  figure({ name: 'review updates achieved', value: updates.length / loadSeconds, unit: 'updates/s', target: '≈ 100 updates/s' });
  log(`bench ran ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
} finally {
  await unlisten?.();
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
}
