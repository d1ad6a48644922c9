import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, dropDatabase } from '@cytocampus/event-store';
import { TEST_POSTGRES_ADMIN_URL } from './databases.js';

/** pg_advisory_lock key (any constant of ours): one process makes a template at a time. */
const LOCK_KEY = 7_203_114;
/** Templates older than this are dropped when a new one of their kind is made. */
const KEEP_MS = 3_600_000;

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

/** A short hash of the TypeScript sources (specs and testing folders left out) under `dirs` of `root`: what names a template. */
export async function sourcesHash(root: string, dirs: readonly string[]): Promise<string> {
  const files = (await Promise.all(dirs.map((dir) => sourceFiles(join(root, dir))))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file.slice(root.length))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

export interface TemplateKind {
  /** The kind's database names start with it; the rest is the hash of what made it. */
  prefix: string;
  name: string;
  /** Fills the new database (at `url`, named `building`) as every copy should start. */
  fill(url: string, building: string): Promise<void>;
  /** What else the template needs besides its database (a data folder); when false it is made again. */
  complete?(name: string): Promise<boolean>;
  /** Removes what else an old template of the kind had. */
  dropped?(name: string): Promise<void>;
}

/**
 * The template database `kind.name`, made when it does not exist yet (or is not complete) by
 * whichever test process first asks, under an advisory lock: filled under a building name, then
 * renamed, so no copy is ever taken of half of one. Templates of the kind made more than an hour
 * ago are dropped then (a run of other code beside this one keeps its own).
 */
export async function templateDatabase(kind: TemplateKind): Promise<string> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as made from pg_database where datname like $1`,
      [`${kind.prefix}%`],
    );
    const present = rows.some((r) => r.datname === kind.name);
    if (present && (await (kind.complete?.(kind.name) ?? true))) return kind.name;
    if (present) await dropDatabase(TEST_POSTGRES_ADMIN_URL, kind.name);
    for (const old of rows)
      if (old.datname !== kind.name && Number(old.made ?? 0) < Date.now() - KEEP_MS) {
        await dropDatabase(TEST_POSTGRES_ADMIN_URL, old.datname);
        await kind.dropped?.(old.datname);
      }
    const building = `${kind.name}_new`;
    // Left by a process that died filling it.
    await dropDatabase(TEST_POSTGRES_ADMIN_URL, building);
    const url = await createDatabase(TEST_POSTGRES_ADMIN_URL, building);
    try {
      await kind.fill(url, building);
      await admin.query(`alter database "${building}" rename to "${kind.name}"`);
      await admin.query(`comment on database "${kind.name}" is '${Date.now()}'`);
    } catch (error) {
      await dropDatabase(TEST_POSTGRES_ADMIN_URL, building);
      throw error;
    }
    return kind.name;
  } finally {
    await admin.end();
  }
}
