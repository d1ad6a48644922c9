import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { MSG } from '@cytocampus/contracts';
import { tokenUseStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { bearerUser } from '@cytocampus/projections';
import { actorContext } from '../es/command-context.js';
import { EventSourcing } from '../es/event-sourcing.service.js';
import { ApiException } from '../http/api-exception.js';
import { hashToken } from './secret-tokens.js';
import type { Clock } from '../infra/clock.js';
import type { Logger } from '../infra/logger.js';
import type { RateLimits } from '../infra/rate-limits.js';
import { CLOCK, LOGGER, RATE_LIMITS, SQL } from '../infra/tokens.js';
import { principalOf, type Principal } from './principal.js';

/** A token's use is recorded at most this often per API process: "last used" without an event per request. */
const USE_RECORDED_EVERY_MS = 3_600_000;

/**
 * Who a personal access token stands for (docs/adr/0034): its user with the permissions they have
 * now, as long as the token is neither revoked nor expired and the user is active. Refusals count
 * against the client's budget, like sign-ins; over it, every bearer of that client gets 429.
 */
@Injectable()
export class BearerTokens {
  private readonly recorded: LRUCache<string, true>;

  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly es: EventSourcing,
  ) {
    this.recorded = new LRUCache({ max: 10_000, ttl: USE_RECORDED_EVERY_MS, ttlResolution: 0, perf: { now: () => clock.now().getTime() } });
  }

  async principal(token: string, ip: string): Promise<Principal | null> {
    if (await this.limits.spent('bearerFailedPerIp', ip)) throw new ApiException(429, MSG.tooManyAttempts);
    const hash = hashToken(token);
    const row = await bearerUser(this.sql, hash, this.clock.now());
    if (!row) {
      await this.limits.take('bearerFailedPerIp', ip);
      return null;
    }
    const principal = principalOf(row, hash, row.token_id);
    this.recordUse(principal, row.token_id);
    return principal;
  }

  /** Appends TokenUsed in the background, once an hour per token; a failure costs only the "last used" time. */
  private recordUse(principal: Principal, tokenId: string): void {
    if (this.recorded.has(tokenId)) return;
    this.recorded.set(tokenId, true);
    this.es.record(tokenUseStream(tokenId), [{ id: randomUUID(), type: 'TokenUsed', data: {} }], actorContext(principal)).catch((error: unknown) => {
      this.recorded.delete(tokenId);
      this.logger.warn({ err: error, tokenId }, 'could not record the use of an access token');
    });
  }
}
