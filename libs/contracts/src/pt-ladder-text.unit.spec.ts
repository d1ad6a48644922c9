import { describe, expect, it } from '@jest/globals';
import { ptCountdownText, ptLearnerNotice, ptScoreText, ptStepText, ptTimeLeftText } from './pt-ladder-text.js';
import type { PtStanding } from './pt-ladder.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 1, 9, 0);

const standing = (over: Partial<PtStanding>): PtStanding => ({
  state: 'due',
  failures: 0,
  next: 'test',
  nextSize: 10,
  dueBy: null,
  hoursRecorded: 0,
  hoursNeeded: 35,
  mayScreenGyn: true,
  reexamineScreenedSlides: false,
  failedAt: null,
  passedAt: null,
  inProgress: null,
  lastScore: null,
  automaticFailures: 0,
  version: 1,
  ...over,
});

describe('the PT step text', () => {
  it('names each ladder step with the failures before it', () => {
    expect(ptStepText(standing({}))).toBe('Annual test due');
    expect(ptStepText(standing({ state: 'retest', failures: 1, nextSize: 10 }))).toBe('Failed once: 10-slide retest due');
    expect(ptStepText(standing({ state: 'remediation', failures: 2, next: 'remediation', nextSize: null }))).toBe('Failed twice: remedial training due');
    expect(ptStepText(standing({ state: 'retest', failures: 2, nextSize: 20 }))).toBe('Failed twice: 20-slide retest due');
    expect(ptStepText(standing({ state: 'education', failures: 3, next: 'education', hoursRecorded: 12 }))).toBe(
      'Failed three times: continuing education due (12 of 35 hours)',
    );
    expect(ptStepText(standing({ state: 'education', failures: 4, next: 'education' }))).toBe('Failed 4 times: continuing education due (0 of 35 hours)');
    expect(ptStepText(standing({ state: 'passed' }))).toBe('Passed');
    expect(ptStepText(standing({ state: 'passed', failures: 1 }))).toBe('Passed after 1 failed test');
    expect(ptStepText(standing({ state: 'passed', failures: 2 }))).toBe('Passed after 2 failed tests');
  });
});

describe('the PT countdown', () => {
  it('counts whole days up to the deadline, a part day as one', () => {
    expect(ptCountdownText(null, NOW)).toBeNull();
    expect(ptCountdownText(NOW + 12 * DAY, NOW)).toBe('Retest due in 12 days');
    expect(ptCountdownText(NOW + 11 * DAY + 1, NOW)).toBe('Retest due in 12 days');
    expect(ptCountdownText(NOW + 1, NOW)).toBe('Retest due in 1 day');
    expect(ptCountdownText(NOW, NOW)).toBe('Retest due now');
  });

  it('says overdue once the deadline has gone by', () => {
    expect(ptCountdownText(NOW - 1, NOW)).toBe('Retest overdue by 1 day');
    expect(ptCountdownText(NOW - 3 * DAY - 5, NOW)).toBe('Retest overdue by 3 days');
  });

  it('shows the time left of an attempt in minutes', () => {
    expect(ptTimeLeftText(NOW + 65 * 60_000, NOW)).toBe('1 h 05 min left');
    expect(ptTimeLeftText(NOW + 12 * 60_000 - 30_000, NOW)).toBe('12 min left');
    expect(ptTimeLeftText(NOW, NOW)).toBe('Time is up');
  });

  it('prints a score with one decimal, below 0 as well', () => {
    expect(ptScoreText(0.9)).toBe('90.0 %');
    expect(ptScoreText(-0.05)).toBe('-5.0 %');
    expect(ptScoreText(null)).toBe('–');
  });
});

describe('what the learner reads', () => {
  it('tells the next step and its deadline', () => {
    expect(ptLearnerNotice(standing({}))).toBeNull();
    expect(ptLearnerNotice(standing({ state: 'retest', failures: 1, dueBy: Date.UTC(2026, 3, 15, 10) }))).toBe('Retest due by Apr 15, 2026 (10 slides).');
    expect(ptLearnerNotice(standing({ state: 'remediation', failures: 2, next: 'remediation' }))).toBe(
      'Remedial training must be recorded by your manager before the retest.',
    );
    expect(ptLearnerNotice(standing({ state: 'education', failures: 3, next: 'education', hoursRecorded: 5 }))).toMatch(
      /^Record 35 hours of continuing education before the retest: your manager has recorded 5\./,
    );
  });
});
