import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Decider } from '../core/decider.js';
import type { LtiRosterSynced } from './events.js';

export const ltiRosterStream = (platformId: string, contextId: string): string =>
  `lti-roster-${bytesToHex(sha256(utf8ToBytes(`${platformId}\u0000${contextId}`)))}`;

export type LtiRosterCommand = { type: 'RecordRosterSync'; sync: LtiRosterSynced['data'] };

/** The group a course's roster went into last (null before the first sync). */
export const ltiRosterDecider: Decider<LtiRosterCommand, LtiRosterSynced, { groupId: string | null }> = {
  initialState: () => ({ groupId: null }),
  evolve: (_state, event) => ({ groupId: event.data.groupId }),
  decide: (command) => [{ type: 'LtiRosterSynced', data: command.sync }],
};
