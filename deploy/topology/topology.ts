import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, connect, type Server } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HostProcess, type HostProcessSpec } from './host-process.js';
import { createNetwork, hostsFile, HOSTS, MACHINE_ADDRESS, removeNetwork, type HostName } from './network.js';
import { POSTGRES_ROLE, PostgresServer } from './postgres-server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const API = join(ROOT, 'api/dist/main.js');
const WORKER = join(ROOT, 'projections/dist/main.js');
const WEB = join(ROOT, 'web/dist');

export interface TopologyOptions {
  /** Where the topology keeps its PostgreSQL cluster, shared DATA_DIR and logs (emptied first). */
  root: string;
  /** The machine's port that forwards to nginx, as compose's `ports: ['8080:80']` (0: any free one). */
  port: number;
  /** Added to the environment of the API processes and workers (tests lower limits, turn the demo's slides off). */
  env?: Record<string, string>;
}

/** The running topology: its address, and each part, to stop, kill or restart on purpose. */
export interface Topology {
  /** What a browser opens: the machine's published port, forwarded to nginx. */
  url: string;
  /** Each API process directly (as nginx reaches it). */
  apiUrls: Record<'api-1' | 'api-2', string>;
  /** The event store and read models, as the machine reaches them (the tests' checks). */
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  logs: string;
  postgres: PostgresServer;
  redis: HostProcess;
  apis: [HostProcess, HostProcess];
  workers: [HostProcess, HostProcess];
  web: HostProcess;
  stop(): Promise<void>;
}

const APP_PORT = 3000;

/** Waits until `url` answers 200, or throws after `ms`. */
export async function healthy(url: string, ms = 90_000): Promise<void> {
  for (const deadline = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 250))) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s`);
  }
}

/** A TCP port of the machine forwarded to `host:port` (what docker-proxy does for a published port). */
function publish(port: number, host: string, targetPort: number): Promise<Server> {
  const server = createServer((client) => {
    const upstream = connect(targetPort, host);
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end);
    upstream.on('error', end);
  });
  return new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts docker-compose.yml's topology natively on this machine: PostgreSQL, Redis, two API
 * processes, two projection workers (the first leads) and nginx, each on a host (network
 * namespace) of its own, with compose's environment; nginx's port published on the machine.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  for (const built of [API, WORKER, join(WEB, 'index.html')]) if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first.`);
  const { root } = options;
  await rm(root, { recursive: true, force: true });
  const [logs, dataDir, etc] = [join(root, 'logs'), join(root, 'data'), join(root, 'etc')];
  for (const dir of [logs, dataDir, join(root, 'redis'), join(etc, 'conf.d'), join(etc, 'run')]) await mkdir(dir, { recursive: true });
  const hosts = join(etc, 'hosts');
  await writeFile(hosts, hostsFile());
  // nginx finds its site under conf.d, as in the nginx image: the repository's file itself, not a copy.
  await symlink(join(ROOT, 'deploy/nginx.conf'), join(etc, 'conf.d/default.conf'));

  await createNetwork();
  const forward = await publish(options.port, HOSTS.web, 80);
  const port = (forward.address() as { port: number }).port;
  const url = `http://localhost:${port}`;
  const processes: HostProcess[] = [];
  const postgres = new PostgresServer(join(root, 'postgres'), logs);
  const stop = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await postgres.stop();
    processes.forEach((p) => p.close());
    forward.close();
    await removeNetwork();
  };
  try {
    await postgres.init(`${MACHINE_ADDRESS.replace(/\.1$/, '.0')}/24`);
    const program = (spec: HostProcessSpec) => {
      const p = new HostProcess(spec, logs, hosts);
      processes.push(p);
      return p;
    };
    const redis = program({
      name: 'redis',
      host: 'redis',
      // As compose's redis service: an append-only file, so that a restart keeps the socket.io streams.
      command: ['redis-server', '--bind', '0.0.0.0', '--port', '6379', '--protected-mode', 'no', '--appendonly', 'yes', '--dir', join(root, 'redis')],
    });
    // docker-compose.yml's x-app environment, with the addresses of this run.
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: `postgres://${POSTGRES_ROLE}:${POSTGRES_ROLE}@postgres:5432/${POSTGRES_ROLE}`,
      REDIS_URL: 'redis://redis:6379',
      SESSION_SECRET: randomBytes(32).toString('base64'),
      DATA_ENCRYPTION_KEYS: randomBytes(32).toString('base64url'),
      PUBLIC_URL: url,
      SEED_DEMO: '1',
      ALLOW_DEMO_ACCOUNTS: '1',
      RUN_PROJECTIONS: '0',
      TRUST_PROXY: 'uniquelocal',
      WEB_DIST: 'none',
      DATA_DIR: dataDir,
      ...options.env,
    };
    const app = (name: HostName, script: string) => program({ name, host: name, command: [process.execPath, script], env });
    const workers: [HostProcess, HostProcess] = [app('projections-1', WORKER), app('projections-2', WORKER)];
    const apis: [HostProcess, HostProcess] = [app('api-1', API), app('api-2', API)];
    const web = program({
      name: 'web',
      host: 'web',
      command: ['nginx', '-g', 'daemon off;'],
      binds: [
        [join(ROOT, 'deploy/nginx-main.conf'), '/etc/nginx/nginx.conf'],
        [join(etc, 'conf.d'), '/etc/nginx/conf.d'],
        [WEB, '/usr/share/nginx/html'],
        [join(etc, 'run'), '/run'],
      ],
    });
    const apiUrls = { 'api-1': `http://${HOSTS['api-1']}:${APP_PORT}`, 'api-2': `http://${HOSTS['api-2']}:${APP_PORT}` };

    redis.start();
    workers[0].start();
    // The first API process migrates and seeds; the second starts on a ready database.
    apis[0].start();
    await healthy(`${apiUrls['api-1']}/api/v1/health`);
    workers[1].start();
    apis[1].start();
    await healthy(`${apiUrls['api-2']}/api/v1/health`);
    web.start();
    await healthy(`${url}/api/v1/health`);
    return {
      url,
      apiUrls,
      databaseUrl: `postgres://${POSTGRES_ROLE}:${POSTGRES_ROLE}@${HOSTS.postgres}:5432/${POSTGRES_ROLE}`,
      redisUrl: `redis://${HOSTS.redis}:6379`,
      dataDir,
      logs,
      postgres,
      redis,
      apis,
      workers,
      web,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
