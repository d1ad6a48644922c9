import type { DomainEvent } from '../../core/decider.js';
import type { SessionVia } from './commands.js';

/**
 * A session began. Each session is a stream of its own, `session-<hash of its token>` (only the
 * hash is ever recorded), so that signing in never lengthens the user's stream, which every user
 * command replays (ADR 0020). `epoch` is the user's session epoch when it began: if the user ended
 * every session in the meantime (ENDS_EVERY_SESSION), this one never opens. `via` names the identity
 * provider of a sign-in through one; a password sign-in has none, nor has any session recorded before.
 */
export type SessionStarted = DomainEvent<
  'SessionStarted',
  { userId: string; epoch: number; expiresAt: string; userAgent: string | null; ip: string | null; via?: SessionVia }
>;
/** The user signed this session out. */
export type SessionEnded = DomainEvent<'SessionEnded', { userId: string }>;

export type SessionEvent = SessionStarted | SessionEnded;

export const SESSION_EVENT_TYPES = ['SessionStarted', 'SessionEnded'] as const satisfies readonly SessionEvent['type'][];

export const sessionStream = (sessionHash: string): string => `session-${sessionHash}`;
