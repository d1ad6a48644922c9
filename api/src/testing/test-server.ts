import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { loadConfig, type Config } from '../infra/config.js';
import type { Clock } from '../infra/clock.js';
import { createServer, type Server } from '../server.js';
import { templatedDatabase } from './server-template.js';

/** Undoes quoted-printable (soft line breaks, =XX bytes) the way a mail client shows the text. */
export const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

export interface TestServer {
  server: Server;
  url: string;
  config: Config;
  /** Messages written to the outbox so far, newest last, decoded. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Where a test server keeps its data unless the spec says: a fresh database on the real PostgreSQL,
 * copied from one already migrated and seeded (server-template.ts; ready in about 1.5 s, where
 * PGlite takes 6 to 13 s to boot on two busy cores), or PGlite for the
 * whole run with TEST_DATABASE=pglite. The specs of the embedded default itself ask for 'pglite',
 * and the browser tests run the built product on it.
 */
const DEFAULT_TEST_DATABASE: 'pglite' | 'postgres' = process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/**
 * The whole API on a random port with a fresh database on the real PostgreSQL or the embedded
 * default (PGlite in a temp folder). The captcha is solved for real, at a low cost.
 */
/**
 * How long a hook may take to start a server on the embedded database: PGlite (WebAssembly) creates
 * every read model's tables itself, and CI runs two such files side by side on two cores.
 */
/** A test server's settings before a spec's own: any free port, no web client, a captcha solved at once. */
export const testServerEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: 'none',
  CAPTCHA_COST: '1',
  CAPTCHA_COUNTER_MIN: '50',
  CAPTCHA_COUNTER_MAX: '200',
});

export const PGLITE_START_MS = 180_000;

export async function startTestServer(options: { database?: 'pglite' | 'postgres'; env?: Record<string, string>; clock?: Clock } = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-test-'));
  let db: TestDatabase | null = null;
  let server: Server | null = null;
  const close = async (): Promise<void> => {
    await server?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A clock or a seed setting of the spec's own changes what the start writes: those start from an empty database.
    const cloned = !options.clock && !Object.keys(options.env ?? {}).some((key) => key.startsWith('SEED_'));
    db = (options.database ?? DEFAULT_TEST_DATABASE) === 'postgres' ? await (cloned ? templatedDatabase(testServerEnv) : createTestDatabase()) : null;
    const config = loadConfig({
      ...testServerEnv(dataDir),
      ...(db ? { DATABASE_URL: db.url, RUN_PROJECTIONS: '1' } : {}),
      ...options.env,
    });
    // createServer closes what it started when it fails; what follows it is closed here.
    server = await createServer(config, { clock: options.clock });
    // PORT is 0 (any) unless the spec needs a known address (an LTI platform calls the tool back at PUBLIC_URL).
    await server.app.listen(config.port, '127.0.0.1');
    const { port } = server.app.getHttpServer().address() as AddressInfo;
    const outboxDir = join(dataDir, 'outbox');
    return {
      server,
      url: `http://127.0.0.1:${port}`,
      config,
      outbox: async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
        return Promise.all(files.map(async (f) => decodeQuotedPrintable(await readFile(join(outboxDir, f), 'utf8'))));
      },
      close,
    };
  } catch (error) {
    // A start that failed leaves nothing running: the error is the one to see, not a hung jest.
    await close().catch(() => undefined);
    throw error;
  }
}
