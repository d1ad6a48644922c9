import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { ACCESS_TOKEN_PREFIX } from '@cytocampus/contracts';
import { hashToken } from './secret-tokens.js';

export interface NewAccessToken {
  /** Shown once, in the answer that issues it; never stored. */
  token: string;
  /** SHA-256 of the token: what events and the read model hold. */
  hash: string;
  /** The prefix and the first characters of the secret, to recognise it in a list. */
  prefix: string;
}

/** A personal access token: the recognisable prefix and 256 random bits (docs/adr/0034). */
export function newAccessToken(): NewAccessToken {
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token), prefix: token.slice(0, ACCESS_TOKEN_PREFIX.length + 4) };
}

/**
 * The credential of a request that carries an Authorization header: the bearer token, or '' when
 * the header is of another kind (refused like an unknown token); null without the header, when
 * the session cookie decides. A request with the header never falls back to the cookie: that is
 * what lets it skip the CSRF check (a browser never adds the header by itself).
 */
export function bearerOf(req: Request): string | null {
  const header = req.get('authorization');
  if (header === undefined) return null;
  return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? '';
}
