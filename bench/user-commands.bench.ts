/**
 * A command on a user who signed in 5,000 times, beside the same command on a user who never did
 * (GUIDE "Streams stay short for commands", ADR 0020; target: p99 within 20 %). The built API in
 * its own process on real PostgreSQL; an administrator changes the user's lab (PUT /users/{id}),
 * which replays the user's stream, waits for the users read model and answers the record.
 * Requests go one at a time, the users taking turns, so both see the same machine. For comparison
 * only, a third user whose 5,000 sign-ins were stored in the user stream, as before ADR 0020
 * (installations keep those: what every command on such a user still costs).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase } from '@cytocampus/event-store';
import { freePort, spawnApi, stopProcess, waitUntil } from './lib/api-process.js';

import { figureWriter, log, percentile } from './lib/figures.js';
import { addLegacySignIns, addSessions, addUser } from './lib/signed-in-sockets.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIGN_INS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 600);
const WARM_UP = 20;

const figure = figureWriter('user-commands');

/** The cookies and header of a browser holding this session: the CSRF token is bound to the session, so a GET hands one out. */
async function sessionHeaders(base: string, token: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/health`, { headers: { cookie: `cc_session=${token}` } });
  const csrf = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('cc_csrf='))!;
  return { cookie: `cc_session=${token}; ${csrf}`, 'x-csrf-token': csrf.slice('cc_csrf='.length), 'content-type': 'application/json' };
}

const name = `bench_user_commands_${Date.now()}`;
const url = await createDatabase(ADMIN_URL, name);
const port = await freePort();
const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'bench-user-commands-')) });
const sql = await createPgClient(url, { max: 8 });
const store = new PostgresEventStore(sql);
try {
  const base = `http://127.0.0.1:${port}/api/v1`;
  await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  const admin = await addUser(store, 'admin@bench.test', 'super');
  const [adminToken] = await addSessions(store, admin, 1);
  const users = {
    none: await addUser(store, 'none@bench.test'),
    signedIn: await addUser(store, 'signed-in@bench.test'),
    legacy: await addUser(store, 'legacy@bench.test'),
  };
  const started = performance.now();
  await addSessions(store, users.signedIn, SIGN_INS);
  await addLegacySignIns(store, users.legacy, SIGN_INS);
  log(`${(2 * SIGN_INS).toLocaleString('en-US')} sign-ins stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await waitUntil(
    async () => (await sql.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n >= 1 + 2 * SIGN_INS,
    'the sessions read model',
    300_000,
  );
  const headers = await sessionHeaders(base, adminToken!);

  const times = { none: [] as number[], signedIn: [] as number[], legacy: [] as number[] };
  const kinds = Object.keys(times) as (keyof typeof times)[];
  async function changeLab(kind: keyof typeof times, round: number): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(`${base}/users/${users[kind]}`, { method: 'PUT', headers, body: JSON.stringify({ bio: { lab: `Lab ${round}` } }) });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`PUT /users/{id} answered ${res.status}`);
    return performance.now() - t0;
  }
  for (let round = 0; round < WARM_UP; round++) for (const kind of kinds) await changeLab(kind, round);
  for (let round = WARM_UP; round < WARM_UP + ROUNDS; round++) {
    // Each round in another order, so that no user always follows the same one.
    const order = kinds.map((k, i) => kinds[(i + round) % kinds.length]!);
    for (const kind of order) times[kind].push(await changeLab(kind, round));
  }
  for (const list of Object.values(times)) list.sort((a, b) => a - b);

  for (const p of [50, 99]) {
    const baseline = percentile(times.none, p);
    const signedIn = percentile(times.signedIn, p);
    const legacy = percentile(times.legacy, p);
    figure({
      name: `PUT /users/{id} p${p}, user with ${SIGN_INS.toLocaleString('en-US')} sign-ins (baseline: user with none)`,
      value: signedIn,
      unit: 'ms',
      baseline,
      ratio: signedIn / baseline,
      target: p === 99 ? 'ratio ≤ 1.20' : 'comparison only',
    });
    figure({
      name: `PUT /users/{id} p${p}, ${SIGN_INS.toLocaleString('en-US')} sign-ins in the user stream as before ADR 0020 (baseline: user with none)`,
      value: legacy,
      unit: 'ms',
      baseline,
      ratio: legacy / baseline,
      target: 'comparison only',
    });
  }
} finally {
  await store.close();
  await sql.close();
  await stopProcess(api);
  await dropDatabase(ADMIN_URL, name);
}
