import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { RedisClientType } from 'redis';
import type { Config } from '../../../infra/config.js';
import type { Secrets } from '../../../infra/secrets.js';
import { CONFIG, REDIS, SECRETS } from '../../../infra/tokens.js';

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_S = 10 * 60;

/**
 * Self-hosted proof of work (ALTCHA): the browser spends about a second finding a counter; the
 * server checks the signed challenge, the solution and that the challenge was not used before.
 */
@Injectable()
export class CaptchaService {
  private readonly usedLocally = new Map<string, number>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(REDIS) private readonly redis: RedisClientType | null,
  ) {}

  challenge(): Promise<Challenge> {
    const { cost, counterMin, counterMax } = this.config.captcha;
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(counterMin, counterMax),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
      hmacSignatureSecret: this.secrets.signing,
      hmacKeySignatureSecret: `${this.secrets.signing}:key`,
    });
  }

  /** `token` is the widget's payload: base64 of {challenge, solution}. */
  async verify(token: string): Promise<boolean> {
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    } catch {
      return false;
    }
    if (!payload?.challenge?.signature || !payload.solution) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secrets.signing,
      hmacKeySignatureSecret: `${this.secrets.signing}:key`,
    }).catch(() => ({ verified: false }));
    return result.verified && (await this.firstUse(payload.challenge.signature));
  }

  /** A solved challenge is good for one registration (per process while Redis is away). */
  private async firstUse(signature: string): Promise<boolean> {
    if (this.redis?.isReady) return (await this.redis.set(`${this.config.redisPrefix}:captcha:${signature}`, '1', { NX: true, EX: CHALLENGE_TTL_S })) === 'OK';
    const now = Date.now();
    for (const [key, expires] of this.usedLocally) if (expires < now) this.usedLocally.delete(key);
    if (this.usedLocally.has(signature)) return false;
    this.usedLocally.set(signature, now + CHALLENGE_TTL_S * 1000);
    return true;
  }
}
