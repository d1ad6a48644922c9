import { isUniqueViolation } from '../sql/errors.js';
import type { SqlExecutor } from '../sql/types.js';
import {
  DuplicateEventIdError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventData,
  type ExpectedRevision,
} from '../types.js';
import { START } from '../position.js';
import { APPEND_SQL, LOCK_STREAM_SQL, STREAM_FROM_SQL, STREAM_LAST_SQL } from './append-sql.js';
import { toPosition } from './rows.js';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from './schema-constants.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * 'any'/'stream_exists' appends take a stream lock in es_append, but can still lose a race to an
 * exact-revision append of the same stream: then they go again.
 */
const MAX_ATTEMPTS = 10;

interface AppendRow {
  r_current: string | null;
  r_last: string | null;
  r_commit: string | null;
  r_prepare: string | null;
}

interface StreamRow {
  event_id?: string;
  stream_revision: string;
  transaction_id: string;
  position: string;
}

export interface AppendCall {
  stream: string;
  events: readonly EventData[];
  expectedRevision: ExpectedRevision;
  /** NOTIFY inside the append's transaction (PostgreSQL delivers it at commit). */
  notifyInTransaction: boolean;
}

/** Appends in its own implicit transaction: one round trip, retried when a racing append won. */
export async function appendAlone(sql: SqlExecutor, call: AppendCall): Promise<AppendResult> {
  validate(call.events);
  if (call.events.length === 0) return appendNothing(sql, call);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await appendOnce(sql, call);
    } catch (error) {
      const retry = attempt < MAX_ATTEMPTS && (call.expectedRevision === 'any' || call.expectedRevision === 'stream_exists');
      if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT) && retry) continue;
      throw await explainViolation(sql, call, error);
    }
  }
}

/**
 * Appends inside the caller's transaction. The stream lock comes first, in its own statement, so
 * the append's fresh snapshot sees whatever the previous holder committed: no race is lost, and
 * no error aborts the caller's transaction except a real conflict.
 */
export async function appendInTransaction(tx: SqlExecutor, call: AppendCall): Promise<AppendResult> {
  validate(call.events);
  await tx.query(LOCK_STREAM_SQL, [call.stream]);
  if (call.events.length === 0) return appendNothing(tx, call);
  // Checked before inserting: a duplicate key would abort the caller's whole transaction.
  const original = await originalAppend(tx, call);
  if (original) return original;
  try {
    return await appendOnce(tx, call);
  } catch (error) {
    if (isUniqueViolation(error, EVENT_ID_CONSTRAINT)) throw new DuplicateEventIdError(call.stream);
    throw error;
  }
}

async function appendOnce(sql: SqlExecutor, call: AppendCall): Promise<AppendResult> {
  const { stream, events, expectedRevision } = call;
  const exact = typeof expectedRevision === 'bigint';
  const { rows } = await sql.query<AppendRow>(APPEND_SQL, [
    stream,
    exact ? 'exact' : expectedRevision,
    exact ? expectedRevision.toString() : null,
    // One JSON text for the whole batch: a single native stringify, parsed once by the server.
    JSON.stringify(events.map(({ id, type, data, metadata }) => ({ id, type, data: data ?? null, metadata }))),
    call.notifyInTransaction,
  ]);
  const row = rows[0];
  if (row?.r_last != null && row.r_commit != null && row.r_prepare != null) {
    return { nextExpectedRevision: BigInt(row.r_last), position: toPosition(row.r_commit, row.r_prepare) };
  }
  // The expectation failed, unless these very events were appended before (a retried command).
  const original = await originalAppend(sql, call);
  if (original) return original;
  const current = row?.r_current == null ? null : BigInt(row.r_current);
  throw new WrongExpectedRevisionError(stream, expectedRevision, current ?? 'no_stream');
}

/** The result of the earlier append of these same events, if they are consecutive events of the stream. */
async function originalAppend(sql: SqlExecutor, { stream, events }: AppendCall): Promise<AppendResult | null> {
  const first = await sql.query<StreamRow>('select stream_revision from es_events where event_id = $1 and stream_id = $2', [events[0]?.id, stream]);
  const from = first.rows[0]?.stream_revision;
  if (from === undefined) return null;
  const { rows } = await sql.query<StreamRow>(STREAM_FROM_SQL, [stream, from, events.length]);
  const last = rows[rows.length - 1];
  if (!last || rows.length !== events.length || rows.some((row, n) => row.event_id !== events[n]?.id)) return null;
  return { nextExpectedRevision: BigInt(last.stream_revision), position: toPosition(last.transaction_id, last.position) };
}

/** A unique violation after the append statement: a lost race, or a retried append that won meanwhile. */
async function explainViolation(sql: SqlExecutor, call: AppendCall, error: unknown): Promise<unknown> {
  const { stream, expectedRevision } = call;
  if (isUniqueViolation(error, EVENT_ID_CONSTRAINT)) {
    return (await originalAppend(sql, call)) ?? new DuplicateEventIdError(stream);
  }
  if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) {
    const original = await originalAppend(sql, call);
    if (original) return original; // the same events, appended by a concurrent retry
    const last = (await sql.query<StreamRow>(STREAM_LAST_SQL, [stream])).rows[0];
    return new WrongExpectedRevisionError(stream, expectedRevision, last ? BigInt(last.stream_revision) : 'no_stream');
  }
  return error;
}

/** No events: only the expectation is checked (EventStoreDB accepts empty appends too). */
async function appendNothing(sql: SqlExecutor, { stream, expectedRevision }: AppendCall): Promise<AppendResult> {
  const last = (await sql.query<StreamRow>(STREAM_LAST_SQL, [stream])).rows[0];
  const current = last ? BigInt(last.stream_revision) : null;
  const holds =
    expectedRevision === 'any' ||
    (expectedRevision === 'no_stream' && current === null) ||
    (expectedRevision === 'stream_exists' && current !== null) ||
    expectedRevision === current;
  if (!holds) throw new WrongExpectedRevisionError(stream, expectedRevision, current ?? 'no_stream');
  return { nextExpectedRevision: current ?? -1n, position: last ? toPosition(last.transaction_id, last.position) : START };
}

function validate(events: readonly EventData[]): void {
  for (const event of events) {
    // EventStoreDB requires UUIDs too; a clear message beats PostgreSQL's cast error.
    if (!UUID.test(event.id)) throw new TypeError(`Event id must be a UUID: ${event.id}`);
  }
}
