import { describe, expect, it } from '@jest/globals';
import { report } from './fixtures';
import { chartLayout } from './reportChartLayout';
import { dateWords, filterWords, optionWords, targetWords, typeWords, USER_LEVEL_OPTIONS } from './reportWords';

describe('a report in words', () => {
  it('names its target: a group with its organization, an organization, or every organization', () => {
    expect(targetWords(report('r1'))).toBe('Demo Lab');
    expect(targetWords(report('r1', { target: { orgId: 'o1', groupId: 'g1' }, targetNames: { orgName: 'Demo Lab', groupName: 'Night shift' } }))).toBe(
      'Night shift (Demo Lab)',
    );
    expect(targetWords(report('r1', { target: { orgId: null, groupId: null }, targetNames: { orgName: null, groupName: null } }))).toBe('All organizations');
    expect(typeWords(report('r1'))).toBe('Slide Results · Slide Test');
    expect(typeWords(report('r1', { reportType: 'Prework', kind: null }))).toBe('Prework');
  });

  it('says the options and filters, the user level by role and the dates as UTC days', () => {
    expect(optionWords({ verbose: true, anonymous: true, userScore: false })).toEqual(['Verbose: Yes', 'Anonymous: Yes', 'User Score: No']);
    expect(filterWords({ internalUsers: false, userLevel: 3, startDate: '2026-01-05', endDate: '2026-01-31' })).toEqual([
      'Users up to Admin',
      'Internal users left out',
      'Jan 5, 2026 to Jan 31, 2026',
    ]);
    expect([
      dateWords({ startDate: null, endDate: null }),
      dateWords({ startDate: '2026-03-01', endDate: null }),
      dateWords({ startDate: null, endDate: '2026-12-31' }),
    ]).toEqual(['Any date', 'From Mar 1, 2026', 'Until Dec 31, 2026']);
    expect(USER_LEVEL_OPTIONS).toEqual([
      { value: '1', label: 'Learner' },
      { value: '2', label: 'Manager' },
      { value: '3', label: 'Admin' },
      { value: '4', label: 'Astronaut' },
    ]);
  });

  it('draws short labels as standing bars and long ones (questions) as lying bars, one row each', () => {
    const bars = (labels: string[]) => ({ title: 'T', xLabel: 'x', yLabel: 'y', bars: labels.map((label) => ({ label, value: 1 })) });
    expect(chartLayout(bars(['0–9', '90–100']))).toEqual({ orientation: 'horizontal', height: 280, labelWidth: 0, wholeNumbers: true });
    const questions = chartLayout(bars(['Image quality was good enough to make a diagnosis', 'Clear notes', 'A', 'B', 'C', 'D', 'E']));
    expect(questions).toMatchObject({ orientation: 'vertical', height: 7 * 34 + 60 });
    expect(questions.labelWidth).toBeLessThanOrEqual(320);
  });

  it('gives counts whole-number ticks, averages decimal ones', () => {
    const chart = (values: number[]) => ({ title: 'T', xLabel: 'x', yLabel: 'y', bars: values.map((value, i) => ({ label: `${i}`, value })) });
    expect(chartLayout(chart([0, 1, 0])).wholeNumbers).toBe(true);
    expect(chartLayout(chart([3.5, 4, 2.25])).wholeNumbers).toBe(false);
  });
});
