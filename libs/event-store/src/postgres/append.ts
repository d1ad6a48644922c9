import { isUniqueViolation } from '../sql/errors.js';
import type { SqlExecutor } from '../sql/types.js';
import { DuplicateEventIdError, WrongExpectedRevisionError, type AppendResult, type EventData } from '../types.js';
import { START } from '../position.js';
import { runAppend, type AppendCall } from './append-query.js';
import { LOCK_STREAM_SQL, STREAM_FROM_SQL, STREAM_LAST_SQL } from './append-sql.js';
import { toPosition } from './rows.js';
import { EVENT_ID_CONSTRAINT, STREAM_REVISION_CONSTRAINT } from './schema-constants.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * 'any'/'stream_exists' appends take a stream lock in es_append, but can still lose a race to an
 * exact-revision append of the same stream (which takes no lock): then they go again.
 */
const MAX_ATTEMPTS = 10;

interface StreamRow {
  event_id?: string;
  stream_revision: string;
  transaction_id: string;
  position: string;
}

export type { AppendCall };

/** Appends in its own implicit transaction: one round trip, retried when a racing append won. */
export async function appendAlone(sql: SqlExecutor, call: AppendCall): Promise<AppendResult> {
  validate(call.events);
  if (call.events.length === 0) return appendNothing(sql, call);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await appendOnce(sql, call, true);
    } catch (error) {
      const retry = attempt < MAX_ATTEMPTS && (call.expectedRevision === 'any' || call.expectedRevision === 'stream_exists');
      if (isUniqueViolation(error, STREAM_REVISION_CONSTRAINT) && retry) continue;
      return await afterViolation(sql, call, error);
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
    return await appendOnce(tx, call, false);
  } catch (error) {
    if (isUniqueViolation(error, EVENT_ID_CONSTRAINT)) throw new DuplicateEventIdError(call.stream);
    throw error;
  }
}

async function appendOnce(sql: SqlExecutor, call: AppendCall, alone: boolean): Promise<AppendResult> {
  const outcome = await runAppend(sql, call, alone);
  if ('appended' in outcome) return outcome.appended;
  // The expectation failed, unless these very events were appended before (a retried command).
  const original = await originalAppend(sql, call);
  if (original) return original;
  throw new WrongExpectedRevisionError(call.stream, call.expectedRevision, outcome.current ?? 'no_stream');
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

/**
 * A unique violation of the append statement: a lost race, or these very events stored before (a
 * retried command, or its concurrent twin), whose original result is then the answer.
 */
async function afterViolation(sql: SqlExecutor, call: AppendCall, error: unknown): Promise<AppendResult> {
  const { stream, expectedRevision } = call;
  const eventId = isUniqueViolation(error, EVENT_ID_CONSTRAINT);
  if (!eventId && !isUniqueViolation(error, STREAM_REVISION_CONSTRAINT)) throw error;
  const original = await originalAppend(sql, call);
  if (original) return original;
  if (eventId) throw new DuplicateEventIdError(stream);
  const last = (await sql.query<StreamRow>(STREAM_LAST_SQL, [stream])).rows[0];
  throw new WrongExpectedRevisionError(stream, expectedRevision, last ? BigInt(last.stream_revision) : 'no_stream');
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
