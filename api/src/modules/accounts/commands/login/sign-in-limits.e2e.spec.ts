import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { DEMO } from '../../../../testing/factories.js';
import { TestClient } from '../../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../../testing/test-server.js';

// Short locks so that the test can wait them out: 4 s, then 8 s. The lock starts when the attempt
// that takes it arrives, before its password check; the waits leave a margin for slow hashing.
const FIRST_S = 4;
const LOCKOUT = { LOGIN_LOCKOUT_AFTER: '10', LOGIN_LOCKOUT_FIRST: String(FIRST_S), LOGIN_LOCKOUT_MAX: '60' };
const REDIS = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID().slice(0, 8)}` };

/** TRUST_PROXY defaults to loopback, so the test can speak for any client address. */
const signIn = (email: string, password: string, ip: string) =>
  new TestClient(t.url).call('post', '/api/v1/login', { email, password, website: '' }, { 'X-Forwarded-For': ip });
const tenAddresses = (i: number) => `203.0.113.${i % 10}`;
const tooMany = { code: 429, message: MSG.tooManyAttempts, field: null };

let t: TestServer;

describe.each([
  ['in memory', LOCKOUT],
  ['in Redis', { ...LOCKOUT, ...REDIS }],
])('sign-in lockout per account (limits %s)', (_store, env) => {
  beforeAll(async () => (t = await startTestServer({ env })));
  afterAll(() => t.close());

  it('refuses guesses spread over 10 addresses after 10, and the real password until the lock ends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(DEMO.super.email, `Guess-${i}x`, tenAddresses(i))).status);
    // Two attempts per address: far under the per-address budgets; the account limit refuses.
    expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)]);
    const locked = await signIn(DEMO.super.email, DEMO.super.password, '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(tooMany);
    // Other accounts are not affected.
    expect((await signIn(DEMO.manager.email, 'Wrong-Pass1', '203.0.113.0')).status).toBe(401);

    await sleep(FIRST_S * 1000 + 500);
    expect((await signIn(DEMO.super.email, DEMO.super.password, '198.51.100.1')).status).toBe(200);
  });

  it('doubles the lock with each further failure, and a successful sign-in clears it', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(DEMO.admin.email, `Guess-${i}x`, tenAddresses(i))).status).toBe(401);
    await sleep(FIRST_S * 1000 + 500);
    // One attempt goes through after the lock, and locks the account for twice as long.
    expect((await signIn(DEMO.admin.email, 'Guess-10x', '198.51.100.2')).status).toBe(401);
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, '198.51.100.2')).body).toEqual(tooMany);
    await sleep(FIRST_S * 1000 + 500);
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, '198.51.100.2')).body).toEqual(tooMany);
    await sleep(FIRST_S * 1000);
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, '198.51.100.2')).status).toBe(200);
    // Counting starts again from zero: a wrong password, then the right one, both checked.
    expect((await signIn(DEMO.admin.email, 'Guess-11x', '198.51.100.3')).status).toBe(401);
    expect((await signIn(DEMO.admin.email, DEMO.admin.password, '198.51.100.3')).status).toBe(200);
  });

  it('locks an unknown address the same way (a 429 tells nothing about accounts)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn('nobody@lab.test', `Guess-${i}x`, tenAddresses(i))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });
});
