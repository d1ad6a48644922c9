/**
 * Browser end-to-end harness: the built product (API + web on one origin) as a child process with
 * a fresh data folder, a real Chromium driven by playwright-core, and the e-mail outbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const API_ENTRY = join(REPO_ROOT, 'api/dist/main.js');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const START_TIMEOUT_MS = 90_000;

/** The seeded demo learner (printed by the API on first start). */
export const LEARNER = { email: 'learner@cytocampus.test', password: 'CytoCampus1' } as const;

export interface Mail {
  file: string;
  /** Raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface Product {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /** An absolute URL of this product. */
  url(path: string): string;
  /** A page in a fresh browser context (its own cookies), closed by stop(). */
  newPage(): Promise<Page>;
  /** A fresh browser context, closed by stop(). */
  newContext(): Promise<BrowserContext>;
  outbox(): Promise<Mail[]>;
  /** Waits for a message to `to` whose text passes `test`. */
  waitForMail(to: string, test: (mail: Mail) => boolean, timeoutMs?: number): Promise<Mail>;
  /** Everything the API printed, to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it answers true, or fails with `what` after the timeout. */
export async function waitUntil(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The API did not answer /api/v1/health within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** Undoes quoted-printable soft line breaks and escapes, so links can be read from the message. */
function unquote(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The path and query of the reset link in a message (its origin is the server's PUBLIC_URL). */
export function resetLinkPath(mail: Mail): string {
  const match = /\/reset-password\?token=[^\s"'<>&]+/.exec(mail.text.replace(/&amp;/g, '&'));
  if (!match) throw new Error(`No reset link in ${mail.file}`);
  return match[0];
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Where the product keeps its data unless a spec says: a fresh database on the real PostgreSQL
 * (with the projections in the API's process), which starts in a fraction of PGlite's time, or the
 * embedded default for the whole run with TEST_DATABASE=pglite. The specs of a first start (sign-up,
 * and the demo learner's screens at phone width) run on the embedded default, as `npm start` does.
 */
export type ProductDatabase = 'pglite' | 'postgres';
export const DEFAULT_DATABASE: ProductDatabase = process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/** The built API running in a child process (no browser): what a product, or a template of one, runs. */
export interface RunningApi {
  baseUrl: string;
  /** Everything the API printed. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts api/dist/main.js on a free port with `env` (over this process's) and waits for its health check. */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  if (!existsSync(API_ENTRY)) throw new Error(`${API_ENTRY} is missing: run "npm run build" first.`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  const collect = (chunk: Buffer) => chunks.push(chunk.toString('utf8'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => chunks.join('');
  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { baseUrl, output, stop: () => stopChild(child) };
}

/** A product's starting point made earlier: a template database to copy and a data folder to copy (ProductTemplate). */
export interface ProductStart {
  template: string;
  dataDir: string;
}

/**
 * Starts the product (startApi) with a fresh DATA_DIR and database (and `env` besides), then Chromium.
 * `from` starts it from a copy of a template's database and data folder rather than empty.
 */
export async function startProduct(options: { env?: Record<string, string>; database?: ProductDatabase; from?: ProductStart } = {}): Promise<Product> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-e2e-'));
  if (options.from) await cp(options.from.dataDir, dataDir, { recursive: true });
  const postgres = options.from !== undefined || (options.database ?? DEFAULT_DATABASE) === 'postgres';
  let db: TestDatabase | null = null;
  let api: RunningApi | null = null;
  let browser: Browser | null = null;
  try {
    db = postgres ? await createTestDatabase({ max: 2, template: options.from?.template }) : null;
    const database: Record<string, string> = db ? { DATABASE_URL: db.url, RUN_PROJECTIONS: '1' } : {};
    api = await startApi({ DATA_DIR: dataDir, ...database, ...options.env });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  } catch (error) {
    await api?.stop();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { baseUrl, output } = api;
  const running = api;
  const contexts: BrowserContext[] = [];
  const openBrowser = browser;

  const newContext = async () => {
    const context = await openBrowser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context;
  };

  const outbox = async (): Promise<Mail[]> => {
    const folder = join(dataDir, 'outbox');
    if (!existsSync(folder)) return [];
    const files = (await readdir(folder)).filter((name) => name.endsWith('.eml')).sort();
    return Promise.all(files.map(async (name) => ({ file: name, text: unquote(await readFile(join(folder, name), 'utf8')) })));
  };

  return {
    baseUrl,
    dataDir,
    browser: openBrowser,
    url: (path) => `${baseUrl}${path}`,
    newContext,
    newPage: async () => (await newContext()).newPage(),
    outbox,
    async waitForMail(to, test, timeoutMs = 15_000) {
      let found: Mail | undefined;
      await waitUntil(
        async () => {
          found = (await outbox()).reverse().find((mail) => mail.text.toLowerCase().includes(to.toLowerCase()) && test(mail));
          return found !== undefined;
        },
        `an e-mail to ${to}`,
        timeoutMs,
      );
      return found!;
    },
    output,
    async stop() {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await openBrowser.close().catch(() => undefined);
      await running.stop();
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
