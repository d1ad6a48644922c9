import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER, LTI_ROUTES } from '@cytocampus/contracts';
import { framedCookieOptions, isFramedSession, sessionTokenOf } from './session-cookie.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Your page is out of date. Please reload and try again.';

/**
 * Writes another party posts cross-site, authenticated by what it signed rather than by a cookie:
 * an LTI platform's login and launch (docs/adr/0042). Paths under API_PREFIX.
 */
export const CSRF_EXEMPT_ROUTES: readonly string[] = [LTI_ROUTES.login, LTI_ROUTES.launch];

const sign = (secret: string, nonce: string, session: string) => createHmac('sha256', secret).update(`${nonce}|${session}`).digest('base64url');

/** A token bound to the session cookie it was issued with (signed double-submit, OWASP). */
export function issueCsrfToken(res: Response, secret: string, sessionToken: string | null, secure: boolean, framed = false): string {
  const nonce = randomBytes(18).toString('base64url');
  const token = `${nonce}.${sign(secret, nonce, sessionToken ?? '')}`;
  // Readable by the page's script (that is the point), never sent cross-site; a framed session's
  // inside the platform's partition only (docs/adr/0042), where a Strict cookie would not exist.
  res.cookie(CSRF_COOKIE, token, framed ? { ...framedCookieOptions(), httpOnly: false } : { httpOnly: false, sameSite: 'strict', secure, path: '/' });
  return token;
}

function tokenMatches(secret: string, token: string, sessionToken: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, nonce, sessionToken));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Writes need the header to equal the cookie and the token to be bound to the current session.
 * Reads hand out a token when the browser has none yet. A request with an Authorization header is
 * authenticated by it alone, never by a cookie (SessionsService): no ambient credential, nothing to
 * forge, so neither check nor token (docs/adr/0034).
 */
export function csrfProtection(secret: string, secure: boolean) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.get('authorization') !== undefined || CSRF_EXEMPT_ROUTES.includes(req.path)) {
      next();
      return;
    }
    const cookies = req.cookies as Record<string, string | undefined>;
    const cookie = cookies[CSRF_COOKIE];
    const session = sessionTokenOf(cookies) ?? '';
    if (!UNSAFE.has(req.method)) {
      if (!cookie || !tokenMatches(secret, cookie, session)) issueCsrfToken(res, secret, session || null, secure, isFramedSession(cookies));
      next();
      return;
    }
    const header = req.get(CSRF_HEADER);
    if (req.get('sec-fetch-site') === 'cross-site' || !cookie || header !== cookie || !tokenMatches(secret, cookie, session)) {
      res.status(403).json({ code: 403, message: CSRF_MESSAGE, field: null });
      return;
    }
    next();
  };
}
