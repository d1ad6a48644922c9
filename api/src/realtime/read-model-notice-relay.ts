import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { SqlClient } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL, type LiveNotice } from '@cytocampus/projections';
import type { Logger } from '../infra/logger.js';
import { LOGGER, SQL } from '../infra/tokens.js';
import { Broadcaster } from './broadcaster.js';

/**
 * Hands the projections' read-model notices (sent on commit, from whichever process runs them) to
 * this process's sockets. A notification lost with a dropped connection is covered by the clients:
 * they resync after a reconnect, and a later notice with a version they did not expect refetches.
 */
@Injectable()
export class ReadModelNoticeRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly broadcaster: Broadcaster,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unlisten = await this.sql.listen(READ_MODEL_CHANNEL, (payload) => this.relay(payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.unlisten?.();
  }

  private relay(payload: string): void {
    try {
      const { rooms, notice } = JSON.parse(payload) as LiveNotice;
      this.broadcaster.relayLocally(rooms, notice);
    } catch (error) {
      this.logger.error({ err: error, payload }, 'unreadable read-model notice');
    }
  }
}
