/**
 * Slide review activity under load (GUIDE section 8: review telemetry of 500 reviewers, about 3,000
 * events/s, appended with batch p99 within 100 ms; the issue adds: the review command beside that
 * load within 2 × the same command without it). The built API in its own process on real
 * PostgreSQL, hosting the projections as by default (they read every activity event on $all, and
 * keep none).
 *
 * The course: one slide test of one processed slide (a 1024 × 1024 synthetic slide with its
 * analysis file, uploaded through tus), in one public course. 500 reviewers of no organization, each
 * signed in (session written as the event a sign-in records) with their own review of the test.
 *
 * Load: each reviewer sends a batch of 10 view samples and 2 clicks (one on an object of the slide,
 * one elsewhere on it) every 2 s (ACTIVITY_BATCH_MS), ± 200 ms of jitter, the reviewers' phases
 * spread over the 2 s: 250 batches, 3,000 events a second, open loop. Like the web client's
 * recorder, a reviewer sends one batch at a time: a batch due while the reviewer's previous one is
 * unanswered leaves when it answers (how many left > 10 ms late is logged). Batch latency: send to
 * last body byte at the HTTP client, 200 only. At the end the store must hold every event the bench
 * sent, or the bench fails.
 *
 * The probe, at the same time: 4 other reviewers update their review (PUT …/update with the
 * server's copy: id, elapsed, start, session, lastUpdate; a diagnosis on page 0), 20 updates a second
 * between them, open loop, each waiting only for their own previous answer. Baselines, in the same
 * run, before the load: the same probe with nothing else going on, and batches sent one at a time.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACTIVITY_BATCH_MS, type ReviewActivity, type ReviewActivityAnswer, type ReviewCheckout, type ReviewRecord } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { activeItem, addLearners, call, processedSlide, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures, sorted } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REVIEWERS = Number(process.env.BENCH_REVIEWERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 25);
const VIEWS = 10;
const CLICKS = 2;
const JITTER_MS = 200;
const PROBES = 4;
const PROBE_RATE = 20;
const BASELINE_SECONDS = 15;
const BASELINE_BATCHES = 200;
const SLIDE_SIZE = 1024;

const figure = figureWriter('slide-activity');
/** CPU seconds a process has used (Linux; null elsewhere): where the time went when the load is not kept up. */
const cpuSeconds = async (pid: number | undefined) =>
  readFile(`/proc/${pid}/stat`, 'utf8').then(
    (stat) => {
      const [utime, stime] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13)
        .map(Number);
      return (utime! + stime!) / 100;
    },
    () => null,
  );
/** CPU seconds the whole machine has been busy (all cores; Linux; null elsewhere). */
const machineBusySeconds = async () =>
  readFile('/proc/stat', 'utf8').then(
    (stat) => {
      const [user, nice, system, , , irq, softirq, steal] = stat.split('\n')[0]!.split(/\s+/).slice(1).map(Number);
      return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
    },
    () => null,
  );

interface Reviewer {
  headers: Record<string, string>;
  review: ReviewRecord;
  /** The tab's session and the activity counter, as the web client's recorder keeps them. */
  session: string;
  seq: number;
  /** The reviewer's previous call (the next waits for its answer). */
  busy: Promise<void>;
}

/** What an open-loop run saw: latencies (ms, in answer order), how late each call left, what failed. */
interface Run {
  latencies: number[];
  late: number[];
  failures: string[];
}

const name = `bench_slide_activity_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const dataDir = await mkdtemp(join(tmpdir(), 'bench-slide-activity-'));
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: dataDir, SLIDE_MIN_BYTES: '1' });
const sql = await createPgClient(url, { max: 8 });
const store = new PostgresEventStore(sql);
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const benchStarted = performance.now();
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);

  // The slide, test and course, authored through the API by an administrator; the reviewers.
  const adminHeaders = await signedInAdmin(base, store, sql);
  const files = { tiff: join(dataDir, 'bench-slide.tif'), analysis: join(dataDir, 'bench-slide.json') };
  const [tokens] = await Promise.all([
    addLearners(store, sql, REVIEWERS + PROBES),
    generateSyntheticSlide({ width: SLIDE_SIZE, height: SLIDE_SIZE, seed: 1, tiffPath: files.tiff, analysisPath: files.analysis }),
  ]);
  const slide = await processedSlide(base, adminHeaders, files, {
    accession: 'BENCH-00001',
    solution: { type: 'GYN', result: 'HSIL', reason: 'Bench slide.' },
  });
  const objects = slide.objects.flat();
  if (objects.length === 0) throw new Error('the bench slide has no objects of interest');
  const test = await activeItem(base, adminHeaders, 'tests', { name: 'Bench slide test', slides: [slide.itemId] });
  const course = await activeItem(base, adminHeaders, 'modules', { name: 'Bench course', isPublic: true, items: [{ type: 'test', itemId: test.itemId }] });

  const reviewers: Reviewer[] = [];
  for (let i = 0; i < tokens.length; i += 25) {
    reviewers.push(
      ...(await Promise.all(
        tokens.slice(i, i + 25).map(async (token, k) => {
          const headers = await sessionHeaders(base, token);
          const { review } = await call<ReviewCheckout>(base, 'POST', `/tests/${test.itemId}/review`, headers, { moduleId: course.itemId });
          return { headers, review, session: `bench-tab-${i + k}`, seq: 0, busy: Promise.resolve() };
        }),
      )),
    );
  }
  const loaded = reviewers.slice(0, REVIEWERS);
  const probes = reviewers.slice(REVIEWERS);

  /** The reviewer's next batch: what 2 s on the slide record, the clicks among the view samples. */
  function batchOf(r: Reviewer) {
    const now = Date.now();
    const count = VIEWS + CLICKS;
    const events = Array.from({ length: count }, (_, k): ReviewActivity => {
      const seq = ++r.seq;
      const at = Math.round(now - ACTIVITY_BATCH_MS + ((k + 1) * ACTIVITY_BATCH_MS) / count);
      const x = Math.floor(Math.random() * SLIDE_SIZE);
      const y = Math.floor(Math.random() * SLIDE_SIZE);
      if (k === 3) {
        const object = objects[seq % objects.length]!;
        return { kind: 'objectClick', seq, at, objectId: object.id, catIdx: object.cat.idx };
      }
      if (k === 8) return { kind: 'slideClick', seq, at, x, y };
      const zoom = 1 + Math.random() * 39;
      const [w, h] = [1280 / zoom, 800 / zoom];
      const corners = [
        { x: x - w / 2, y: y - h / 2 },
        { x: x + w / 2, y: y - h / 2 },
        { x: x + w / 2, y: y + h / 2 },
        { x: x - w / 2, y: y + h / 2 },
      ];
      return { kind: 'view', seq, at, center: { x, y }, zoom, rotation: 0, flipped: false, corners, canvas: { width: 1280, height: 800 } };
    });
    return { batch: randomUUID(), session: r.session, events };
  }
  /** One batch, sent and timed: its latency. */
  async function sendBatch(r: Reviewer): Promise<number> {
    const body = JSON.stringify(batchOf(r));
    const t0 = performance.now();
    const res = await fetch(`${base}/slides/${slide.itemId}/review/${r.review.id}/activity`, { method: 'POST', headers: r.headers, body });
    const answer = (await res.json()) as { data?: ReviewActivityAnswer; message?: string };
    const latency = performance.now() - t0;
    if (res.status !== 200) throw new Error(`activity answered ${res.status}: ${answer.message ?? ''}`);
    if (answer.data?.recorded !== VIEWS + CLICKS) throw new Error(`activity recorded ${answer.data?.recorded} of ${VIEWS + CLICKS} events`);
    return latency;
  }
  /** One update of the reviewer's diagnosis, with the copy of the server's last answer, sent and timed: its latency. */
  async function update(r: Reviewer): Promise<number> {
    const { id, elapsed, startTime, session, lastUpdate } = r.review;
    const data = { shortList: [], customObjects: [], component: null, organisms: [], result: 'HSIL', comments: '' };
    const body = JSON.stringify({
      review: { id, elapsed, startTime, session, lastUpdate },
      page: 0,
      elapsed: elapsed + 1 + Math.floor(Math.random() * 5),
      data,
    });
    const t0 = performance.now();
    const res = await fetch(`${base}/slides/${slide.itemId}/review/${id}/update`, { method: 'PUT', headers: r.headers, body });
    const answer = (await res.json()) as { data?: ReviewRecord; message?: string };
    const latency = performance.now() - t0;
    if (res.status !== 200) throw new Error(`update answered ${res.status}: ${answer.message ?? ''}`);
    r.review = answer.data!;
    return latency;
  }
  /**
   * Open loop: call i leaves at `plan[i].due` (ms after the start; the plan in due order) for its
   * reviewer, who waits only for their own previous answer.
   */
  async function onSchedule(plan: { due: number; reviewer: Reviewer }[], send: (r: Reviewer) => Promise<number>): Promise<Run> {
    const run: Run = { latencies: [], late: [], failures: [] };
    const started = performance.now();
    for (const { due, reviewer } of plan) {
      const wait = started + due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      reviewer.busy = reviewer.busy.then(async () => {
        run.late.push(Math.max(0, performance.now() - started - due));
        try {
          run.latencies.push(await send(reviewer));
        } catch (e) {
          run.failures.push(e instanceof Error ? e.message : String(e));
        }
      });
    }
    await Promise.all(plan.map((p) => p.reviewer.busy));
    return run;
  }
  /** The probe's updates for `seconds`: PROBE_RATE a second, taking turns. */
  const probePlan = (seconds: number) =>
    Array.from({ length: PROBE_RATE * seconds }, (_, i) => ({ due: (i * 1000) / PROBE_RATE, reviewer: probes[i % PROBES]! }));
  /** Every loaded reviewer's batches for `seconds`: one every ACTIVITY_BATCH_MS with jitter, the phases spread. */
  function loadPlan(seconds: number) {
    const plan: { due: number; reviewer: Reviewer }[] = [];
    loaded.forEach((reviewer, i) => {
      for (let due = (i * ACTIVITY_BATCH_MS) / REVIEWERS; due < seconds * 1000; due += ACTIVITY_BATCH_MS)
        plan.push({ due: Math.max(0, due + (Math.random() * 2 - 1) * JITTER_MS), reviewer });
    });
    return plan.sort((a, b) => a.due - b.due);
  }
  const failed = (run: Run, what: string) => {
    if (run.failures.length > 0) throw new Error(`${run.failures.length} ${what} failed, first: ${run.failures[0]}`);
  };
  let sent = 0;

  // Warm-up, not timed: every reviewer's first batch (their activity stream begins), 2 s of the probe.
  for (let i = 0; i < loaded.length; i += 25) await Promise.all(loaded.slice(i, i + 25).map((r) => sendBatch(r)));
  sent += loaded.length;
  failed(await onSchedule(probePlan(2), update), 'warm-up updates');
  const setUp = (performance.now() - benchStarted) / 1000;
  log(`${reviewers.length} reviewers signed in, the slide test checked out; set up in ${setUp.toFixed(1)} s`);

  // Baselines: batches one at a time, then the probe with nothing else going on.
  const baseBatches: number[] = [];
  const cpuAlone = await cpuSeconds(api.pid);
  for (let i = 0; i < BASELINE_BATCHES; i++) baseBatches.push(await sendBatch(loaded[i % loaded.length]!));
  const cpuPerBatch = cpuAlone === null ? null : (((await cpuSeconds(api.pid))! - cpuAlone) * 1000) / BASELINE_BATCHES;
  sent += BASELINE_BATCHES;
  const baseline = await onSchedule(probePlan(BASELINE_SECONDS), update);
  failed(baseline, 'baseline updates');
  const [baseBatch, baseUpdate] = [sorted(baseBatches), sorted(baseline.latencies)];
  log(
    `alone: batch p50 ${ms(percentile(baseBatch, 50))} p99 ${ms(percentile(baseBatch, 99))}${cpuPerBatch === null ? '' : `; the API process used ${ms(cpuPerBatch)} of CPU a batch`}`,
  );
  log(`alone: update p50 ${ms(percentile(baseUpdate, 50))} p99 ${ms(percentile(baseUpdate, 99))} (${baseUpdate.length} updates)`);

  // The load and, beside it, the probe.
  // Other work on the machine shows in every figure: say how busy it was.
  const load1 = () => loadavg()[0]!.toFixed(2);
  const offered = (REVIEWERS * (VIEWS + CLICKS) * 1000) / ACTIVITY_BATCH_MS;
  log(`${REVIEWERS} reviewers, ${offered} events/s for ${SECONDS} s, ${PROBE_RATE} updates/s beside them … (machine load average ${load1()})`);
  const [cpuBefore, busyBefore] = [await cpuSeconds(api.pid), await machineBusySeconds()];
  const benchCpu = process.cpuUsage();
  const started = performance.now();
  const [activity, probe] = await Promise.all([onSchedule(loadPlan(SECONDS), sendBatch), onSchedule(probePlan(SECONDS), update)]);
  const loadSeconds = (performance.now() - started) / 1000;
  const [cpuAfter, busyAfter] = [await cpuSeconds(api.pid), await machineBusySeconds()];
  const { user, system } = process.cpuUsage(benchCpu);
  log(`machine load average after the load: ${load1()}`);
  const apiCores = cpuBefore !== null && cpuAfter !== null ? `the API process ${((cpuAfter - cpuBefore) / loadSeconds).toFixed(2)}, ` : '';
  const busy =
    busyBefore !== null && busyAfter !== null ? `; the machine ${((busyAfter - busyBefore) / loadSeconds).toFixed(2)} of ${availableParallelism()}` : '';
  log(`cores used during the load: ${apiCores}the bench's ${((user + system) / 1e6 / loadSeconds).toFixed(2)}${busy}`);
  failed(activity, 'batches');
  failed(probe, 'updates');
  sent += activity.latencies.length;

  // Every event the bench sent is in the store.
  const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id like 'activity-%'`);
  if (rows[0]!.n !== sent * (VIEWS + CLICKS)) throw new Error(`the store holds ${rows[0]!.n} activity events, the bench sent ${sent * (VIEWS + CLICKS)}`);

  const batches = sorted(activity.latencies);
  const updates = sorted(probe.latencies);
  const events = (activity.latencies.length * (VIEWS + CLICKS)) / loadSeconds;
  const lateBatches = activity.late.filter((l) => l > 10).length;
  const lateUpdates = probe.late.filter((l) => l > 10).length;
  log(
    `${activity.latencies.length} batches (${Math.round(events)} events/s) and ${updates.length} updates in ${loadSeconds.toFixed(1)} s; ${lateBatches} batches and ${lateUpdates} updates sent > 10 ms late`,
  );
  log(`batch max ${ms(batches.at(-1) ?? 0)}; update max ${ms(updates.at(-1) ?? 0)} (alone ${ms(baseUpdate.at(-1) ?? 0)})`);

  const load = `${REVIEWERS} reviewers, ${Math.round(events).toLocaleString('en-US')} events/s`;
  const percentiles = [50, 95, 99];
  const batchFigure = (p: number) => `activity batch p${p}, ${VIEWS} view samples + ${CLICKS} clicks (${load}; baseline: one batch alone)`;
  percentileFigures(batchFigure, batches, baseBatch, { percentiles, target: 'p99 ≤ 100 ms' }).forEach(figure);
  figure({ name: `activity events appended (offered ${offered.toLocaleString('en-US')}/s)`, value: events, unit: 'events/s', target: '≈ 3,000 events/s' });
  const updateFigure = (p: number) => `slide review update p${p} beside the activity (${load}; ${PROBE_RATE} updates/s; baseline: the same updates without it)`;
  percentileFigures(updateFigure, updates, baseUpdate, { percentiles, target: 'ratio ≤ 2' }).forEach(figure);
  log(`bench ran ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`);
} finally {
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
  await rm(dataDir, { recursive: true, force: true });
}
