import { DIRECTORY_MSG, TOKEN_MSG } from '@cytocampus/contracts';
import type { Decider } from '../../core/decider.js';
import { refuse } from '../../core/errors.js';
import type { TokenCommand } from './commands.js';
import type { TokenEvent } from './events.js';
import { evolveToken, initialTokenState, type TokenState } from './state.js';

export function decideToken(command: TokenCommand, state: TokenState): TokenEvent[] {
  switch (command.type) {
    case 'IssueToken': {
      const { owner, name, hash, prefix, expiresAt } = command;
      // The id is new for every issue: a second one would be our bug, not a user's.
      if (state.issued) refuse('conflict', 'Token already issued.');
      const userId = owner.exists ? owner.userId : null;
      if (userId === null) return refuse('not_found', DIRECTORY_MSG.userNotFound);
      if (owner.disabled) refuse('forbidden', TOKEN_MSG.forDeactivatedUser);
      return [{ type: 'TokenIssued', data: { userId, name, hash, prefix, expiresAt } }];
    }
    case 'RevokeToken':
      // Another user's token does not exist under this user (no probing by id).
      if (!state.issued || state.userId !== command.userId) return refuse('not_found', TOKEN_MSG.tokenNotFound);
      // Revoking twice changes nothing.
      return state.revoked ? [] : [{ type: 'TokenRevoked', data: { userId: command.userId } }];
  }
}

export const tokenDecider: Decider<TokenCommand, TokenEvent, TokenState> = {
  initialState: initialTokenState,
  evolve: evolveToken,
  decide: decideToken,
};
