import {
  START,
  comparePositions,
  positionToString,
  type EventStore,
  type Position,
  type RecordedEvent,
  type SqlClient,
  type SqlExecutor,
} from '@cytocampus/event-store';
import type { Projection } from '../projection.js';
import { describeError } from './apply-batch.js';
import { lockCheckpoint, migrateCheckpoints, saveCheckpoint } from './checkpoints.js';

export interface RebuildProgress {
  projection: string;
  events: number;
  position: Position;
  head: Position | null;
}

export interface RebuildOptions {
  sql: SqlClient;
  store: EventStore;
  projection: Projection;
  onProgress?: (progress: RebuildProgress) => void;
  batchSize?: number;
  /** Attempts per event, once its chunk failed, before it is parked (default 3, as the live runner). */
  maxAttempts?: number;
}

/** An event the rebuild could not apply: parked as the live runner would, not a failed rebuild. */
export interface RebuildParked {
  event: RecordedEvent;
  error: string;
}

const SWAP_ATTEMPTS = 10;
/**
 * Most events applied in one shadow transaction. Updating the same row again and again inside one
 * transaction makes each update walk all of that row's versions written before it (none can be
 * pruned before the commit), so short transactions replay such histories faster.
 */
const APPLY_CHUNK = 250;
const shadowSchema = (projection: Projection) => `rebuild_${projection.name.replace(/[^a-z0-9_]/gi, '_')}`;

/**
 * A transaction on the shadow tables. Its commit need not wait for the WAL flush: the rows only
 * count once the swap commits, which flushes all WAL before it; after a crash the shadow schema is
 * dropped and rebuilt anyway.
 */
async function inSchema<T>(sql: SqlClient, schema: string, fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return sql.transaction(async (tx) => {
    await tx.query(`set local search_path to ${schema}, public;\nset local synchronous_commit to off`);
    return fn(tx);
  });
}

/**
 * Rebuilds one read model from zero into a shadow schema while the old tables keep serving, then
 * swaps the new tables in and moves the checkpoint in one transaction that holds the checkpoint
 * lock (a live runner waits on that lock and continues after the swapped-in position).
 * Events are always read outside that transaction: on PGlite there is only one connection.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<{ events: number; position: Position; parked: RebuildParked[] }> {
  const { sql, store, projection, onProgress, batchSize = 1000, maxAttempts = 3 } = options;
  const schema = shadowSchema(projection);
  await migrateCheckpoints(sql);
  await sql.query(`drop schema if exists ${schema} cascade`);
  await sql.query(`create schema ${schema}`);
  await inSchema(sql, schema, (tx) => projection.migrate(tx));

  let position: Position = START;
  let events = 0;
  const parked: RebuildParked[] = [];

  /** A chunk in one transaction; when it fails, event by event, parking what keeps failing. */
  const applyChunk = async (chunk: readonly RecordedEvent[]): Promise<void> => {
    try {
      return await inSchema(sql, schema, (tx) => projection.apply(tx, chunk));
    } catch {
      for (const event of chunk) {
        const error = await applyAlone(event);
        if (error !== null) parked.push({ event, error });
      }
    }
  };
  const applyAlone = async (event: RecordedEvent): Promise<string | null> => {
    let error = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        await inSchema(sql, schema, (tx) => projection.apply(tx, [event]));
        return null;
      } catch (failure) {
        await sql.query('select 1'); // the database itself gone: not the event's fault, so no parking
        error = describeError(failure);
      }
    }
    return error;
  };
  const subscription = store.subscribeToAll({ fromPosition: START, maxBatchSize: batchSize });
  const iterator = subscription[Symbol.asyncIterator]();

  /**
   * Applies everything up to the store's head as it is now. The next batch is read while this one
   * is applied (on pg another connection works meanwhile; on PGlite the read waits its turn).
   */
  const catchUp = async (): Promise<void> => {
    const head = await store.headPosition();
    const readNext = (after: Position) => {
      if (!head || comparePositions(after, head) >= 0) return null;
      const read = iterator.next();
      read.catch(() => undefined); // awaited below, unless applying fails first
      return read;
    };
    let reading = readNext(position);
    while (reading) {
      const next = await reading;
      if (next.done) break;
      const batch: readonly RecordedEvent[] = next.value;
      const last = batch.at(-1)!.position;
      reading = readNext(last);
      const relevant = batch.filter((e) => projection.eventTypes.has(e.type));
      for (let from = 0; from < relevant.length; from += APPLY_CHUNK) await applyChunk(relevant.slice(from, from + APPLY_CHUNK));
      position = last;
      events += batch.length;
      onProgress?.({ projection: projection.name, events, position, head });
    }
  };

  try {
    for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt++) {
      await catchUp();
      const swapped = await sql.transaction(async (tx) => {
        const live = await lockCheckpoint(tx, projection.name, projection.version);
        const { rows } = await tx.query<{ version: number }>('select version from projection_checkpoints where name = $1', [projection.name]);
        // A live runner of the same version got further than this copy: catch up and try again.
        if (rows[0]?.version === projection.version && comparePositions(live, position) > 0) return false;
        for (const table of projection.tables) {
          await tx.query(`drop table if exists public.${table} cascade`);
          await tx.query(`alter table ${schema}.${table} set schema public`);
        }
        // The parked events are now this build's: earlier ones it applied are no longer an incident.
        await tx.query('delete from projection_parked where projection = $1', [projection.name]);
        for (const { event, error } of parked) {
          await tx.query(
            `insert into projection_parked (projection, position, event_id, event_type, stream_id, error, attempts) values ($1, $2, $3, $4, $5, $6, $7)`,
            [projection.name, positionToString(event.position), event.id, event.type, event.streamId, error, maxAttempts],
          );
        }
        await saveCheckpoint(tx, projection.name, projection.version, position, parked.length > 0);
        return true;
      });
      if (swapped) return { events, position, parked };
    }
    throw new Error(`Rebuild of ${projection.name} could not catch up with the live runner after ${SWAP_ATTEMPTS} attempts`);
  } finally {
    await subscription.unsubscribe();
    await sql.query(`drop schema if exists ${schema} cascade`);
  }
}
