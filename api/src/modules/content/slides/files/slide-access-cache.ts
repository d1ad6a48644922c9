import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../../auth/principal.js';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Who may read which slide, remembered per session for a minute: a viewer asks for hundreds of
 * tiles a minute and each would otherwise cost a read of the slide and its stream. A session that
 * ends or loses access is refused at the latest a minute later (tiles are not the slide's data).
 */
@Injectable()
export class SlideAccessCache {
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>();

  remember<T>(sessionHash: string, slideId: string, load: () => Promise<T>): Promise<T> {
    const key = `${sessionHash}:${slideId}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = load();
    this.entries.set(key, { until: now + TTL_MS, value });
    // A refusal is not remembered: the next request asks again.
    value.catch(() => this.entries.delete(key));
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
