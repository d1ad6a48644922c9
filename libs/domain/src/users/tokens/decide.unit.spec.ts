import { describe, it } from '@jest/globals';
import { DIRECTORY_MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import type { TokenOwner } from './commands.js';
import { tokenDecider } from './decide.js';
import type { TokenEvent } from './events.js';

const owner: TokenOwner = { exists: true, userId: 'u1', disabled: false };
const issue = (who: TokenOwner = owner) =>
  ({ type: 'IssueToken', owner: who, name: 'LIMS export', hash: 'h1', prefix: 'cc_pat_AbCd', expiresAt: '2027-01-01T00:00:00.000Z' }) as const;
const issued: TokenEvent = {
  type: 'TokenIssued',
  data: { userId: 'u1', name: 'LIMS export', hash: 'h1', prefix: 'cc_pat_AbCd', expiresAt: '2027-01-01T00:00:00.000Z' },
};
const revoked: TokenEvent = { type: 'TokenRevoked', data: { userId: 'u1' } };

describe('access token decider', () => {
  it('issues a token for an active user, recording its hash and prefix, never the secret', () => {
    given(tokenDecider, []).when(issue()).then([issued]);
  });

  it('refuses a deactivated user, and an account that does not exist', () => {
    given(tokenDecider, [])
      .when(issue({ ...owner, disabled: true }))
      .thenRefuses(TOKEN_MSG.forDeactivatedUser);
    given(tokenDecider, [])
      .when(issue({ ...owner, exists: false }))
      .thenRefuses(DIRECTORY_MSG.userNotFound);
  });

  it('never issues the same token twice', () => {
    given(tokenDecider, [issued]).when(issue()).thenRefuses('Token already issued.');
  });

  it('revokes a token once; revoking it again changes nothing', () => {
    given(tokenDecider, [issued]).when({ type: 'RevokeToken', userId: 'u1' }).then([revoked]);
    given(tokenDecider, [issued, revoked]).when({ type: 'RevokeToken', userId: 'u1' }).then([]);
  });

  it("answers a token that does not exist, or is another user's, as not found", () => {
    given(tokenDecider, []).when({ type: 'RevokeToken', userId: 'u1' }).thenRefuses(TOKEN_MSG.tokenNotFound);
    given(tokenDecider, [issued]).when({ type: 'RevokeToken', userId: 'u2' }).thenRefuses(TOKEN_MSG.tokenNotFound);
  });
});
