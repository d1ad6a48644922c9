import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, CurrentUser, ReadModelChanged, ServerToClientEvents, SlideItem } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { eventually } from '../testing/eventually.js';
import { DEMO } from '../testing/factories.js';
import { TestClient } from '../testing/test-client.js';
import { finish, idOf, tusUpload } from '../testing/tus.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function connectTo(url: string, client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}

/** Every read-model notice a socket hears, in order. */
function heard(socket: ClientSocket): ReadModelChanged[] {
  const notices: ReadModelChanged[] = [];
  socket.on('changed', (n) => notices.push(n));
  return notices;
}

const API = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const WORKER = fileURLToPath(new URL('../../../projections/dist/main.js', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

describe('two API processes sharing one Redis (real PostgreSQL, projections worker apart)', () => {
  let db: TestDatabase;
  let dataDir: string;
  const processes: ChildProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    for (const file of [API, WORKER]) if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (the test command does).`);
    db = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-multi-'));
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL,
      REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}`,
      SESSION_SECRET: 'shared-by-every-api-process',
      DATA_DIR: dataDir,
      WEB_DIST: 'none',
      SEED_DEMO: '1',
      RUN_PROJECTIONS: '0',
      SLIDE_MIN_BYTES: '1',
      LOG_LEVEL: 'warn',
    };
    processes.push(spawn(process.execPath, [WORKER], { env, stdio: 'inherit' }));
    // The API processes leave the projections to the worker: its notices must reach their sockets.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      processes.push(spawn(process.execPath, [API], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] }));
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(urls.map(waitHealthy));
  }, 90_000);

  afterAll(async () => {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.filter((p) => p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))));
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a change made through one process once to every socket that cares, on either process', async () => {
    const [a, b] = urls as [string, string];
    const tabOnA = new TestClient(a);
    expect((await tabOnA.post('/api/v1/login', DEMO.learner)).status).toBe(200);
    const tabOnB = new TestClient(b);
    expect((await tabOnB.post('/api/v1/login', DEMO.learner)).status).toBe(200);
    const me = ((await tabOnA.get('/api/v1/user')).body.data as CurrentUser).id;

    const [socketOnA, socketOnB] = [await connectTo(a, tabOnA), await connectTo(b, tabOnB)];
    const [onA, onB] = [heard(socketOnA), heard(socketOnB)];
    const res = await tabOnA.put('/api/v1/user/prefs', { socialAllowLab: true });
    const version = (res.body.data as CurrentUser).version;
    const mine = (notices: ReadModelChanged[]) => notices.filter((n) => n.model === 'user' && n.id === me);
    await eventually(() => mine(onA).length > 0 && mine(onB).length > 0, 'the notice on both processes', 60_000);
    // Both processes hear the worker's notification; each tells only its own sockets.
    await sleep(500);
    expect([mine(onA), mine(onB)]).toEqual([[{ model: 'user', id: me, version }], [{ model: 'user', id: me, version }]]);

    const ended = new Promise<{ reason: string }>((resolve) => socketOnB.once('session:ended', resolve));
    await tabOnA.post('/api/v1/user/logout/all');
    expect((await ended).reason).toBe('signed-out-everywhere');
    expect((await tabOnB.get('/api/v1/user')).status).toBe(401);
    socketOnA.disconnect();
    socketOnB.disconnect();
  }, 60_000);

  it("delivers the slide processor's status changes to a watcher on the other process, each version once", async () => {
    const [a, b] = urls as [string, string];
    const adminOnA = new TestClient(a);
    expect((await adminOnA.post('/api/v1/login', DEMO.admin)).status).toBe(200);
    const adminOnB = new TestClient(b);
    expect((await adminOnB.post('/api/v1/login', DEMO.admin)).status).toBe(200);

    const tiffPath = join(dataDir, 'multi.tif');
    await generateSyntheticSlide({ width: 1024, height: 1024, seed: 5, tiffPath, analysisPath: join(dataDir, 'multi.json') });
    const uploadId = idOf(
      await finish(await tusUpload(a, adminOnA, await readFile(tiffPath), { filename: 'multi.tif', filetype: 'image/tiff', purpose: 'slide' })),
    );
    const slide = (await adminOnA.post('/api/v1/slides', { accession: 'MULTI12345', cellCount: 0, solution: { type: 'none' } })).body.data as SlideItem;

    const watcher = await connectTo(b, adminOnB);
    expect(await new Promise<boolean>((resolve) => watcher.emit('slide:watch', slide.id, resolve))).toBe(true);
    const notices = heard(watcher);
    expect((await adminOnA.post(`/api/v1/slides/${slide.id}/slide/image`, { uploadId, finished: true })).status).toBe(200);
    const ofSlide = () => notices.filter((n): n is Extract<ReadModelChanged, { model: 'slide' }> => n.model === 'slide' && n.id === slide.id);
    await eventually(() => ofSlide().some((n) => n.patch?.status === 'COMPLETE'), 'COMPLETE on the other process', 60_000);
    await sleep(300);
    const versions = ofSlide().map((n) => n.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(ofSlide().map((n) => n.patch?.status)).toEqual(expect.arrayContaining(['QUEUED', 'PROCESSING', 'COMPLETE']));
    const final = (await adminOnB.get(`/api/v1/slides/${slide.id}`)).body.data as SlideItem;
    expect(final.version).toBe(versions.at(-1));
    watcher.disconnect();
  }, 120_000);
});
