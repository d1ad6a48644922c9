/**
 * Read-model notices end to end (target: a push reaches its client p99 within 150 ms of the
 * append, through projection and socket). The built API in its own process on real PostgreSQL,
 * hosting the projections as by default; 2,000 users, each with one signed-in socket. 200 changes a
 * second for 10 s, open loop, each a preference change of another user (no user twice, so every
 * receipt is one change's): time from the append's start to the receipt of its user's notice. The
 * baseline, in the same run and at the same rate: the same notice sent raw with pg_notify, so
 * the relay and socket.io alone (what the projection and its transaction add is the difference).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { userRoom } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL } from '@cytocampus/projections';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';

import { figureWriter, log, percentile } from './lib/figures.js';
import { addSessions, addUser, benchEvent, connectSocket } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_PUSH_USERS ?? 2_000);
const RATE = 200;
const SECONDS = 10;

const figure = figureWriter('push-latency');

/**
 * Sends one change a user at RATE a second (`send(i)` for user i), open loop, and times each user's
 * next notice from the send's start. Answers the latencies (sorted) and how late sends left.
 */
async function timeNotices(sockets: Socket[], send: (i: number) => Promise<unknown>): Promise<{ latencies: number[]; lateSends: number }> {
  const count = Math.min(RATE * SECONDS, sockets.length);
  const latencies: number[] = [];
  const sent: Promise<unknown>[] = [];
  let lateSends = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    if (performance.now() - due > 10) lateSends++;
    const at = performance.now();
    const received = new Promise<void>((resolve) => sockets[i]!.once('changed', () => (latencies.push(performance.now() - at), resolve())));
    sent.push(send(i), received);
  }
  await Promise.race([Promise.all(sent), new Promise((_, reject) => setTimeout(() => reject(new Error('notices missing after 30 s')), 30_000))]);
  return { latencies: latencies.sort((a, b) => a - b), lateSends };
}

const name = `bench_push_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-push-')) });
const sockets: Socket[] = [];
const sql = await createPgClient(url, { max: 8 });
const store = new PostgresEventStore(sql);
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < USERS; i++) {
    const id = await addUser(store, `push-${i}@bench.test`);
    users.push({ id, token: (await addSessions(store, id, 1))[0]! });
  }
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= USERS,
    'the sessions read model',
    120_000,
  );
  for (let i = 0; i < users.length; i += 250) sockets.push(...(await Promise.all(users.slice(i, i + 250).map((user) => connectSocket(port, user.token)))));
  log(`${sockets.length.toLocaleString('en-US')} users connected, one socket each`);

  // Baseline: the notice alone, sent raw on the channel the projections use.
  const raw = await timeNotices(sockets, (i) => {
    const id = users[i]!.id;
    return sql.query('select pg_notify($1, $2)', [READ_MODEL_CHANNEL, JSON.stringify({ rooms: [userRoom(id)], notice: { model: 'user', id, version: 0 } })]);
  });
  await new Promise((r) => setTimeout(r, 1000));
  const pushed = await timeNotices(sockets, (i) =>
    store.appendToStream(`user-${users[i]!.id}`, [benchEvent('PreferencesChanged', { changes: { ooiZoomLevel: 20 } })], { expectedRevision: 'any' }),
  );
  log(`sends more than 10 ms late: ${pushed.lateSends} of the pushes, ${raw.lateSends} of the raw notices`);

  const rate = `${RATE} changes/s, ${USERS.toLocaleString('en-US')} connected clients`;
  for (const p of [50, 99]) {
    const value = percentile(pushed.latencies, p);
    const baseline = percentile(raw.latencies, p);
    figure({
      name: `push p${p}, append to receipt through projection and socket (${rate}; baseline: raw notice)`,
      value,
      unit: 'ms',
      baseline,
      ratio: value / baseline,
      target: p === 99 ? 'p99 ≤ 150 ms' : 'comparison only',
    });
  }
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
}
