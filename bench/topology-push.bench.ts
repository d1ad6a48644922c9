/**
 * A manager's progress push through the production topology (issue 33; target: p99 ≤ 300 ms):
 * `npm run topology`'s hosts (nginx, two API processes, two projection workers, PostgreSQL, Redis;
 * deploy/topology), 2,000 sockets of the demo manager connected through nginx (spread over both API
 * processes), and learners of the demo organization each submitting a slide review through nginx,
 * one every 1.5 s: time from the submit's start to each socket's receipt of the learner's progress
 * notice (append, projection worker, NOTIFY, both API processes, socket.io, nginx). The baseline, in
 * the same run: the same notice sent raw with pg_notify (the relay, socket.io and nginx alone).
 * Needs root (network namespaces), as the topology does; without it, says so and measures nothing.
 */
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import { READ_MODEL_CHANNEL } from '@cytocampus/projections';
import { ok } from '../api/src/modules/content/testing/content-client.js';
import { DEMO } from '../api/src/testing/factories.js';
import { TestClient } from '../api/src/testing/test-client.js';
import { Crowd, slideCourse, type ClientSocket } from '../deploy/topology/testing/crowd.js';
import { onHost } from '../deploy/topology/network.js';
import { startTopology } from '../deploy/topology/topology.js';
import { figureWriter, log, percentileFigures, sorted } from './lib/figures.js';

const SOCKETS = Number(process.env.BENCH_TOPOLOGY_SOCKETS ?? 2_000);
const SUBMITS = 30;
const SPACING_MS = 1500;
const figure = figureWriter('topology-push');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sockets of one signed-in browser's session, each on its own connection: nginx hashes each by its request id. */
async function connectMany(url: string, cookie: string, count: number): Promise<ClientSocket[]> {
  const sockets: ClientSocket[] = [];
  for (let i = 0; i < count; i += 100)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, async () => {
          const socket: ClientSocket = io(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
          await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
          return socket;
        }),
      )),
    );
  return sockets;
}

/** Established connections to an API process's port, counted on its host. */
async function socketsOn(host: 'api-1' | 'api-2'): Promise<number> {
  const [command, ...args] = onHost(host, ['ss', '-Htn', 'state', 'established', '( sport = :3000 )']);
  const { stdout } = await promisify(execFile)(command!, args);
  return stdout.split('\n').filter(Boolean).length;
}

/** Runs `send` SUBMITS times, SPACING_MS apart, timing each socket's first progress notice after each send. */
async function timePushes(sockets: ClientSocket[], send: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const at = performance.now();
    const received = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const heard = (notice: { model: string }) => {
            if (notice.model !== 'progress') return;
            latencies.push(performance.now() - at);
            socket.off('changed', heard);
            resolve();
          };
          socket.on('changed', heard);
        }),
    );
    await send(i);
    const all = Promise.all(received);
    await Promise.race([all, sleep(10_000).then(() => Promise.reject(new Error(`progress notices missing 10 s after send ${i}`)))]);
    await sleep(Math.max(0, SPACING_MS - (performance.now() - at)));
  }
  return sorted(latencies);
}

if (process.getuid?.() !== 0) {
  log('skipped: the topology needs root (network namespaces); run npm run bench as root');
  process.exit(0);
}

const topology = await startTopology({
  root: join(tmpdir(), 'cytocampus-topology-bench'),
  port: 0,
  env: { SLIDE_MIN_BYTES: '1', SEED_DEMO_CONTENT: '0', LOG_LEVEL: 'warn' },
});
const listener = new pg.Client({ connectionString: topology.databaseUrl });
let crowd: Crowd | null = null;
let sockets: ClientSocket[] = [];
try {
  const admin = new TestClient(topology.url);
  ok(await admin.post('/api/v1/login', DEMO.admin));
  crowd = await Crowd.gather(topology.url, admin, await slideCourse(topology.url, admin), SUBMITS);
  const manager = new TestClient(topology.url);
  ok(await manager.post('/api/v1/login', DEMO.manager));
  // Without nginx's cc_upstream cookie each socket lands where its own request id hashes.
  const cookie = manager.cookieHeader.replace(/(^|; )cc_upstream=[^;]*/, '');
  sockets = await connectMany(topology.url, cookie, SOCKETS);
  const [onFirst, onSecond] = [await socketsOn('api-1'), await socketsOn('api-2')];
  log(`${sockets.length.toLocaleString('en-US')} manager sockets through nginx: api-1 holds ${onFirst}, api-2 ${onSecond} connections`);
  if (onFirst < SOCKETS / 4 || onSecond < SOCKETS / 4) throw new Error('nginx did not spread the sockets over both API processes');

  // One learner's progress notice as the projection worker sent it, to send again raw for the baseline.
  await listener.connect();
  let notice: string | null = null;
  listener.on('notification', (n) => (notice ??= n.payload?.includes('"model":"progress"') ? n.payload : null));
  await listener.query(`listen ${READ_MODEL_CHANNEL}`);

  const pushed = await timePushes(sockets, (i) => crowd!.learners[i]!.submit());
  if (!notice) throw new Error('no progress notice was heard on the channel');
  const raw = await timePushes(sockets, () => listener.query('select pg_notify($1, $2)', [READ_MODEL_CHANNEL, notice]));
  log(`${pushed.length.toLocaleString('en-US')} receipts of ${SUBMITS} submits; ${raw.length.toLocaleString('en-US')} of the raw notices`);
  const name = (p: number) =>
    `progress push p${p}, a learner's submit through nginx to ${SOCKETS.toLocaleString('en-US')} manager sockets on two API processes (baseline: the raw notice)`;
  for (const f of percentileFigures(name, pushed, raw, { percentiles: [50, 99], target: 'p99 ≤ 300 ms' })) figure(f);
} finally {
  for (const socket of sockets) socket.disconnect();
  crowd?.close();
  await listener.end().catch(() => undefined);
  await topology.stop();
}
