import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, type RedisClientType } from 'redis';
import { createRateLimits } from './rate-limits.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_BUDGET = 10; // rate-limits.ts BUDGETS.loginPerIpAndAddress

let shared: RedisClientType;
beforeAll(async () => {
  shared = createClient({ url: REDIS_URL });
  await shared.connect();
});
afterAll(async () => {
  await shared.quit();
});

/** Takes the sign-in budget of one key until refused; the number of attempts let through. */
async function attemptsAllowed(limits: ReturnType<typeof createRateLimits>, key: string): Promise<number> {
  let allowed = 0;
  while (allowed <= LOGIN_BUDGET && (await limits.take('loginPerIpAndAddress', key))) allowed++;
  return allowed;
}

describe('rate limits in Redis (createRateLimits)', () => {
  it('share one budget between API processes while Redis is there', async () => {
    const prefix = `test-rl-${randomUUID()}`;
    const [first, second] = [createRateLimits(shared, prefix), createRateLimits(shared, prefix)];
    for (let i = 0; i < LOGIN_BUDGET / 2; i++) expect(await first.take('loginPerIpAndAddress', 'ip|a@b.c')).toBe(true);
    expect(await attemptsAllowed(second, 'ip|a@b.c')).toBe(LOGIN_BUDGET / 2);
  });

  it('count in the process while Redis is away instead of waiting for it, and still refuse past the budget', async () => {
    // A client whose Redis is gone (closed here; the topology's fault test stops the server itself).
    const client: RedisClientType = createClient({ url: REDIS_URL });
    client.on('error', () => undefined);
    // Every command sent to Redis is counted: none may be sent (node-redis would hold it up to 5 s).
    const sent: string[] = [];
    const away = new Proxy(client, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]): unknown => (sent.push(String(property)), (value as (...a: unknown[]) => unknown).apply(target, args));
      },
    });
    const limits = createRateLimits(away, `test-rl-${randomUUID()}`);
    expect(await attemptsAllowed(limits, 'ip|a@b.c')).toBe(LOGIN_BUDGET);
    await limits.reset('loginPerIpAndAddress', 'ip|a@b.c');
    expect(await limits.take('loginPerIpAndAddress', 'ip|a@b.c')).toBe(true); // forgotten in memory
    expect(await limits.takeOrLock('login', 'a@b.c', { after: 3, window: 60, first: 30, max: 600 })).toBe(true);
    await limits.unlock('login', 'a@b.c');
    expect(sent).toEqual([]);
  });
});
