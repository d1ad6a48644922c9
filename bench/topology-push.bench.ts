/**
 * A manager's progress push through the production topology (issue 33; target: p99 ≤ 300 ms):
 * `npm run topology`'s hosts (nginx, two API processes, two projection workers, PostgreSQL, Redis;
 * deploy/topology), 2,000 sockets of one manager connected through nginx (spread over both API
 * processes by nginx's hash), and learners of the manager's organization each submitting a slide
 * case through nginx, one every 1.5 s: time from the submit's start to each socket's receipt of that
 * learner's progress notice (append, projection worker, NOTIFY, both API processes, socket.io,
 * nginx). The baseline, in the same run: the same notice sent raw with pg_notify (the relay,
 * socket.io and nginx alone). Needs root (network namespaces), as the topology does; without it,
 * it says so and measures nothing.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Socket } from 'socket.io-client';
import type { OrganizationItem, ReadModelChanged, ReviewCheckout } from '@cytocampus/contracts';
import { PostgresEventStore, createPgClient } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL } from '@cytocampus/projections';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { onHost } from '../deploy/topology/network.js';
import { startTopology } from '../deploy/topology/topology.js';
import { waitUntil } from './lib/api-process.js';
import { activeItem, call, processedSlide, sessionHeaders, signedInAdmin } from './lib/courses.js';
import { figureWriter, log, percentileFigures, sorted } from './lib/figures.js';
import { orgMembers } from './lib/org-members.js';
import { addSessions, connectSocket } from './lib/signed-in-sockets.js';

const SOCKETS = Number(process.env.BENCH_TOPOLOGY_SOCKETS ?? 2_000);
const SUBMITS = 30;
const SPACING_MS = 1500;
const figure = figureWriter('topology-push');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Established connections to an API process's port, counted on its host. */
async function connectionsOn(host: 'api-1' | 'api-2'): Promise<number> {
  const [command, ...args] = onHost(host, ['ss', '-Htn', 'state', 'established', '( sport = :3000 )']);
  const { stdout } = await promisify(execFile)(command!, args);
  return stdout.split('\n').filter(Boolean).length;
}

/** Runs `send(i)` SUBMITS times, SPACING_MS apart, timing each socket's first progress notice of learner i after the send. */
async function timePushes(sockets: Socket[], learners: string[], send: (i: number) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const at = performance.now();
    const received = sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const heard = (notice: ReadModelChanged) => {
            if (notice.model !== 'progress' || notice.id !== learners[i]) return;
            latencies.push(performance.now() - at);
            socket.off('changed', heard);
            resolve();
          };
          socket.on('changed', heard);
        }),
    );
    await send(i);
    await Promise.race([Promise.all(received), sleep(10_000).then(() => Promise.reject(new Error(`progress notices missing 10 s after send ${i}`)))]);
    await sleep(Math.max(0, SPACING_MS - (performance.now() - at)));
  }
  return sorted(latencies);
}

if (process.getuid?.() !== 0) {
  log('skipped: the topology needs root (network namespaces); run npm run bench as root');
  process.exit(0);
}

const root = join(tmpdir(), 'cytocampus-topology-bench');
const topology = await startTopology({ root, port: 0, env: { SLIDE_MIN_BYTES: '1', SEED_DEMO_CONTENT: '0', LOG_LEVEL: 'warn' } });
const sql = await createPgClient(topology.databaseUrl, { max: 4 });
const store = new PostgresEventStore(sql);
const sockets: Socket[] = [];
try {
  const base = `${topology.url}/api/v1`;
  const admin = await signedInAdmin(base, store, sql);
  const orgId = (await call<OrganizationItem>(base, 'POST', '/organizations', admin, { name: 'Bench Regional Laboratory' })).id;
  const files = { tiff: join(root, 'push-slide.tif'), analysis: join(root, 'push-slide.json') };
  await mkdir(root, { recursive: true });
  await generateSyntheticSlide({ width: 512, height: 512, seed: 5, tiffPath: files.tiff, analysisPath: files.analysis });
  const slide = await processedSlide(base, admin, files, { name: 'Push case', accession: 'PU0001', solution: { type: 'GYN', result: 'HSIL' } });
  const moduleId = (await activeItem(base, admin, 'modules', { name: 'Bench push course', isPublic: true, items: [{ type: 'case', itemId: slide.itemId }] }))
    .itemId;
  const { ids, managerToken } = await orgMembers(store, sql, orgId, SUBMITS);
  const tokens = await Promise.all(ids.map(async (id) => (await addSessions(store, id, 1))[0]!));
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions where user_id = any($1)', [ids])).rows[0]!.n >= ids.length,
    'the learners’ sessions',
    60_000,
  );
  // Each learner has the case open: the submits alone are timed.
  const learners = await Promise.all(tokens.map((token) => sessionHeaders(base, token)));
  const reviews = await Promise.all(
    learners.map(
      async (headers) => (await call<ReviewCheckout>(base, 'POST', `/slides/${slide.itemId}/review`, headers, { moduleId, itemType: 'case' })).review,
    ),
  );

  // No cc_upstream cookie: nginx hashes each connection by its own request id, over both processes.
  const port = Number(new URL(topology.url).port);
  for (let i = 0; i < SOCKETS; i += 100)
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, SOCKETS - i) }, () => connectSocket(port, managerToken)))));
  const [onFirst, onSecond] = [await connectionsOn('api-1'), await connectionsOn('api-2')];
  log(`${sockets.length.toLocaleString('en-US')} manager sockets through nginx: api-1 holds ${onFirst} connections, api-2 ${onSecond}`);
  if (onFirst < SOCKETS / 4 || onSecond < SOCKETS / 4) throw new Error('nginx did not spread the sockets over both API processes');

  // One progress notice as the projection worker sent it, to send again raw for the baseline.
  const notices: string[] = [];
  const unlisten = await sql.listen(READ_MODEL_CHANNEL, (payload) => notices.push(payload));
  const diagnosis = { shortList: [], customObjects: [], component: null, organisms: [], result: 'HSIL', comments: '' };
  const pushed = await timePushes(sockets, ids, (i) => {
    const { id, elapsed, startTime, session, lastUpdate } = reviews[i]!;
    const copy = { id, elapsed, startTime, session, lastUpdate };
    return call(base, 'PUT', `/slides/${slide.itemId}/review/${id}/submit`, learners[i]!, { review: copy, data: diagnosis });
  });
  await unlisten();
  const progress = notices.filter((n) => n.includes('"model":"progress"'));
  const raw = await timePushes(sockets, ids, (i) => sql.query('select pg_notify($1, $2)', [READ_MODEL_CHANNEL, progress.find((n) => n.includes(ids[i]!))!]));
  log(`${pushed.length.toLocaleString('en-US')} receipts of ${SUBMITS} submits; ${raw.length.toLocaleString('en-US')} of the raw notices`);
  const name = (p: number) =>
    `progress push p${p}, a learner's submit through nginx to ${SOCKETS.toLocaleString('en-US')} manager sockets on two API processes (baseline: the raw notice)`;
  for (const f of percentileFigures(name, pushed, raw, { percentiles: [50, 99], target: 'p99 ≤ 300 ms' })) figure(f);
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await topology.stop();
}
