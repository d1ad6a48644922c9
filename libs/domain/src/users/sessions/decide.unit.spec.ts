import { describe, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import type { SessionOwner } from './commands.js';
import { sessionDecider } from './decide.js';
import type { SessionEvent } from './events.js';

const owner: SessionOwner = { exists: true, userId: 'u1', disabled: false, sessionEpoch: 2 };
const start = (who: SessionOwner = owner) =>
  ({ type: 'StartSession', owner: who, expiresAt: '2026-12-01T00:00:00.000Z', userAgent: 'Firefox', ip: '::1' }) as const;
const started: SessionEvent = {
  type: 'SessionStarted',
  data: { userId: 'u1', epoch: 2, expiresAt: '2026-12-01T00:00:00.000Z', userAgent: 'Firefox', ip: '::1' },
};
const ended: SessionEvent = { type: 'SessionEnded', data: { userId: 'u1' } };

describe('session decider', () => {
  it("starts a session of an active user in the user's current session epoch", () => {
    given(sessionDecider, []).when(start()).then([started]);
  });

  it('refuses a deactivated user with the spec message, and an account that does not exist', () => {
    given(sessionDecider, [])
      .when(start({ ...owner, disabled: true }))
      .thenRefuses(MSG.deactivated);
    given(sessionDecider, [])
      .when(start({ ...owner, exists: false }))
      .thenRefuses('User not found.');
  });

  it('records the identity provider of a sign-in through one, and nothing for a password sign-in', () => {
    given(sessionDecider, [])
      .when({ ...start(), via: { providerId: 'p1' } })
      .then([{ ...started, data: { ...started.data, via: { providerId: 'p1' } } }]);
    given(sessionDecider, [])
      .when({ ...start(), via: null })
      .then([started]);
  });

  it('refuses a deactivated user signing in through a provider, too', () => {
    given(sessionDecider, [])
      .when({ ...start({ ...owner, disabled: true }), via: { providerId: 'p1' } })
      .thenRefuses(MSG.deactivated);
  });

  it('never starts the same session twice', () => {
    given(sessionDecider, [started]).when(start()).thenRefuses('Session already started.');
  });

  it('ends an open session once; signing out again changes nothing', () => {
    given(sessionDecider, [started]).when({ type: 'EndSession', userId: 'u1' }).then([ended]);
    given(sessionDecider, [started, ended]).when({ type: 'EndSession', userId: 'u1' }).then([]);
  });

  it('ends a session begun before ADR 0020, whose start is in the user stream and whose own stream is empty', () => {
    given(sessionDecider, []).when({ type: 'EndSession', userId: 'u1' }).then([ended]);
  });
});
