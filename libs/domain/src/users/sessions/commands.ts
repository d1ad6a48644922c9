import type { UserState } from '../state.js';

/** What a new session depends on in the user's stream, loaded by the caller (who also checked the password). */
export type SessionOwner = Pick<UserState, 'exists' | 'userId' | 'disabled' | 'sessionEpoch'>;

/** The identity provider a sign-in went through (absent or null: the password). */
export interface SessionVia {
  providerId: string;
}

/** Times are ISO strings injected by the caller; the session's token hash names its stream. */
export type SessionCommand =
  | { type: 'StartSession'; owner: SessionOwner; expiresAt: string; userAgent: string | null; ip: string | null; via?: SessionVia | null }
  | { type: 'EndSession'; userId: string };
