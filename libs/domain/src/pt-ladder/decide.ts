import type { Decider } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import type { PtSetSize } from '../scoring/proficiency/grids.js';
import { PT_LADDER_MSG, ptFactRefusal, ptStatusOf, type PtFact, type PtStatus } from '../scoring/proficiency/ladder.js';
import type { PtLadderCommand } from './commands.js';
import type { PtLadderEvent } from './events.js';
import { evolvePtLadder, initialPtLadderState, type PtLadderState } from './state.js';

/**
 * A person's facts of the year in the order they happened: attempts and records by time, an
 * attempt before a record of the same millisecond (the record answers the failure).
 */
export function ptFactsInOrder(attempts: readonly PtFact[], records: readonly PtFact[]): PtFact[] {
  const tagged = [...attempts.map((fact) => ({ fact, rank: 0 })), ...records.map((fact) => ({ fact, rank: 1 }))];
  // Array.prototype.sort is stable: facts of one kind and time keep their recorded order.
  return tagged.sort((a, b) => a.fact.at - b.fact.at || a.rank - b.rank).map((t) => t.fact);
}

/** The ladder status from the graded attempts and the records. */
export const ptLadderStatus = (attempts: readonly PtFact[], records: readonly PtFact[]): PtStatus => ptStatusOf(ptFactsInOrder(attempts, records));

/**
 * Why a new attempt of `size` slides may not start at `at` (the checkout's gate), or null when it
 * may: the message ptFactRefusal gives for a would-be attempt on the ladder as it stands.
 */
export function ptAttemptRefusal(facts: readonly PtFact[], size: PtSetSize, at: number): string | null {
  return ptFactRefusal(ptStatusOf(facts), { type: 'PtAttemptGraded', at, size, passed: false });
}

/**
 * The retest ladder's records (42 CFR 493.855(b); docs/adr/0035): remedial training after a second
 * failure, continuing education hours after a third. Each is refused, with the ladder's own words,
 * when the step it belongs to is not the person's next one.
 */
export const ptLadderDecider: Decider<PtLadderCommand, PtLadderEvent, PtLadderState> = {
  initialState: initialPtLadderState,
  evolve: evolvePtLadder,
  decide: (command, state) => {
    const status = ptLadderStatus(command.attempts, state.records);
    const { userId, year, at, by, note, upload } = command;
    if (command.type === 'RecordPtRemediation') {
      const why = ptFactRefusal(status, { type: 'PtRemediationRecorded', at });
      if (why !== null) refuse('conflict', why);
      return [{ type: 'PtRemediationRecorded', data: { userId, year, at, by, note, upload } }];
    }
    const why = ptFactRefusal(status, { type: 'PtEducationRecorded', at, hours: command.hours });
    if (why !== null) refuse(why === PT_LADDER_MSG.badHours ? 'invalid' : 'conflict', why, why === PT_LADDER_MSG.badHours ? 'hours' : null);
    return [{ type: 'PtEducationRecorded', data: { userId, year, at, by, note, upload, hours: command.hours } }];
  },
};
