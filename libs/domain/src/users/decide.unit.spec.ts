import { describe, expect, it } from '@jest/globals';
import { MSG, OIDC_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { userDecider } from './decide.js';
import { ENDS_EVERY_SESSION, type UserEvent, type UserRegistered } from './events.js';

const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: 'ada@lab.test',
    passwordHash: 'hash-1',
    role: 'cytotechnologist',
    orgId: null,
    groupId: null,
    bio: { firstName: 'Ada', lastName: 'Lovelace', alias: 'AL123' },
    preferences: {},
    terms: 0,
    origin: 'registration',
  },
};
const signedIn = (sessionHash: string): UserEvent => ({
  type: 'UserSignedIn',
  data: { sessionHash, expiresAt: '2026-12-01T00:00:00.000Z', userAgent: null, ip: null },
});

describe('user decider', () => {
  it('registers a new account with terms 0', () => {
    const { type: _t, terms: _terms, ...rest } = { type: 'RegisterUser' as const, ...registered.data };
    given(userDecider, [])
      .when({ type: 'RegisterUser', ...rest })
      .then([registered]);
  });

  it('refuses a second registration of the same account', () => {
    const { terms: _terms, ...rest } = registered.data;
    given(userDecider, [registered])
      .when({ type: 'RegisterUser', ...rest })
      .thenRefuses(MSG.emailExists, 'email');
  });

  it('signs out everywhere: every session of the user ends, in a new session epoch', () => {
    given(userDecider, [registered])
      .when({ type: 'SignOutEverywhere' })
      .then([{ type: 'UserSignedOutEverywhere', data: {} }]);
    given(userDecider, []).when({ type: 'SignOutEverywhere' }).thenRefuses('User not found.');
  });

  it('counts a new session epoch for each event that ends every session, and for nothing else', () => {
    const endings: UserEvent[] = [
      { type: 'UserSignedOutEverywhere', data: {} },
      { type: 'PasswordChanged', data: { passwordHash: 'h', via: 'self' } },
      { type: 'UserDeactivated', data: {} },
      { type: 'UserReactivated', data: {} },
      { type: 'ProfileUpdated', data: { changes: { lab: 'North Lab' } } },
    ];
    expect(given(userDecider, [registered]).state.sessionEpoch).toBe(0);
    expect(given(userDecider, [registered, ...endings]).state.sessionEpoch).toBe(3);
    expect(ENDS_EVERY_SESSION).toEqual(['UserSignedOutEverywhere', 'PasswordChanged', 'UserDeactivated', 'UserDeleted']);
  });

  it('replays sign-ins stored in the user stream before ADR 0020 without deciding anything from them', () => {
    const legacy: UserEvent[] = [signedIn('s1'), { type: 'UserSignedOut', data: { sessionHash: 's1' } }, signedIn('s2')];
    expect(given(userDecider, [registered, ...legacy]).state).toEqual(given(userDecider, [registered]).state);
  });

  it('accepts terms version 1 once and refuses other versions', () => {
    given(userDecider, [registered])
      .when({ type: 'AcceptTerms', version: 1 })
      .then([{ type: 'TermsAccepted', data: { version: 1 } }]);
    given(userDecider, [registered, { type: 'TermsAccepted', data: { version: 1 } }])
      .when({ type: 'AcceptTerms', version: 1 })
      .then([]);
    given(userDecider, [registered]).when({ type: 'AcceptTerms', version: 2 }).thenRefuses('Value is not valid', 'version');
  });

  it('records only the preferences that change', () => {
    given(userDecider, [registered])
      .when({ type: 'ChangePreferences', update: { socialAllowLab: true, allowEmail: true } })
      .then([{ type: 'PreferencesChanged', data: { changes: { socialAllowLab: true } } }]);
    given(userDecider, [registered])
      .when({ type: 'ChangePreferences', update: { allowEmail: true } })
      .then([]);
  });

  it('records only the profile fields that change', () => {
    given(userDecider, [registered])
      .when({ type: 'UpdateProfile', changes: { firstName: 'Ada', lab: 'North Lab' } })
      .then([{ type: 'ProfileUpdated', data: { changes: { lab: 'North Lab' } } }]);
  });

  describe('password reset links', () => {
    const requested: UserEvent = { type: 'PasswordResetRequested', data: { tokenHash: 't1', expiresAt: '2026-11-22T12:00:00.000Z' } };
    const reset = (now: string) => ({ type: 'ResetPassword', tokenHash: 't1', passwordHash: 'hash-2', now }) as const;

    it('sets the new password with a valid link', () => {
      given(userDecider, [registered, requested])
        .when(reset('2026-11-22T11:00:00.000Z'))
        .then([{ type: 'PasswordChanged', data: { passwordHash: 'hash-2', via: 'reset' } }]);
    });
    it('refuses an expired link', () => {
      given(userDecider, [registered, requested]).when(reset('2026-11-22T12:00:00.000Z')).thenRefuses(MSG.resetLinkInvalid, 'token');
    });
    it('refuses a link that was already used (single use)', () => {
      const used: UserEvent = { type: 'PasswordChanged', data: { passwordHash: 'hash-2', via: 'reset' } };
      given(userDecider, [registered, requested, used]).when(reset('2026-11-22T11:00:00.000Z')).thenRefuses(MSG.resetLinkInvalid, 'token');
    });
    it('ends every session and every other link when the password changes', () => {
      const changed: UserEvent = { type: 'PasswordChanged', data: { passwordHash: 'h', via: 'reset' } };
      const { state } = given(userDecider, [registered, requested, changed]);
      expect(state.sessionEpoch).toBe(1);
      expect(state.resetTokens.size).toBe(0);
    });
  });

  it('toggles deactivation', () => {
    given(userDecider, [registered])
      .when({ type: 'ToggleDisabled' })
      .then([{ type: 'UserDeactivated', data: {} }]);
    given(userDecider, [registered, { type: 'UserDeactivated', data: {} }])
      .when({ type: 'ToggleDisabled' })
      .then([{ type: 'UserReactivated', data: {} }]);
  });
});

describe('user decider: administration', () => {
  const deleted: UserEvent = { type: 'UserDeleted', data: { email: 'ada@lab.test' } };

  it('records only real changes of e-mail, role, permissions, membership and assignment', () => {
    given(userDecider, [registered]).when({ type: 'ChangeEmail', email: 'ada@lab.test' }).then([]);
    given(userDecider, [registered])
      .when({ type: 'ChangeEmail', email: 'ada@north.test' })
      .then([{ type: 'UserEmailChanged', data: { email: 'ada@north.test', previous: 'ada@lab.test' } }]);
    given(userDecider, [registered]).when({ type: 'ChangeRole', role: 'cytotechnologist' }).then([]);
    given(userDecider, [registered])
      .when({ type: 'ChangeRole', role: 'manager' })
      .then([{ type: 'UserRoleChanged', data: { role: 'manager', previous: 'cytotechnologist' } }]);
    given(userDecider, [registered]).when({ type: 'ChangePermissions', permissions: {} }).then([]);
    given(userDecider, [registered, { type: 'UserPermissionsChanged', data: { permissions: { chat: false } } }])
      .when({ type: 'ChangePermissions', permissions: { chat: false } })
      .then([]);
    given(userDecider, [registered])
      .when({ type: 'ChangePermissions', permissions: { chat: false } })
      .then([{ type: 'UserPermissionsChanged', data: { permissions: { chat: false } } }]);
    given(userDecider, [registered]).when({ type: 'ChangeMembership', orgId: null, groupId: null }).then([]);
    given(userDecider, [registered])
      .when({ type: 'ChangeMembership', orgId: 'o1', groupId: 'g1' })
      .then([{ type: 'UserMembershipChanged', data: { orgId: 'o1', groupId: 'g1' } }]);
    given(userDecider, [registered])
      .when({ type: 'AssignCurriculum', curriculum: 'DEFAULT' })
      .then([{ type: 'CurriculumAssigned', data: { curriculum: 'DEFAULT' } }]);
  });

  it('deletes an account once, ending its sessions; afterwards it is not found and cannot come back', () => {
    given(userDecider, [registered]).when({ type: 'DeleteUser' }).then([deleted]);
    const { state } = given(userDecider, [registered, deleted]);
    expect(state.sessionEpoch).toBe(1);
    given(userDecider, [registered, deleted]).when({ type: 'ChangeRole', role: 'admin' }).thenRefuses('User not found.');
    const { terms: _terms, ...rest } = registered.data;
    given(userDecider, [registered, deleted])
      .when({ type: 'RegisterUser', ...rest })
      .thenRefuses(MSG.emailExists, 'email');
  });

  it('sets a password chosen by an administrator', () => {
    given(userDecider, [registered])
      .when({ type: 'SetPassword', passwordHash: 'h9' })
      .then([{ type: 'PasswordChanged', data: { passwordHash: 'h9', via: 'admin' } }]);
  });
});

describe('user decider: pinned items (favourite courses)', () => {
  const course = { type: 'module', itemId: 'm1' };
  const pinned: UserEvent = { type: 'ItemPinned', data: { item: course } };
  const unpinned: UserEvent = { type: 'ItemUnpinned', data: { item: course } };

  it('pins an item that is not pinned, and unpins it when it is', () => {
    given(userDecider, [registered]).when({ type: 'TogglePinned', item: course }).then([pinned]);
    given(userDecider, [registered, pinned]).when({ type: 'TogglePinned', item: course }).then([unpinned]);
    given(userDecider, [registered, pinned, unpinned]).when({ type: 'TogglePinned', item: course }).then([pinned]);
  });

  it('tells items apart by type and id, and keeps the order they were pinned in', () => {
    const quiz = { type: 'quiz', itemId: 'm1' };
    const other = { type: 'module', itemId: 'm2' };
    given(userDecider, [registered, pinned])
      .when({ type: 'TogglePinned', item: quiz })
      .then([{ type: 'ItemPinned', data: { item: quiz } }]);
    const { state } = given(userDecider, [registered, pinned, { type: 'ItemPinned', data: { item: other } }, { type: 'ItemPinned', data: { item: quiz } }]);
    expect(state.pinned).toEqual([course, other, quiz]);
  });

  it('refuses an account that does not exist', () => {
    given(userDecider, []).when({ type: 'TogglePinned', item: course }).thenRefuses('User not found.');
  });
});

describe('user decider: identities of sign-in providers', () => {
  const link = (subject: string, providerId = 'p1') => ({ type: 'LinkIdentity', providerId, subject, email: 'ada@lab.test', via: 'password' }) as const;
  const linked = (subject: string, providerId = 'p1'): UserEvent => ({
    type: 'IdentityLinked',
    data: { providerId, subject, email: 'ada@lab.test', via: 'password' },
  });

  it('links a provider subject to the account, and records the pair in the state', () => {
    given(userDecider, [registered])
      .when(link('s1'))
      .then([linked('s1')]);
    const { state } = given(userDecider, [registered, linked('s1'), linked('t9', 'p2')]);
    expect([...state.identities]).toEqual([
      ['p1', 's1'],
      ['p2', 't9'],
    ]);
  });

  it('records an account made at its first sign-in as provisioned, with the provider as its origin', () => {
    const provisioned = { ...registered, data: { ...registered.data, origin: 'provider', passwordHash: 'NO_PASSWORD' } } as const;
    given(userDecider, [provisioned])
      .when({ ...link('s1'), via: 'provisioned' })
      .then([{ type: 'IdentityLinked', data: { providerId: 'p1', subject: 's1', email: 'ada@lab.test', via: 'provisioned' } }]);
  });

  it('changes nothing when the same subject links again', () => {
    given(userDecider, [registered, linked('s1')])
      .when(link('s1'))
      .then([]);
  });

  it('refuses a second subject of the same provider, but links another provider', () => {
    given(userDecider, [registered, linked('s1')])
      .when(link('s2'))
      .thenRefuses(OIDC_MSG.alreadyLinked, null);
    given(userDecider, [registered, linked('s1')])
      .when(link('s2', 'p2'))
      .then([linked('s2', 'p2')]);
  });

  it('refuses an account that does not exist or was deleted', () => {
    given(userDecider, []).when(link('s1')).thenRefuses('User not found.');
    given(userDecider, [registered, { type: 'UserDeleted', data: { email: 'ada@lab.test' } }])
      .when(link('s1'))
      .thenRefuses('User not found.');
  });

  it('keeps every session open when an identity is linked', () => {
    expect(given(userDecider, [registered, linked('s1')]).state.sessionEpoch).toBe(0);
  });
});
