import type { PtFact } from '../scoring/proficiency/ladder.js';
import type { PtLadderEvent } from './events.js';

/** The manager's records of the stream as ladder facts, in the order they were recorded. */
export interface PtLadderState {
  records: PtFact[];
}

export const initialPtLadderState = (): PtLadderState => ({ records: [] });

/** A recorded event as the ladder's fact. */
export function ptFactOf(event: PtLadderEvent): PtFact {
  switch (event.type) {
    case 'PtRemediationRecorded':
      return { type: 'PtRemediationRecorded', at: event.data.at };
    case 'PtEducationRecorded':
      return { type: 'PtEducationRecorded', at: event.data.at, hours: event.data.hours };
  }
}

export const evolvePtLadder = (state: PtLadderState, event: PtLadderEvent): PtLadderState => ({ records: [...state.records, ptFactOf(event)] });
