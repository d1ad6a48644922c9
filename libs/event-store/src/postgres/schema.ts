import type { SqlExecutor } from '../sql/types.js';
import { APPEND_FUNCTION } from './append-sql.js';
import { EVENT_ID_CONSTRAINT, MIGRATION_LOCK_CLASS, STREAM_REVISION_CONSTRAINT } from './schema-constants.js';

/**
 * Global order is the primary key (transaction_id, position): rows of one transaction are
 * contiguous and become readable only once every older transaction has ended
 * (postgres-event-store.ts). json, not jsonb: events are written and read whole, never queried
 * inside here; json keeps the exact text and costs less on both ways (ADR 0003).
 */
const TABLE = `
create table if not exists es_events (
  transaction_id xid8 not null default pg_current_xact_id(),
  position bigserial not null,
  stream_id text not null,
  stream_revision bigint not null,
  event_id uuid not null,
  event_type text not null,
  data json not null,
  metadata json not null,
  created timestamptz not null default now(),
  constraint es_events_pkey primary key (transaction_id, position),
  constraint ${STREAM_REVISION_CONSTRAINT} unique (stream_id, stream_revision),
  constraint ${EVENT_ID_CONSTRAINT} unique (event_id)
);
`;

/** Idempotent: safe on every start, and from several processes at once. */
export async function migrate(tx: SqlExecutor): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_CLASS}, 0)`);
  await tx.query(TABLE);
  await tx.query(APPEND_FUNCTION);
}
