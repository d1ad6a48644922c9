/**
 * Live teaching across two API processes sharing PostgreSQL and Redis (docs/adr/0030): the
 * instructor on process A, a participant on process B. The participant receives the instructor's
 * relayed view (through the Redis adapter) and the poll's notice (the projections worker's
 * notification, heard by both processes); control handed on A lets the participant's view from B through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  TEACHING_ROUTES,
  type ClientToServerEvents,
  type CurrentUser,
  type ServerToClientEvents,
  type SlideItem,
  type TeachingShared,
  type TeachingSession,
  type TeachingView,
} from '@cytocampus/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { eventually } from '../../testing/eventually.js';
import { DEMO } from '../../testing/factories.js';
import { TestClient } from '../../testing/test-client.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const API = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));
const WORKER = fileURLToPath(new URL('../../../../projections/dist/main.js', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const api = (path: string) => `/api/v1${path}`;

async function connectTo(url: string, client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}
const watch = (socket: ClientSocket, id: string) => new Promise<boolean>((resolve) => socket.emit('teaching:watch', id, (answer) => resolve(answer.allowed)));
const view = (sessionId: string, x: number): TeachingView => ({
  sessionId,
  center: { x, y: 10 },
  magnification: 5,
  rotation: 0,
  flipped: true,
  gamma: 1,
  at: Date.now(),
});
const dataOf = <T>(res: { status: number; body: { data?: unknown; message?: string } }): T => {
  if (res.status !== 200) throw new Error(`${res.status}: ${res.body.message}`);
  return res.body.data as T;
};

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

describe('live teaching on two API processes sharing one Redis', () => {
  let db: TestDatabase;
  let dataDir: string;
  const processes: ChildProcess[] = [];
  const urls: string[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    for (const file of [API, WORKER]) if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (the test command does).`);
    db = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-teaching-'));
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
      LOG_LEVEL: 'warn',
    };
    processes.push(spawn(process.execPath, [WORKER], { env, stdio: 'inherit' }));
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      processes.push(spawn(process.execPath, [API], { env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] }));
      urls.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(urls.map(waitHealthy));
  }, 90_000);

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.filter((p) => p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))));
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('relays the instructor view from A to a participant on B, and the poll notice reaches B', async () => {
    const [a, b] = urls as [string, string];
    const instructor = new TestClient(a);
    dataOf(await instructor.post(api('/login'), DEMO.admin));
    const participant = new TestClient(b);
    dataOf(await participant.post(api('/login'), DEMO.learner));
    const learnerId = dataOf<CurrentUser>(await participant.get(api('/user'))).id;

    const slide = dataOf<SlideItem>(
      await instructor.post(api('/slides'), { accession: 'MULTI54321', cellCount: 0, solution: { type: 'GYN', result: 'LSIL' } }),
    );
    const session = dataOf<TeachingSession>(
      await instructor.post(api(TEACHING_ROUTES.sessions), { slideId: slide.id, title: 'Across', audience: { kind: 'link' } }),
    );
    const teacherSocket = await connectTo(a, instructor);
    sockets.push(teacherSocket);
    expect(await watch(teacherSocket, session.id)).toBe(true);
    const teacherNotices: TeachingShared[] = [];
    teacherSocket.on('changed', (n) => n.model === 'teaching' && n.patch && teacherNotices.push(n.patch));

    dataOf(await participant.post(api(TEACHING_ROUTES.join(session.id)), {}));
    const learnerSocket = await connectTo(b, participant);
    sockets.push(learnerSocket);
    expect(await watch(learnerSocket, session.id)).toBe(true);
    const views: (TeachingView & { by: string })[] = [];
    learnerSocket.on('teaching:view', (v) => views.push(v));
    const learnerNotices: TeachingShared[] = [];
    learnerSocket.on('changed', (n) => n.model === 'teaching' && n.patch && learnerNotices.push(n.patch));

    // The join made through B reached the instructor's socket on A.
    await eventually(() => teacherNotices.some((n) => n.participantCount === 1), 'the join notice on A', 10_000);
    teacherSocket.emit('teaching:view', view(session.id, 42));
    await eventually(() => views.length > 0, 'the view on B', 10_000);
    expect(views[0]).toMatchObject({ center: { x: 42, y: 10 }, flipped: true, by: session.instructorId });

    dataOf(await instructor.post(api(TEACHING_ROUTES.poll(session.id)), {}));
    await eventually(() => learnerNotices.some((n) => n.poll?.open === true), 'the poll notice on B', 10_000);
    expect(learnerNotices.find((n) => n.poll)?.poll?.options).toContain('LSIL');

    // Control handed through A: process B learns it from the notice and relays the participant's view to A.
    const teacherViews: (TeachingView & { by: string })[] = [];
    teacherSocket.on('teaching:view', (v) => teacherViews.push(v));
    dataOf(await instructor.post(api(TEACHING_ROUTES.control(session.id)), { userId: learnerId }));
    await eventually(() => learnerNotices.some((n) => n.controllerId === learnerId), 'the control notice on B', 10_000);
    learnerSocket.emit('teaching:view', view(session.id, 77));
    await eventually(() => teacherViews.length > 0, 'the participant view on A', 10_000);
    expect(teacherViews[0]).toMatchObject({ center: { x: 77, y: 10 }, by: learnerId });
  }, 60_000);
});
