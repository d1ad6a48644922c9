import { MSG, TERMS_VERSION, type Bio, type Preferences } from '@cytocampus/contracts';
import { applyPreferenceUpdate } from '@cytocampus/schema';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { UserCommand } from './commands.js';
import type { UserEvent } from './events.js';
import { evolveUser, initialUserState, type UserState } from './state.js';

const mustExist = (state: UserState): void => {
  if (!state.exists) refuse('not_found', 'User not found.');
};

/** Keys of `next` whose values differ from `current`. */
function changedKeys<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (next[key] !== undefined && next[key] !== current[key]) changes[key] = next[key];
  }
  return changes;
}

const isEmpty = (o: object): boolean => Object.keys(o).length === 0;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.exists) refuse('conflict', MSG.emailExists, 'email');
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data: { ...data, terms: 0 } }];
    }
    case 'SignIn':
      mustExist(state);
      if (state.disabled) refuse('forbidden', MSG.deactivated);
      return [{ type: 'UserSignedIn', data: { sessionHash: command.sessionHash, expiresAt: command.expiresAt, userAgent: command.userAgent, ip: command.ip } }];
    case 'SignOut':
      // Signing out a session that is already over changes nothing.
      return state.sessions.has(command.sessionHash) ? [{ type: 'UserSignedOut', data: { sessionHash: command.sessionHash } }] : [];
    case 'SignOutEverywhere':
      mustExist(state);
      return [{ type: 'UserSignedOutEverywhere', data: {} }];
    case 'AcceptTerms':
      mustExist(state);
      if (command.version !== TERMS_VERSION) refuse('invalid', 'Value is not valid', 'version');
      return state.terms >= command.version ? [] : [{ type: 'TermsAccepted', data: { version: command.version } }];
    case 'ChangePreferences': {
      mustExist(state);
      const next = applyPreferenceUpdate(state.preferences, command.update, state.role);
      const changes = changedKeys<Preferences>(state.preferences, next);
      return isEmpty(changes) ? [] : [{ type: 'PreferencesChanged', data: { changes } }];
    }
    case 'UpdateProfile': {
      mustExist(state);
      const changes = changedKeys<Bio>(state.bio ?? ({} as Bio), command.changes);
      return isEmpty(changes) ? [] : [{ type: 'ProfileUpdated', data: { changes } }];
    }
    case 'RequestPasswordReset':
      mustExist(state);
      return [{ type: 'PasswordResetRequested', data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
    case 'ResetPassword': {
      const expiresAt = state.resetTokens.get(command.tokenHash);
      if (!state.exists || expiresAt === undefined || expiresAt <= command.now) refuse('invalid', MSG.resetLinkInvalid, 'token');
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, via: 'reset' } }];
    }
    case 'ToggleDisabled':
      mustExist(state);
      return [state.disabled ? { type: 'UserReactivated', data: {} } : { type: 'UserDeactivated', data: {} }];
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
