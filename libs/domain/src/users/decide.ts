import { MSG, OIDC_MSG, TERMS_VERSION, type Bio, type Preferences } from '@cytocampus/contracts';
import { applyPreferenceUpdate } from '@cytocampus/schema';
import type { Decider } from '../core/decider.js';
import { changedFields } from '../core/changes.js';
import { refuse } from '../core/errors.js';
import type { UserCommand } from './commands.js';
import type { UserEvent } from './events.js';
import { evolveUser, initialUserState, isPinned, type UserState } from './state.js';

const mustExist = (state: UserState): void => {
  if (!state.exists) refuse('not_found', 'User not found.');
};

const sameMap = (a: Record<string, boolean>, b: Record<string, boolean>): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.exists || state.deleted) refuse('conflict', MSG.emailExists, 'email');
      const { type: _type, ...data } = command;
      return [{ type: 'UserRegistered', data: { ...data, terms: 0 } }];
    }
    case 'SignOutEverywhere':
      mustExist(state);
      return [{ type: 'UserSignedOutEverywhere', data: {} }];
    case 'AcceptTerms':
      mustExist(state);
      if (command.version !== TERMS_VERSION) refuse('invalid', 'Value is not valid', 'version');
      return state.terms >= command.version ? [] : [{ type: 'TermsAccepted', data: { version: command.version } }];
    case 'ChangePreferences': {
      mustExist(state);
      const changes = changedFields<Preferences>(state.preferences, applyPreferenceUpdate(state.preferences, command.update, state.role));
      return changes ? [{ type: 'PreferencesChanged', data: { changes } }] : [];
    }
    case 'UpdateProfile': {
      mustExist(state);
      const changes = changedFields<Bio>(state.bio ?? ({} as Bio), command.changes);
      return changes ? [{ type: 'ProfileUpdated', data: { changes } }] : [];
    }
    case 'TogglePinned': {
      mustExist(state);
      const { item } = command;
      return [isPinned(state, item) ? { type: 'ItemUnpinned', data: { item } } : { type: 'ItemPinned', data: { item } }];
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
    case 'ChangeEmail':
      mustExist(state);
      return command.email === state.email ? [] : [{ type: 'UserEmailChanged', data: { email: command.email, previous: state.email ?? '' } }];
    case 'ChangeRole':
      mustExist(state);
      return command.role === state.role ? [] : [{ type: 'UserRoleChanged', data: { role: command.role, previous: state.role } }];
    case 'ChangePermissions':
      mustExist(state);
      return sameMap(command.permissions, state.permissions) ? [] : [{ type: 'UserPermissionsChanged', data: { permissions: command.permissions } }];
    case 'ChangeMembership':
      mustExist(state);
      return command.orgId === state.orgId && command.groupId === state.groupId
        ? []
        : [{ type: 'UserMembershipChanged', data: { orgId: command.orgId, groupId: command.groupId } }];
    case 'AssignCurriculum':
      mustExist(state);
      return command.curriculum === state.curriculum ? [] : [{ type: 'CurriculumAssigned', data: { curriculum: command.curriculum } }];
    case 'SetPassword':
      mustExist(state);
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, via: 'admin' } }];
    case 'DeleteUser':
      mustExist(state);
      return [{ type: 'UserDeleted', data: { email: state.email ?? '' } }];
    case 'LinkIdentity': {
      mustExist(state);
      const { providerId, subject, email, via } = command;
      const linked = state.identities.get(providerId);
      if (linked === subject) return [];
      // One subject per provider: a second would let two people of the provider share this account.
      if (linked !== undefined) refuse('conflict', OIDC_MSG.alreadyLinked);
      return [{ type: 'IdentityLinked', data: { providerId, subject, email, via } }];
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
