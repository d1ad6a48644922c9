import type { DomainEvent } from '../../core/decider.js';

/**
 * A personal access token was issued for `userId` (ADR 0034). Each token is a stream of its own,
 * `token-<id>`, so that issuing and revoking never lengthen the user's stream, which every user
 * command replays (ADR 0020). Only the SHA-256 of the secret is recorded, never the secret; `prefix`
 * is its first characters, enough to recognise it in a list.
 */
export type TokenIssued = DomainEvent<'TokenIssued', { userId: string; name: string; hash: string; prefix: string; expiresAt: string | null }>;
/** The token was revoked: every request that carries it is refused from then on. */
export type TokenRevoked = DomainEvent<'TokenRevoked', { userId: string }>;

export type TokenEvent = TokenIssued | TokenRevoked;

/**
 * A token was used (the time is the event's). Recorded at most once an hour per token and API
 * process, in `tokenuse-<id>`, which no command replays: the list's "last used" without an event
 * per request.
 */
export type TokenUsed = DomainEvent<'TokenUsed', Record<string, never>>;

export const tokenStream = (tokenId: string): string => `token-${tokenId}`;
export const tokenUseStream = (tokenId: string): string => `tokenuse-${tokenId}`;
