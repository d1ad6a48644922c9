import type { Bio, PinnedItem, Preferences, Role } from '@cytocampus/contracts';
import type { DomainEvent } from '../core/decider.js';

/** How an account came to be ('provider': at its first sign-in through an organization's identity provider). */
export type UserOrigin = 'registration' | 'seed' | 'admin' | 'import' | 'provider';

export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    passwordHash: string;
    role: Role;
    orgId: string | null;
    groupId: string | null;
    bio: Bio;
    /** Only the preferences that differ from the defaults. */
    preferences: Partial<Preferences>;
    terms: number;
    origin: UserOrigin;
  }
>;
/**
 * Legacy: a session began (only a hash of the session token is recorded). No longer appended: a
 * session now has a stream of its own (sessions/, ADR 0020); user streams written before keep these
 * and the sessions projection still applies them.
 */
export type UserSignedIn = DomainEvent<'UserSignedIn', { sessionHash: string; expiresAt: string; userAgent: string | null; ip: string | null }>;
/** Legacy: a session of UserSignedIn was signed out (see there). */
export type UserSignedOut = DomainEvent<'UserSignedOut', { sessionHash: string }>;
export type UserSignedOutEverywhere = DomainEvent<'UserSignedOutEverywhere', Record<string, never>>;
export type TermsAccepted = DomainEvent<'TermsAccepted', { version: number }>;
/** Only the keys that changed, with their new values. */
export type PreferencesChanged = DomainEvent<'PreferencesChanged', { changes: Partial<Preferences> }>;
export type ProfileUpdated = DomainEvent<'ProfileUpdated', { changes: Partial<Bio> }>;
export type PasswordResetRequested = DomainEvent<'PasswordResetRequested', { tokenHash: string; expiresAt: string }>;
/** Every session and outstanding reset link ends with a password change. */
export type PasswordChanged = DomainEvent<'PasswordChanged', { passwordHash: string; via: 'reset' | 'self' | 'admin' }>;
export type UserDeactivated = DomainEvent<'UserDeactivated', Record<string, never>>;
export type UserReactivated = DomainEvent<'UserReactivated', Record<string, never>>;
export type UserEmailChanged = DomainEvent<'UserEmailChanged', { email: string; previous: string }>;
export type UserRoleChanged = DomainEvent<'UserRoleChanged', { role: Role; previous: Role }>;
/** The complete override map after the change. */
export type UserPermissionsChanged = DomainEvent<'UserPermissionsChanged', { permissions: Record<string, boolean> }>;
/** Organization and group together: a group belongs to one organization. */
export type UserMembershipChanged = DomainEvent<'UserMembershipChanged', { orgId: string | null; groupId: string | null }>;
export type CurriculumAssigned = DomainEvent<'CurriculumAssigned', { curriculum: string | null }>;
/** The account is gone; its sessions end and its e-mail address is released. */
export type UserDeleted = DomainEvent<'UserDeleted', { email: string }>;
/** An item joined the user's pinned list (favourite courses are pinned items of type module). */
export type ItemPinned = DomainEvent<'ItemPinned', { item: PinnedItem }>;
export type ItemUnpinned = DomainEvent<'ItemUnpinned', { item: PinnedItem }>;
/**
 * The account signs in through the identity provider `providerId` as its `subject` (at most one
 * subject per provider): linked when the first sign-in made the account ('provisioned'), or after
 * the account's password was confirmed ('password'). `email` is what the provider sent then.
 * The pair is reserved in its own stream first (identity-reservations).
 */
export type IdentityLinked = DomainEvent<'IdentityLinked', { providerId: string; subject: string; email: string; via: 'provisioned' | 'password' }>;

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | UserSignedOut
  | UserSignedOutEverywhere
  | TermsAccepted
  | PreferencesChanged
  | ProfileUpdated
  | PasswordResetRequested
  | PasswordChanged
  | UserDeactivated
  | UserReactivated
  | UserEmailChanged
  | UserRoleChanged
  | UserPermissionsChanged
  | UserMembershipChanged
  | CurriculumAssigned
  | UserDeleted
  | ItemPinned
  | ItemUnpinned
  | IdentityLinked;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'UserSignedOut',
  'UserSignedOutEverywhere',
  'TermsAccepted',
  'PreferencesChanged',
  'ProfileUpdated',
  'PasswordResetRequested',
  'PasswordChanged',
  'UserDeactivated',
  'UserReactivated',
  'UserEmailChanged',
  'UserRoleChanged',
  'UserPermissionsChanged',
  'UserMembershipChanged',
  'CurriculumAssigned',
  'UserDeleted',
  'ItemPinned',
  'ItemUnpinned',
  'IdentityLinked',
] as const satisfies readonly UserEvent['type'][];

/**
 * The user events that end every session of the user at once. Each starts a new session epoch
 * (UserState.sessionEpoch); the sessions projection counts them the same way, so that a session
 * started in an epoch that has already ended never opens (ADR 0020).
 */
export const ENDS_EVERY_SESSION = [
  'UserSignedOutEverywhere',
  'PasswordChanged',
  'UserDeactivated',
  'UserDeleted',
] as const satisfies readonly UserEvent['type'][];

export const userStream = (userId: string): string => `user-${userId}`;
