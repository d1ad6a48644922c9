/**
 * The community (issue 14, docs/adr/0027). The built API in its own process on real PostgreSQL,
 * hosting the projections as by default.
 *
 * (a) Message receipt (target p99 ≤ 150 ms): 1,000 signed-in sockets, each a user who opened the
 * same community thread (joined its room with 'thread:watch'); posters send messages to it at a
 * fixed rate, open loop. Latency: from the post request's send to each socket's receipt of the
 * `message` notice carrying that message. Baseline: the post's own round trip.
 *
 * (b) The thread list (target p99 ≤ 50 ms): one user in 10,000 conversations holding 1,000,000
 * messages, written into the event store as the API records them (ThreadStarted in `thread-<id>`,
 * MessagePosted in `message-<id>`), inserted in bulk by SQL, so that the community projection builds
 * its read model from them as in use (the e-mail dispatcher paused: it would mail them all at once).
 * Then GET /threads?conversations=1 at a fixed rate, open loop: pages, a search, the unread filter,
 * and the alerts. Baseline in the same run and at the same rate: GET /user (the current user, one row).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import type { ReadModelChanged, ThreadDetail, ThreadMessage } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { call, sessionHeaders } from './lib/courses.js';
import { figureWriter, log, ms, percentile, percentileFigures, sorted } from './lib/figures.js';
import { atRate } from './lib/open-loop.js';
import { addSessions, addUser, connectSocket } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WATCHERS = Number(process.env.BENCH_THREAD_WATCHERS ?? 1_000);
const POSTERS = 10;
const POSTS = Number(process.env.BENCH_THREAD_POSTS ?? 200);
const POST_RATE = Number(process.env.BENCH_THREAD_POST_RATE ?? 10);
const THREADS = Number(process.env.BENCH_THREADS ?? 10_000);
const MESSAGES = Number(process.env.BENCH_THREAD_MESSAGES ?? 1_000_000);
const PARTNERS = 100;
const LIST_RATE = Number(process.env.BENCH_THREAD_LIST_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const NOTICE_TIMEOUT_MS = 10_000;

const figure = figureWriter('community');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const load1 = () => loadavg()[0]!.toFixed(2);

const name = `bench_community_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, {
  DATABASE_URL: url,
  RUN_PROJECTIONS: '1',
  SEED_DEMO: '0',
  COMMUNITY_POSTS_PER_MINUTE: '100000',
  // The dispatcher would mail the 1,000,000 messages' recipients, which in use arrive over months, all at once.
  COMMUNITY_MAIL_INTERVAL_MS: String(86_400_000),
  DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-community-')),
});
const sql = await createPgClient(url, { max: 16 });
const store = new PostgresEventStore(sql);
const sockets: Socket[] = [];
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  const benchStarted = performance.now();
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);

  // (a) 1,000 readers of one community thread; a super user starts it (createThreads is nobody else's by default).
  const adminId = await addUser(store, 'admin@bench.test', 'super');
  const posterIds: string[] = [];
  for (let i = 0; i < POSTERS; i++) posterIds.push(await addUser(store, `poster-${i}@bench.test`));
  const watcherIds: string[] = [];
  for (let i = 0; i < WATCHERS; i += 100)
    watcherIds.push(...(await Promise.all(Array.from({ length: Math.min(100, WATCHERS - i) }, (_, k) => addUser(store, `watcher-${i + k}@bench.test`)))));
  const [adminToken] = await addSessions(store, adminId, 1);
  const posterTokens = await Promise.all(posterIds.map(async (id) => (await addSessions(store, id, 1))[0]!));
  const watcherTokens: string[] = [];
  for (let i = 0; i < watcherIds.length; i += 100)
    watcherTokens.push(...(await Promise.all(watcherIds.slice(i, i + 100).map(async (id) => (await addSessions(store, id, 1))[0]!))));
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= 1 + POSTERS + WATCHERS,
    'the sessions read model',
    120_000,
  );
  const admin = await sessionHeaders(base, adminToken!);
  const thread = await call<ThreadDetail>(base, 'POST', '/threads', admin, { title: 'Bench thread', message: '<p>Welcome</p>' });

  for (let i = 0; i < watcherTokens.length; i += 50)
    sockets.push(...(await Promise.all(watcherTokens.slice(i, i + 50).map((token) => connectSocket(port, token)))));
  const joined = await Promise.all(
    sockets.map((socket) => new Promise<boolean>((resolve) => socket.emit('thread:watch', thread.id, (allowed: boolean) => resolve(allowed)))),
  );
  if (joined.some((ok) => !ok)) throw new Error(`${joined.filter((ok) => !ok).length} watchers were refused the thread room`);
  /** Per socket: when it first heard each message. */
  const heard = sockets.map(() => new Map<string, number>());
  sockets.forEach((socket, s) =>
    socket.on('changed', (notice: ReadModelChanged) => {
      if (notice.model === 'message' && !notice.removed && !heard[s]!.has(notice.id)) heard[s]!.set(notice.id, performance.now());
    }),
  );
  const posters = await Promise.all(posterTokens.map((token) => sessionHeaders(base, token)));
  await new Promise((r) => setTimeout(r, 1000));
  log(`${sockets.length} sockets watching the thread; ${POSTS} posts at ${POST_RATE}/s … (load ${load1()})`);
  const posts: { id: string; sentAt: number; roundTrip: number }[] = [];
  const failures: string[] = [];
  const pending: Promise<void>[] = [];
  const begin = performance.now();
  for (let i = 0; i < POSTS; i++) {
    const wait = begin + (i * 1000) / POST_RATE - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      (async () => {
        const id = randomUUID();
        const sentAt = performance.now();
        const res = await fetch(`${base}/threads/${thread.id}`, {
          method: 'POST',
          headers: posters[i % POSTERS]!,
          body: JSON.stringify({ id, message: `<p>Message ${i}: have a look at the <strong>koilocytes</strong> on slide ${i % 7}.</p>` }),
        });
        const answer = (await res.json()) as { data?: ThreadMessage; message?: string };
        if (res.status !== 200) return void failures.push(`post answered ${res.status}: ${answer.message}`);
        posts.push({ id, sentAt, roundTrip: performance.now() - sentAt });
      })(),
    );
  }
  await Promise.all(pending);
  if (failures.length > 0) throw new Error(`${failures.length} posts failed, first: ${failures[0]}`);
  await waitUntil(() => Promise.resolve(posts.every((p) => heard.every((h) => h.has(p.id)))), 'every watcher to hear every post', NOTICE_TIMEOUT_MS).catch(
    () => undefined,
  );
  const latencies: number[] = [];
  let missing = 0;
  for (const p of posts)
    for (const h of heard) {
      const at = h.get(p.id);
      if (at === undefined) missing++;
      else latencies.push(at - p.sentAt);
    }
  if (missing > 0) throw new Error(`${missing} (post, watcher) notices never arrived within ${NOTICE_TIMEOUT_MS / 1000} s`);
  const lat = sorted(latencies);
  log(`${posts.length} posts, ${lat.length.toLocaleString('en-US')} receipts; max ${ms(lat.at(-1)!)} (load ${load1()})`);
  const scene = `${WATCHERS.toLocaleString('en-US')} sockets in the thread, ${POST_RATE} posts/s`;
  percentileFigures((p) => `message to watchers' receipt p${p} (${scene}; baseline: the post's own round trip)`, lat, sorted(posts.map((p) => p.roundTrip)), {
    percentiles: [50, 99],
    target: 'p99 ≤ 150 ms',
  }).forEach(figure);
  for (const socket of sockets.splice(0)) socket.disconnect();

  // (b) One user in 10,000 conversations with 100 partners, 1,000,000 messages: bulk-inserted events.
  const userId = await addUser(store, 'reader@bench.test');
  const partners: string[] = [];
  for (let i = 0; i < PARTNERS; i++) partners.push(await addUser(store, `partner-${i}@bench.test`));
  const [readerToken] = await addSessions(store, userId, 1);
  let started = performance.now();
  const t0 = Date.now() - 90 * 86_400_000;
  const meta = `json_build_object('occurredAt', now(), 'actorId', null, 'orgId', null, 'correlationId', gen_random_uuid(), 'causationId', null)`;
  // Threads t = 1..THREADS, ids md5-derived; partner of thread t is partners[t % PARTNERS].
  await sql.query(
    `insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
     select 'thread-' || tid, 0, gen_random_uuid(), 'ThreadStarted',
            json_build_object('threadId', tid, 'kind', 'conversation', 'ref', null, 'userIds', json_build_array($1::text, ($2::text[])[1 + t % $3]),
                              'title', 'Case ' || t, 'createdBy', $1::text, 'startedAt', $4::bigint + t * 1000), ${meta}
       from generate_series(1, $5::int) as t, lateral (select md5('thread' || t)::uuid::text as tid) as ids`,
    [userId, partners, PARTNERS, t0, THREADS],
  );
  const perThread = Math.ceil(MESSAGES / THREADS);
  const CHUNK = 100_000;
  for (let from = 0; from < MESSAGES; from += CHUNK) {
    await sql.query(
      `insert into es_events (stream_id, stream_revision, event_id, event_type, data, metadata)
       select 'message-' || mid, 0, gen_random_uuid(), 'MessagePosted',
              json_build_object('messageId', mid, 'threadId', md5('thread' || t)::uuid::text,
                                'userId', case when m % 2 = 0 then $1::text else ($2::text[])[1 + t % $3] end,
                                'message', '<p>Message ' || m || ' of conversation ' || t || ': the smear shows koilocytes.</p>',
                                'attachments', json_build_array(), 'ts', $4::bigint + t * 1000 + m * 60000), ${meta}
         from generate_series($5::int, $6::int) as n,
              lateral (select 1 + n % $7::int as t, n / $7::int as m, gen_random_uuid()::text as mid) as k`,
      [userId, partners, PARTNERS, t0, from, Math.min(MESSAGES, from + CHUNK) - 1, THREADS],
    );
    log(`${Math.min(MESSAGES, from + CHUNK).toLocaleString('en-US')} messages appended (${seconds(started)})`);
  }
  log(`${THREADS.toLocaleString('en-US')} conversations of ${perThread} messages appended in ${seconds(started)}`);
  started = performance.now();
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from thread_messages')).rows[0]!.n >= MESSAGES,
    'the community read model',
    1_800_000,
  );
  log(`community read model caught up ${seconds(started)} after the appends`);
  // Catching up on 1,000,000 messages at once updates each thread's row a hundred times within a few
  // transactions, which leaves its tables many times their size; in use those updates are spread over
  // months and autovacuum keeps them near it. A database at rest is what is measured.
  await sql.query('vacuum full analyze threads, thread_members, thread_reads, community_checks');
  await sql.query('vacuum analyze');
  await sql.query('checkpoint');

  const reader = await sessionHeaders(base, readerToken!);
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: reader.cookie! } });
  const QUERIES = [
    (i: number) => `/threads?conversations=1&page=${1 + (i % 400)}&limit=25`,
    () => `/threads?conversations=1&page=1&limit=25`,
    () => `/threads?conversations=1&unread=1&limit=25`,
    (i: number) => `/threads?conversations=1&search=Case ${1 + (i % 999)}&limit=25`,
    () => `/threads/alerts`,
  ];
  const first = (await (await get(QUERIES[1]!(0))).json()) as { data?: { total: number; items: unknown[] } };
  if (first.data?.total !== THREADS || first.data.items.length !== 25) throw new Error(`the list answered ${JSON.stringify(first).slice(0, 300)}`);
  for (let i = 0; i < 50; i++) await (await get(QUERIES[i % QUERIES.length]!(i))).arrayBuffer();
  for (const [k, query] of QUERIES.entries()) {
    const t = performance.now();
    await (await get(query(k))).arrayBuffer();
    log(`alone: ${query(k)} ${ms(performance.now() - t)}`);
  }
  log(`machine load average before the load: ${load1()}`);
  const baseline = (await atRate(LIST_RATE, SECONDS, () => get('/user'))).latencies;
  const byKind = QUERIES.map(() => [] as number[]);
  const lists = await atRate(LIST_RATE, SECONDS, (i) => get(QUERIES[i % QUERIES.length]!(i)), byKind);
  for (const [k, times] of byKind.entries()) {
    const s = sorted(times);
    log(`under load: ${QUERIES[k]!(k)} p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, max ${ms(s.at(-1)!)}`);
  }
  const scale = `${THREADS.toLocaleString('en-US')} threads, ${MESSAGES.toLocaleString('en-US')} messages, ${LIST_RATE} req/s`;
  percentileFigures((p) => `thread list and alerts p${p} (${scale}; baseline: GET /user)`, lists.latencies, baseline, {
    percentiles: [50, 99],
    target: 'p99 ≤ 50 ms',
  }).forEach(figure);
  log(`bench ran ${seconds(benchStarted)}`);
} finally {
  for (const socket of sockets) socket.disconnect();
  await store.close();
  await sql.close();
  await stopProcess(api);
  if (process.env.BENCH_KEEP_DATABASE === '1') log(`kept database ${name}`);
  else await dropDatabase(ADMIN_URL, name);
}
