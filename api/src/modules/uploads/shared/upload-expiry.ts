import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { UPLOAD_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { expiredUploadIds } from '@cytocampus/projections';
import { systemContext } from '../../../es/command-context.js';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER, SQL } from '../../../infra/tokens.js';
import { ChangeUpload } from '../commands/change-upload/change-upload.command.js';
import { UPLOAD_EXPIRY_MS, UploadStorage } from './upload-storage.js';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Hourly: unfinished uploads older than a day fail as expired and their partial data goes. */
@Injectable()
export class UploadExpiry implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly commands: CommandBus,
    private readonly storage: UploadStorage,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'upload expiry sweep failed')), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    const cutoff = new Date(Date.now() - UPLOAD_EXPIRY_MS);
    const ids = await expiredUploadIds(this.sql, cutoff);
    for (const id of ids) {
      // Several API processes may sweep at once: failing twice changes nothing.
      await this.commands.execute(new ChangeUpload(id, { type: 'FailUpload', error: UPLOAD_MSG.expired }, systemContext()));
      await this.storage.remove(id);
    }
    return ids.length;
  }
}
