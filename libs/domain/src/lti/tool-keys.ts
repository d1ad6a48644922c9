import { LTI_MSG } from '@cytocampus/contracts';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { SealedSecret } from '../identity-providers/events.js';
import type { LtiToolKeyEvent } from './events.js';

export type LtiToolKeyCommand =
  | { type: 'AddLtiToolKey'; kid: string; publicJwk: Record<string, string>; privateJwk: SealedSecret }
  /** The first key, added when none exists: nothing when another process added one meanwhile. */
  | { type: 'EnsureLtiToolKey'; kid: string; publicJwk: Record<string, string>; privateJwk: SealedSecret }
  | { type: 'RetireLtiToolKey'; kid: string };

/** The keys not retired, oldest first: the last one signs. */
export interface LtiToolKeysState {
  kids: string[];
}

export const ltiToolKeysDecider: Decider<LtiToolKeyCommand, LtiToolKeyEvent, LtiToolKeysState> = {
  initialState: () => ({ kids: [] }),
  evolve: (state, event) =>
    event.type === 'LtiToolKeyAdded' ? { kids: [...state.kids, event.data.kid] } : { kids: state.kids.filter((kid) => kid !== event.data.kid) },
  decide: (command, state) => {
    switch (command.type) {
      case 'EnsureLtiToolKey':
      case 'AddLtiToolKey': {
        if (command.type === 'EnsureLtiToolKey' && state.kids.length > 0) return [];
        const { kid, publicJwk, privateJwk } = command;
        return [{ type: 'LtiToolKeyAdded', data: { kid, publicJwk, privateJwk } }];
      }
      case 'RetireLtiToolKey': {
        if (!state.kids.includes(command.kid)) refuse('not_found', LTI_MSG.keyNotFound);
        // The newest key signs: retiring it would leave messages signed by a key nobody publishes.
        if (state.kids.at(-1) === command.kid) refuse('conflict', LTI_MSG.lastSigningKey);
        return [{ type: 'LtiToolKeyRetired', data: { kid: command.kid } }];
      }
    }
  },
};
