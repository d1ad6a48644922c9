/**
 * socket.io at scale (targets: one API process holds 10,000 connections; a room broadcast to 2,000
 * clients arrives p99 within 100 ms). The built API in its own process on real PostgreSQL; 10,000
 * signed-in sockets from this process: 2,000 sessions of the demo learner (their user room) and
 * 8,000 of a user of no organization (who hears none of the learner's notices). The learner changes
 * a preference; the users projection's notice goes to the learner's room ('changed'). Two figures
 * per receipt: the fan-out (after the round's first receipt: what the broadcast itself takes, held
 * to the target) and request to receipt (with the command, its
 * event and the projection that sends the notice), against a room of one measured in the same run.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';

import { figureWriter, log, percentile } from './lib/figures.js';
import { addSessions, addUser, connectSocket } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10_000);
const ROOM = Math.min(2_000, CONNECTIONS);
const ROUNDS = 10;

const figure = figureWriter('realtime');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Preference values cycled across every round of the run: an unchanged value records nothing and pushes nothing. */
const ZOOM_LEVELS = [10, 20, 40];
let changes = 0;

interface Receipts {
  /** Request sent to receipt, sorted. */
  latencies: number[];
  /** Receipt after the round's first receipt, sorted. */
  fanOut: number[];
}

/** Each round: one preference change by the learner; every socket in the room times the notice ('changed'). */
async function broadcastLatencies(base: string, cookie: string, room: Socket[], rounds = ROUNDS): Promise<Receipts> {
  const latencies: number[] = [];
  const fanOut: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const arrived = room.map((socket) => new Promise<number>((resolve) => socket.once('changed', () => resolve(performance.now()))));
    const sent = performance.now();
    const res = await fetch(`${base}/user/prefs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie, ...csrfHeader(cookie) },
      body: JSON.stringify({ ooiZoomLevel: ZOOM_LEVELS[changes++ % ZOOM_LEVELS.length] }),
    });
    if (res.status !== 200) throw new Error(`preference change failed: ${res.status}`);
    const times = await Promise.all(arrived);
    const first = Math.min(...times);
    for (const at of times) {
      latencies.push(at - sent);
      fanOut.push(at - first);
    }
    await sleep(200);
  }
  const sorted = (values: number[]) => values.sort((a, b) => a - b);
  return { latencies: sorted(latencies), fanOut: sorted(fanOut) };
}

const name = `bench_realtime_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-realtime-')) });
const sockets: Socket[] = [];
const sql = await createPgClient(url, { max: 4 });
const store = new PostgresEventStore(sql);
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const learner = await signIn(base, 'learner@cytocampus.test');
  const idOf = async (cookie: string) => ((await (await fetch(`${base}/user`, { headers: { cookie } })).json()) as { data: { id: string } }).data.id;
  const learnerTokens = await addSessions(store, await idOf(learner), ROOM);
  // The other connections: a user of no organization, whose sockets hear none of the learner's notices
  // (the manager's would: they may list the learner).
  const bystander = await addUser(store, 'bystander@bench.test');
  const bystanderTokens = await addSessions(store, bystander, CONNECTIONS - ROOM);
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= CONNECTIONS,
    'the sessions read model',
    120_000,
  );

  // Baseline: the same change with a room of one (after a warm-up: the read models catch up on the sign-ins).
  const single = [await connectSocket(port, learnerTokens[0]!)];
  await broadcastLatencies(base, learner, single, 5);
  const baseline = (await broadcastLatencies(base, learner, single)).latencies;
  single[0]!.disconnect();

  const rssBefore = await rssMb(api.pid!);
  const started = performance.now();
  const tokens = [...learnerTokens, ...bystanderTokens];
  for (let i = 0; i < tokens.length; i += 250) sockets.push(...(await Promise.all(tokens.slice(i, i + 250).map((token) => connectSocket(port, token)))));
  const connectSeconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const rssAfter = await rssMb(api.pid!);
  log(
    `${sockets.length.toLocaleString('en-US')} sockets connected in ${connectSeconds.toFixed(1)} s; API RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
  );
  const held = sockets.filter((socket) => socket.connected).length;

  const { latencies, fanOut } = await broadcastLatencies(base, learner, sockets.slice(0, ROOM));
  figure({ name: 'socket.io connections held by one API process', value: held, unit: 'connections', target: '10,000' });
  figure({
    name: `API process memory with ${held.toLocaleString('en-US')} connections`,
    value: rssAfter,
    unit: 'MB',
    baseline: rssBefore,
    ratio: rssAfter / rssBefore,
    target: 'comparison only',
  });
  const room = ROOM.toLocaleString('en-US');
  figure({
    name: `room broadcast to ${room} clients: fan-out p99 (after the first receipt)`,
    value: percentile(fanOut, 99),
    unit: 'ms',
    target: 'p99 ≤ 100 ms',
  });
  figure({
    name: `room broadcast to ${room} clients p50, request to receipt`,
    value: percentile(latencies, 50),
    unit: 'ms',
    baseline: percentile(baseline, 50),
    ratio: percentile(latencies, 50) / percentile(baseline, 50),
    target: 'comparison only',
  });
  figure({
    name: `room broadcast to ${room} clients p99, request to receipt`,
    value: percentile(latencies, 99),
    unit: 'ms',
    baseline: percentile(baseline, 99),
    ratio: percentile(latencies, 99) / percentile(baseline, 99),
    target: 'comparison only',
  });
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
}
