import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Principal } from '../../../../auth/principal.js';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK } from '../../../../infra/tokens.js';

const TTL_MS = 60_000;
/** Session and slide pairs remembered at most; past it the least recently used are forgotten first. */
const MAX_ENTRIES = 10_000;

/**
 * Who may read which slide, remembered per session for a minute: a viewer asks for hundreds of
 * tiles a minute and each would otherwise cost a read of the slide and its stream. A session that
 * ends or loses access is refused at the latest a minute later (tiles are not the slide's data).
 */
@Injectable()
export class SlideAccessCache {
  private readonly entries: LRUCache<string, Promise<unknown>>;

  constructor(@Inject(CLOCK) clock: Clock) {
    // The minute runs from the load (a hit does not extend it), on the injected clock, read at each
    // lookup (ttlResolution 0: no reading is reused).
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttl: TTL_MS, ttlResolution: 0, perf: { now: () => clock.now().getTime() } });
  }

  remember<T>(sessionHash: string, slideId: string, load: () => Promise<T>): Promise<T> {
    const key = `${sessionHash}:${slideId}`;
    const hit = this.entries.get(key);
    if (hit) return hit as Promise<T>;
    const value = load();
    this.entries.set(key, value);
    // A refusal is not remembered: the next request asks again (unless a newer load took its place).
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }

  /** The principal behind a session, under the same minute's rule; no session is never remembered. */
  async principal(sessionHash: string, load: () => Promise<Principal | null>): Promise<Principal | null> {
    const noSession = new Error('no session');
    return this.remember(sessionHash, '', async () => (await load()) ?? Promise.reject(noSession)).catch((error: unknown) => {
      if (error === noSession) return null;
      throw error;
    });
  }
}
