import { MSG } from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';

/**
 * One account per e-mail address: the address is reserved in its own stream, appended with
 * "no stream expected", before the account is created (docs/adr/0004-accounts-and-sessions.md).
 */
export const emailStream = (email: string): string => `email-${email.trim().toLowerCase()}`;

export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string; reservedAt: string }>;
export type EmailReleased = DomainEvent<'EmailReleased', { email: string; userId: string }>;
export type EmailReservationEvent = EmailReserved | EmailReleased;

/**
 * A registration that crashed between reserving and creating the account leaves an owner without
 * an account. Such a reservation may be taken over once it is older than this, never sooner: a
 * registration still in flight must not lose its address.
 */
export const ABANDONED_RESERVATION_MS = 5 * 60 * 1000;

export type EmailReservationCommand =
  /** `ownerHasAccount`: whether the handler found the current owner's account. */
  { type: 'ReserveEmail'; email: string; userId: string; ownerHasAccount: boolean; now: string } | { type: 'ReleaseEmail'; userId: string };

export interface EmailReservationState {
  email: string | null;
  ownerId: string | null;
  reservedAt: string | null;
}

const abandoned = (state: EmailReservationState, ownerHasAccount: boolean, now: string): boolean =>
  !ownerHasAccount && state.reservedAt !== null && Date.parse(now) - Date.parse(state.reservedAt) >= ABANDONED_RESERVATION_MS;

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationEvent, EmailReservationState> = {
  initialState: () => ({ email: null, ownerId: null, reservedAt: null }),
  evolve: (state, event) =>
    event.type === 'EmailReserved'
      ? { email: event.data.email, ownerId: event.data.userId, reservedAt: event.data.reservedAt }
      : { ...state, ownerId: null, reservedAt: null },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReserveEmail':
        if (state.ownerId === command.userId) return [];
        if (state.ownerId !== null && !abandoned(state, command.ownerHasAccount, command.now)) refuse('conflict', MSG.emailExists, 'email');
        return [{ type: 'EmailReserved', data: { email: command.email, userId: command.userId, reservedAt: command.now } }];
      case 'ReleaseEmail':
        return state.ownerId === command.userId && state.email !== null
          ? [{ type: 'EmailReleased', data: { email: state.email, userId: command.userId } }]
          : [];
    }
  },
};
