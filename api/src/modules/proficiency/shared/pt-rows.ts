import type { PtAttemptView, PtRecordView, PtStanding, PtUpload } from '@cytocampus/contracts';
import { PT_EDUCATION_HOURS, ptLadderStatus, type PtAttemptFact, type PtFact } from '@cytocampus/domain';

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

/** A `pt_status` row (the ptStatus read model). */
export interface StatusRow {
  state: PtStanding['state'];
  failures: number;
  next: PtStanding['next'];
  next_size: number | null;
  due_by: Date | null;
  hours_recorded: number;
  hours_needed: number;
  may_screen_gyn: boolean;
  reexamine: boolean;
  failed_at: Date | null;
  passed_at: Date | null;
  open_review_id: string | null;
  open_deadline: Date | null;
  last_score: number | null;
  automatic_failures: number;
  version: number;
}

export const STATUS_COLUMNS = `s.state, s.failures, s.next, s.next_size, s.due_by, s.hours_recorded, s.hours_needed, s.may_screen_gyn, s.reexamine,
  s.failed_at, s.passed_at, s.open_review_id, s.open_deadline, s.last_score, s.automatic_failures, s.version`;

/** No row yet: nothing happened this year, the annual 10-slide test is due (version 0: before any notice). */
function initialStanding(): PtStanding {
  const status = ptLadderStatus([], []);
  return {
    state: status.state,
    failures: 0,
    next: 'test',
    nextSize: 10,
    dueBy: null,
    hoursRecorded: 0,
    hoursNeeded: 0,
    mayScreenGyn: true,
    reexamineScreenedSlides: false,
    failedAt: null,
    passedAt: null,
    inProgress: null,
    lastScore: null,
    automaticFailures: 0,
    version: 0,
  };
}

/** A row (its status columns null without one) as the answer's standing. */
export function standingOf(row: Partial<StatusRow> | null): PtStanding {
  if (!row?.state) return initialStanding();
  return {
    state: row.state,
    failures: row.failures ?? 0,
    next: row.next ?? 'none',
    nextSize: row.next_size === 10 || row.next_size === 20 ? row.next_size : null,
    dueBy: ms(row.due_by ?? null),
    hoursRecorded: row.hours_recorded ?? 0,
    hoursNeeded: row.next === 'education' ? (row.hours_needed ?? PT_EDUCATION_HOURS) : 0,
    mayScreenGyn: row.may_screen_gyn ?? true,
    reexamineScreenedSlides: row.reexamine ?? false,
    failedAt: ms(row.failed_at ?? null),
    passedAt: ms(row.passed_at ?? null),
    inProgress: row.open_review_id && row.open_deadline ? { reviewId: row.open_review_id, deadline: row.open_deadline.getTime() } : null,
    lastScore: row.last_score ?? null,
    automaticFailures: row.automatic_failures ?? 0,
    version: row.version ?? 0,
  };
}

/** A retest whose deadline has gone by, with no attempt under way. */
export const isOverdue = (standing: PtStanding, now: number): boolean =>
  standing.next === 'test' && standing.dueBy !== null && now > standing.dueBy && standing.inProgress === null;

export interface AttemptRow {
  review_id: string;
  module_id: string;
  item_id: string;
  size: number;
  grid: string;
  started_at: Date;
  deadline: Date;
  graded_at: Date | null;
  graded_by: string | null;
  points: number | null;
  max_points: number | null;
  score: number | null;
  passed: boolean | null;
  automatic_failures: string[];
}

export const ATTEMPTS_OF = `select review_id, module_id, item_id, size, grid, started_at, deadline, graded_at, graded_by, points, max_points, score, passed, automatic_failures
  from pt_ladder_attempts where user_id = $1 and year = $2 and cleared_at is null order by started_at, review_id`;

export const attemptOf = (r: AttemptRow): PtAttemptView => ({
  reviewId: r.review_id,
  moduleId: r.module_id,
  itemId: r.item_id,
  size: r.size === 20 ? 20 : 10,
  grid: r.grid === 'pathologist' ? 'pathologist' : 'technologist',
  startedAt: r.started_at.getTime(),
  deadline: r.deadline.getTime(),
  gradedAt: ms(r.graded_at),
  gradedBy: r.graded_by === 'learner' || r.graded_by === 'time' ? r.graded_by : null,
  score: r.score,
  points: r.points,
  maxPoints: r.max_points,
  passed: r.passed,
  automaticFailures: r.automatic_failures,
});

export interface RecordRow {
  kind: 'remediation' | 'education';
  at: Date;
  by_user: string;
  note: string;
  hours: number | null;
  upload: PtUpload | null;
}

export const RECORDS_OF = `select kind, at, by_user, note, hours, upload from pt_ladder_records where user_id = $1 and year = $2 order by revision`;

export const recordOf = (r: RecordRow): PtRecordView => ({ kind: r.kind, at: r.at.getTime(), by: r.by_user, note: r.note, hours: r.hours, upload: r.upload });

/** The graded attempts as the ladder's facts, in grading order. */
export const attemptFacts = (attempts: readonly AttemptRow[]): PtAttemptFact[] =>
  attempts
    .filter((a) => a.graded_at !== null)
    .sort((a, b) => a.graded_at!.getTime() - b.graded_at!.getTime())
    .map((a) => ({ type: 'PtAttemptGraded', at: a.graded_at!.getTime(), size: a.size === 20 ? 20 : 10, passed: a.passed === true }));

export const recordFacts = (records: readonly RecordRow[]): PtFact[] =>
  records.map((r) =>
    r.kind === 'education' ? { type: 'PtEducationRecorded', at: r.at.getTime(), hours: r.hours ?? 0 } : { type: 'PtRemediationRecorded', at: r.at.getTime() },
  );
