import { describe, expect, it } from '@jest/globals';
import { evolvePtStatus, PT_LADDER_MSG, ptFactRefusal, ptOverdue, ptStatusOf, type PtFact } from './ladder.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 2, 2);
const at = (days: number) => T0 + days * DAY;
const failed = (days: number, size: 10 | 20 = 10): PtFact => ({ type: 'PtAttemptGraded', at: at(days), size, passed: false });
const passed = (days: number, size: 10 | 20 = 10): PtFact => ({ type: 'PtAttemptGraded', at: at(days), size, passed: true });
const remediated = (days: number): PtFact => ({ type: 'PtRemediationRecorded', at: at(days) });
const educated = (days: number, hours: number): PtFact => ({ type: 'PtEducationRecorded', at: at(days), hours });

describe('the PT ladder (42 CFR 493.855(b))', () => {
  it('with no attempt the annual 10-slide test is due; passing it ends the year', () => {
    expect(ptStatusOf([])).toMatchObject({ state: 'due', failures: 0, next: { kind: 'test', size: 10, dueBy: null }, mayScreenGyn: true });
    expect(ptStatusOf([passed(0)])).toMatchObject({ state: 'passed', next: { kind: 'none' }, passedAt: at(0), failures: 0 });
  });

  it('failed once: a 10-slide retest due 45 days after the failure; screening goes on', () => {
    const status = ptStatusOf([failed(3)]);
    expect(status).toMatchObject({
      state: 'retest',
      failures: 1,
      next: { kind: 'test', size: 10, dueBy: at(48) },
      mayScreenGyn: true,
      reexamineScreenedSlides: false,
    });
    expect([ptOverdue(status, at(48)), ptOverdue(status, at(48) + 1)]).toEqual([false, true]);
    expect(ptStatusOf([failed(3), passed(20)])).toMatchObject({ state: 'passed', failures: 1, mayScreenGyn: true });
  });

  it('failed twice: remedial training first (slides screened meanwhile are re-examined), then a 20-slide retest due 45 days after it', () => {
    const twice = [failed(0), failed(30)];
    expect(ptStatusOf(twice)).toMatchObject({
      state: 'remediation',
      failures: 2,
      next: { kind: 'remediation' },
      mayScreenGyn: true,
      reexamineScreenedSlides: true,
    });
    expect(ptOverdue(ptStatusOf(twice), at(999))).toBe(false);
    expect(ptStatusOf([...twice, remediated(50)])).toMatchObject({
      state: 'retest',
      next: { kind: 'test', size: 20, dueBy: at(95) },
      reexamineScreenedSlides: true,
    });
    expect(ptStatusOf([...twice, remediated(50), passed(60, 20)])).toMatchObject({ state: 'passed', reexamineScreenedSlides: false });
  });

  it('failed three times: no GYN screening, 35 hours of education (summed over records), then a 20-slide retest due 45 days after the hours are complete', () => {
    const thrice = [failed(0), failed(30), remediated(40), failed(60, 20)];
    expect(ptStatusOf(thrice)).toMatchObject({
      state: 'education',
      failures: 3,
      next: { kind: 'education', hoursRecorded: 0, hoursNeeded: 35 },
      mayScreenGyn: false,
    });
    expect(ptStatusOf([...thrice, educated(70, 20)])).toMatchObject({ state: 'education', next: { hoursRecorded: 20 } });
    expect(ptStatusOf([...thrice, educated(70, 20), educated(80, 14.5)])).toMatchObject({ state: 'education', next: { hoursRecorded: 34.5 } });
    const ready = ptStatusOf([...thrice, educated(70, 20), educated(80, 15)]);
    expect(ready).toMatchObject({ state: 'retest', next: { kind: 'test', size: 20, dueBy: at(125) }, mayScreenGyn: false });
    expect(ptStatusOf([...thrice, educated(70, 35), passed(90, 20)])).toMatchObject({ state: 'passed', mayScreenGyn: true, failures: 3 });
    // A fourth failure starts the third step over: 35 more hours.
    expect(ptStatusOf([...thrice, educated(70, 35), failed(90, 20)])).toMatchObject({ state: 'education', failures: 4, next: { hoursRecorded: 0 } });
  });

  it('refuses (and ignores) what does not fit the step, saying why', () => {
    const twice = ptStatusOf([failed(0), failed(30)]);
    expect(ptFactRefusal(twice, failed(31, 20))).toBe(PT_LADDER_MSG.remediationFirst);
    expect(ptFactRefusal(ptStatusOf([failed(0)]), failed(5, 20))).toBe(PT_LADDER_MSG.wrongSize(10));
    expect(ptFactRefusal(ptStatusOf([]), remediated(1))).toBe(PT_LADDER_MSG.noRemediationDue);
    expect(ptFactRefusal(twice, educated(31, 5))).toBe(PT_LADDER_MSG.noEducationDue);
    const thrice = ptStatusOf([failed(0), failed(30), remediated(40), failed(60, 20), educated(61, 10)]);
    expect(ptFactRefusal(thrice, failed(62, 20))).toBe('Record the continuing education first: 25 of 35 hours are still missing.');
    expect([ptFactRefusal(thrice, educated(62, 0)), ptFactRefusal(thrice, educated(62, Number.NaN))]).toEqual([PT_LADDER_MSG.badHours, PT_LADDER_MSG.badHours]);
    expect(ptFactRefusal(ptStatusOf([passed(0)]), failed(1))).toBe(PT_LADDER_MSG.passed);
    // Refused facts change nothing.
    expect(evolvePtStatus(twice, failed(31, 20))).toBe(twice);
    expect(ptStatusOf([passed(0), failed(1)])).toEqual(ptStatusOf([passed(0)]));
  });
});
