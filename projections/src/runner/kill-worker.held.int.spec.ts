import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions } from '@cytocampus/event-store';
import { READ_MODELS } from '../read-models/index.js';
import { event, openHarness, registered, snapshot, type ProjectionsHarness } from '../testing/harness.js';
import { migrateCheckpoints, readCheckpoints } from './checkpoints.js';
import { rebuildProjection } from './rebuild.js';

const WORKER = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const USERS = 100;
const ROUNDS = 30;
const KILLS = 8;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const startWorker = (url: string): ChildProcess =>
  spawn(process.execPath, [WORKER], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' }, stdio: 'ignore' });
const killHard = (worker: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (worker.exitCode !== null) return resolve();
    worker.once('exit', () => resolve());
    worker.kill('SIGKILL');
  });

/** Registrations first, then rounds of preference, profile, terms, sign-in and sign-out events. */
async function writeStream(h: ProjectionsHarness): Promise<number> {
  let count = 0;
  const revisions = new Map<number, bigint>();
  for (let u = 0; u < USERS; u++) {
    await h.store.appendToStream(`user-k${u}`, [registered(`k${u}`, `k${u}@lab.test`)], { expectedRevision: 'no_stream' });
    revisions.set(u, 0n);
    count++;
  }
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      Array.from({ length: USERS }, async (_, u) => {
        const events = [
          event('PreferencesChanged', { changes: { ooiZoomLevel: [40, 20, 10][round % 3], socialAllowLab: round % 2 === 0 } }),
          event('UserSignedIn', { sessionHash: `s-${u}-${round}`, expiresAt: '2030-01-01T00:00:00Z', userAgent: 'test', ip: null }),
          round % 5 === 4 ? event('UserSignedOutEverywhere', {}) : event('ProfileUpdated', { changes: { lab: `Lab ${round}` } }),
        ];
        const result = await h.store.appendToStream(`user-k${u}`, events, { expectedRevision: revisions.get(u)! });
        revisions.set(u, result.nextExpectedRevision);
        count += events.length;
      }),
    );
  }
  return count;
}

describe('projections worker killed with SIGKILL mid-stream (real PostgreSQL)', () => {
  let h: ProjectionsHarness;
  beforeAll(async () => {
    if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run "npm run build" first (the test command does).`);
    h = await openHarness('postgres');
    // On a slow machine every killed worker may die before creating its tables; the survivor's
    // catch-up loop reads checkpoints before it has started, so the table must exist already.
    await migrateCheckpoints(h.sql);
  });
  afterAll(() => h.close());

  it('ends with read models equal, row for row, to a clean rebuild', async () => {
    const writing = writeStream(h);
    for (let kill = 0; kill < KILLS; kill++) {
      const worker = startWorker(h.url!);
      await sleep(250 + Math.random() * 350);
      await killHard(worker);
    }
    const written = await writing;
    expect(written).toBeGreaterThan(USERS * ROUNDS * 3);

    const survivor = startWorker(h.url!);
    const head = (await h.store.headPosition())!;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const checkpoints = await readCheckpoints(h.sql);
      if (
        READ_MODELS.every((p) => {
          const c = checkpoints.get(p.name);
          return c && comparePositions(c.position, head) >= 0;
        })
      )
        break;
      if (Date.now() > deadline) throw new Error('the surviving worker did not catch up');
      await sleep(100);
    }
    await killHard(survivor);

    const tables = { users: 'id', sessions: 'hash', organizations: 'id', announcement: 'id' } as const;
    const live = await Promise.all(Object.entries(tables).map(([t, key]) => snapshot(h.sql, t, key)));
    for (const projection of READ_MODELS) await rebuildProjection({ sql: h.sql, store: h.store, projection });
    const rebuilt = await Promise.all(Object.entries(tables).map(([t, key]) => snapshot(h.sql, t, key)));
    expect(live).toEqual(rebuilt);
    expect((live[0] as unknown[]).length).toBe(USERS);
    expect((await h.sql.query('select 1 from projection_parked')).rowCount).toBe(0);
  }, 180_000);
});
