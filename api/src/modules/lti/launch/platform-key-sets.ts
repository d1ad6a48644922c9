import { Injectable } from '@nestjs/common';
import { createRemoteJWKSet } from 'jose';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * The platforms' public keys, fetched from their key set URLs and kept (jose refetches when a token
 * names an unknown kid, at most every 30 s, so a platform's rotation is followed without a restart).
 */
@Injectable()
export class PlatformKeySets {
  private readonly sets = new Map<string, KeySet>();

  of(keySetUrl: string): KeySet {
    let set = this.sets.get(keySetUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(keySetUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
      this.sets.set(keySetUrl, set);
    }
    return set;
  }
}
