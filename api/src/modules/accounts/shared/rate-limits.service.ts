import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { MSG } from '@cytocampus/contracts';
import type { Config } from '../../../infra/config.js';
import type { Budget, Lockout, LockoutPolicy, RateLimits } from '../../../infra/rate-limits.js';
import { CONFIG, RATE_LIMITS } from '../../../infra/tokens.js';

const tooManyAttempts = (): DomainError => new DomainError('rate_limited', MSG.tooManyAttempts);

/** Spends from a budget or refuses with 429; the same refusal while a lockout holds. */
@Injectable()
export class RateLimitsService {
  private readonly policies: Record<Lockout, LockoutPolicy>;

  constructor(
    @Inject(RATE_LIMITS) private readonly limits: RateLimits,
    @Inject(CONFIG) config: Config,
  ) {
    this.policies = { login: config.loginLockout };
  }

  async take(budget: Budget, key: string): Promise<void> {
    if (!(await this.limits.take(budget, key))) throw tooManyAttempts();
  }

  refund(budget: Budget, key: string): Promise<void> {
    return this.limits.refund(budget, key);
  }

  reset(budget: Budget, key: string): Promise<void> {
    return this.limits.reset(budget, key);
  }

  async takeOrLock(lockout: Lockout, key: string): Promise<void> {
    if (!(await this.limits.takeOrLock(lockout, key, this.policies[lockout]))) throw tooManyAttempts();
  }

  unlock(lockout: Lockout, key: string): Promise<void> {
    return this.limits.unlock(lockout, key);
  }
}
