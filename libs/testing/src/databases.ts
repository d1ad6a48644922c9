import { randomBytes } from 'node:crypto';
import { createDatabase, createMemoryPgliteClient, createPgClient, dropDatabase, type SqlClient } from '@cytocampus/event-store';

/** The server every test database is created on (trust auth on our machines; see the guide §3). */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Connection string of the new database. */
  url: string;
  /** A pg pool on it (20 connections: enough for concurrency tests). */
  sql: SqlClient;
  /** Closes `sql` and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, uniquely named database on the real PostgreSQL, so test files never share state; with `template`, a copy of it. */
export async function createTestDatabase(options: { max?: number; template?: string } = {}): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(TEST_POSTGRES_ADMIN_URL, name, options.template);
  const sql = await createPgClient(url, { max: options.max ?? 20 });
  return {
    url,
    sql,
    drop: async () => {
      await sql.close();
      await dropDatabase(TEST_POSTGRES_ADMIN_URL, name);
    },
  };
}

/** An in-memory PGlite (about 1 s to start, from a snapshot of an empty cluster). Close it when done. */
export function createMemoryPglite(): Promise<SqlClient> {
  return createMemoryPgliteClient();
}
