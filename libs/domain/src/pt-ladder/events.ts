import type { DomainEvent } from '../core/decider.js';

/**
 * What managers record on one person's retest ladder for one calendar year (42 CFR 493.855(b)):
 * `ptladder-<userId>-<year>`. The graded attempts live in the review streams; the decider is given
 * them as facts (docs/adr/0035, "The ladder and the PT page").
 */
export const ptLadderStream = (userId: string, year: number): string => `ptladder-${userId}-${year}`;

/** A document kept with a record (the certificate of a course, the training plan): a finished upload. */
export interface PtLadderUpload {
  fileId: string;
  name: string;
  type: string;
  size: number;
}

interface PtLadderRecordData {
  userId: string;
  year: number;
  /** Epoch ms: when it was recorded (a retest is due within 45 days of it). */
  at: number;
  /** Who recorded it (a manager or an admin). */
  by: string;
  note: string;
  upload: PtLadderUpload | null;
}

/** Remedial training after a second failure was documented: the 20-slide retest is unlocked. */
export type PtRemediationRecorded = DomainEvent<'PtRemediationRecorded', PtLadderRecordData>;
/** Hours of continuing education after a third (or later) failure were documented; 35 in all unlock the retest. */
export type PtEducationRecorded = DomainEvent<'PtEducationRecorded', PtLadderRecordData & { hours: number }>;

export type PtLadderEvent = PtRemediationRecorded | PtEducationRecorded;
export const PT_LADDER_EVENT_TYPES = ['PtRemediationRecorded', 'PtEducationRecorded'] as const satisfies readonly PtLadderEvent['type'][];
