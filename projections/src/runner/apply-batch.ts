import { comparePositions, positionToString, type Position, type RecordedEvent, type SqlClient } from '@cytocampus/event-store';
import { sendNotices } from '../live-notices.js';
import type { Logger } from '../logger.js';
import type { Projection } from '../projection.js';
import { lockCheckpoint, moveCheckpoints, saveCheckpoint } from './checkpoints.js';

export interface ParkedEvent {
  projection: string;
  position: Position;
  eventId: string;
  type: string;
  streamId: string;
  error: string;
  attempts: number;
}

export interface ApplyContext {
  sql: SqlClient;
  logger: Logger;
  maxAttempts: number;
  retryDelayMs: number;
  onParked?: (parked: ParkedEvent) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Applies a batch to one projection in one transaction together with its checkpoint and the
 * notices of the rows it changed, so a crash at any point leaves rows and checkpoint consistent and
 * screens hear of a change exactly when it is committed. Events at or before the stored checkpoint
 * are skipped, which makes redelivery harmless.
 */
async function applyInTransaction(ctx: ApplyContext, projection: Projection, events: readonly RecordedEvent[]): Promise<void> {
  const last = events.at(-1);
  if (!last) return;
  await ctx.sql.transaction(async (tx) => {
    const checkpoint = await lockCheckpoint(tx, projection.name, projection.version);
    if (comparePositions(last.position, checkpoint) <= 0) return;
    const fresh = events.filter((e) => comparePositions(e.position, checkpoint) > 0 && projection.eventTypes.has(e.type));
    if (fresh.length > 0) await projection.apply(tx, fresh);
    if (fresh.length > 0 && projection.notices) await sendNotices(tx, await projection.notices(tx, fresh));
    await saveCheckpoint(tx, projection.name, projection.version, last.position);
  });
}

async function park(ctx: ApplyContext, projection: Projection, event: RecordedEvent, error: string): Promise<void> {
  await ctx.sql.transaction(async (tx) => {
    const checkpoint = await lockCheckpoint(tx, projection.name, projection.version);
    if (comparePositions(event.position, checkpoint) <= 0) return;
    await tx.query(
      `insert into projection_parked (projection, position, event_id, event_type, stream_id, error, attempts) values ($1, $2, $3, $4, $5, $6, $7)`,
      [projection.name, positionToString(event.position), event.id, event.type, event.streamId, error, ctx.maxAttempts],
    );
    await saveCheckpoint(tx, projection.name, projection.version, event.position, true);
  });
  const parked = {
    projection: projection.name,
    position: event.position,
    eventId: event.id,
    type: event.type,
    streamId: event.streamId,
    error,
    attempts: ctx.maxAttempts,
  };
  ctx.logger.error({ ...parked, position: positionToString(event.position) }, 'projection parked a poison event');
  ctx.onParked?.(parked);
}

/**
 * Retries one event a bounded number of times, then parks it so the projection moves on.
 * Only an event that fails while the database answers is poison: when the database itself is
 * unreachable the error propagates and the runner restarts, so no healthy event is ever parked.
 */
async function applyOneOrPark(ctx: ApplyContext, projection: Projection, event: RecordedEvent): Promise<void> {
  let lastError = '';
  for (let attempt = 1; attempt <= ctx.maxAttempts; attempt++) {
    try {
      await applyInTransaction(ctx, projection, [event]);
      return;
    } catch (error) {
      await ctx.sql.query('select 1');
      lastError = describeError(error);
      ctx.logger.warn({ projection: projection.name, eventId: event.id, type: event.type, attempt, error: lastError }, 'projection failed on an event');
      await sleep(ctx.retryDelayMs * attempt);
    }
  }
  await park(ctx, projection, event, lastError);
}

/** Fast path: the whole batch at once. On failure, event by event to isolate the poison one. */
export async function applyBatch(ctx: ApplyContext, projection: Projection, batch: readonly RecordedEvent[]): Promise<void> {
  try {
    await applyInTransaction(ctx, projection, batch);
  } catch (error) {
    ctx.logger.warn({ projection: projection.name, size: batch.length, error: describeError(error) }, 'batch failed; retrying event by event');
    for (const event of batch) await applyOneOrPark(ctx, projection, event);
  }
}

/**
 * Applies a batch to every projection: each that an event of it concerns in its own transaction
 * (applyBatch), and the others' checkpoints moved past it together in one, so that a stream of
 * events no read model reads (a review's activity) costs one transaction a batch, not one per
 * projection.
 */
export async function applyBatchToAll(ctx: ApplyContext, projections: readonly Projection[], batch: readonly RecordedEvent[]): Promise<void> {
  const last = batch.at(-1);
  if (!last) return;
  const concerned = (projection: Projection) => batch.some((event) => projection.eventTypes.has(event.type));
  for (const projection of projections) if (concerned(projection)) await applyBatch(ctx, projection, batch);
  const idle = projections.filter((projection) => !concerned(projection));
  if (idle.length > 0) await ctx.sql.transaction((tx) => moveCheckpoints(tx, idle, last.position));
}
