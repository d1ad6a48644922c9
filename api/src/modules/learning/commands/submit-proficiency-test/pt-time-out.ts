import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { duePtAttempts, type DuePtAttemptRow } from '@cytocampus/projections';
import type { Config } from '../../../../infra/config.js';
import { systemContext } from '../../../../es/command-context.js';
import type { Clock } from '../../../../infra/clock.js';
import { errorMessage } from '../../../../infra/leader-loop.js';
import { LeaderService } from '../../../../infra/leader-service.js';
import type { Logger } from '../../../../infra/logger.js';
import { CLOCK, CONFIG, LOGGER, SQL } from '../../../../infra/tokens.js';
import { ProficiencyResults } from '../../shared/proficiency-results.js';

/** Advisory lock of the active time-out ("ccptto" in ASCII): one across API processes. */
const PT_TIME_OUT_LOCK = { key: 0x6363_7074_746f, name: 'proficiency test time-out' };
/** Attempts submitted per pass, and at once. */
const BATCH = 200;
const PARALLEL = 8;
/** An attempt that failed (a slide without a GYN solution, say) is tried again after this rather than every pass. */
const RETRY_AFTER_MS = 60_000;
/** An attempt just submitted stays skipped until pt_attempts shows it graded (the projection lags a little). */
const SUBMITTED_GRACE_MS = 30_000;

/**
 * The server's clock of proficiency tests (issue 30; docs/adr/0035): in whichever API process holds
 * the lock, every ptTimeOut.intervalMs it submits (by: 'time') each attempt whose deadline has come,
 * from the pt_attempts read model (indexed on the open attempts' deadline), whether or not a browser
 * is open. A deadline that passed while no process ran is submitted by the first pass after start.
 */
@Injectable()
export class PtTimeOut extends LeaderService {
  /** Review id → until when it is skipped (submitted just now, or failed). */
  private readonly skip = new Map<string, number>();
  /** The worst lateness seen (ms past a deadline when its submission was appended): the bench reads it. */
  worstLatenessMs = 0;

  constructor(
    private readonly results: ProficiencyResults,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: PT_TIME_OUT_LOCK, restMs: config.ptTimeOut.intervalMs });
  }

  /** PT_TIMEOUT_INTERVAL_MS=0 turns the time-out off in this process. */
  protected override runs(): boolean {
    return this.config.ptTimeOut.intervalMs > 0;
  }

  protected override async pass(): Promise<boolean> {
    const now = this.clock.now().getTime();
    for (const [id, until] of this.skip) if (until <= now) this.skip.delete(id);
    const rows = await duePtAttempts(this.sql, new Date(now), BATCH);
    const due = rows.filter((r) => !this.skip.has(r.review_id));
    for (let i = 0; i < due.length && !this.stopped; i += PARALLEL) await Promise.all(due.slice(i, i + PARALLEL).map((r) => this.submit(r)));
    return due.length > 0 && rows.length === BATCH;
  }

  private async submit(row: DuePtAttemptRow): Promise<void> {
    try {
      await this.results.submit(row.review_id, 'time', null, systemContext());
      const late = this.clock.now().getTime() - row.deadline.getTime();
      this.worstLatenessMs = Math.max(this.worstLatenessMs, late);
      this.skip.set(row.review_id, this.clock.now().getTime() + SUBMITTED_GRACE_MS);
    } catch (error) {
      // Submitted meanwhile (by its examinee at the last moment, or just now by us): nothing left to do.
      if (error instanceof DomainError && error.kind === 'conflict') {
        this.skip.set(row.review_id, this.clock.now().getTime() + SUBMITTED_GRACE_MS);
        return;
      }
      this.skip.set(row.review_id, this.clock.now().getTime() + RETRY_AFTER_MS);
      this.logger.error({ reviewId: row.review_id, error: errorMessage(error) }, 'proficiency test time-out failed; trying again later');
    }
  }
}
