import { afterEach, beforeEach, describe } from '@jest/globals';
import { PostgresEventStore, type EventStore, type SqlClient } from '@cytocampus/event-store';
import { createMemoryPglite, createTestDatabase } from './databases.js';

/** The two databases every integration spec of the event store's readers runs on. */
export const DATABASE_KINDS = ['postgres', 'pglite'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

/** A fresh database with the PostgreSQL event store migrated on it. */
export interface TestEventStore {
  sql: SqlClient;
  store: EventStore;
  /** Connection string of the real PostgreSQL database; null on PGlite. */
  url: string | null;
  /** Closes the store, then drops the database (PostgreSQL) or closes it (PGlite). */
  close(): Promise<void>;
}

/** A fresh database (a new one on the real PostgreSQL, or an in-memory PGlite) with the PostgreSQL event store on it. */
export async function openTestEventStore(kind: DatabaseKind): Promise<TestEventStore> {
  const db = kind === 'postgres' ? await createTestDatabase({ max: 12 }) : null;
  const sql = db ? db.sql : await createMemoryPglite();
  const store = new PostgresEventStore(sql, { pollIntervalMs: 20 });
  await store.migrate();
  return {
    sql,
    store,
    url: db?.url ?? null,
    close: async () => {
      await store.close();
      if (db) await db.drop();
      else await sql.close();
    },
  };
}

/** The database of the running test: the same object for the whole block, its database a fresh one per test. */
class EachTestEventStore implements TestEventStore {
  current: TestEventStore | null = null;
  private get open(): TestEventStore {
    if (!this.current) throw new Error('forEachDatabase: the database is open only inside a test or its beforeEach/afterEach hooks');
    return this.current;
  }
  get sql(): SqlClient {
    return this.open.sql;
  }
  get store(): EventStore {
    return this.open.store;
  }
  get url(): string | null {
    return this.open.url;
  }
  close(): Promise<void> {
    return this.open.close();
  }
}

/**
 * `describe.each` over real PostgreSQL and PGlite (`title` as describe.each takes it: `%s` is the
 * kind). Before each test a fresh database with the event store migrated (`openTestEventStore`);
 * after it, once the block's own afterEach hooks have run, the store closed and the database dropped
 * or closed. `db` is the running test's database: read its fields inside tests and hooks.
 */
export function forEachDatabase(title: string, body: (db: TestEventStore, kind: DatabaseKind) => void): void {
  describe.each(DATABASE_KINDS)(title, (kind) => {
    const db = new EachTestEventStore();
    beforeEach(async () => {
      db.current = await openTestEventStore(kind);
    });
    body(db, kind);
    // Declared after the body's hooks: afterEach hooks of one block run in the order declared.
    afterEach(async () => {
      const open = db.current;
      db.current = null;
      await open?.close();
    });
  });
}
