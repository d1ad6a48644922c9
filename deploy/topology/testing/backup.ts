import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { READ_MODELS } from '@cytocampus/projections';
import { POSTGRES_BIN } from '../postgres-server.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The database `name` on the server of `url` (same role and password). */
export const databaseUrl = (url: string, name: string): string => url.replace(/\/[^/]+$/, `/${name}`);

/** The client programs' connection settings of `url` (they read PGPASSWORD, not the URL's password). */
function clientEnv(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const { hostname, port, username, password } = new URL(url);
  return { args: ['-h', hostname, '-p', port || '5432', '-U', username], env: { ...process.env, PGPASSWORD: password } };
}

/** pg_dump of the whole database (events and read models in one snapshot), custom format. */
export async function dump(url: string, file: string): Promise<void> {
  const { args, env } = clientEnv(url);
  await run(`${POSTGRES_BIN}/pg_dump`, [...args, '-Fc', '-f', file, new URL(url).pathname.slice(1)], { env });
}

/** A new database `name` on the same server, restored from `file`. */
export async function restore(url: string, file: string, name: string): Promise<string> {
  const { args, env } = clientEnv(url);
  await run(`${POSTGRES_BIN}/createdb`, [...args, name], { env });
  await run(`${POSTGRES_BIN}/pg_restore`, [...args, '-d', name, '--no-owner', file], { env });
  return databaseUrl(url, name);
}

/** `npm run projections:rebuild` on the database: every read model from zero. */
export async function rebuildAll(url: string): Promise<void> {
  await run(process.execPath, ['projections/dist/rebuild.js'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' } });
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<T>(text)).rows;
  } finally {
    await db.end();
  }
}

/** Whether every checkpoint stands at the newest event (the read models include every event stored). */
async function caughtUp(url: string): Promise<boolean> {
  const [head] = await query<{ at: string }>(
    url,
    `select transaction_id::text || '/' || position::text as at from es_events order by transaction_id desc, position desc limit 1`,
  );
  const behind = await query<{ n: number }>(url, `select count(*)::int as n from projection_checkpoints where position <> '${head!.at}'`);
  return behind[0]!.n === 0;
}

/** A projections worker on the database until its read models include every event stored (as the restored product would run it). */
export async function catchUp(url: string): Promise<void> {
  const worker = spawn(process.execPath, ['projections/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (const deadline = Date.now() + 60_000; !(await caughtUp(url).catch(() => false)); await sleep(250))
      if (Date.now() > deadline) throw new Error('the worker did not catch up within 60 s');
  } finally {
    worker.kill('SIGTERM');
    await new Promise((resolve) => worker.once('exit', resolve));
  }
}

/** Columns whose values are drawn at random when written, by design: left out of the comparison. */
const DRAWN_AT_RANDOM: Record<string, string[]> = {
  // A cache key of the skills view, new with every change: any new value is as right as another.
  skill_org_stamps: ['stamp'],
};

/** Each read model table's row count and a digest of its rows, in an order of their own. */
export async function readModelDigests(url: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of READ_MODELS.flatMap((p) => p.tables)) {
    const drawn = (DRAWN_AT_RANDOM[table] ?? []).map((column) => `'${column}'`).join(', ');
    const row = `(to_jsonb(t) - array[${drawn}]::text[])::text`;
    const [result] = await query<{ n: number; digest: string }>(
      url,
      `select count(*)::int as n, md5(coalesce(string_agg(md5(${row}), '' order by md5(${row})), '')) as digest from ${table} t`,
    );
    digests[table] = `${result!.n} rows ${result!.digest}`;
  }
  return digests;
}
