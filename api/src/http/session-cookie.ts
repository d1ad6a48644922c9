import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@cytocampus/contracts';

/** Session tokens are random; only their SHA-256 is stored (events and read model). */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function sessionCookieOptions(secure: boolean, maxAgeMs?: number): CookieOptions {
  // Lax: a link from an e-mail or another site still opens the signed-in app; CSRF tokens guard writes.
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function setSessionCookie(res: Response, token: string, secure: boolean, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(secure, maxAgeMs));
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}
