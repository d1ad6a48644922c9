/**
 * Personal access tokens (docs/adr/0034): a script sends `Authorization: Bearer <token>` and acts
 * with the permissions of the user the token belongs to, as they are at each request.
 */

/** Every token starts with this, so that secret scanners recognise one that leaked. */
export const ACCESS_TOKEN_PREFIX = 'cc_pat_';

/** Limits of a token's request (ours). */
export const ACCESS_TOKEN_LIMITS = { nameMax: 100, expiresInDaysMax: 3650 } as const;

/** The expiries the issue form offers, in days; null never expires. */
export const ACCESS_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365, null] as const;

/** POST /users/{id}/tokens: a name saying what the token is for, and its life in days (absent or null: it never expires). */
export interface AccessTokenRequest {
  name: string;
  expiresInDays?: number | null;
}

export type AccessTokenStatus = 'active' | 'expired' | 'revoked';

/** One token as the list shows it: never the secret, only its first characters. */
export interface AccessTokenItem {
  id: string;
  name: string;
  /** `cc_pat_` and the first characters of the secret. */
  prefix: string;
  status: AccessTokenStatus;
  created: number;
  /** Null: it never expires. */
  expires: number | null;
  /** Null: never used. Recorded at most once an hour per token and API process. */
  lastUsed: number | null;
  revoked: number | null;
  /** Who issued it (null when that account is gone). */
  createdByName: string | null;
}

/** GET /users/{id}/tokens: the user's tokens, newest first; `version` increases with every change (token notices carry it). */
export interface AccessTokenList {
  userId: string;
  version: number;
  items: AccessTokenItem[];
}

/** The answer of POST /users/{id}/tokens, the only one that ever holds the token itself. */
export interface IssuedAccessToken {
  token: string;
  item: AccessTokenItem;
}

/** Texts of the token screens and refusals (ours; docs/adr/0034). */
export const TOKEN_MSG = {
  tokenNotFound: 'Access token not found.',
  invalid: 'The access token is not valid: it is unknown, revoked or expired, or its user is deactivated.',
  cannotManageTokens: 'You are not allowed to manage the access tokens of this user!',
  forDeactivatedUser: 'A deactivated user cannot be given an access token.',
  notWithToken: 'An access token cannot issue access tokens. Sign in to issue one.',
  shownOnce: 'Copy the token now: it will not be shown again.',
} as const;
