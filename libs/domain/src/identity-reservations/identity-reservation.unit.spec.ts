import { describe, expect, it } from '@jest/globals';
import { OIDC_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { identityReservationDecider, identityStream, subjectHash } from './index.js';

const T0 = '2026-11-22T10:00:00.000Z';
const claimed = (userId: string, claimedAt = T0) => ({ type: 'IdentityClaimed', data: { providerId: 'p1', subject: 'sub-1', userId, claimedAt } }) as const;
const claim = (userId: string, ownerHasAccount: boolean, now: string) =>
  ({ type: 'ClaimIdentity', providerId: 'p1', subject: 'sub-1', userId, ownerHasAccount, now }) as const;
const released = { type: 'IdentityReleased', data: { userId: 'u1' } } as const;

describe('identity reservation', () => {
  it('names the stream by the provider and the SHA-256 of the subject', () => {
    // The NIST test vector of "abc".
    expect(subjectHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(identityStream('p1', 'abc')).toBe('identity-p1.ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(identityStream('p1', 'ABC')).not.toBe(identityStream('p1', 'abc'));
    expect(identityStream('p2', 'abc')).not.toBe(identityStream('p1', 'abc'));
  });

  it('claims a free identity', () => {
    given(identityReservationDecider, [])
      .when(claim('u1', false, T0))
      .then([claimed('u1')]);
  });

  it('is idempotent for the same owner', () => {
    given(identityReservationDecider, [claimed('u1')])
      .when(claim('u1', true, T0))
      .then([]);
  });

  it('refuses an identity owned by an existing account, however old the claim', () => {
    given(identityReservationDecider, [claimed('u1')])
      .when(claim('u2', true, '2027-11-22T10:00:00.000Z'))
      .thenRefuses(OIDC_MSG.identityTaken, null);
  });

  it('refuses an identity whose first sign-in may still be in flight', () => {
    given(identityReservationDecider, [claimed('u1')])
      .when(claim('u2', false, '2026-11-22T10:04:59.999Z'))
      .thenRefuses(OIDC_MSG.identityTaken);
  });

  it('is taken over once its owner was never made, after five minutes', () => {
    given(identityReservationDecider, [claimed('u1')])
      .when(claim('u2', false, '2026-11-22T10:05:00.000Z'))
      .then([claimed('u2', '2026-11-22T10:05:00.000Z')]);
  });

  it('is released by its owner only, and claimed afresh after the owner was deleted', () => {
    given(identityReservationDecider, [claimed('u1')])
      .when({ type: 'ReleaseIdentity', userId: 'u1' })
      .then([released]);
    given(identityReservationDecider, [claimed('u1')])
      .when({ type: 'ReleaseIdentity', userId: 'u2' })
      .then([]);
    given(identityReservationDecider, [claimed('u1'), released])
      .when({ type: 'ReleaseIdentity', userId: 'u1' })
      .then([]);
    given(identityReservationDecider, [claimed('u1'), released])
      .when(claim('u2', false, '2026-11-22T10:00:01.000Z'))
      .then([claimed('u2', '2026-11-22T10:00:01.000Z')]);
  });
});
