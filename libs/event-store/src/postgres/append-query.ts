import type { SqlExecutor } from '../sql/types.js';
import type { AppendResult, EventData, ExpectedRevision } from '../types.js';
import { storableJson } from '../storable-json.js';
import { appendRecords } from './append-records.js';
import { APPEND_ONE_SQL, APPEND_SQL, STREAM_LAST_SQL } from './append-sql.js';
import { toPosition } from './rows.js';

export interface AppendCall {
  stream: string;
  events: readonly EventData[];
  expectedRevision: ExpectedRevision;
  /** NOTIFY inside the append's transaction (PostgreSQL delivers it at commit). */
  notifyInTransaction: boolean;
}

/** The events went in, or the expectation failed on a stream whose last revision is `current`. */
export type AppendOutcome = { appended: AppendResult } | { current: bigint | null };

interface FunctionRow {
  r_current: string | null;
  r_last: string | null;
  r_commit: string | null;
  r_prepare: string | null;
}

interface EventRow {
  stream_revision: string;
  transaction_id: string;
  position: string;
}

/**
 * The append statement, one round trip. Statements are named: parsed and planned once per
 * connection (planning was most of an append's server time). One event with 'no_stream' or an
 * exact revision in its own transaction takes the plain insert (append-sql.ts), whose conflicts are
 * unique violations; everything else takes es_append, which also answers a failed expectation
 * without an error (inside a caller's transaction an error would abort it).
 */
export async function runAppend(sql: SqlExecutor, call: AppendCall, alone: boolean): Promise<AppendOutcome> {
  const { stream, events, expectedRevision, notifyInTransaction } = call;
  const exact = typeof expectedRevision === 'bigint';
  const [event] = events;
  if (alone && !notifyInTransaction && event && events.length === 1 && (exact || expectedRevision === 'no_stream')) {
    const params = [
      stream,
      exact ? expectedRevision.toString() : null,
      event.id,
      event.type,
      storableJson(event.data ?? null, stream, event.type),
      storableJson(event.metadata, stream, event.type),
    ];
    const row = (await sql.query<EventRow>(APPEND_ONE_SQL, params, { name: 'es_append_one' })).rows[0];
    if (row) return { appended: { nextExpectedRevision: BigInt(row.stream_revision), position: toPosition(row.transaction_id, row.position) } };
    const last = (await sql.query<EventRow>(STREAM_LAST_SQL, [stream])).rows[0];
    return { current: last ? BigInt(last.stream_revision) : null };
  }
  const params = [stream, exact ? 'exact' : expectedRevision, exact ? expectedRevision.toString() : null, appendRecords(stream, events), notifyInTransaction];
  const row = (await sql.query<FunctionRow>(APPEND_SQL, params, { name: 'es_append' })).rows[0];
  if (row?.r_last != null && row.r_commit != null && row.r_prepare != null) {
    return { appended: { nextExpectedRevision: BigInt(row.r_last), position: toPosition(row.r_commit, row.r_prepare) } };
  }
  return { current: row?.r_current == null ? null : BigInt(row.r_current) };
}
