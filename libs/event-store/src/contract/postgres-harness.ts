import { randomBytes } from 'node:crypto';
import { PostgresEventStore } from '../postgres/postgres-event-store.js';
import { createDatabase, dropDatabase } from '../sql/admin.js';
import { createPgClient } from '../sql/pg-client.js';
import { createMemoryPgliteClient } from '../sql/pglite-client.js';
import type { SqlClient } from '../sql/types.js';
import type { AppendResult, EventData } from '../types.js';
import type { ContractHarness, HeldAppend } from './event-store.contract.js';

/**
 * Contract harnesses for the PostgreSQL store. (libs/testing has the general createTestDatabase;
 * the lint boundaries keep event-store from importing it, so the few lines live here too.)
 */
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function realPostgresHarness(): Promise<ContractHarness> {
  const name = `test_es_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const sql = await createPgClient(await createDatabase(ADMIN_URL, name), { max: 20 });
  return postgresHarness(sql, async () => {
    await sql.close();
    await dropDatabase(ADMIN_URL, name);
  });
}

export async function pgliteHarness(): Promise<ContractHarness> {
  const sql = await createMemoryPgliteClient();
  return postgresHarness(sql, () => sql.close());
}

async function postgresHarness(sql: SqlClient, closeSql: () => Promise<void>): Promise<ContractHarness> {
  const store = new PostgresEventStore(sql, { pollIntervalMs: 50 });
  await store.migrate();
  return {
    store,
    holdAppendOpen: (stream, events) => holdAppendOpen(sql, store, stream, events),
    heldTransactionBlocksWriters: sql.kind === 'pglite',
    dispose: async () => {
      await store.close();
      await closeSql();
    },
  };
}

/** Appends inside a transaction that commits only when released. Resolves once the rows are written. */
async function holdAppendOpen(sql: SqlClient, store: PostgresEventStore, stream: string, events: readonly EventData[]): Promise<HeldAppend> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let appended!: () => void;
  const written = new Promise<void>((resolve) => (appended = resolve));
  const committed: Promise<AppendResult> = sql.transaction(async (tx) => {
    const result = await store.appendWith(tx, stream, events, { expectedRevision: 'no_stream' });
    appended();
    await released;
    return result;
  });
  await Promise.race([written, committed]);
  return {
    release: () => {
      release();
      return committed;
    },
  };
}
