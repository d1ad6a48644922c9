import { describe, expect, it } from '@jest/globals';
import { given } from '@cytocampus/testing';
import { PT_EDUCATION_HOURS, PT_LADDER_MSG } from '../scoring/proficiency/ladder.js';
import type { PtAttemptFact, RecordPtEducation, RecordPtRemediation } from './commands.js';
import { ptAttemptRefusal, ptFactsInOrder, ptLadderDecider, ptLadderStatus } from './decide.js';
import type { PtEducationRecorded, PtRemediationRecorded } from './events.js';
import { ptFactOf } from './state.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 1);
const upload = { fileId: 'f1', name: 'training.pdf', type: 'application/pdf', size: 1234 };
const graded = (at: number, passed: boolean, size: 10 | 20 = 10): PtAttemptFact => ({ type: 'PtAttemptGraded', at, size, passed });
const failTwice = [graded(T0, false), graded(T0 + 10 * DAY, false)];
const failThrice = [...failTwice, graded(T0 + 20 * DAY, false, 20)];

const base = { userId: 'u1', year: 2026, by: 'm1', note: 'Two days with the supervisor', upload };
const remediation = (at: number, attempts: PtAttemptFact[]): RecordPtRemediation => ({ type: 'RecordPtRemediation', ...base, at, attempts });
const education = (at: number, hours: number, attempts: PtAttemptFact[]): RecordPtEducation => ({ type: 'RecordPtEducation', ...base, at, hours, attempts });
const remediated = (at: number): PtRemediationRecorded => ({ type: 'PtRemediationRecorded', data: { ...base, at } });
const educated = (at: number, hours: number): PtEducationRecorded => ({ type: 'PtEducationRecorded', data: { ...base, at, hours } });

describe('the retest ladder decider', () => {
  it('records remedial training after a second failure, which unlocks a 20-slide retest due 45 days later', () => {
    const at = T0 + 11 * DAY;
    given(ptLadderDecider, [])
      .when(remediation(at, failTwice))
      .then([remediated(at)]);
    const status = ptLadderStatus(failTwice, [{ type: 'PtRemediationRecorded', at }]);
    expect(status.next).toEqual({ kind: 'test', size: 20, dueBy: at + 45 * DAY });
  });

  it('refuses remedial training before a second failure, twice, and after a pass', () => {
    given(ptLadderDecider, []).when(remediation(T0, [])).thenRefuses(PT_LADDER_MSG.noRemediationDue, null);
    given(ptLadderDecider, [])
      .when(remediation(T0 + DAY, [graded(T0, false)]))
      .thenRefuses(PT_LADDER_MSG.noRemediationDue);
    given(ptLadderDecider, [remediated(T0 + 11 * DAY)])
      .when(remediation(T0 + 12 * DAY, failTwice))
      .thenRefuses(PT_LADDER_MSG.noRemediationDue);
    given(ptLadderDecider, [])
      .when(remediation(T0 + DAY, [graded(T0, true)]))
      .thenRefuses(PT_LADDER_MSG.passed);
  });

  it('adds education hours after a third failure until 35, then refuses more and unlocks the 20-slide retest', () => {
    const withTraining = [remediated(T0 + 11 * DAY)];
    given(ptLadderDecider, withTraining)
      .when(education(T0 + 21 * DAY, 20, failThrice))
      .then([educated(T0 + 21 * DAY, 20)]);
    const halfway = [...withTraining, educated(T0 + 21 * DAY, 20)];
    given(ptLadderDecider, halfway)
      .when(education(T0 + 22 * DAY, 15, failThrice))
      .then([educated(T0 + 22 * DAY, 15)]);
    const done = [...halfway, educated(T0 + 22 * DAY, 15)];
    given(ptLadderDecider, done)
      .when(education(T0 + 23 * DAY, 1, failThrice))
      .thenRefuses(PT_LADDER_MSG.noEducationDue);
    const status = ptLadderStatus(failThrice, done.map(ptFactOf));
    expect(status).toMatchObject({ state: 'retest', mayScreenGyn: false, next: { kind: 'test', size: 20, dueBy: T0 + 22 * DAY + 45 * DAY } });
  });

  it('refuses education before a third failure, and hours that are not above 0 (on the hours field)', () => {
    given(ptLadderDecider, [])
      .when(education(T0, 5, failTwice))
      .thenRefuses(PT_LADDER_MSG.noEducationDue, null);
    const withTraining = [remediated(T0 + 11 * DAY)];
    for (const hours of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      given(ptLadderDecider, withTraining)
        .when(education(T0 + 21 * DAY, hours, failThrice))
        .thenRefuses(PT_LADDER_MSG.badHours, 'hours');
  });

  it('orders attempts and records by time, an attempt first at the same millisecond', () => {
    const record = { type: 'PtRemediationRecorded' as const, at: T0 };
    expect(ptFactsInOrder([graded(T0, false), graded(T0 - DAY, false)], [record])).toEqual([graded(T0 - DAY, false), graded(T0, false), record]);
  });
});

describe('the gate before a new attempt (ptAttemptRefusal)', () => {
  it('lets the annual 10-slide test and the first 10-slide retest start, not a 20-slide one', () => {
    expect(ptAttemptRefusal([], 10, T0)).toBeNull();
    expect(ptAttemptRefusal([graded(T0, false)], 10, T0 + DAY)).toBeNull();
    expect(ptAttemptRefusal([graded(T0, false)], 20, T0 + DAY)).toBe(PT_LADDER_MSG.wrongSize(10));
  });

  it('holds the retest until remedial training or 35 hours are recorded, and after a pass', () => {
    expect(ptAttemptRefusal(failTwice, 20, T0 + 11 * DAY)).toBe(PT_LADDER_MSG.remediationFirst);
    const trained = ptFactsInOrder(failTwice, [{ type: 'PtRemediationRecorded', at: T0 + 11 * DAY }]);
    expect(ptAttemptRefusal(trained, 20, T0 + 12 * DAY)).toBeNull();
    expect(ptAttemptRefusal(trained, 10, T0 + 12 * DAY)).toBe(PT_LADDER_MSG.wrongSize(20));
    const third = ptFactsInOrder(failThrice, [
      { type: 'PtRemediationRecorded', at: T0 + 11 * DAY },
      { type: 'PtEducationRecorded', at: T0 + 21 * DAY, hours: 34 },
    ]);
    expect(ptAttemptRefusal(third, 20, T0 + 22 * DAY)).toBe(PT_LADDER_MSG.educationFirst(PT_EDUCATION_HOURS - 34));
    expect(ptAttemptRefusal([graded(T0, true)], 10, T0 + DAY)).toBe(PT_LADDER_MSG.passed);
  });
});
