import type { Position, SqlClient } from '@cytocampus/event-store';

/**
 * The position of the newest committed event, null before any. Not the store's headPosition: that
 * one stops below the oldest transaction running anywhere in the PostgreSQL cluster (where a
 * subscriber may safely start), so another test file's open transaction holds it back, and waiting
 * for it may end before what was just appended is in the read models.
 */
export async function newestEvent(sql: SqlClient): Promise<Position | null> {
  const { rows } = await sql.query<{ transaction_id: string; position: string }>(
    'select transaction_id, position from es_events order by transaction_id desc, position desc limit 1',
  );
  const row = rows[0];
  return row ? { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) } : null;
}
