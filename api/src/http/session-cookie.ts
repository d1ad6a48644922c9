import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@cytocampus/contracts';

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
