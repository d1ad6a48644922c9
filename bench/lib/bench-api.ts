import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresEventStore, createDatabase, createPgClient, dropDatabase, type SqlClient } from '@cytocampus/event-store';
import { freePort, spawnApi, stopProcess, waitUntil } from './api-process.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchApi {
  /** The API's base URL (…/api/v1). */
  base: string;
  /** Its data folder (uploads, slide pyramids). */
  dataDir: string;
  sql: SqlClient;
  store: PostgresEventStore;
  /** Stops the API and drops its database (BENCH_KEEP_DATABASE=1 keeps it, and says so). */
  close: () => Promise<void>;
}

/**
 * The built API in its own process on a fresh PostgreSQL database, hosting the projections, with no
 * demo data, answering its health check: a bench's scene. `env` adds to (or overrides) its settings.
 */
export async function startBenchApi(label: string, env: Record<string, string> = {}): Promise<BenchApi> {
  const name = `bench_${label.replaceAll('-', '_')}_${Date.now()}`;
  const url = await createDatabase(ADMIN_URL, name);
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${label}-`));
  const port = await freePort();
  const api = spawnApi(port, { DATABASE_URL: url, RUN_PROJECTIONS: '1', SEED_DEMO: '0', DATA_DIR: dataDir, ...env });
  const sql = await createPgClient(url, { max: 16 });
  const store = new PostgresEventStore(sql);
  const close = async () => {
    await store.close();
    await sql.close();
    await stopProcess(api);
    if (process.env.BENCH_KEEP_DATABASE === '1') process.stderr.write(`  kept database ${name}\n`);
    else await dropDatabase(ADMIN_URL, name);
  };
  const base = `http://127.0.0.1:${port}/api/v1`;
  try {
    await waitUntil(async () => (await fetch(`${base}/health`)).ok, 'the API', 120_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { base, dataDir, sql, store, close };
}
