import { MSG } from '@cytocampus/contracts';
import type { Decider } from '../../core/decider.js';
import { refuse } from '../../core/errors.js';
import type { SessionCommand } from './commands.js';
import type { SessionEvent } from './events.js';
import { evolveSession, initialSessionState, type SessionState } from './state.js';

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession': {
      const { owner, expiresAt, userAgent, ip, via } = command;
      // A token is random and used once: a second start would be our bug, not a user's.
      if (state.started) refuse('conflict', 'Session already started.');
      const userId = owner.exists ? owner.userId : null;
      if (userId === null) return refuse('not_found', 'User not found.');
      if (owner.disabled) refuse('forbidden', MSG.deactivated);
      // A password sign-in records no `via`: its event keeps the shape of every session before providers.
      const provider = via ? { via: { providerId: via.providerId } } : {};
      return [{ type: 'SessionStarted', data: { userId, epoch: owner.sessionEpoch, expiresAt, userAgent, ip, ...provider } }];
    }
    case 'EndSession':
      // Signing out twice changes nothing. A session begun before ADR 0020 has no stream (its start
      // is a UserSignedIn in the user's stream): it ends here all the same.
      return state.ended ? [] : [{ type: 'SessionEnded', data: { userId: state.userId ?? command.userId } }];
  }
}

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: decideSession,
};
