import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The built API (api/dist/main.js) in a process of its own, for the tests that kill it: started
 * with the test environment plus `env` and waited for until healthy, then killed with SIGKILL and
 * started again on the same port, database and data folder.
 */
export class BuiltApi {
  private child: ChildProcess | null = null;
  private errors = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run "npm run build" first (the test command does).`);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(timeoutMs = 90_000): Promise<void> {
    this.errors = '';
    const child = spawn(process.execPath, [ENTRY], {
      env: { ...process.env, NODE_ENV: 'test', PORT: String(this.port), HOST: '127.0.0.1', WEB_DIST: 'none', LOG_LEVEL: 'silent', ...this.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (this.errors = (this.errors + chunk.toString()).slice(-4000)));
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${this.errors}`);
      const healthy = await fetch(`${this.url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return;
      await sleep(250);
    }
    throw new Error(`the API did not start: ${this.errors}`);
  }

  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  killHard(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
