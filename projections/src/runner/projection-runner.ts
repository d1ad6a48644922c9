import { START, comparePositions, type AllSubscription, type EventStore, type Position, type SqlClient } from '@cytocampus/event-store';
import type { Logger } from '../logger.js';
import type { Projection } from '../projection.js';
import { applyBatchToAll, type ParkedEvent } from './apply-batch.js';
import { migrateCheckpoints, readCheckpoints } from './checkpoints.js';
import { holdLeadership, type Leadership } from './leadership.js';
import { rebuildProjection } from './rebuild.js';

export interface ProjectionRunnerOptions {
  sql: SqlClient;
  store: EventStore;
  projections: readonly Projection[];
  logger: Logger;
  /** Attempts per event before it is parked (default 3). */
  maxAttempts?: number;
  retryDelayMs?: number;
  batchSize?: number;
  /** Delay before resubscribing after an infrastructure error (default 1000 ms). */
  restartDelayMs?: number;
  onParked?: (parked: ParkedEvent) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps every read model up to date: takes the leader lock (one active runner; others stand by),
 * rebuilds projections that are new or whose version changed, then follows $all from the lowest
 * checkpoint, applying each batch to each projection in its own transaction.
 */
export class ProjectionRunner {
  private stopping = false;
  private subscription: AllSubscription | null = null;
  private leadership: Leadership | null = null;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: ProjectionRunnerOptions) {}

  /** Resolves once this runner leads and has caught up on rebuilds; keeps running until stop(). */
  async start(): Promise<void> {
    const { sql, logger } = this.options;
    this.leadership = await holdLeadership(sql, logger, () => this.stopping);
    if (this.stopping) return;
    await migrateCheckpoints(sql);
    await this.rebuildOutdated();
    this.loop = this.followForever();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.subscription?.unsubscribe();
    await this.loop;
    await this.leadership?.release();
  }

  private async rebuildOutdated(): Promise<void> {
    const checkpoints = await readCheckpoints(this.options.sql);
    for (const projection of this.options.projections) {
      const stored = checkpoints.get(projection.name);
      if (stored?.version === projection.version) continue;
      this.options.logger.info({ projection: projection.name, from: stored?.version ?? null, to: projection.version }, 'rebuilding read model');
      const { parked } = await rebuildProjection({ sql: this.options.sql, store: this.options.store, projection, maxAttempts: this.options.maxAttempts });
      for (const { event, error } of parked) {
        this.options.logger.error(
          { projection: projection.name, eventId: event.id, type: event.type, streamId: event.streamId, error },
          'rebuild parked a poison event',
        );
      }
    }
  }

  private async lowestCheckpoint(): Promise<Position> {
    const checkpoints = await readCheckpoints(this.options.sql);
    let lowest: Position | null = null;
    for (const projection of this.options.projections) {
      const position = checkpoints.get(projection.name)?.position ?? START;
      if (lowest === null || comparePositions(position, lowest) < 0) lowest = position;
    }
    return lowest ?? START;
  }

  /**
   * Follows while this runner leads. A lost lock (the database restarted) ends the subscription;
   * the runner then contends again like a standby: redelivered events are skipped by the
   * checkpoints, so whoever leads next goes on where the read models are.
   */
  private async followForever(): Promise<void> {
    const { sql, logger, restartDelayMs = 1000 } = this.options;
    while (!this.stopping) {
      let lost = false;
      void this.leadership!.lost.then(() => {
        lost = true;
        void this.subscription?.unsubscribe();
      });
      while (!this.stopping && !lost) {
        try {
          await this.follow();
        } catch (error) {
          if (this.stopping || lost) break;
          logger.error({ error: error instanceof Error ? error.message : String(error) }, 'projection runner failed; restarting');
          await sleep(restartDelayMs);
        }
      }
      if (this.stopping) break;
      this.leadership = await holdLeadership(sql, logger, () => this.stopping);
    }
  }

  private async follow(): Promise<void> {
    const { store, projections, batchSize = 500 } = this.options;
    const ctx = {
      sql: this.options.sql,
      logger: this.options.logger,
      maxAttempts: this.options.maxAttempts ?? 3,
      retryDelayMs: this.options.retryDelayMs ?? 50,
      onParked: this.options.onParked,
    };
    const fromPosition = await this.lowestCheckpoint();
    // stop() may have run during that await, before there was a subscription for it to end.
    if (this.stopping) return;
    this.subscription = store.subscribeToAll({ fromPosition, maxBatchSize: batchSize });
    try {
      for await (const batch of this.subscription) {
        await applyBatchToAll(ctx, projections, batch);
        if (this.stopping) break;
      }
    } finally {
      await this.subscription.unsubscribe();
    }
  }
}
