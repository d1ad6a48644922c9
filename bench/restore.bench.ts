/**
 * Restore and rebuild (issue 33; README "The production topology", backup runbook): an event store
 * of 1,000,000 events (500 learners and their slide reviews with screening activity: checkout,
 * viewport samples, an object click, the submit), its read models built, dumped with pg_dump as the
 * runbook says, restored into a new database with pg_restore, then every read model rebuilt from the
 * events (`npm run projections:rebuild`). Figure: restore plus rebuild, the time a region's
 * laboratories wait after a lost database (target ≤ 10 min, our choice: within one maintenance
 * window); baseline in the same run: the restore alone. The rebuilt read models must equal the
 * originals (same rows), or the bench fails. Real PostgreSQL on 127.0.0.1.
 */
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { migrateReadModels } from '@cytocampus/projections';
import { dump, readModelDigests, rebuildAll, restore } from '../deploy/topology/testing/backup.js';
import { figureWriter, log } from './lib/figures.js';
import { addUser } from './lib/signed-in-sockets.js';
import { appendSlideReviews, EVENTS_PER_REVIEW, REVIEW_LEARNERS } from './lib/slide-reviews.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_RESTORE_EVENTS ?? 1_000_000);
const REVIEWS = Math.ceil((EVENTS - REVIEW_LEARNERS.length) / EVENTS_PER_REVIEW);
const figure = figureWriter('restore');
const seconds = (since: number) => (performance.now() - since) / 1000;

/** Runs `work`, logs how long it took, answers that time in seconds. */
async function timed(what: string, work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  const s = seconds(started);
  log(`${what}: ${s.toFixed(1)} s`);
  return s;
}

const stamp = Date.now();
const names = [`bench_restore_${stamp}`, `bench_restored_${stamp}`, `bench_restored_alone_${stamp}`];
const source = await createDatabase(ADMIN_URL, names[0]!);
const file = join(tmpdir(), `${names[0]}.dump`);
try {
  const sql = await createPgClient(source, { max: 16 });
  const store = new PostgresEventStore(sql);
  await store.migrate();
  await migrateReadModels(sql);
  const total = REVIEW_LEARNERS.length + REVIEWS * EVENTS_PER_REVIEW;
  await timed(`${total.toLocaleString('en-US')} events appended`, async () => {
    for (const id of REVIEW_LEARNERS) await addUser(store, `${id}@bench.test`, 'cytotechnologist', id);
    await appendSlideReviews(store, REVIEWS);
  });
  await store.close();
  await sql.close();
  await timed('read models built on the original', () => rebuildAll(source));
  await timed('pg_dump', () => dump(source, file));
  const alone = await timed('pg_restore alone (baseline)', () => restore(source, file, names[2]!));
  let restored = '';
  const restoredIn = await timed('pg_restore', async () => (restored = await restore(source, file, names[1]!)));
  const rebuiltIn = await timed('projections:rebuild', () => rebuildAll(restored));
  const [original, rebuilt] = [await readModelDigests(source), await readModelDigests(restored)];
  const differing = Object.keys(original).filter((table) => original[table] !== rebuilt[table]);
  if (differing.length > 0) throw new Error(`rebuilt read models differ from the originals: ${differing.join(', ')}`);
  log(`every read model equal to the original's (${Object.keys(original).length} tables)`);
  const measured = restoredIn + rebuiltIn;
  figure({
    name: `restore (pg_restore) and rebuild of every read model, ${total.toLocaleString('en-US')} events (baseline: the restore alone)`,
    value: measured,
    unit: 's',
    baseline: alone,
    ratio: measured / alone,
    target: '≤ 600 s',
  });
  figure({
    name: `rebuild rate after a restore (${total.toLocaleString('en-US')} events, every read model)`,
    value: total / rebuiltIn,
    unit: 'events/s',
    target: 'comparison only',
  });
} finally {
  for (const name of names) await dropDatabase(ADMIN_URL, name).catch(() => undefined);
  await rm(file, { force: true });
}
