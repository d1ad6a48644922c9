import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, dropDatabase } from '@cytocampus/event-store';
import { createTestDatabase, TEST_POSTGRES_ADMIN_URL, type TestDatabase } from '@cytocampus/testing';
import { loadConfig } from '../infra/config.js';
import { createServer } from '../server.js';

/**
 * A database a test server has already migrated and seeded (the event store, every read model, the
 * system data and the demo accounts), which each test server clones instead of doing it again: about
 * 5 s of each start. It is named by a hash of the server's sources, so code that changed never starts
 * from what older code made; whichever test first needs it makes it, under an advisory lock, and
 * drops the templates made more than an hour ago (a run of other code beside this one keeps its own;
 * should its template go all the same, `templatedDatabase` makes it again).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['api/src', 'projections/src', 'libs'];
const PREFIX = 'cytocampus_tpl_';
/** pg_advisory_lock key (any constant of ours): one process makes the template at a time. */
const LOCK_KEY = 7_203_114;
/** Templates older than this are dropped when a new one is made. */
const KEEP_MS = 3_600_000;

let template: Promise<string> | null = null;

/** The template's name, made on the first call of the process when it does not exist yet. */
export function serverTemplate(serverEnv: (dataDir: string) => Record<string, string>): Promise<string> {
  template ??= makeTemplate(serverEnv).catch((error: unknown) => {
    template = null;
    throw error;
  });
  return template;
}

/** A fresh database copied from the template; made again once when the template went meanwhile. */
export async function templatedDatabase(serverEnv: (dataDir: string) => Record<string, string>): Promise<TestDatabase> {
  try {
    return await createTestDatabase({ template: await serverTemplate(serverEnv) });
  } catch (error) {
    if (!(error instanceof Error && /template database .* does not exist/.test(error.message))) throw error;
    template = null;
    return createTestDatabase({ template: await serverTemplate(serverEnv) });
  }
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return ['node_modules', 'dist', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
    }),
  );
  return nested.flat();
}

async function sourcesHash(): Promise<string> {
  const files = (await Promise.all(SOURCES.map((dir) => sourceFiles(join(ROOT, dir))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file.slice(ROOT.length))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

async function makeTemplate(serverEnv: (dataDir: string) => Record<string, string>): Promise<string> {
  const name = `${PREFIX}${await sourcesHash()}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like $1`,
      [`${PREFIX}%`],
    );
    if (rows.some((r) => r.datname === name)) return name;
    for (const old of rows) if (Number(old.made ?? 0) < Date.now() - KEEP_MS) await dropDatabase(TEST_POSTGRES_ADMIN_URL, old.datname);
    const building = `${name}_new`;
    const url = await createDatabase(TEST_POSTGRES_ADMIN_URL, building);
    const dataDir = await mkdtemp(join(tmpdir(), 'cytocampus-template-'));
    try {
      const server = await createServer(loadConfig({ ...serverEnv(dataDir), DATABASE_URL: url, RUN_PROJECTIONS: '1' }));
      await server.close();
      await admin.query(`alter database "${building}" rename to "${name}"`);
      await admin.query(`comment on database "${name}" is '${Date.now()}'`);
    } catch (error) {
      await dropDatabase(TEST_POSTGRES_ADMIN_URL, building);
      throw error;
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    return name;
  } finally {
    await admin.end();
  }
}
