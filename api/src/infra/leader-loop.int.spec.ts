/**
 * LeaderLoop on real PostgreSQL (its lock is an advisory lock): passes, rests, nudges, failures,
 * and one loop at a time across two holders of the same lock.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@cytocampus/testing';
import { LeaderLoop } from './leader-loop.js';
import { createLogger } from './logger.js';

const LOCK = { key: 0x6363_7465_7374, name: 'leader loop test' };
const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(async () => db.drop());

describe('LeaderLoop', () => {
  it('runs passes back to back while they find work, rests when they do not, and wakes on nudge', async () => {
    let work = 3;
    const passes: number[] = [];
    const loop = new LeaderLoop(db.sql, logger, { lock: LOCK, restMs: 60_000, pass: () => Promise.resolve((passes.push(work), work-- > 0)) });
    loop.start();
    await loop.nextPass();
    // Three passes with work, then one that found none: resting a minute from there on.
    await sleep(100);
    expect(passes).toEqual([3, 2, 1, 0]);
    work = 1;
    loop.nudge();
    await sleep(100);
    expect(passes).toEqual([3, 2, 1, 0, 1, 0]);
    await loop.stop();
  });

  it('logs a failed pass and goes on after its rest', async () => {
    let calls = 0;
    const loop = new LeaderLoop(db.sql, logger, {
      lock: LOCK,
      restMs: 60_000,
      restAfterErrorMs: 10,
      pass: () => {
        calls++;
        return calls === 1 ? Promise.reject(new Error('the database went away')) : Promise.resolve(false);
      },
    });
    loop.start();
    await sleep(300);
    expect(calls).toBe(2);
    await loop.stop();
    expect(loop.stopped).toBe(true);
  });

  it('runs one holder of a lock at a time; the standby takes over when the first stops', async () => {
    const ran: string[] = [];
    const first = new LeaderLoop(db.sql, logger, { lock: LOCK, restMs: 20, pass: () => Promise.resolve(void ran.push('first')) });
    const second = new LeaderLoop(db.sql, logger, { lock: LOCK, restMs: 20, pass: () => Promise.resolve(void ran.push('second')) });
    first.start();
    await first.nextPass();
    second.start();
    await sleep(300);
    expect(ran.length).toBeGreaterThan(1);
    expect(new Set(ran)).toEqual(new Set(['first']));
    await first.stop();
    await second.nextPass();
    expect(ran.at(-1)).toBe('second');
    await second.stop();
  }, 30_000);
});
