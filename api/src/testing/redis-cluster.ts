import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';
import { createTestDatabase, freePort, type TestDatabase } from '@cytocampus/testing';
import { eventually } from './eventually.js';
import type { TestClient } from './test-client.js';

const API = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const WORKER = fileURLToPath(new URL('../../../projections/dist/main.js', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Several built API processes sharing one real PostgreSQL and one Redis, the projections in a worker of their own (the scaled topology). */
export interface RedisCluster {
  urls: string[];
  dataDir: string;
  stop(): Promise<void>;
}

const healthy = (url: string) =>
  eventually(
    () =>
      fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      ),
    `${url} healthy`,
    60_000,
  );

/** Starts the worker and `apis` API processes (seeded with the demo accounts); `env` adds to their environment. */
export async function startRedisCluster(apis = 2, env: Record<string, string> = {}): Promise<RedisCluster> {
  for (const file of [API, WORKER]) if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (the test command does).`);
  const db: TestDatabase = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-cluster-'));
  const shared = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}`,
    SESSION_SECRET: 'shared-by-every-api-process',
    DATA_DIR: dataDir,
    WEB_DIST: 'none',
    SEED_DEMO: '1',
    // The API processes leave the projections to the worker: its notices must reach their sockets.
    RUN_PROJECTIONS: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const processes: ChildProcess[] = [spawn(process.execPath, [WORKER], { env: shared, stdio: 'inherit' })];
  const urls: string[] = [];
  for (let i = 0; i < apis; i++) {
    const port = await freePort();
    processes.push(spawn(process.execPath, [API], { env: { ...shared, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] }));
    urls.push(`http://127.0.0.1:${port}`);
  }
  const stop = async () => {
    for (const p of processes) p.kill('SIGTERM');
    await Promise.all(processes.filter((p) => p.exitCode === null).map((p) => new Promise((r) => p.once('exit', r))));
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  await Promise.all(urls.map(healthy)).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { urls, dataDir, stop };
}

/** A socket of a signed-in client on one of the processes. */
export async function connectTo(url: string, client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
  await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
  return socket;
}
