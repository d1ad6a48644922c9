/**
 * Event store benchmark against the real PostgreSQL, in a fresh database, with baselines taken in
 * the same run (guide §8). Run: npx tsc -b && npx tsx bench/event-store.bench.ts
 * Figures: one JSON line each on stdout; progress on stderr.
 *   BENCH_POSTGRES_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SECONDS       length of each timed phase (default 3)
 *   BENCH_ROUNDS        alternating baseline/append rounds (default 4)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventData, type SqlClient } from '@cytocampus/event-store';
import { figureWriter, percentileOrNaN } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PHASE_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const WRITERS = 8;
const BATCH = 1_000;
const LAG_RATE = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline?: number;
  ratio?: number;
  target?: string;
}

const log = (message: string): void => void process.stderr.write(`${message}\n`);
const round = (n: number, digits = 0): number => Number(n.toFixed(digits));
const report: (figure: Figure) => void = figureWriter('event-store');

function event(n: number): EventData {
  return {
    id: randomUUID(),
    type: 'SlideViewed',
    data: { slideId: `slide-${n % 97}`, zoom: 4, x: 0.25, y: 0.75, learner: `user-${n % 13}` },
    metadata: { occurredAt: new Date().toISOString(), actorId: 'user-1', orgId: 'org-1', correlationId: randomUUID(), causationId: null },
  };
}

/** Runs `work` on `concurrency` loops for PHASE_MS after a short warm-up; returns operations per second. */
async function rate(concurrency: number, work: (worker: number, n: number) => Promise<number>): Promise<number> {
  let counting = false;
  let done = 0;
  let stop = false;
  const loops = Array.from({ length: concurrency }, async (_, worker) => {
    for (let n = 0; !stop; n += 1) {
      const count = await work(worker, n);
      if (counting) done += count;
    }
  });
  await sleep(Math.min(1_000, PHASE_MS / 5));
  counting = true;
  const started = performance.now();
  await sleep(PHASE_MS);
  counting = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(loops);
  return done / elapsed;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The same event, serialized the same way, as one row of a table with nothing but a bigserial key. */
async function rawInsertRate(sql: SqlClient): Promise<number> {
  return rate(WRITERS, async (_, n) => {
    await sql.query('insert into raw_inserts (payload) values ($1)', [JSON.stringify(event(n))]);
    return 1;
  });
}

/** One event per append, each writer on streams of its own, with the exact expected revision. */
async function appendRate(store: PostgresEventStore, label: string): Promise<number> {
  const run = randomBytes(3).toString('hex');
  return rate(WRITERS, async (worker, n) => {
    await store.appendToStream(`bench-${label}${run}-${worker}`, [event(n)], { expectedRevision: n === 0 ? 'no_stream' : BigInt(n - 1) });
    return 1;
  });
}

async function batchedRate(store: PostgresEventStore, writers: number): Promise<number> {
  const run = randomBytes(3).toString('hex');
  return rate(writers, async (worker, n) => {
    const events = Array.from({ length: BATCH }, (_, k) => event(k));
    await store.appendToStream(`batch-${run}${worker}`, events, { expectedRevision: n === 0 ? 'no_stream' : BigInt(n * BATCH - 1) });
    return BATCH;
  });
}

/** Open-loop appends at LAG_RATE/s; lag = subscriber receipt − append resolve, per event. */
async function subscriptionLag(writer: PostgresEventStore, reader: PostgresEventStore): Promise<number[]> {
  const resolvedAt = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  const total = Math.round((LAG_RATE * PHASE_MS) / 1000) * 2;
  const subscription = reader.subscribeToAll({ fromPosition: 'end' });
  const consuming = (async () => {
    for await (const batch of subscription) {
      const now = performance.now();
      for (const e of batch) receivedAt.set(e.id, now);
      if (receivedAt.size >= total) return;
    }
  })();
  await sleep(200); // the subscription is live (its 'end' is resolved) before we start
  const started = performance.now();
  const appends: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / LAG_RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const e = event(n);
    appends.push(writer.appendToStream(`lag-${n % 16}`, [e], { expectedRevision: 'any' }).then(() => void resolvedAt.set(e.id, performance.now())));
  }
  await Promise.all(appends);
  await consuming;
  await subscription.unsubscribe();
  // The first half warms up; measure the second.
  const measured = [...resolvedAt.entries()].slice(total / 2);
  return measured.map(([id, at]) => Math.max(0, (receivedAt.get(id) ?? Number.NaN) - at)).sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const name = `bench_es_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = await createDatabase(ADMIN_URL, name);
  log(`database ${name}; phases of ${PHASE_MS / 1000} s`);
  const sql = await createPgClient(url, { max: WRITERS + 4 });
  const readerSql = await createPgClient(url, { max: 4 });
  const store = new PostgresEventStore(sql);
  const notifyInTransaction = new PostgresEventStore(sql, { notify: 'in_transaction' }); // the alternative we measured
  const otherProcess = new PostgresEventStore(readerSql); // wakes only through LISTEN/NOTIFY, like another process
  try {
    await store.migrate();
    await sql.query('create table raw_inserts (id bigserial primary key, payload jsonb not null)');

    // (a) and (b), interleaved in rounds so drift in a shared machine hits both alike; medians reported.
    const raw: number[] = [];
    const appends: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      raw.push(await rawInsertRate(sql));
      appends.push(await appendRate(store, `r${round}`));
      log(`round ${round}: raw single-row inserts ${raw.at(-1)!.toFixed(0)}/s, appends ${appends.at(-1)!.toFixed(0)}/s`);
    }
    const baseline = median(raw);
    const appended = median(appends);
    report({ name: 'raw_single_row_commits_8_connections', value: round(baseline), unit: 'commits/s' });
    report({
      name: 'appends_8_writers_1_event',
      value: round(appended),
      unit: 'appends/s',
      baseline: round(baseline),
      ratio: round(appended / baseline, 3),
      target: 'ratio >= 0.70',
    });

    const inTransaction = await appendRate(notifyInTransaction, 'intx');
    log(`variant: NOTIFY inside the append transaction ${inTransaction.toFixed(0)}/s`);
    report({
      name: 'appends_8_writers_notify_in_transaction',
      value: round(inTransaction),
      unit: 'appends/s',
      baseline: round(baseline),
      ratio: round(inTransaction / baseline, 3),
      target: 'comparison only (not used)',
    });

    // (c) batched appends.
    const batched = await batchedRate(store, 1);
    report({ name: 'batched_appends_1000_per_append_1_writer', value: round(batched), unit: 'events/s', target: '>= 50000' });
    const batched2 = await batchedRate(store, 2);
    report({ name: 'batched_appends_1000_per_append_2_writers', value: round(batched2), unit: 'events/s', target: '>= 50000' });

    // (d) subscription lag at a steady rate: across connections (NOTIFY), and in the same store (local wake).
    const viaNotify = await subscriptionLag(store, otherProcess);
    report({ name: 'subscription_lag_p50_500_per_s', value: round(percentileOrNaN(viaNotify, 50), 2), unit: 'ms' });
    report({ name: 'subscription_lag_p99_500_per_s', value: round(percentileOrNaN(viaNotify, 99), 2), unit: 'ms', target: '<= 50' });
    const local = await subscriptionLag(store, store);
    report({ name: 'subscription_lag_same_store_p50_500_per_s', value: round(percentileOrNaN(local, 50), 2), unit: 'ms' });
    report({ name: 'subscription_lag_same_store_p99_500_per_s', value: round(percentileOrNaN(local, 99), 2), unit: 'ms', target: '<= 50' });
  } finally {
    await otherProcess.close();
    await notifyInTransaction.close();
    await store.close();
    await readerSql.close();
    await sql.close();
    await dropDatabase(ADMIN_URL, name);
  }
}

await main();
