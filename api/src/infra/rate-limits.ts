import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/** Budgets per key; chosen to stop guessing while never bothering a person (docs/adr/0004). */
const BUDGETS = {
  /** Sign-in attempts per address and client IP. */
  loginPerAccount: { points: 10, duration: 600 },
  /** Sign-in attempts per client IP, whatever the address. */
  loginPerIp: { points: 100, duration: 600 },
  register: { points: 20, duration: 3600 },
  reset: { points: 5, duration: 600 },
} as const;

export type Budget = keyof typeof BUDGETS;

export interface RateLimits {
  /** Counts one attempt; false when the budget is spent. */
  take(budget: Budget, key: string): Promise<boolean>;
  /** Forgets the attempts of a key (after a successful sign-in). */
  reset(budget: Budget, key: string): Promise<void>;
}

/** In memory for one process; in Redis when several API processes share the budgets. */
export function createRateLimits(redis: RedisClientType | null, prefix: string): RateLimits {
  const limiters = new Map<Budget, RateLimiterAbstract>();
  for (const [budget, { points, duration }] of Object.entries(BUDGETS) as [Budget, { points: number; duration: number }][]) {
    limiters.set(
      budget,
      redis
        ? new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, keyPrefix: `${prefix}:rl:${budget}`, points, duration })
        : new RateLimiterMemory({ keyPrefix: budget, points, duration }),
    );
  }
  return {
    take: async (budget, key) => {
      try {
        await limiters.get(budget)!.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    reset: async (budget, key) => {
      await limiters.get(budget)!.delete(key);
    },
  };
}
