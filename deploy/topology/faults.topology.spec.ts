import { cp, mkdir, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { percentile, sorted } from '../../bench/lib/figures.js';
import { ok } from '../../api/src/modules/content/testing/content-client.js';
import { DEMO } from '../../api/src/testing/factories.js';
import { TestClient } from '../../api/src/testing/test-client.js';
import { catchUp, dump, readModelDigests, rebuildAll, restore } from './testing/backup.js';
import { COMMENT_PATTERN, Crowd, slideCourse, type SlideCourse } from './testing/crowd.js';
import { pacedUpload, type PacedUpload } from './testing/uploads.js';
import { healthy, startTopology, type Topology } from './topology.js';

/**
 * The production topology broken on purpose (issue 33, docs/adr/0039): each fault under simulated
 * learners updating their reviews through nginx while the demo manager watches, then every write
 * that was answered 2xx is looked for in the event store and the read model. The figures a user
 * would feel are printed (README "The production topology").
 */
const LEARNERS = 16;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figures: string[] = [];
const figure = (line: string) => (figures.push(line), console.log(`topology: ${line}`));
const msText = (list: number[]) => (list.length ? `p50 ${percentile(sorted(list), 50)} ms, p99 ${percentile(sorted(list), 99)} ms (${list.length})` : 'none');

let topology: Topology;
let course: SlideCourse;
let crowd: Crowd;

beforeAll(async () => {
  topology = await startTopology({
    root: join(tmpdir(), 'cytocampus-topology-test'),
    port: 0,
    env: { SLIDE_MIN_BYTES: '1', SEED_DEMO_CONTENT: '0', LOG_LEVEL: 'warn' },
  });
  const admin = new TestClient(topology.url);
  ok(await admin.post('/api/v1/login', DEMO.admin));
  course = await slideCourse(topology.url, admin);
  crowd = await Crowd.gather(topology.url, admin, course, LEARNERS);
}, 300_000);

// A scenario that failed half-way leaves no learner writing into the next one.
afterEach(() => crowd?.stop());

afterAll(async () => {
  crowd?.close();
  await topology?.stop();
  if (figures.length) console.log(['The topology under faults:', ...figures.map((f) => `  ${f}`)].join('\n'));
}, 120_000);

/** Runs `work` on a connection to the topology's database (from the machine, as an operator would). */
async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: topology.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** When each learner's review was last updated as the stats read model has it (epoch ms). */
const shownUpdates = (): Promise<Map<string, number>> =>
  withDatabase(async (db) => {
    const sql = 'select id, (extract(epoch from last_update) * 1000)::float8 as at from stats_records where id = any($1)';
    const { rows } = await db.query<{ id: string; at: number }>(sql, [crowd.learners.map((l) => l.review.id)]);
    return new Map(rows.map((r) => [r.id, Math.round(r.at)]));
  });

/** Every acknowledged update of every learner is in the event store, and the read model shows the newest or a later one. */
async function expectNoAcknowledgedWriteLost(): Promise<void> {
  const stored = await withDatabase(async (db) => {
    const { rows } = await db.query<{ d: string }>(`select data::text as d from es_events where data::text like '%tw:%'`);
    return new Set(rows.flatMap((r) => [...r.d.matchAll(COMMENT_PATTERN)].map((m) => `${m[1]}:${m[2]}`)));
  });
  const lost = crowd.learners.flatMap((l) => l.acknowledged.map((n) => `${l.index}:${n}`)).filter((w) => !stored.has(w));
  expect(lost).toEqual([]);
  const behind = async () => {
    const shown = await shownUpdates();
    return crowd.learners.filter((l) => (shown.get(l.review.id) ?? -1) < (l.review.lastUpdate ?? 0)).map((l) => l.index);
  };
  for (const deadline = Date.now() + 20_000; (await behind()).length > 0 && Date.now() < deadline;) await sleep(250);
  expect(await behind()).toEqual([]);
}

describe('the production topology, broken on purpose', () => {
  it('spreads the browsers over both API processes (sticky by cookie, not by address)', async () => {
    const onEach = await Promise.all(
      crowd.learners.map(async (l) => {
        const res = await fetch(`${topology.apiUrls['api-1']}/api/v1/health`).then(() => l.client.cookieHeader);
        return res.includes('cc_upstream=');
      }),
    );
    expect(onEach.every(Boolean)).toBe(true);
    // Killing one process disconnects some sockets, not all: shown by the next test.
  });

  it('kill -9 of an API process mid-review: its sockets come back through nginx to the other, uploads resume, no acknowledged write is lost', async () => {
    crowd.start();
    await sleep(2000);
    // Every learner is also uploading a lecture, slowly enough to be half-way at the kill.
    const uploads = await Promise.all(crowd.learners.map((l) => pacedUpload(topology.url, l.client, 40, 100)));
    await sleep(1000);
    const killedAt = Date.now();
    await topology.apis[0].kill();
    try {
      await afterApiKill(killedAt, uploads);
    } finally {
      topology.apis[0].start();
      await healthy(`${topology.apiUrls['api-1']}/api/v1/health`);
    }
  }, 120_000);

  /** What the learners see after api-1 was killed at `killedAt` while each was uploading. */
  async function afterApiKill(killedAt: number, uploads: PacedUpload[]): Promise<void> {
    await sleep(500);
    const cut = crowd.disconnected;
    // Some learners were on the process killed, some on the other (the cookie spreads them).
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(LEARNERS);
    for (const deadline = Date.now() + 20_000; crowd.disconnected.length > 0 && Date.now() < deadline;) await sleep(100);
    expect(crowd.disconnected.map((l) => l.index)).toEqual([]);
    const reconnects = cut.map((l) => l.reconnects.at(-1)!);
    figure(`kill -9 of api-1 with ${LEARNERS} learners: ${cut.length} sockets reconnected to api-2 in ${msText(reconnects)}`);
    const noticesBefore = crowd.managerNotices.length;
    await sleep(3000);
    // Pushes go on: the manager hears the progress of writes made after the kill.
    expect(crowd.managerNotices.filter((t) => t > killedAt + 1000).length).toBeGreaterThan(0);
    expect(crowd.managerNotices.length).toBeGreaterThan(noticesBefore);
    await crowd.stop();
    const failed = crowd.learners.reduce((sum, l) => sum + l.failures, 0);
    figure(`  updates refused or lost while api-1 died: ${failed} (each learner resumed and went on)`);
    await expectNoAcknowledgedWriteLost();
    // The uploads of the learners on api-1 went on at their offset on api-2 (tus keeps it in the shared DATA_DIR), byte for byte.
    const ids = await Promise.all(uploads.map((u) => u.done));
    const served = await Promise.all(crowd.learners.map((l, i) => l.client.get(`/api/v1/files/${ids[i]}`)));
    expect(served.map((res, i) => [res.status, Buffer.compare(res.body as Buffer, uploads[i]!.bytes)])).toEqual(uploads.map(() => [200, 0]));
    const crossed = cut.map((l) => uploads[l.index]!);
    expect(crossed.filter((u) => (u.doneAt ?? 0) <= killedAt)).toEqual([]); // each was under way at the kill
    const retried = crossed.filter((u) => u.retries > 0).length;
    figure(
      `  uploads under way on api-1: ${crossed.length}, all finished on api-2 byte for byte (${retried} had a chunk in flight at the kill and sent it again; nginx passed the others' next chunk on)`,
    );
  }

  it('kill -9 of the leading projection worker: the standby takes over and the read models catch up, nothing applied twice', async () => {
    crowd.start();
    await sleep(2000);
    const killedAt = Date.now();
    await topology.workers[0].kill();
    const learner = crowd.learners[0]!;
    const wrote = learner.acknowledged.length;
    for (const deadline = Date.now() + 30_000; learner.acknowledged.length <= wrote + 1 && Date.now() < deadline;) await sleep(50);
    const written = learner.review.lastUpdate ?? 0;
    let caughtUp = 0;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && caughtUp === 0; await sleep(100))
      if (((await shownUpdates()).get(learner.review.id) ?? -1) >= written) caughtUp = Date.now();
    expect(caughtUp).toBeGreaterThan(0);
    figure(
      `kill -9 of the leading projection worker: a write after it is in the read model ${caughtUp - killedAt} ms after the kill (standby polls every 2 s)`,
    );
    await crowd.stop();
    await expectNoAcknowledgedWriteLost();
    // Nothing applied twice: a review's read-model row counts one version per event of its stream.
    const rows = await withDatabase(async (db) => {
      const sql = `select s.id, s.version, (select count(*)::int from es_events e where e.stream_id = 'review-' || s.id) as events
                     from stats_records s where s.id = any($1)`;
      return (await db.query<{ id: string; version: number; events: number }>(sql, [crowd.learners.map((l) => l.review.id)])).rows;
    });
    expect(rows.length).toBe(LEARNERS);
    expect(rows.filter((r) => r.version !== r.events)).toEqual([]);
    topology.workers[0].start();
  }, 120_000);
});

/**
 * Reads of every learner, through nginx, for `until` ms or until that work ends: the statuses
 * answered (a refused connection or a time-out counts as 0).
 */
async function readWhile(until: number | Promise<unknown>, path = '/api/v1/user'): Promise<{ statuses: number[]; slowest: number }> {
  const statuses: number[] = [];
  let slowest = 0;
  let over = false;
  const end = () => (over = true);
  if (typeof until === 'number') setTimeout(end, until);
  else until.then(end, end);
  for (; !over; await sleep(200))
    await Promise.all(
      crowd.learners.map(async (l) => {
        const began = Date.now();
        const res = await fetch(`${topology.url}${path}`, { headers: { cookie: l.client.cookieHeader }, signal: AbortSignal.timeout(15_000) }).catch(
          () => null,
        );
        slowest = Math.max(slowest, Date.now() - began);
        statuses.push(res?.status ?? 0);
      }),
    );
  return { statuses, slowest };
}

/** The demo learner signing in through nginx, as a browser would: the status (0 when nothing came within 15 s) and how long it took. */
async function signInAnswer(): Promise<{ status: number; ms: number }> {
  const browser = new TestClient(topology.url);
  ok(await browser.get('/api/v1/health')); // the CSRF cookie, before the clock starts
  const began = Date.now();
  const res = await Promise.race([browser.post('/api/v1/login', DEMO.learner), sleep(15_000).then(() => null)]);
  return { status: res?.status ?? 0, ms: Date.now() - began };
}

/** Statuses as `200×41, 503×3`. */
function count(statuses: number[]): string {
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  return [...tally].map(([status, n]) => `${status}×${n}`).join(', ');
}

describe('the production topology when its stores go away', () => {
  it('Redis restarted, then stopped for 30 s: reads and sign-ins go on without a 5xx, pushes come back by themselves', async () => {
    crowd.start();
    await topology.redis.restart();
    const afterRestart = await readWhile(3000);
    expect(afterRestart.statuses.filter((s) => s >= 500 || s === 0)).toEqual([]);
    await topology.redis.stop();
    try {
      // A sign-in meanwhile: its rate limits count in the process rather than wait for Redis.
      const [down, signIn] = await Promise.all([readWhile(30_000), sleep(5000).then(() => signInAnswer())]);
      figure(`Redis stopped 30 s: reads answered ${count(down.statuses)}, slowest ${down.slowest} ms; a sign-in answered ${signIn.status} in ${signIn.ms} ms`);
      expect(down.statuses.filter((s) => s >= 500 || s === 0)).toEqual([]);
      expect(signIn.status).toBe(200);
    } finally {
      // Whatever failed, the next scenarios get their Redis back.
      topology.redis.start();
    }
    const back = Date.now();
    // Pushes from writes on either process reach the manager again.
    for (const deadline = Date.now() + 30_000; crowd.managerNotices.filter((t) => t > back + 1000).length === 0 && Date.now() < deadline;) await sleep(200);
    expect(crowd.managerNotices.filter((t) => t > back + 1000).length).toBeGreaterThan(0);
    // Neither API process went down meanwhile (nginx would have hidden it behind the other).
    expect(topology.apis.map((p) => p.running)).toEqual([true, true]);
    await crowd.stop();
    await expectNoAcknowledgedWriteLost();
  }, 120_000);

  it('PostgreSQL restarted: requests fail fast with a 503 during it, every process comes back by itself, nothing acknowledged is lost', async () => {
    crowd.start();
    await sleep(1000);
    const reads = readWhile(8000);
    const began = Date.now();
    await topology.postgres.restart();
    const during = await reads;
    figure(`PostgreSQL restart (pg_ctl restart -m fast, ${Date.now() - began} ms): reads answered ${count(during.statuses)}, slowest ${during.slowest} ms`);
    expect(during.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(during.slowest).toBeLessThan(10_000);
    // Every process recovers: writes through both API processes are acknowledged and projected again.
    const recovered = await (async () => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
        const answers = await Promise.all(
          Object.values(topology.apiUrls).map((url) =>
            fetch(`${url}/api/v1/health`).then(
              (r) => r.ok,
              () => false,
            ),
          ),
        );
        if (answers.every(Boolean)) return Date.now();
      }
      return 0;
    })();
    expect(recovered).toBeGreaterThan(0);
    figure(`  every API process healthy again ${recovered - began} ms after the restart began`);
    await sleep(3000);
    await crowd.stop();
    await expectNoAcknowledgedWriteLost();
  }, 180_000);
});

describe('a deploy under load', () => {
  it('rolling restart of both API processes and both workers: no request fails, sockets move over, a new worker takes over', async () => {
    for (const learner of crowd.learners) learner.failures = 0;
    crowd.start();
    const deploy = (async () => {
      for (const [i, name] of [
        [0, 'api-1'],
        [1, 'api-2'],
      ] as const) {
        await topology.apis[i].stop();
        topology.apis[i].start();
        await healthy(`${topology.apiUrls[name]}/api/v1/health`);
      }
      // The workers one after the other, as a deploy of a new version: whichever leads hands over to the other.
      for (const worker of topology.workers) {
        await worker.stop();
        worker.start();
        await sleep(3000);
      }
    })();
    const { statuses } = await readWhile(deploy);
    await deploy;
    await crowd.stop();
    const failedWrites = crowd.learners.reduce((sum, l) => sum + l.failures, 0);
    figure(`rolling restart of api-1, api-2 and both workers: reads ${count(statuses)}, updates refused or lost ${failedWrites}`);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(failedWrites).toBe(0);
    await expectNoAcknowledgedWriteLost();
  }, 180_000);
});

describe('backup and restore', () => {
  it('a pg_dump and a copy of DATA_DIR taken while learners work restore into a new database whose rebuilt read models equal the originals at the dump', async () => {
    const backup = join(topology.logs, '..', 'backup');
    await mkdir(backup, { recursive: true });
    crowd.start();
    await sleep(2000);
    // The runbook (README "Backup and restore"): the dump first, then the files (a file an event of the dump names exists by then).
    await dump(topology.databaseUrl, join(backup, 'cytocampus.dump'));
    await cp(topology.dataDir, join(backup, 'data'), { recursive: true });
    await crowd.stop();
    const began = Date.now();
    // As restored: its read models are at their checkpoints, the worker brings them to the dump's newest event.
    const asDumped = await restore(topology.databaseUrl, join(backup, 'cytocampus.dump'), 'restored_as_dumped');
    await catchUp(asDumped);
    // Restored and rebuilt from the events alone (npm run projections:rebuild).
    const rebuilt = await restore(topology.databaseUrl, join(backup, 'cytocampus.dump'), 'restored_rebuilt');
    await rebuildAll(rebuilt);
    figure(`backup and restore: restore, then rebuild of every read model, ${Date.now() - began} ms (both copies; a small store)`);
    expect(await readModelDigests(rebuilt)).toEqual(await readModelDigests(asDumped));
    // The files came along: the slide's tiles are in the copy.
    expect((await readdir(join(backup, 'data', 'slides'))).length).toBeGreaterThan(0);
  }, 240_000);
});
