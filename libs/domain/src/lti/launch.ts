import { LTI_MSG } from '@cytocampus/contracts';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { LtiLaunched } from './events.js';

/** A launch's stream is named by its platform and nonce (hashed: platforms send any text as nonce). */
export const ltiLaunchStream = (platformId: string, nonce: string): string => `lti-launch-${bytesToHex(sha256(utf8ToBytes(`${platformId}\u0000${nonce}`)))}`;

export type LtiLaunchCommand = { type: 'RecordLtiLaunch'; launch: LtiLaunched['data'] };

/** One launch per nonce: the same id_token posted again (a replay) is refused (IMS Security Framework 5.1.3, step 9). */
export const ltiLaunchDecider: Decider<LtiLaunchCommand, LtiLaunched, { launched: boolean }> = {
  initialState: () => ({ launched: false }),
  evolve: () => ({ launched: true }),
  decide: (command, state) => {
    if (state.launched) refuse('conflict', LTI_MSG.replayedLaunch);
    return [{ type: 'LtiLaunched', data: command.launch }];
  },
};
