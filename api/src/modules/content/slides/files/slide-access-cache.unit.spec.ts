import { beforeEach, describe, expect, it } from '@jest/globals';
import type { Principal } from '../../../../auth/principal.js';
import { SlideAccessCache } from './slide-access-cache.js';

let now: number;
let cache: SlideAccessCache;
let loads: string[];

beforeEach(() => {
  now = 1_000_000;
  // The cache reads this clock (lru-cache's `perf`): time moves only when the test moves it.
  cache = new SlideAccessCache({ now: () => new Date(now) });
  loads = [];
});

/** Asks for a session's access to a slide; answers whether it was loaded (not remembered). */
async function loaded(session: string, slide: string): Promise<boolean> {
  const before = loads.length;
  expect(await cache.remember(session, slide, () => (loads.push(`${session}:${slide}`), Promise.resolve(slide)))).toBe(slide);
  return loads.length > before;
}

describe('the slide access cache', () => {
  it('remembers access per session and slide', async () => {
    expect([await loaded('s1', 'a'), await loaded('s1', 'a'), await loaded('s2', 'a'), await loaded('s1', 'b')]).toEqual([true, false, true, true]);
  });

  it('forgets an entry a minute after it was loaded, however often it was used meanwhile', async () => {
    expect(await loaded('s1', 'a')).toBe(true);
    now += 30_000;
    expect(await loaded('s1', 'a')).toBe(false);
    now += 29_999;
    expect(await loaded('s1', 'a')).toBe(false);
    now += 2;
    expect(await loaded('s1', 'a')).toBe(true);
  });

  it('forgets the least recently used entry when full, not everything', async () => {
    for (let i = 0; i < 10_000; i++) await loaded('s', String(i));
    // Used again: now the most recent; "1" is the least recently used.
    expect(await loaded('s', '0')).toBe(false);
    expect(await loaded('s', 'new')).toBe(true);
    expect([await loaded('s', '0'), await loaded('s', '2'), await loaded('s', '9999'), await loaded('s', '1')]).toEqual([false, false, false, true]);
  });

  it('does not remember a refusal, nor a missing session', async () => {
    const refused = new Error('not found');
    let calls = 0;
    const refuse = () => (calls++, Promise.reject(refused));
    await expect(cache.remember('s1', 'a', refuse)).rejects.toBe(refused);
    await expect(cache.remember('s1', 'a', refuse)).rejects.toBe(refused);
    expect(calls).toBe(2);

    const principal = { userId: 'u1' } as Principal;
    let sessionLoads = 0;
    const session = (found: Principal | null) => () => (sessionLoads++, Promise.resolve(found));
    expect(await cache.principal('s1', session(null))).toBeNull();
    expect(await cache.principal('s1', session(principal))).toBe(principal);
    expect(await cache.principal('s1', session(null))).toBe(principal);
    expect(sessionLoads).toBe(2);
  });
});
