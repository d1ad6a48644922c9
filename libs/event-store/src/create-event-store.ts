import { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgres-event-store.js';
import type { SqlClient } from './sql/types.js';
import type { EventStore } from './types.js';

export interface CreateEventStoreOptions extends PostgresEventStoreOptions {
  /** The application's database (events live there unless eventstoreUrl is set). */
  sql: SqlClient;
  /** EVENTSTORE_URL, e.g. esdb://localhost:2113?tls=false: use EventStoreDB instead of PostgreSQL. */
  eventstoreUrl?: string | undefined;
}

/**
 * The event store the configuration asks for: EventStoreDB when eventstoreUrl is set, else the
 * PostgreSQL store on `sql` (migrated). The EventStoreDB client (gRPC) is loaded only when used.
 * close() leaves `sql` open: it belongs to the caller.
 */
export async function createEventStore(options: CreateEventStoreOptions): Promise<EventStore> {
  const { sql, eventstoreUrl, ...postgresOptions } = options;
  if (eventstoreUrl) {
    const { EventStoreDbEventStore } = await import('./eventstoredb/eventstoredb-event-store.js');
    return EventStoreDbEventStore.connect(eventstoreUrl);
  }
  const store = new PostgresEventStore(sql, postgresOptions);
  await store.migrate();
  return store;
}
