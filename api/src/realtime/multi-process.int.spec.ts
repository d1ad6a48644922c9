import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { DEMO } from '../testing/factories.js';
import { TestClient } from '../testing/test-client.js';

const API = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const WORKER = fileURLToPath(new URL('../../../projections/dist/main.js', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false);
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
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.filter((p) => p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))));
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers a notice caused through one process to a socket connected to the other', async () => {
    const [a, b] = urls as [string, string];
    const tabOnA = new TestClient(a);
    expect((await tabOnA.post('/api/v1/login', DEMO.learner)).status).toBe(200);
    const tabOnB = new TestClient(b);
    expect((await tabOnB.post('/api/v1/login', DEMO.learner)).status).toBe(200);

    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(b, { transports: ['websocket'], extraHeaders: { cookie: tabOnB.cookieHeader } });
    await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));

    const changed = new Promise<{ version: number }>((resolve) => socket.once('user:changed', resolve));
    const res = await tabOnA.put('/api/v1/user/prefs', { socialAllowLab: true });
    expect((await changed).version).toBe(res.body.data.version);

    const ended = new Promise<{ reason: string }>((resolve) => socket.once('session:ended', resolve));
    await tabOnA.post('/api/v1/user/logout/all');
    expect((await ended).reason).toBe('signed-out-everywhere');
    expect((await tabOnB.get('/api/v1/user')).status).toBe(401);
    socket.disconnect();
  }, 60_000);
});
