import type { PtSetSize } from './grids.js';

/**
 * The retest and remediation ladder of 42 CFR 493.855(b), per person and year, folded from facts
 * with their times (injected, never read from a clock). docs/adr/0035.
 *
 * - no attempt yet: the annual 10-slide test is due;
 * - failed once: a 10-slide retest, due within 45 days of the failure (493.945(a)(2));
 * - failed twice: documented remedial training, then a 20-slide retest due within 45 days of it;
 *   until then every GYN slide the person screened since the failure is re-examined;
 * - failed three times (or more): they stop screening GYN slides, take 35 hours of documented
 *   continuing education, then a 20-slide retest due within 45 days of the hours being complete;
 * - passed: done for the year (a later attempt does not change it).
 */

export const PT_RETEST_WITHIN_DAYS = 45;
export const PT_EDUCATION_HOURS = 35;
const DAY_MS = 86_400_000;

export type PtFact =
  | { type: 'PtAttemptGraded'; at: number; size: PtSetSize; passed: boolean }
  | { type: 'PtRemediationRecorded'; at: number }
  | { type: 'PtEducationRecorded'; at: number; hours: number };

/** What comes next on the ladder. */
export type PtNextStep =
  | { kind: 'test'; size: PtSetSize; dueBy: number | null }
  | { kind: 'remediation' }
  | { kind: 'education'; hoursRecorded: number; hoursNeeded: number }
  | { kind: 'none' };

export interface PtStatus {
  state: 'due' | 'passed' | 'retest' | 'remediation' | 'education';
  /** Failed attempts this year. */
  failures: number;
  next: PtNextStep;
  /** False from a third failure until a passed retest. */
  mayScreenGyn: boolean;
  /** From a second failure until a passed retest: the slides they screen meanwhile are re-examined. */
  reexamineScreenedSlides: boolean;
  /** The last failure's time (its notification), null without one. */
  failedAt: number | null;
  passedAt: number | null;
}

export const initialPtStatus = (): PtStatus => ({
  state: 'due',
  failures: 0,
  next: { kind: 'test', size: 10, dueBy: null },
  mayScreenGyn: true,
  reexamineScreenedSlides: false,
  failedAt: null,
  passedAt: null,
});

const retestBy = (at: number, size: PtSetSize): PtNextStep => ({ kind: 'test', size, dueBy: at + PT_RETEST_WITHIN_DAYS * DAY_MS });

function afterFailure(status: PtStatus, at: number): PtStatus {
  const failures = status.failures + 1;
  const base = { ...status, failures, failedAt: at };
  if (failures === 1) return { ...base, state: 'retest', next: retestBy(at, 10) };
  if (failures === 2) return { ...base, state: 'remediation', next: { kind: 'remediation' }, reexamineScreenedSlides: true };
  return {
    ...base,
    state: 'education',
    next: { kind: 'education', hoursRecorded: 0, hoursNeeded: PT_EDUCATION_HOURS },
    mayScreenGyn: false,
    reexamineScreenedSlides: true,
  };
}

/**
 * The status after one more fact. A fact the ladder does not expect at that step (remediation
 * when none is due, an attempt while training is outstanding, anything after a pass) changes
 * nothing: ptFactRefusal says why a command should refuse it.
 */
export function evolvePtStatus(status: PtStatus, fact: PtFact): PtStatus {
  if (ptFactRefusal(status, fact) !== null) return status;
  switch (fact.type) {
    case 'PtAttemptGraded':
      if (!fact.passed) return afterFailure(status, fact.at);
      return { ...status, state: 'passed', next: { kind: 'none' }, mayScreenGyn: true, reexamineScreenedSlides: false, passedAt: fact.at };
    case 'PtRemediationRecorded':
      return { ...status, state: 'retest', next: retestBy(fact.at, 20) };
    case 'PtEducationRecorded': {
      const next = status.next as Extract<PtNextStep, { kind: 'education' }>;
      const hoursRecorded = next.hoursRecorded + fact.hours;
      if (hoursRecorded < PT_EDUCATION_HOURS) return { ...status, next: { ...next, hoursRecorded } };
      return { ...status, state: 'retest', next: retestBy(fact.at, 20) };
    }
  }
}

/** A person's status for the year from their facts in the order they happened. */
export const ptStatusOf = (facts: readonly PtFact[]): PtStatus => facts.reduce(evolvePtStatus, initialPtStatus());

export const PT_LADDER_MSG = {
  passed: 'This year’s proficiency test is already passed.',
  remediationFirst: 'Record the remedial training first: the retest follows it.',
  educationFirst: (left: number) => `Record the continuing education first: ${left} of ${PT_EDUCATION_HOURS} hours are still missing.`,
  wrongSize: (size: PtSetSize) => `The next test is a ${size}-slide test.`,
  noRemediationDue: 'No remedial training is due: it follows a second failed test.',
  noEducationDue: 'No continuing education is due: it follows a third failed test.',
  badHours: 'Education hours must be a number above 0.',
} as const;

/** Why the ladder does not take a fact at this step (the message a person is shown), or null when it does. */
export function ptFactRefusal(status: PtStatus, fact: PtFact): string | null {
  if (status.state === 'passed') return PT_LADDER_MSG.passed;
  const { next } = status;
  switch (fact.type) {
    case 'PtAttemptGraded':
      if (next.kind === 'remediation') return PT_LADDER_MSG.remediationFirst;
      if (next.kind === 'education') return PT_LADDER_MSG.educationFirst(PT_EDUCATION_HOURS - next.hoursRecorded);
      if (next.kind === 'test' && next.size !== fact.size) return PT_LADDER_MSG.wrongSize(next.size);
      return null;
    case 'PtRemediationRecorded':
      return next.kind === 'remediation' ? null : PT_LADDER_MSG.noRemediationDue;
    case 'PtEducationRecorded':
      if (next.kind !== 'education') return PT_LADDER_MSG.noEducationDue;
      return Number.isFinite(fact.hours) && fact.hours > 0 ? null : PT_LADDER_MSG.badHours;
  }
}

/** Whether the next test's deadline has gone by at `now` (an unexcused absence from a retest counts as a failure: 493.855(b)). */
export const ptOverdue = (status: PtStatus, now: number): boolean => status.next.kind === 'test' && status.next.dueBy !== null && now > status.next.dueBy;
