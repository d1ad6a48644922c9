import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTopology } from './topology.js';

/**
 * `npm run topology`: docker-compose.yml's topology on this machine (docs/adr/0039), until Ctrl-C.
 * TOPOLOGY_PORT (default 8080) is the machine's port for nginx; TOPOLOGY_DIR keeps its state.
 */
if (process.getuid?.() !== 0) throw new Error('npm run topology makes network namespaces: run it as root.');
if (!existsSync('/usr/sbin/nginx')) {
  console.log('Installing nginx (Debian package nginx-light)…');
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
const root = process.env.TOPOLOGY_DIR ?? join(tmpdir(), 'cytocampus-topology');
console.log('Starting PostgreSQL, Redis, two projection workers, two API processes and nginx…');
const topology = await startTopology({ root, port: Number(process.env.TOPOLOGY_PORT ?? 8080) });
console.log(
  [
    '',
    `  CytoCampus (the production topology) is running at ${topology.url}`,
    '  Sign in with a demo account (README "Using it": admin@cytocampus.test, password CytoCampus1).',
    `  Hosts: nginx, api-1 ${topology.apiUrls['api-1']}, api-2 ${topology.apiUrls['api-2']}, projections-1 (leads), projections-2 (stands by), postgres, redis.`,
    `  Logs: ${topology.logs}. Ctrl-C stops everything.`,
    '',
  ].join('\n'),
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    void topology.stop().then(() => process.exit(0));
  });
