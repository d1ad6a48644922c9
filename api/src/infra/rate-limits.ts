import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';

/** Budgets per key; chosen to stop guessing while never bothering a person (docs/adr/0004). */
const BUDGETS = {
  /** Sign-in attempts per address and client IP. */
  loginPerIpAndAddress: { points: 10, duration: 600 },
  /** Sign-in attempts per client IP, whatever the address. */
  loginPerIp: { points: 100, duration: 600 },
  register: { points: 20, duration: 3600 },
  /** Bad captchas per client IP: checking guessed solutions would do a bot's proof of work for it. */
  registerBadCaptcha: { points: 10, duration: 3600 },
  reset: { points: 5, duration: 600 },
  /** Refused bearer tokens per client IP (docs/adr/0034): a script with a revoked token, or someone guessing. */
  bearerFailedPerIp: { points: 20, duration: 600 },
  /** Sign-in screen lookups of providers per client IP (docs/adr/0041): typed e-mails are debounced, so a person stays far below; a crawler of domains does not. */
  providerLookupPerIp: { points: 120, duration: 600 },
  /** Provider sign-in starts and callbacks per client IP: each costs calls to the provider, and a person needs a handful. */
  providerSignInPerIp: { points: 60, duration: 600 },
} as const;

export type Budget = keyof typeof BUDGETS;

/** Keys under a growing lockout (see LockoutPolicy): sign-in per account, from any address. */
const LOCKOUTS = ['login'] as const;
export type Lockout = (typeof LOCKOUTS)[number];

/**
 * `after` attempts on a key within `window` seconds lock it for `first` seconds; then one attempt
 * per lock goes through and locks it again, twice as long each time, at most `max` seconds. The
 * doubling is forgotten `window + max` seconds after the last lock.
 */
export interface LockoutPolicy {
  after: number;
  window: number;
  first: number;
  max: number;
}

export interface RateLimits {
  /** Counts one attempt; false when the budget is spent. */
  take(budget: Budget, key: string): Promise<boolean>;
  /** Whether the budget is spent, without counting (for budgets that count only failures). */
  spent(budget: Budget, key: string): Promise<boolean>;
  /** Gives back one attempt that turned out fine. */
  refund(budget: Budget, key: string): Promise<void>;
  /** Forgets the attempts of a key (after a successful sign-in). */
  reset(budget: Budget, key: string): Promise<void>;
  /** Counts one attempt under a growing lockout; false while the key is locked. */
  takeOrLock(lockout: Lockout, key: string, policy: LockoutPolicy): Promise<boolean>;
  /** Forgets a key's attempts and locks (after a successful sign-in). */
  unlock(lockout: Lockout, key: string): Promise<void>;
  /** Counts one use of an allowance a deployment sizes (Config), under its own name. */
  use(name: string, key: string, allowance: Allowance): Promise<AllowanceUse>;
}

/** Work that costs CPU rather than guesses: at most `points` uses per `duration` seconds. */
export interface Allowance {
  points: number;
  duration: number;
}

/** A use within the allowance, or a refusal with the wait until the next use goes through. */
export type AllowanceUse = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Redis expiries are whole seconds, and 0 would mean "never". */
const seconds = (s: number): number => Math.max(1, Math.round(s));

/** Consumes a point; false when the limiter refuses (over budget, or a lock already held). */
async function spend(limiter: RateLimiterAbstract, key: string, customDuration?: number): Promise<boolean> {
  try {
    await limiter.consume(key, 1, customDuration === undefined ? {} : { customDuration });
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

/**
 * In memory for one process; in Redis when several API processes share the budgets. While Redis is
 * away each process counts in its own memory (the insurance limiter) rather than keeping a sign-in
 * waiting for Redis: a guesser gets at most one budget per API process meanwhile.
 */
export function createRateLimits(redis: RedisClientType | null, prefix: string): RateLimits {
  const inMemoryOf = new WeakMap<RateLimiterAbstract, RateLimiterMemory>();
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const inMemory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    if (!redis) return inMemory;
    const keyPrefix = `${prefix}:rl:${name}`;
    const shared = new RateLimiterRedis({
      storeClient: redis,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: inMemory,
      keyPrefix,
      points,
      duration,
    });
    inMemoryOf.set(shared, inMemory);
    return shared;
  };
  // The library checks readiness before counting but not before a delete, which node-redis would
  // hold until its 5 s timeout while Redis is away: forgetting goes to the process's memory then.
  const forget = (of: RateLimiterAbstract, key: string) => (redis?.isReady === false ? (inMemoryOf.get(of) ?? of) : of).delete(key);
  const budgets = new Map<Budget, RateLimiterAbstract>();
  for (const [budget, { points, duration }] of Object.entries(BUDGETS) as [Budget, { points: number; duration: number }][])
    budgets.set(budget, limiter(budget, points, duration));
  // Per lockout: attempts in the window, the current lock (one point: the first to take it goes
  // through), and how many locks so far. Durations are given per call (customDuration).
  const lockouts = new Map(
    LOCKOUTS.map((name) => [name, { attempts: limiter(`${name}:attempts`, 1, 1), lock: limiter(`${name}:lock`, 1, 1), locks: limiter(`${name}:locks`, 1, 1) }]),
  );
  // Allowances are sized by the caller (Config): one limiter per name and size, made on first use.
  const allowances = new Map<string, RateLimiterAbstract>();
  return {
    take: (budget, key) => spend(budgets.get(budget)!, key),
    spent: async (budget, key) => ((await budgets.get(budget)!.get(key))?.consumedPoints ?? 0) >= BUDGETS[budget].points,
    refund: async (budget, key) => {
      await budgets.get(budget)!.reward(key);
    },
    reset: async (budget, key) => {
      await forget(budgets.get(budget)!, key);
    },
    takeOrLock: async (name, key, policy) => {
      const { attempts, lock, locks } = lockouts.get(name)!;
      // Counted before the password is checked, so that a burst of parallel attempts cannot slip
      // under the threshold; once locked, the lock decides (refused attempts do not double it).
      const counted = (await attempts.penalty(key, 1, { customDuration: seconds(policy.window) })).consumedPoints;
      const level = (await locks.get(key))?.consumedPoints ?? 0;
      if (counted < policy.after && level === 0) return true;
      if (!(await spend(lock, key, seconds(Math.min(policy.first * 2 ** level, policy.max))))) return false;
      // Only the attempt that took the lock gets here, so this read-then-write does not race.
      await locks.set(key, level + 1, seconds(policy.window + policy.max));
      return true;
    },
    unlock: async (name, key) => {
      const { attempts, lock, locks } = lockouts.get(name)!;
      await Promise.all([forget(attempts, key), forget(lock, key), forget(locks, key)]);
    },
    use: async (name, key, { points, duration }) => {
      const id = `${name}:${points}:${duration}`;
      if (!allowances.has(id)) allowances.set(id, limiter(`allowance:${name}`, points, seconds(duration)));
      try {
        await allowances.get(id)!.consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterMs: error.msBeforeNext };
        throw error;
      }
    },
  };
}
