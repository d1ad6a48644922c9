import type { CookieOptions, Response } from 'express';
import { LTI_SESSION_COOKIE, SESSION_COOKIE } from '@cytocampus/contracts';

export function sessionCookieOptions(secure: boolean, maxAgeMs?: number): CookieOptions {
  // Lax: a link from an e-mail or another site still opens the signed-in app; CSRF tokens guard writes.
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

/**
 * The cookies of a session opened by an LTI launch, inside the platform's frame (docs/adr/0042):
 * SameSite=None, or a frame on another site would not send them, and Partitioned (CHIPS), so that
 * they exist only under the platform's page: the same browser on our own site never sees them, and
 * browsers that block third-party cookies still keep them. Secure, as SameSite=None requires
 * (browsers take it over plain http from localhost only: LTI needs https anywhere else).
 */
export const framedCookieOptions = (maxAgeMs?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'none',
  secure: true,
  partitioned: true,
  path: '/',
  ...(maxAgeMs ? { maxAge: maxAgeMs } : {}),
});

export function setSessionCookie(res: Response, token: string, secure: boolean, maxAgeMs: number): void {
  res.cookie(SESSION_COOKIE, token, sessionCookieOptions(secure, maxAgeMs));
}

export function setFramedSessionCookie(res: Response, token: string, maxAgeMs: number): void {
  res.cookie(LTI_SESSION_COOKIE, token, framedCookieOptions(maxAgeMs));
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
  res.clearCookie(LTI_SESSION_COOKIE, framedCookieOptions());
}

type Cookies = Record<string, string | undefined>;

/** The session a request carries: our own site's, else a framed one (present only inside a platform's page). */
export const sessionTokenOf = (cookies: Cookies): string | undefined => cookies[SESSION_COOKIE] ?? cookies[LTI_SESSION_COOKIE];

/** Whether the request's session is a framed one: its CSRF token then goes into a framed cookie too. */
export const isFramedSession = (cookies: Cookies): boolean => cookies[SESSION_COOKIE] === undefined && cookies[LTI_SESSION_COOKIE] !== undefined;
