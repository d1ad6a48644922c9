import { describe, expect, it } from '@jest/globals';
import { MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { emailReservationDecider, emailStream } from './index.js';

const T0 = '2026-11-22T10:00:00.000Z';
const reserved = { type: 'EmailReserved', data: { email: 'a@b.test', userId: 'u1', reservedAt: T0 } } as const;
const reserve = (userId: string, ownerHasAccount: boolean, now: string) => ({ type: 'ReserveEmail', email: 'a@b.test', userId, ownerHasAccount, now }) as const;

describe('e-mail reservation', () => {
  it('names the stream by the trimmed, lower-cased address', () => {
    expect(emailStream('  Ada@Lab.TEST ')).toBe('email-ada@lab.test');
  });
  it('reserves a free address', () => {
    given(emailReservationDecider, [])
      .when(reserve('u1', false, T0))
      .then([reserved]);
  });
  it('refuses an address owned by an existing account', () => {
    given(emailReservationDecider, [reserved])
      .when(reserve('u2', true, '2026-11-23T10:00:00.000Z'))
      .thenRefuses(MSG.emailExists, 'email');
  });
  it('refuses an address whose registration may still be in flight', () => {
    given(emailReservationDecider, [reserved])
      .when(reserve('u2', false, '2026-11-22T10:04:59.000Z'))
      .thenRefuses(MSG.emailExists, 'email');
  });
  it('takes over an address whose owner was never created, after five minutes', () => {
    given(emailReservationDecider, [reserved])
      .when(reserve('u2', false, '2026-11-22T10:05:00.000Z'))
      .then([{ type: 'EmailReserved', data: { email: 'a@b.test', userId: 'u2', reservedAt: '2026-11-22T10:05:00.000Z' } }]);
  });
  it('is idempotent for the same owner and frees on release', () => {
    given(emailReservationDecider, [reserved])
      .when(reserve('u1', false, T0))
      .then([]);
    given(emailReservationDecider, [reserved])
      .when({ type: 'ReleaseEmail', userId: 'u1' })
      .then([{ type: 'EmailReleased', data: { email: 'a@b.test', userId: 'u1' } }]);
  });
});
