/**
 * Read-model notices end to end (target: a push reaches its client p99 within 150 ms of the
 * append, through projection and socket). The built API in its own process on real PostgreSQL,
 * hosting the projections as by default; 2,000 users, each with one signed-in socket. 200 changes a
 * second for 10 s, open loop, each a preference change of another user (no user twice, so every
 * receipt is one change's): time from the append's start to the receipt of its user's notice. The
 * baseline, in the same run and at the same rate: the same notice sent raw with pg_notify, so
 * the relay and socket.io alone (what the projection and its transaction add is the difference).
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { userRoom } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventData } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL } from '@cytocampus/projections';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { percentile } from './lib/open-loop.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_PUSH_USERS ?? 2_000);
const RATE = 200;
const SECONDS = 10;

const log = (message: string) => process.stderr.write(`  ${message}\n`);
const figure = (f: object) => process.stdout.write(`${JSON.stringify({ bench: 'push-latency', ...f })}\n`);
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

/** Users and their sessions written as the events they would be (2,000 sign-ins would cost 2,000 password hashes). */
async function addUsers(store: PostgresEventStore, count: number): Promise<{ id: string; token: string }[]> {
  const users = Array.from({ length: count }, () => ({ id: randomUUID(), token: randomBytes(32).toString('base64url') }));
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  for (const [i, user] of users.entries()) {
    const bio = { firstName: 'Bench', lastName: `User ${i}`, alias: `B${i}` };
    const registered = event('UserRegistered', {
      userId: user.id,
      email: `push-${i}@bench.test`,
      passwordHash: 'x',
      role: 'cytotechnologist',
      orgId: null,
      groupId: null,
      bio,
      preferences: {},
      terms: 0,
      origin: 'registration',
    });
    const signedIn = event('UserSignedIn', { sessionHash: hashToken(user.token), expiresAt, userAgent: 'bench', ip: null });
    await store.appendToStream(`user-${user.id}`, [registered, signedIn], { expectedRevision: 'no_stream' });
  }
  return users;
}

function connect(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `cc_session=${token}` },
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

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
  const users = await addUsers(store, USERS);
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= USERS,
    'the sessions read model',
    120_000,
  );
  for (let i = 0; i < users.length; i += 250) sockets.push(...(await Promise.all(users.slice(i, i + 250).map((user) => connect(port, user.token)))));
  log(`${sockets.length.toLocaleString('en-US')} users connected, one socket each`);

  // Baseline: the notice alone, sent raw on the channel the projections use.
  const raw = await timeNotices(sockets, (i) => {
    const id = users[i]!.id;
    return sql.query('select pg_notify($1, $2)', [READ_MODEL_CHANNEL, JSON.stringify({ rooms: [userRoom(id)], notice: { model: 'user', id, version: 0 } })]);
  });
  await new Promise((r) => setTimeout(r, 1000));
  const pushed = await timeNotices(sockets, (i) =>
    store.appendToStream(`user-${users[i]!.id}`, [event('PreferencesChanged', { changes: { ooiZoomLevel: 20 } })], { expectedRevision: 'any' }),
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
