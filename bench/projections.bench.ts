/**
 * Projection lag: time from an append's commit to the users read model having applied it, at a
 * steady 500 events/s (target p99 ≤ 50 ms). Rebuild rate: events replayed per second into a shadow
 * table (target ≥ 20,000/s). Real PostgreSQL on 127.0.0.1, a fresh database.
 */
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventData } from '@cytocampus/event-store';
import { CheckpointWatcher, READ_MODELS, ProjectionRunner, migrateReadModels, rebuildProjection } from '@cytocampus/projections';
import { figureWriter, log, percentile } from './lib/figures.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = 1000;
const RATE = 500;
const SECONDS = 10;
const REBUILD_EVENTS = 100_000;

const figure = figureWriter('projections');
const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});
const registered = (u: number) =>
  event('UserRegistered', {
    userId: `b${u}`,
    email: `b${u}@bench.test`,
    passwordHash: 'x',
    role: 'cytotechnologist',
    orgId: null,
    groupId: null,
    bio: { firstName: 'Bench', lastName: 'User', alias: 'BU1' },
    preferences: {},
    terms: 0,
    origin: 'seed',
  });
const logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (o: object, m?: string) => log(`${m ?? ''} ${JSON.stringify(o)}`),
};

const name = `bench_projections_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const sql = await createPgClient(url, { max: 16 });
const store = new PostgresEventStore(sql);
try {
  await store.migrate();
  await migrateReadModels(sql);
  for (let u = 0; u < USERS; u += 100) {
    await Promise.all(Array.from({ length: 100 }, (_, i) => store.appendToStream(`user-b${u + i}`, [registered(u + i)], { expectedRevision: 'no_stream' })));
  }
  const runner = new ProjectionRunner({ sql, store, projections: READ_MODELS, logger });
  await runner.start();
  const watcher = await CheckpointWatcher.start(sql);

  log(`steady ${RATE} events/s for ${SECONDS} s …`);
  const lags: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < RATE * SECONDS; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const u = i % USERS;
    pending.push(
      (async () => {
        const { position } = await store.appendToStream(`user-b${u}`, [event('PreferencesChanged', { changes: { ooiZoomLevel: [40, 20, 10][i % 3] } })], {
          expectedRevision: 'any',
        });
        const committed = performance.now();
        if ((await watcher.waitFor(position, ['users'], 10_000)).kind === 'reached') lags.push(performance.now() - committed);
      })(),
    );
  }
  await Promise.all(pending);
  const achieved = (RATE * SECONDS) / ((performance.now() - started) / 1000);
  if (lags.length < RATE * SECONDS * 0.99)
    throw new Error(
      `only ${lags.length} of ${RATE * SECONDS} appends reached the read model within 10 s (a long writing transaction elsewhere on this PostgreSQL server?)`,
    );
  lags.sort((a, b) => a - b);
  figure({ name: 'projection lag p50 at 500 events/s', value: percentile(lags, 50), unit: 'ms' });
  figure({ name: 'projection lag p99 at 500 events/s', value: percentile(lags, 99), unit: 'ms', target: 'p99 ≤ 50 ms' });
  log(`offered ${achieved.toFixed(0)} events/s; ${lags.length} of ${RATE * SECONDS} reached the read model`);
  await watcher.close();
  await runner.stop();

  log(`appending ${REBUILD_EVENTS} more events for the rebuild …`);
  for (let i = 0; i < REBUILD_EVENTS; i += 1000) {
    const u = (i / 1000) % USERS;
    await store.appendToStream(
      `user-b${u}`,
      Array.from({ length: 1000 }, (_, k) => event('PreferencesChanged', { changes: { ooiZoomLevel: [40, 20, 10][k % 3] } })),
      { expectedRevision: 'any' },
    );
  }
  const total = USERS + RATE * SECONDS + REBUILD_EVENTS;
  const t0 = performance.now();
  const result = await rebuildProjection({ sql, store, projection: READ_MODELS.find((p) => p.name === 'users')! });
  const seconds = (performance.now() - t0) / 1000;
  figure({
    name: `rebuild of the users read model (${total.toLocaleString('en-US')} events)`,
    value: result.events / seconds,
    unit: 'events/s',
    target: '≥ 20,000 events/s',
  });
} finally {
  await store.close();
  await sql.close();
  await dropDatabase(ADMIN_URL, name);
}
