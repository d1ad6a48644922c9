import type { Decider } from '../core/decider.js';
import type { LtiGradeEvent } from './events.js';

/** The outcome of one try at sending a score, as the sender saw it. */
export type LtiScoreAttemptCommand =
  | { type: 'RecordScoreSent'; passbackId: string; attempt: number; sentAt: number }
  | { type: 'RecordScoreRefused'; passbackId: string; attempt: number; error: string; nextAttemptAt: number };

export interface LtiGradeState {
  sent: boolean;
  attempts: number;
}

/**
 * A score's sending: one event per try, numbered. A try recorded already (two senders after a lock
 * moved, a retried append) records nothing again, and nothing follows a score the platform accepted.
 */
export const ltiGradeDecider: Decider<LtiScoreAttemptCommand, LtiGradeEvent, LtiGradeState> = {
  initialState: () => ({ sent: false, attempts: 0 }),
  evolve: (state, event) => ({ sent: state.sent || event.type === 'LtiScoreSent', attempts: Math.max(state.attempts, event.data.attempt) }),
  decide: (command, state) => {
    if (state.sent || command.attempt <= state.attempts) return [];
    if (command.type === 'RecordScoreSent')
      return [{ type: 'LtiScoreSent', data: { passbackId: command.passbackId, attempt: command.attempt, sentAt: command.sentAt } }];
    const { passbackId, attempt, error, nextAttemptAt } = command;
    return [{ type: 'LtiScoreRefused', data: { passbackId, attempt, error, nextAttemptAt } }];
  },
};

/** The wait before the next try after `attempt` refusals: doubled each time from `baseMs`, at most six hours. */
export const nextScoreAttemptDelay = (attempt: number, baseMs: number): number => Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);
