import type { UserState } from '../state.js';

/** What a new token depends on in its user's stream, loaded by the caller (who also checked who may issue it). */
export type TokenOwner = Pick<UserState, 'exists' | 'userId' | 'disabled'>;

/** The secret is made by the caller; only its hash and first characters reach the decider. Times are ISO strings. */
export type TokenCommand =
  { type: 'IssueToken'; owner: TokenOwner; name: string; hash: string; prefix: string; expiresAt: string | null } | { type: 'RevokeToken'; userId: string };
