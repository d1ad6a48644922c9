import { DEFAULT_PREFERENCES, type Bio, type Preferences, type Role } from '@cytocampus/contracts';
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
  /** Hashes of the sessions currently open. */
  sessions: ReadonlySet<string>;
  /** Outstanding reset links: token hash → expiry (ISO). */
  resetTokens: ReadonlyMap<string, string>;
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
  sessions: new Set(),
  resetTokens: new Map(),
});

const without = <T>(set: ReadonlySet<T>, value: T): Set<T> => {
  const next = new Set(set);
  next.delete(value);
  return next;
};

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
    case 'UserSignedIn':
      return { ...state, sessions: new Set(state.sessions).add(event.data.sessionHash) };
    case 'UserSignedOut':
      return { ...state, sessions: without(state.sessions, event.data.sessionHash) };
    case 'UserSignedOutEverywhere':
      return { ...state, sessions: new Set() };
    case 'TermsAccepted':
      return { ...state, terms: event.data.version };
    case 'PreferencesChanged':
      return { ...state, preferences: { ...state.preferences, ...event.data.changes } };
    case 'ProfileUpdated':
      return state.bio ? { ...state, bio: { ...state.bio, ...event.data.changes } } : state;
    case 'PasswordResetRequested':
      return { ...state, resetTokens: new Map(state.resetTokens).set(event.data.tokenHash, event.data.expiresAt) };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, sessions: new Set(), resetTokens: new Map() };
    case 'UserDeactivated':
      return { ...state, disabled: true, sessions: new Set() };
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
      return { ...state, exists: false, deleted: true, sessions: new Set(), resetTokens: new Map() };
  }
}
