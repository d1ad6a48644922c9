import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { ReadModelChanged, TeachingView } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { READ_MODEL_CHANNEL, type LiveNotice } from '@cytocampus/projections';
import type { Logger } from '../../../infra/logger.js';
import { LOGGER, SQL } from '../../../infra/tokens.js';
import { TeachingSessions } from '../shared/teaching-sessions.js';

interface Control {
  controllerId: string;
  live: boolean;
}

/** A cached answer is trusted this long even if a notice was lost (a dropped connection). */
const CONTROL_TTL_MS = 30_000;

/**
 * Who holds control of each session, per API process (docs/adr/0030): kept from the read model's
 * `teaching` notices (every process hears them), read from the read model on a miss, so a view
 * sent to any process is checked against the same answer. Also the last view relayed here per
 * session, for late joiners.
 */
@Injectable()
export class TeachingControl implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly control = new Map<string, Control & { at: number }>();
  private readonly lastViews = new Map<string, TeachingView & { by: string }>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly sessions: TeachingSessions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unlisten = await this.sql.listen(READ_MODEL_CHANNEL, (payload) => this.heard(payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.unlisten?.();
  }

  /** Whether `userId` moves the view of a live session now. */
  async holds(sessionId: string, userId: string): Promise<boolean> {
    const known = this.control.get(sessionId);
    if (known && Date.now() - known.at < CONTROL_TTL_MS) return known.live && known.controllerId === userId;
    const row = await this.sessions.row(sessionId);
    if (!row) return false;
    const control = { controllerId: row.controller_id ?? row.instructor_id, live: row.status === 'live' };
    this.remember(sessionId, control);
    return control.live && control.controllerId === userId;
  }

  rememberView(view: TeachingView & { by: string }): void {
    this.lastViews.set(view.sessionId, view);
  }

  lastView(sessionId: string): (TeachingView & { by: string }) | null {
    return this.lastViews.get(sessionId) ?? null;
  }

  private remember(sessionId: string, control: Control): void {
    this.control.set(sessionId, { ...control, at: Date.now() });
    if (!control.live) this.lastViews.delete(sessionId);
  }

  private heard(payload: string): void {
    try {
      const { notice } = JSON.parse(payload) as LiveNotice & { notice: ReadModelChanged };
      if (notice.model !== 'teaching') return;
      if (notice.patch) this.remember(notice.id, { controllerId: notice.patch.controllerId, live: notice.patch.status === 'live' });
      else this.control.delete(notice.id);
    } catch (error) {
      this.logger.error({ err: error }, 'unreadable teaching notice');
    }
  }
}
