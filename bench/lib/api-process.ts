/** Starting the built API in its own process and talking to it the way the web client does. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** api/dist/main.js (run `npm run build` first, as `npm run bench` does) on 127.0.0.1, API only, quiet. */
export function spawnApi(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['api/dist/main.js'], {
    env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: '1', PORT: String(port), HOST: '127.0.0.1', WEB_DIST: 'none', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const cookiesOf = (res: Response): string[] => res.headers.getSetCookie().map((c) => c.split(';')[0]!);

/** Signs in a seeded demo account: CSRF cookie first, then the header; answers the Cookie header to send. */
export async function signIn(base: string, email = 'admin@cytocampus.test'): Promise<string> {
  const csrf = cookiesOf(await fetch(`${base}/health`)).find((c) => c.startsWith('cc_csrf='))!;
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrf, 'x-csrf-token': csrf.slice('cc_csrf='.length) },
    body: JSON.stringify({ email, password: 'CytoCampus1' }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  // Signing in issues a CSRF token bound to the new session: it replaces the first one.
  const jar = new Map([csrf, ...cookiesOf(res)].map((c) => [c.slice(0, c.indexOf('=')), c]));
  return [...jar.values()].join('; ');
}

/** The headers a state-changing request needs besides the cookies (the CSRF token from its cookie). */
export const csrfHeader = (cookie: string): Record<string, string> => ({ 'x-csrf-token': /(?:^|; )cc_csrf=([^;]+)/.exec(cookie)?.[1] ?? '' });
