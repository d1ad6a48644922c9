import { DEFAULT_PREFERENCES, type Bio, type PinnedItem, type Preferences, type Role } from '@cytocampus/contracts';
import type { UserEvent } from './events.js';

export interface UserState {
  exists: boolean;
  userId: string | null;
  email: string | null;
  passwordHash: string | null;
  role: Role;
  orgId: string | null;
  groupId: string | null;
  curriculum: string | null;
  /** The user's own overrides of the role defaults. */
  permissions: Record<string, boolean>;
  disabled: boolean;
  deleted: boolean;
  terms: number;
  preferences: Preferences;
  bio: Bio | null;
  /**
   * How many times every session of the user has ended at once (ENDS_EVERY_SESSION). A new session
   * records it, so that it never outlives an end of every session it raced with (ADR 0020). The
   * sessions themselves are not here: they live in streams of their own, which no user command replays.
   */
  sessionEpoch: number;
  pinned: readonly PinnedItem[];
  /** Outstanding reset links: token hash → expiry (ISO). */
  resetTokens: ReadonlyMap<string, string>;
  /** The identity providers the account signs in through: provider id → subject. */
  identities: ReadonlyMap<string, string>;
}

export const initialUserState = (): UserState => ({
  exists: false,
  userId: null,
  email: null,
  passwordHash: null,
  role: 'guest',
  orgId: null,
  groupId: null,
  curriculum: null,
  permissions: {},
  disabled: false,
  deleted: false,
  terms: 0,
  preferences: DEFAULT_PREFERENCES,
  bio: null,
  sessionEpoch: 0,
  pinned: [],
  resetTokens: new Map(),
  identities: new Map(),
});

export const samePinnedItem = (a: PinnedItem, b: PinnedItem): boolean => a.type === b.type && a.itemId === b.itemId;
export const isPinned = (state: UserState, item: PinnedItem): boolean => state.pinned.some((p) => samePinnedItem(p, item));

/** The next epoch: every session begun before is over. */
const sessionsEnded = (state: UserState): UserState => ({ ...state, sessionEpoch: state.sessionEpoch + 1 });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        userId: d.userId,
        email: d.email,
        passwordHash: d.passwordHash,
        role: d.role,
        orgId: d.orgId,
        groupId: d.groupId,
        terms: d.terms,
        preferences: { ...DEFAULT_PREFERENCES, ...d.preferences },
        bio: d.bio,
      };
    }
    // Legacy sign-ins and sign-outs of one session: no user decision depends on them.
    case 'UserSignedIn':
    case 'UserSignedOut':
      return state;
    case 'UserSignedOutEverywhere':
      return sessionsEnded(state);
    case 'TermsAccepted':
      return { ...state, terms: event.data.version };
    case 'PreferencesChanged':
      return { ...state, preferences: { ...state.preferences, ...event.data.changes } };
    case 'ProfileUpdated':
      return state.bio ? { ...state, bio: { ...state.bio, ...event.data.changes } } : state;
    case 'PasswordResetRequested':
      return { ...state, resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, event.data.expiresAt) };
    case 'PasswordChanged':
      return sessionsEnded({ ...state, passwordHash: event.data.passwordHash, resetTokens: new Map() });
    case 'UserDeactivated':
      return sessionsEnded({ ...state, disabled: true });
    case 'UserReactivated':
      return { ...state, disabled: false };
    case 'UserEmailChanged':
      return { ...state, email: event.data.email };
    case 'UserRoleChanged':
      return { ...state, role: event.data.role };
    case 'UserPermissionsChanged':
      return { ...state, permissions: event.data.permissions };
    case 'UserMembershipChanged':
      return { ...state, orgId: event.data.orgId, groupId: event.data.groupId };
    case 'CurriculumAssigned':
      return { ...state, curriculum: event.data.curriculum };
    case 'UserDeleted':
      return sessionsEnded({ ...state, exists: false, deleted: true, resetTokens: new Map() });
    case 'ItemPinned':
      return isPinned(state, event.data.item) ? state : { ...state, pinned: [...state.pinned, event.data.item] };
    case 'ItemUnpinned':
      return { ...state, pinned: state.pinned.filter((p) => !samePinnedItem(p, event.data.item)) };
    case 'IdentityLinked':
      return { ...state, identities: new Map(state.identities).set(event.data.providerId, event.data.subject) };
  }
}
