import type { Response } from 'express';
import { ApiException } from '../../../../http/api-exception.js';
import type { Allowance, RateLimits } from '../../../../infra/rate-limits.js';

const inSeconds = (seconds: number): string => (seconds === 1 ? 'a second' : `${seconds} seconds`);
export const tooManyObjectCrops = (seconds: number): string => `Too many object images requested. Please try again in ${inSeconds(seconds)}.`;

/**
 * Spends one of the user's object crop renders (each decodes tiles and encodes a JPEG on the API's
 * CPU), or refuses with 429 and Retry-After. Crops are cached by the browser for a year, so only
 * renders count; a viewer's tiles are files and are not limited.
 */
export async function spendObjectCrop(limits: RateLimits, allowance: Allowance, userId: string, res: Response): Promise<void> {
  const use = await limits.use('objectCrop', userId, allowance);
  if (use.allowed) return;
  const seconds = Math.max(1, Math.ceil(use.retryAfterMs / 1000));
  res.setHeader('Retry-After', String(seconds));
  throw new ApiException(429, tooManyObjectCrops(seconds));
}
