import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { THREAD_MSG } from '@cytocampus/contracts';
import type { Config } from '../../../infra/config.js';
import type { RateLimits } from '../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../infra/tokens.js';

/**
 * Posts (new threads and messages) per user and minute (docs/adr/0027; COMMUNITY_POSTS_PER_MINUTE).
 * Spent only by a post that will be stored: a resent one, which stores nothing, costs nothing.
 */
@Injectable()
export class PostingAllowance {
  constructor(
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** One post of the user, or 429 with the wait in whole seconds. */
  async spend(userId: string): Promise<void> {
    const use = await this.limits.use('communityPosts', userId, this.config.communityPosts);
    if (!use.allowed) throw new DomainError('rate_limited', THREAD_MSG.postingTooFast(Math.max(1, Math.ceil(use.retryAfterMs / 1000))));
  }
}
