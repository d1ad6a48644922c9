import type { PtFact } from '../scoring/proficiency/ladder.js';
import type { PtLadderUpload } from './events.js';

/** The person's graded attempts of the year, as the API read them (after read-your-writes). */
export type PtAttemptFact = Extract<PtFact, { type: 'PtAttemptGraded' }>;

interface PtLadderRecordCommand {
  userId: string;
  year: number;
  at: number;
  by: string;
  note: string;
  upload: PtLadderUpload | null;
  attempts: readonly PtAttemptFact[];
}

export interface RecordPtRemediation extends PtLadderRecordCommand {
  type: 'RecordPtRemediation';
}

export interface RecordPtEducation extends PtLadderRecordCommand {
  type: 'RecordPtEducation';
  hours: number;
}

export type PtLadderCommand = RecordPtRemediation | RecordPtEducation;
