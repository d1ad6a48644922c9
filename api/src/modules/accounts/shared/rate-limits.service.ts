import { Inject, Injectable } from '@nestjs/common';
import { MSG } from '@cytocampus/contracts';
import { ApiException } from '../../../http/api-exception.js';
import type { Budget, RateLimits } from '../../../infra/rate-limits.js';
import { RATE_LIMITS } from '../../../infra/tokens.js';

/** Spends from a budget or refuses with 429. */
@Injectable()
export class RateLimitsService {
  constructor(@Inject(RATE_LIMITS) private readonly limits: RateLimits) {}

  async take(budget: Budget, key: string): Promise<void> {
    if (!(await this.limits.take(budget, key))) throw new ApiException(429, MSG.tooManyAttempts);
  }

  reset(budget: Budget, key: string): Promise<void> {
    return this.limits.reset(budget, key);
  }
}
