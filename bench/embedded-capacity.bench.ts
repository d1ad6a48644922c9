/**
 * How much the embedded default serves (README "How much the embedded default serves"). The built
 * API in its own process, once on the embedded default (PGlite in the API process, a temporary
 * DATA_DIR) and once on a fresh database of the real PostgreSQL server (RUN_PROJECTIONS=1: the
 * projections in the same process too, like for like). Each holds one laboratory of 2,000 users,
 * appended as events the way the user-list bench does, before the API starts (PGlite is opened by
 * one process at a time). 50 managers and administrators sign in, then loop together, with no
 * pause, over a preference change (PUT /user/prefs, answered after read-your-writes: the answer must
 * carry the new value), a page of the user list and a search of it. Measured once all 50 are
 * connected, for 20 s or 400 requests each: p50 and p99 of each kind and the requests answered per
 * second; also how long the slowest client waited for its first answer when all 50 start at once.
 * The PostgreSQL figure is the PGlite one's baseline. No target: this tells a laboratory when to move.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import argon2 from 'argon2';
import { DEFAULT_PREFERENCES } from '@cytocampus/contracts';
import { PostgresEventStore, createDatabase, createPgClient, createPgliteClient, dropDatabase, type EventData, type SqlClient } from '@cytocampus/event-store';
import { csrfHeader, freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { figureWriter, log, percentileOrNaN } from './lib/figures.js';
import { nameOf } from './lib/names.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 2_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** Least time under load before the window opens. */
const WARM_UP_SECONDS = 5;
/** Each client stops after this many requests even when time is left. */
const MAX_PER_CLIENT = Number(process.env.BENCH_MAX_REQUESTS_PER_CLIENT ?? 400);
/** A request slower than this counts as failed (and stops waiting; its connection is closed). */
const REQUEST_TIMEOUT_MS = 60_000;
/** As signIn (bench/lib) sends it. */
const PASSWORD = 'CytoCampus1';

const figure = figureWriter('embedded-capacity');

const ORG = '00000000-0000-4000-8000-00000000c0de';
const userId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const emailOf = (n: number) => `${nameOf(n).first}.${nameOf(n).last}.${n}@riverbend-lab.test`.toLowerCase();
/** The first CLIENTS users are the ones who sign in: managers, every fifth an administrator. */
const roleOf = (n: number) => (n < CLIENTS ? (n % 5 === 0 ? 'admin' : 'manager') : 'cytotechnologist');
const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

/** The laboratory as events: the organization, then per user the address reservation and the account. */
async function seed(sql: SqlClient, passwordHash: string): Promise<void> {
  const store = new PostgresEventStore(sql);
  await store.migrate();
  await store.appendToStream(
    `organization-${ORG}`,
    [event('OrganizationCreated', { orgId: ORG, name: 'Riverbend Cytology Laboratory', region: null, preWork: false, defaultCurriculum: null })],
    {
      expectedRevision: 'no_stream',
    },
  );
  const started = performance.now();
  for (let u = 0; u < USERS; u += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, USERS - u) }, async (_, i) => {
        const n = u + i;
        const { first, last } = nameOf(n);
        const email = emailOf(n);
        const reservedAt = new Date().toISOString();
        await store.appendToStream(`email-${email}`, [event('EmailReserved', { email, userId: userId(n), reservedAt })], { expectedRevision: 'no_stream' });
        const events = [
          event('UserRegistered', {
            userId: userId(n),
            email,
            passwordHash,
            role: roleOf(n),
            orgId: ORG,
            groupId: null,
            bio: { firstName: first, lastName: last, alias: `${first[0]}${last[0]}${n}` },
            preferences: {},
            terms: 1,
            origin: 'import',
          }),
          ...(n >= CLIENTS && n % 17 === 0 ? [event('UserDeactivated', {})] : []),
        ];
        await store.appendToStream(`user-${userId(n)}`, events, { expectedRevision: 'no_stream' });
      }),
    );
  }
  log(`${USERS.toLocaleString('en-US')} users appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
}

type Kind = 'prefs' | 'page' | 'search';
const KINDS: Kind[] = ['prefs', 'page', 'search'];
const KIND_NAME: Record<Kind, string> = { prefs: 'PUT /user/prefs (read-your-writes)', page: 'GET /users page of 25', search: 'GET /users search, 25' };
/** Preference values cycled per client: each change differs from the one before, so each records an event. */
const ZOOM_LEVELS = [10, 20, 40];

interface Measured {
  /** Per kind, the response times (send to last body byte) of the requests sent in the window, sorted. */
  latencies: Record<Kind, number[]>;
  /** In the window: non-200 answers, timeouts, and preference answers that did not carry the new value. */
  failures: Record<Kind, number>;
  /** From the window's start until its last request answered. */
  seconds: number;
  /** Each client's first request (a new connection, under the load of the clients already in), sorted. */
  firstAnswers: number[];
  /** Failures as above, before the window opened (should be none). */
  warmUpFailures: number;
}

/**
 * CLIENTS closed loops without pause: each request leaves when the client's previous one has
 * answered. All start at once; the window measured opens once every client has had its first
 * answer (and WARM_UP_SECONDS have passed), so it shows the steady state of 50 connected clients,
 * and closes SECONDS later or when each client has sent MAX_PER_CLIENT requests in it.
 */
async function load(base: string, cookies: string[]): Promise<Measured> {
  const latencies: Record<Kind, number[]> = { prefs: [], page: [], search: [] };
  const failures: Record<Kind, number> = { prefs: 0, page: 0, search: 0 };
  const firstAnswers: number[] = [];
  let warmUpFailures = 0;
  const started = performance.now();
  let windowStart = Infinity;
  let windowEnd = Infinity;
  let lastAnswer = 0;
  await Promise.all(
    cookies.map(async (cookie, c) => {
      let zoomNow: number = DEFAULT_PREFERENCES.ooiZoomLevel;
      let inWindow = 0;
      for (let i = 0; performance.now() < windowEnd && inWindow < MAX_PER_CLIENT; i++) {
        const kind = KINDS[(c + i) % KINDS.length]!;
        const zoom = ZOOM_LEVELS[(ZOOM_LEVELS.indexOf(zoomNow) + 1) % ZOOM_LEVELS.length]!;
        const { first, last } = nameOf(c * 7 + i);
        const path = {
          prefs: '/user/prefs',
          page: `/users?page=${1 + ((c + i) % Math.ceil(USERS / 25))}&limit=25`,
          search: `/users?search=${encodeURIComponent(i % 2 ? first : last.slice(0, 3))}&limit=25`,
        }[kind];
        const init: RequestInit =
          kind === 'prefs'
            ? { method: 'PUT', headers: { 'content-type': 'application/json', cookie, ...csrfHeader(cookie) }, body: JSON.stringify({ ooiZoomLevel: zoom }) }
            : { headers: { cookie } };
        const t0 = performance.now();
        const measured = t0 >= windowStart;
        if (measured) inWindow++;
        let ok = false;
        try {
          const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          const body = (await res.json()) as { data?: { preferences?: { ooiZoomLevel?: number } } };
          const answered = body.data?.preferences?.ooiZoomLevel;
          if (kind === 'prefs' && res.status === 200 && answered !== undefined) zoomNow = answered;
          ok = res.status === 200 && (kind !== 'prefs' || answered === zoom);
        } catch {
          ok = false;
        }
        const now = performance.now();
        if (measured) {
          if (ok) latencies[kind].push(now - t0);
          else failures[kind]++;
          lastAnswer = Math.max(lastAnswer, now);
        } else if (!ok) warmUpFailures++;
        if (i === 0) {
          firstAnswers.push(now - t0);
          if (firstAnswers.length === cookies.length) {
            windowStart = Math.max(now, started + WARM_UP_SECONDS * 1000);
            windowEnd = windowStart + SECONDS * 1000;
          }
        }
      }
    }),
  );
  for (const kind of KINDS) latencies[kind].sort((a, b) => a - b);
  return { latencies, failures, seconds: (lastAnswer - windowStart) / 1000, firstAnswers: firstAnswers.sort((a, b) => a - b), warmUpFailures };
}

type Database = 'PGlite' | 'PostgreSQL';

/** One database: seed, start the API, sign the clients in, warm up, measure, stop. */
async function measure(database: Database, passwordHash: string): Promise<Measured> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-embedded-capacity-'));
  const dbName = `bench_embedded_capacity_${Date.now()}`;
  let databaseUrl = '';
  if (database === 'PostgreSQL') {
    databaseUrl = await createDatabase(ADMIN_URL, dbName);
    const sql = await createPgClient(databaseUrl, { max: 16 });
    await seed(sql, passwordHash).finally(() => sql.close());
  } else {
    // Where the API opens it (api/src/infra/infrastructure.ts).
    const sql = await createPgliteClient(join(dataDir, 'pglite'));
    await seed(sql, passwordHash).finally(() => sql.close());
  }
  const port = await freePort();
  // Empty values override whatever the calling shell exports: only DATABASE_URL differs between the two.
  const api = spawnApi(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RUN_PROJECTIONS: '1', EVENTSTORE_URL: '', REDIS_URL: '' });
  try {
    const base = `http://127.0.0.1:${port}/api/v1`;
    const t0 = performance.now();
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
    const admin = await signIn(base);
    const total = async () =>
      ((await (await fetch(`${base}/users?orgId=${ORG}&disabled=show&limit=10`, { headers: { cookie: admin } })).json()) as { data?: { total?: number } }).data
        ?.total;
    await waitUntil(async () => (await total()) === USERS, 'the users read model', 120_000);
    log(`${database}: API up and read models built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (database === 'PostgreSQL') {
      // Autovacuum analyzes fresh tables within a minute on a server; nothing does on PGlite.
      const sql = await createPgClient(databaseUrl);
      await sql.query('analyze');
      await sql.close();
    }
    const t1 = performance.now();
    const cookies: string[] = [];
    // 1 + CLIENTS sign-ins from one address: within the API's per-address budget (100 per 10 minutes).
    for (let c = 0; c < CLIENTS; c += 10)
      cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, CLIENTS - c) }, (_, i) => signIn(base, emailOf(c + i))))));
    log(`${database}: ${CLIENTS} clients signed in in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    const measured = await load(base, cookies);
    log(
      `${database}: first answers of the ${CLIENTS} clients p50 ${percentileOrNaN(measured.firstAnswers, 50).toFixed(0)} ms, slowest ${measured.firstAnswers.at(-1)!.toFixed(0)} ms; ${measured.warmUpFailures} failed before the window`,
    );
    for (const kind of KINDS) {
      const times = measured.latencies[kind];
      log(
        `${database}: ${KIND_NAME[kind]}: ${times.length} answered, ${measured.failures[kind]} failed, p50 ${percentileOrNaN(times, 50).toFixed(0)} ms, p99 ${percentileOrNaN(times, 99).toFixed(0)} ms, max ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      );
    }
    return measured;
  } finally {
    await stopProcess(api);
    await rm(dataDir, { recursive: true, force: true });
    if (database === 'PostgreSQL') await dropDatabase(ADMIN_URL, dbName);
  }
}

// Cheaper than the product's (64 MiB, 3 passes; the hash records its parameters): signing the
// clients in is not what is measured, and 100 checks at the product's cost would take most of a minute.
const passwordHash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 8192, timeCost: 1 });
const pglite = await measure('PGlite', passwordHash);
const postgres = await measure('PostgreSQL', passwordHash);

const answered = (m: Measured) => KINDS.reduce((sum, kind) => sum + m.latencies[kind].length, 0);
const failed = (m: Measured) => KINDS.reduce((sum, kind) => sum + m.failures[kind], m.warmUpFailures);
const setting = `${CLIENTS} clients, ${USERS.toLocaleString('en-US')} users`;
const compared = (name: string, value: number, baseline: number, unit: string) => {
  figure({ name: `PostgreSQL: ${name}`, value: baseline, unit, target: 'comparison only' });
  figure({ name: `PGlite: ${name}`, value, unit, baseline, ratio: value / baseline, target: 'comparison only' });
};
for (const kind of KINDS) {
  for (const p of [50, 99])
    compared(`${KIND_NAME[kind]} p${p}, ${setting}`, percentileOrNaN(pglite.latencies[kind], p), percentileOrNaN(postgres.latencies[kind], p), 'ms');
}
compared(
  `slowest first answer of a client when ${CLIENTS} start at once, ${USERS.toLocaleString('en-US')} users`,
  pglite.firstAnswers.at(-1)!,
  postgres.firstAnswers.at(-1)!,
  'ms',
);
compared(`requests answered per second, ${setting}`, answered(pglite) / pglite.seconds, answered(postgres) / postgres.seconds, 'requests/s');
// Should be 0 on both, warm-up included: a refused or timed-out request, or a preference change answered before its read model had it.
figure({ name: `PostgreSQL: failed or stale answers, ${setting}`, value: failed(postgres), unit: 'requests', target: '0' });
figure({ name: `PGlite: failed or stale answers, ${setting}`, value: failed(pglite), unit: 'requests', target: '0' });
