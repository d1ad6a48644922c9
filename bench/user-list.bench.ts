/**
 * The administration's user list with 100,000 users (target p99 ≤ 50 ms at 50 requests/s):
 * filtered, searched and paged GET /users against the built API in its own process, on real
 * PostgreSQL. Baseline in the same run: GET /user (the signed-in user's own record) at the same rate.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type EventData } from '@cytocampus/event-store';
import { freePort, signIn, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';
import { figureWriter, log, percentile } from './lib/figures.js';
import { atRate } from './lib/open-loop.js';
import { FIRST_NAMES, LAST_NAMES, nameOf } from './lib/names.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RATE = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ORGS = 50;

const figure = figureWriter('user-list');

const ROLES = ['cytotechnologist', 'cytotechnologist', 'cytotechnologist', 'cytotechnologist', 'manager', 'admin'];
const org = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const event = (type: string, data: object): EventData => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: new Date().toISOString(), actorId: null, orgId: null, correlationId: randomUUID(), causationId: null },
});

async function seed(url: string): Promise<void> {
  const sql = await createPgClient(url, { max: 16 });
  const store = new PostgresEventStore(sql);
  await store.migrate();
  for (let o = 0; o < ORGS; o++) {
    await store.appendToStream(
      `organization-${org(o)}`,
      [event('OrganizationCreated', { orgId: org(o), name: `Laboratory ${o}`, region: null, preWork: false, defaultCurriculum: null })],
      { expectedRevision: 'no_stream' },
    );
  }
  const started = performance.now();
  for (let u = 0; u < USERS; u += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, USERS - u) }, (_, i) => {
        const n = u + i;
        const { first, last } = nameOf(n);
        const events = [
          event('UserRegistered', {
            userId: `u${n}`,
            email: `${first}.${last}.${n}@lab${n % ORGS}.test`.toLowerCase(),
            passwordHash: '!',
            role: ROLES[n % ROLES.length],
            orgId: org(n % ORGS),
            groupId: null,
            bio: { firstName: first, lastName: last, alias: `${first[0]}${last[0]}${n}` },
            preferences: {},
            terms: 1,
            origin: 'import',
          }),
          ...(n % 17 === 0 ? [event('UserDeactivated', {})] : []),
        ];
        return store.appendToStream(`user-u${n}`, events, { expectedRevision: 'no_stream' });
      }),
    );
    if (u % 20_000 === 0) log(`${u.toLocaleString('en-US')} users appended …`);
  }
  log(`${USERS.toLocaleString('en-US')} users appended in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await store.close();
  await sql.close();
}

/** A mix of what administrators do: browse pages, filter by role and state, search names and addresses. */
const QUERIES = [
  (i: number) => `page=${1 + (i % 40)}&limit=25`,
  (i: number) => `role=manager,admin&page=${1 + (i % 10)}&limit=50`,
  (i: number) => `search=${FIRST_NAMES[i % FIRST_NAMES.length]}+${LAST_NAMES[i % LAST_NAMES.length]}&limit=25`,
  (i: number) => `search=lab${i % ORGS}.test&disabled=hide&limit=100`,
  (i: number) => `orgId=${org(i % ORGS)}&disabled=only&limit=25`,
  (i: number) => `search=${LAST_NAMES[i % LAST_NAMES.length]!.slice(0, 3)}&role=cytotechnologist&page=2&limit=10`,
];

const name = `bench_user_list_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-user-list-')) });
try {
  await seed(url);
  const base = `http://127.0.0.1:${port}/api/v1`;
  const t0 = performance.now();
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const session = await signIn(base);
  const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie: session } });
  await waitUntil(
    async () => ((await (await get('/users?limit=10')).json()) as { data?: { total?: number } }).data?.total === USERS + 4,
    'the users read model',
    600_000,
  );
  log(`API up and read models built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // A database at rest has statistics of its tables; autovacuum would get there within minutes.
  const sql = await createPgClient(url);
  await sql.query('analyze');
  await sql.close();
  // Warm-up, and one request of each kind alone: what each costs without queueing.
  for (let i = 0; i < 50; i++) await get(`/users?${QUERIES[i % QUERIES.length]!(i)}`);
  for (const [k, query] of QUERIES.entries()) {
    const t1 = performance.now();
    await (await get(`/users?${query(k)}`)).arrayBuffer();
    log(`alone: ${query(k)} ${(performance.now() - t1).toFixed(1)} ms`);
  }

  const baseline = (await atRate(RATE, SECONDS, () => get('/user'))).latencies;
  const byKind = QUERIES.map(() => [] as number[]);
  const list = (await atRate(RATE, SECONDS, (i) => get(`/users?${QUERIES[i % QUERIES.length]!(i)}`), byKind)).latencies;
  for (const [k, times] of byKind.entries())
    log(
      `under load: ${QUERIES[k]!(k)} p50 ${percentile(
        times.sort((a, b) => a - b),
        50,
      ).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  figure({ name: 'GET /user (own record) p99 at 50 req/s', value: percentile(baseline, 99), unit: 'ms' });
  figure({ name: `GET /users p50 at 50 req/s, ${USERS.toLocaleString('en-US')} users`, value: percentile(list, 50), unit: 'ms' });
  figure({
    name: `GET /users p99 at 50 req/s, ${USERS.toLocaleString('en-US')} users`,
    value: percentile(list, 99),
    unit: 'ms',
    baseline: percentile(baseline, 99),
    ratio: percentile(list, 99) / percentile(baseline, 99),
    target: 'p99 ≤ 50 ms',
  });
} finally {
  await stopProcess(api);
  // BENCH_KEEP_DATABASE=1 leaves it for a look at the query plans.
  if (process.env.BENCH_KEEP_DATABASE === '1') log(`kept database ${name}`);
  else await dropDatabase(ADMIN_URL, name);
}
