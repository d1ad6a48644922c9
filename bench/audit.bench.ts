/**
 * Auditing a slide review (issue 16, docs/adr/0029).
 *
 * (a) Screening coverage of a 30-minute review (target 200 ms): `computeCoverage` from the built
 * domain library over 5,000 view samples, one every ~360 ms, of a 100,000 × 80,000 px slide
 * scanned at 40x, seen on a 1280 × 860 canvas: a boustrophedon screening of the tissue at 10x,
 * an excursion to 40x every 250 samples, a 2.5x overview every 1,000, one stretch turned by 35°,
 * a reload (new session) half-way, a pause of 40 s now and then (the dwell cap), 200 objects and an
 * elliptical tissue mask on the 256-cell grid. Median of 15 runs after 3 warm-ups. Baseline in the
 * same run: walking the same samples for their dwell and bounding box (what any coverage must do
 * per sample) without filling a cell or testing an object.
 *
 * (b) Replay load of that review (target 300 ms): GET /audit/reviews/{id} on the built API in its
 * own process on real PostgreSQL, as a super administrator, for a learner's review of a slide test
 * whose activity stream holds the same 5,000 samples (scaled to the bench's 1024 × 1024 synthetic
 * slide) and 200 clicks, sent through the activity endpoint in batches of 200 as the web client
 * does. Median of 15 calls after 3 warm-ups. Baseline in the same run: reading the review's two
 * streams (`review-<id>`, `activity-<id>`) straight from the store, as the replay must at least.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_BATCH_MAX,
  AUDIT_ROUTES,
  COVERAGE_GRID_CELLS,
  MAX_DWELL_MS,
  type ReviewActivity,
  type ReviewCheckout,
  type ReviewReplay,
} from '@cytocampus/contracts';
import { computeCoverage, coverageGrid, reviewActivityStream, reviewStream, type CoverageObject, type CoverageView } from '@cytocampus/domain';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { activeItem, addLearners, call, processedSlide, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, median } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SAMPLES = 5_000;
const SAMPLE_MS = 360;
const OBJECTS = 200;
const CLICKS = 200;
const WARM_UPS = 3;
const RUNS = 15;
const SLIDE = { width: 100_000, height: 80_000 };
const TISSUE = { x: 15_000, y: 12_000, width: 70_000, height: 52_000 };
const SCAN_MAGNIFICATION = 40;
const CANVAS = { width: 1280, height: 860 };
const REPLAY_SLIDE_SIZE = 1024;

const figure = figureWriter('audit');
const load1 = () => loadavg()[0]!.toFixed(2);

/** A seeded generator of numbers in [0, 1) (mulberry32): the same review every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Sample extends CoverageView {
  center: { x: number; y: number };
  rotation: number;
}

/** The screen's corners in level-0 pixels, clockwise from its top left, at `magnification` turned by `rotation`°. */
function cornersOf(center: { x: number; y: number }, magnification: number, rotation: number) {
  const scale = SCAN_MAGNIFICATION / magnification;
  const [w, h] = [(CANVAS.width * scale) / 2, (CANVAS.height * scale) / 2];
  const a = (rotation * Math.PI) / 180;
  return [
    [-w, -h],
    [w, -h],
    [w, h],
    [-w, h],
  ].map(([x, y]) => ({ x: center.x + x! * Math.cos(a) - y! * Math.sin(a), y: center.y + x! * Math.sin(a) + y! * Math.cos(a) }));
}

/** 30 minutes of screening at 10x, row by row, with its excursions (see the header). */
function thirtyMinuteReview(start: number): { views: Sample[]; objects: CoverageObject[]; endAt: number } {
  const next = random(29);
  const rowHeight = 3_000;
  const views: Sample[] = [];
  let x = TISSUE.x;
  let y = TISSUE.y;
  let direction = 1;
  let at = start;
  for (let i = 0; i < SAMPLES; i += 1) {
    at += SAMPLE_MS + Math.round((next() - 0.5) * 80) + (i > 0 && i % 700 === 0 ? 40_000 : 0);
    const session = i < SAMPLES / 2 ? 'tab-1' : 'tab-2';
    const rotation = i >= 2_000 && i < 2_600 ? 35 : 0;
    let magnification = 10;
    let center = { x, y };
    if (i % 1_000 >= 990) {
      magnification = 2.5;
      center = { x: SLIDE.width / 2, y: SLIDE.height / 2 };
    } else if (i % 250 >= 235) {
      magnification = 40;
      center = { x: x + (next() - 0.5) * 200, y: y + (next() - 0.5) * 200 };
    } else {
      // The boustrophedon: along the row, then down one row and back.
      x += direction * (250 + next() * 100);
      if (x > TISSUE.x + TISSUE.width || x < TISSUE.x) {
        direction = -direction;
        x = Math.min(TISSUE.x + TISSUE.width, Math.max(TISSUE.x, x));
        y = y + rowHeight > TISSUE.y + TISSUE.height ? TISSUE.y : y + rowHeight;
      }
      center = { x, y };
    }
    views.push({ at, session, magnification, rotation, center, corners: cornersOf(center, magnification, rotation) });
  }
  const objects = Array.from({ length: OBJECTS }, (_, k) => ({
    id: `object-${k}`,
    // Some lie beyond the rows screened, where the tissue's edge was left out.
    coords: { x: TISSUE.x - 3_000 + next() * (TISSUE.width + 6_000), y: TISSUE.y - 3_000 + next() * (TISSUE.height + 6_000) },
    catIdx: k % 5,
    solution: k % 3 === 0,
  }));
  return { views, objects, endAt: at + 2_000 };
}

/** Times `run` RUNS times after WARM_UPS: the median, ms. */
function medianMs(run: () => unknown): number {
  for (let i = 0; i < WARM_UPS; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function medianAsyncMs(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UPS; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** (a) The coverage of one page. */
function benchCoverage(review: ReturnType<typeof thirtyMinuteReview>): void {
  const grid = coverageGrid(SLIDE, COVERAGE_GRID_CELLS);
  // An ellipse of tissue inside the screened box.
  const tissue = new Uint8Array(grid.cols * grid.rows);
  for (let r = 0; r < grid.rows; r += 1)
    for (let c = 0; c < grid.cols; c += 1) {
      const dx = ((c + 0.5) * grid.cellSize - (TISSUE.x + TISSUE.width / 2)) / (TISSUE.width / 2);
      const dy = ((r + 0.5) * grid.cellSize - (TISSUE.y + TISSUE.height / 2)) / (TISSUE.height / 2);
      tissue[r * grid.cols + c] = dx * dx + dy * dy <= 1 ? 1 : 0;
    }
  const input = { slide: SLIDE, grid, views: review.views, endAt: review.endAt, tissue, objects: review.objects };
  const result = computeCoverage(input);
  log(
    `grid ${grid.cols} × ${grid.rows} of ${grid.cellSize} px; viewed ${(result.viewedSeconds / 60).toFixed(1)} min, screened ${(result.screenedSeconds / 60).toFixed(1)} min, ` +
      `${result.tissueScreenedPercent} % of the tissue; ${result.seen.length} objects seen, ${result.missed.length} missed`,
  );
  if (!(result.tissueScreenedPercent! > 50) || result.seen.length === 0) throw new Error('the bench review screens too little: its sequence is wrong');

  /** The baseline: each sample's dwell and bounding box, nothing filled. */
  const walk = () => {
    let total = 0;
    const { views } = review;
    for (let i = 0; i < views.length; i += 1) {
      const end = i + 1 < views.length ? views[i + 1]!.at : review.endAt;
      total += Math.min(MAX_DWELL_MS, Math.max(0, end - views[i]!.at));
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const p of views[i]!.corners) {
        minX = Math.min(minX, p.x);
        minY = Math.min(minY, p.y);
        maxX = Math.max(maxX, p.x);
        maxY = Math.max(maxY, p.y);
      }
      total += maxX - minX + maxY - minY;
    }
    return total;
  };
  const baseline = medianMs(walk);
  log(`load average ${load1()}`);
  const value = medianMs(() => computeCoverage(input));
  figure({
    name: `coverage computation of a 30-minute review (${SAMPLES.toLocaleString('en-US')} samples, ${OBJECTS} objects; baseline: walking the samples' dwell and bounds)`,
    value,
    unit: 'ms',
    baseline,
    ratio: value / baseline,
    target: '≤ 200 ms',
  });
}

/** (b) The replay of the same review through the API. */
async function benchReplay(review: ReturnType<typeof thirtyMinuteReview>): Promise<void> {
  const database = `bench_audit_${Date.now()}`;
  const url = await createDatabase(ADMIN_URL, database);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-audit-'));
  const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: dataDir, SLIDE_MIN_BYTES: '1' });
  const sql = await createPgClient(url, { max: 4 });
  const store = new PostgresEventStore(sql);
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
    const adminHeaders = await signedInAdmin(base, store, sql);
    const files = { tiff: join(dataDir, 'bench-slide.tif'), analysis: join(dataDir, 'bench-slide.json') };
    const [[token]] = await Promise.all([
      addLearners(store, sql, 1),
      generateSyntheticSlide({ width: REPLAY_SLIDE_SIZE, height: REPLAY_SLIDE_SIZE, seed: 1, tiffPath: files.tiff, analysisPath: files.analysis }),
    ]);
    const slide = await processedSlide(base, adminHeaders, files, {
      accession: 'BENCH-AUDIT-1',
      solution: { type: 'GYN', result: 'HSIL', reason: 'Bench slide.' },
    });
    const slideObjects = slide.objects.flat();
    if (slideObjects.length === 0) throw new Error('the bench slide has no objects of interest');
    const test = await activeItem(base, adminHeaders, 'tests', { name: 'Bench audit test', slides: [slide.itemId] });
    const course = await activeItem(base, adminHeaders, 'modules', {
      name: 'Bench audit course',
      isPublic: true,
      items: [{ type: 'test', itemId: test.itemId }],
    });
    const learner = await sessionHeaders(base, token!);
    const { review: record } = await call<ReviewCheckout>(base, 'POST', `/tests/${test.itemId}/review`, learner, { moduleId: course.itemId });

    // The 30 minutes scaled to the small slide, a click after every 25th sample, sent as the recorder does.
    const scale = REPLAY_SLIDE_SIZE / SLIDE.width;
    const point = (p: { x: number; y: number }) => ({
      x: Math.min(REPLAY_SLIDE_SIZE - 1, Math.max(0, p.x * scale)),
      y: Math.min(REPLAY_SLIDE_SIZE - 1, Math.max(0, p.y * scale)),
    });
    let seq = 0;
    const activity: { session: string; event: ReviewActivity }[] = [];
    review.views.forEach((v, i) => {
      activity.push({
        session: v.session,
        event: {
          kind: 'view',
          seq: ++seq,
          at: v.at,
          center: point(v.center),
          zoom: v.magnification,
          rotation: v.rotation,
          flipped: false,
          corners: v.corners.map((c) => ({ x: c.x * scale, y: c.y * scale })),
          canvas: CANVAS,
        },
      });
      if (i % (SAMPLES / CLICKS) === SAMPLES / CLICKS - 1) {
        const at = v.at + 100;
        const object = slideObjects[i % slideObjects.length]!;
        const c = point(v.center);
        activity.push({
          session: v.session,
          event:
            i % 2
              ? { kind: 'objectClick', seq: ++seq, at, objectId: object.id, catIdx: object.cat.idx }
              : { kind: 'slideClick', seq: ++seq, at, x: Math.round(c.x), y: Math.round(c.y) },
        });
      }
    });
    for (let i = 0; i < activity.length;) {
      const session = activity[i]!.session;
      const events: ReviewActivity[] = [];
      for (; i < activity.length && events.length < ACTIVITY_BATCH_MAX && activity[i]!.session === session; i += 1) events.push(activity[i]!.event);
      await call(base, 'POST', `/slides/${slide.itemId}/review/${record.id}/activity`, learner, { batch: randomUUID(), session, events });
    }
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from es_events where stream_id = $1', [reviewActivityStream(record.id)]);
    if (rows[0]!.n !== activity.length) throw new Error(`the activity stream holds ${rows[0]!.n} events, the bench sent ${activity.length}`);
    log(`review ${record.id}: ${activity.length} activity events recorded; load average ${load1()}`);

    const readStreams = async () => {
      let n = 0;
      for (const stream of [reviewStream(record.id), reviewActivityStream(record.id)]) for await (const _ of store.readStream(stream)) n += 1;
      return n;
    };
    const replay = async () => {
      const res = await fetch(`${base}${AUDIT_ROUTES.review(record.id)}`, { headers: adminHeaders });
      const body = (await res.json()) as { data?: ReviewReplay; message?: string };
      if (res.status !== 200) throw new Error(`GET ${AUDIT_ROUTES.review(record.id)} answered ${res.status}: ${body.message ?? ''}`);
      return body.data!;
    };
    // The replay may wait for the audit list's read model: wait until it answers, then check it holds the review.
    await waitUntil(async () => (await fetch(`${base}${AUDIT_ROUTES.review(record.id)}`, { headers: adminHeaders })).ok, 'the review replay', 60_000);
    const first = await replay();
    if (first.views.length !== SAMPLES) throw new Error(`the replay holds ${first.views.length} views, the review ${SAMPLES}`);
    const json = JSON.stringify({ data: first }).length;
    log(`replay: ${first.views.length} views, ${first.events.length} events, ${(json / 1e6).toFixed(2)} MB of JSON`);
    const wire = await bytesOnTheWire(`${base}${AUDIT_ROUTES.review(record.id)}`, { ...adminHeaders, 'Accept-Encoding': 'br, gzip' });
    figure({
      name: 'replay answer on the wire (brotli; baseline: its JSON)',
      value: wire / 1e3,
      unit: 'KB',
      baseline: json / 1e3,
      ratio: wire / json,
      target: 'comparison only',
    });

    const baseline = await medianAsyncMs(readStreams);
    const value = await medianAsyncMs(replay);
    log(`load average ${load1()}`);
    figure({
      name: `replay load of a 30-minute review (${SAMPLES.toLocaleString('en-US')} samples + ${CLICKS} clicks; baseline: reading its two streams from the store)`,
      value,
      unit: 'ms',
      baseline,
      ratio: value / baseline,
      target: '≤ 300 ms',
    });
  } finally {
    await store.close();
    await sql.close();
    await stopProcess(api);
    await dropDatabase(ADMIN_URL, database);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The bytes a response body takes on the wire, as sent (compressed or not): node's http does not decompress. */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let n = 0;
      res.on('data', (chunk: Buffer) => (n += chunk.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const review = thirtyMinuteReview(Date.parse('2026-11-20T09:00:00Z'));
benchCoverage(review);
if (process.env.BENCH_AUDIT_COVERAGE_ONLY !== '1') await benchReplay(review);
