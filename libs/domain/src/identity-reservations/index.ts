import { OIDC_MSG } from '@cytocampus/contracts';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { ABANDONED_RESERVATION_MS } from '../email-reservations/index.js';

/**
 * One account per provider subject: the pair is reserved in its own stream, appended with "no
 * stream expected", before the account is made or linked (as `email-…` reserves an address). The
 * subject is hashed in the name: providers may send any text as `sub`, and a stream name stays short
 * and plain. Pure JavaScript SHA-256 (@noble/hashes), so the API and the projections name the stream
 * alike, and the web bundle that imports this library needs no Node.js module.
 */
export const subjectHash = (subject: string): string => bytesToHex(sha256(utf8ToBytes(subject)));
export const identityStream = (providerId: string, subject: string): string => `identity-${providerId}.${subjectHash(subject)}`;

export type IdentityClaimed = DomainEvent<'IdentityClaimed', { providerId: string; subject: string; userId: string; claimedAt: string }>;
export type IdentityReleased = DomainEvent<'IdentityReleased', { userId: string }>;
export type IdentityReservationEvent = IdentityClaimed | IdentityReleased;

export type IdentityReservationCommand =
  /** `ownerHasAccount`: whether the handler found the current owner's account. */
  | { type: 'ClaimIdentity'; providerId: string; subject: string; userId: string; ownerHasAccount: boolean; now: string }
  | { type: 'ReleaseIdentity'; userId: string };

export interface IdentityReservationState {
  ownerId: string | null;
  claimedAt: string | null;
}

/** A first sign-in that crashed between claiming and making the account leaves an owner without one; after a while another may claim. */
const abandoned = (state: IdentityReservationState, ownerHasAccount: boolean, now: string): boolean =>
  !ownerHasAccount && state.claimedAt !== null && Date.parse(now) - Date.parse(state.claimedAt) >= ABANDONED_RESERVATION_MS;

export const identityReservationDecider: Decider<IdentityReservationCommand, IdentityReservationEvent, IdentityReservationState> = {
  initialState: () => ({ ownerId: null, claimedAt: null }),
  evolve: (_state, event) =>
    event.type === 'IdentityClaimed' ? { ownerId: event.data.userId, claimedAt: event.data.claimedAt } : { ownerId: null, claimedAt: null },
  decide: (command, state) => {
    switch (command.type) {
      case 'ClaimIdentity': {
        const { providerId, subject, userId, ownerHasAccount, now } = command;
        if (state.ownerId === userId) return [];
        if (state.ownerId !== null && !abandoned(state, ownerHasAccount, now)) refuse('conflict', OIDC_MSG.identityTaken);
        return [{ type: 'IdentityClaimed', data: { providerId, subject, userId, claimedAt: now } }];
      }
      case 'ReleaseIdentity':
        return state.ownerId === command.userId ? [{ type: 'IdentityReleased', data: { userId: command.userId } }] : [];
    }
  },
};
