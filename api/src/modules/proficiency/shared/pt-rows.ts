import type { PtAttemptView, PtRecordView, PtStanding } from '@cytocampus/contracts';
import { PT_EDUCATION_HOURS, ptLadderStatus, type PtAttemptFact, type PtFact } from '@cytocampus/domain';
import type { PtLadderAttemptRow, PtLadderRecordRow, PtStatusRow } from '@cytocampus/projections';

const ms = (date: Date | null): number | null => date?.getTime() ?? null;

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
export function standingOf(row: Partial<PtStatusRow> | null): PtStanding {
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

export const attemptOf = (r: PtLadderAttemptRow): PtAttemptView => ({
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

export const recordOf = (r: PtLadderRecordRow): PtRecordView => ({
  kind: r.kind,
  at: r.at.getTime(),
  by: r.by_user,
  note: r.note,
  hours: r.hours,
  upload: r.upload,
});

/** The graded attempts as the ladder's facts, in grading order. */
export const attemptFacts = (attempts: readonly PtLadderAttemptRow[]): PtAttemptFact[] =>
  attempts
    .filter((a) => a.graded_at !== null)
    .sort((a, b) => a.graded_at!.getTime() - b.graded_at!.getTime())
    .map((a) => ({ type: 'PtAttemptGraded', at: a.graded_at!.getTime(), size: a.size === 20 ? 20 : 10, passed: a.passed === true }));

export const recordFacts = (records: readonly PtLadderRecordRow[]): PtFact[] =>
  records.map((r) =>
    r.kind === 'education' ? { type: 'PtEducationRecorded', at: r.at.getTime(), hours: r.hours ?? 0 } : { type: 'PtRemediationRecorded', at: r.at.getTime() },
  );
