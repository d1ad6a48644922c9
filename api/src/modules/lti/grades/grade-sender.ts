import { Inject, Injectable } from '@nestjs/common';
import { LTI_SCOPE } from '@cytocampus/contracts';
import { ltiGradeDecider, ltiGradeStream, nextScoreAttemptDelay, type LtiScoreAttemptCommand } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { duePassbacks, ltiPlatform, type LtiPassbackRow } from '@cytocampus/projections';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Clock } from '../../../infra/clock.js';
import type { Config } from '../../../infra/config.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import { CLOCK, CONFIG, LOGGER, SQL } from '../../../infra/tokens.js';
import { failureOf, PLATFORM_TIMEOUT_MS, PlatformCallFailed, PlatformTokens } from './platform-tokens.js';

/** Advisory lock of the active grade sender ("ltigra" in ASCII): one across API processes. */
const GRADE_LOCK = { key: 0x6c74_6967_7261, name: 'LTI grade pass-back' };
/** Scores sent in one pass (the others in the next, at once). */
const PER_PASS = 50;
const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';

/** The scores service of a line item: its address with `/scores` after the path (AGS 2.0, section 3.4). */
export function scoresUrl(lineItemUrl: string): string {
  const url = new URL(lineItemUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.toString();
}

/**
 * Sends learners' scores to the platforms' line items (Assignment and Grade Services 2.0;
 * docs/adr/0042), in whichever API process holds the lock: the projection lists what a completed
 * item owes its line item; each try is an event of the score's stream `lti-grade-<id>`
 * (LtiScoreSent, or LtiScoreRefused with the platform's answer and the time of the next try, the
 * wait doubling up to six hours), so a score is retried until the platform accepts it and the
 * administrator sees each failure.
 */
@Injectable()
export class LtiGradeSender extends LeaderService {
  constructor(
    private readonly es: EventSourcing,
    private readonly tokens: PlatformTokens,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: GRADE_LOCK, restMs: config.lti.passbackIntervalMs });
  }

  protected override async pass(): Promise<boolean> {
    const due = await duePassbacks(this.sql, this.clock.now(), PER_PASS);
    for (const passback of due) {
      if (this.stopped) break;
      const attempt = passback.attempts + 1;
      try {
        await this.send(passback);
        await this.recordTry({ type: 'RecordScoreSent', passbackId: passback.id, attempt, sentAt: this.clock.now().getTime() });
      } catch (error) {
        if (!(error instanceof PlatformCallFailed)) throw error;
        if (error.status === 401) this.tokens.forget(passback.platform_id);
        const nextAttemptAt = this.clock.now().getTime() + nextScoreAttemptDelay(attempt, this.config.lti.retryBaseMs);
        this.logger.warn(
          { passbackId: passback.id, platformId: passback.platform_id, attempt, error: error.message },
          'a platform refused a score; trying again later',
        );
        await this.recordTry({ type: 'RecordScoreRefused', passbackId: passback.id, attempt, error: error.message, nextAttemptAt });
      }
    }
    return due.length === PER_PASS;
  }

  private async send(passback: LtiPassbackRow): Promise<void> {
    const platform = await ltiPlatform(this.sql, passback.platform_id);
    if (!platform) throw new PlatformCallFailed('The platform is no longer registered', null);
    if (!platform.enabled) throw new PlatformCallFailed('The platform is switched off', null);
    const token = await this.tokens.token(platform, [LTI_SCOPE.score]);
    const score = {
      userId: passback.subject,
      ...(passback.score_given === null ? {} : { scoreGiven: passback.score_given }),
      scoreMaximum: passback.score_maximum,
      activityProgress: 'Completed',
      gradingProgress: passback.score_given === null ? 'NotReady' : 'FullyGraded',
      timestamp: passback.completed_at.toISOString(),
    };
    const res = await fetch(scoresUrl(passback.line_item_url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': SCORE_MEDIA_TYPE },
      body: JSON.stringify(score),
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new PlatformCallFailed(`The platform did not answer (${error instanceof Error ? error.message : String(error)})`, null);
    });
    if (!res.ok) throw await failureOf(res);
  }

  private async recordTry(command: LtiScoreAttemptCommand): Promise<void> {
    const { position } = await this.es.aggregate(ltiGradeStream(command.passbackId), ltiGradeDecider).execute(() => [command], systemContext());
    // The next pass must not take the same score again before the read model shows this try.
    await this.es.readYourWrites(position, ['lti']);
  }
}
