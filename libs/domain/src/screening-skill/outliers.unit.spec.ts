import { describe, expect, it } from '@jest/globals';
import type { SkillRate } from '@cytocampus/contracts';
import { given } from '@cytocampus/testing';
import { organizationDecider, type OrganizationEvent } from '../organizations/index.js';
import { SKILL_OUTLIER_NOTICE_NOT_FOUND, skillOutlierDecider, standingOut, type SkillOutlierCommand, type SkillOutlierEvent } from './outliers.js';

const organization = { falseNegativeRate: 0.1, downgradeRate: 0.2, overcallRate: 0 };
const figures = (slides: number, falseNegativeRate: number | null, downgradeRate: number | null = 0.2) => ({
  slides,
  falseNegativeRate,
  downgradeRate,
  overcallRate: 0,
});

const flag = {
  userId: 'u1',
  orgId: 'o1',
  learner: figures(6, 0.5),
  organization,
  factor: 2,
  minSlides: 5,
  from: '2025-12',
  to: '2026-11',
  recipients: ['m1', 'm2'],
  at: 1_000,
};
const assess = (standing: SkillRate[], flagId = 'f1'): SkillOutlierCommand => ({ type: 'AssessSkillOutlier', standing, flagId, ...flag });
const flagged = (rates: SkillRate[], flagId = 'f1'): SkillOutlierEvent => ({ type: 'SkillOutlierFlagged', data: { flagId, ...flag, rates } });
const dropped = (rates: SkillRate[]): SkillOutlierEvent => ({ type: 'SkillOutlierDropped', data: { userId: 'u1', rates, at: 1_000 } });

describe('standing out by the organization’s thresholds', () => {
  it('is a rate more than factor × the organization’s, from the minimum of slides', () => {
    expect(standingOut(figures(5, 0.3), organization)).toEqual(['falseNegativeRate']);
    expect(standingOut(figures(4, 0.3), organization)).toEqual([]);
    // Exactly twice is no outlier; an organization at 0 makes any positive rate one.
    expect(standingOut(figures(5, 0.2), organization)).toEqual([]);
    expect(standingOut({ ...figures(5, 0), overcallRate: 0.1 }, organization)).toEqual(['overcallRate']);
    expect(standingOut(figures(5, 0.3), null)).toEqual([]);
  });

  it('takes the organization’s own thresholds', () => {
    expect(standingOut(figures(2, 0.15), organization, { factor: 1.2, minSlides: 2 })).toEqual(['falseNegativeRate']);
    expect(standingOut(figures(5, 0.3), organization, { factor: 4, minSlides: 1 })).toEqual([]);
    expect(standingOut(figures(5, 0.3), organization, { factor: 2, minSlides: 10 })).toEqual([]);
  });
});

describe('the outlier decider', () => {
  it('flags a learner who newly stands out, to the recipients named', () => {
    given(skillOutlierDecider, [])
      .when(assess(['falseNegativeRate']))
      .then([flagged(['falseNegativeRate'])]);
  });

  it('flags nothing while they stand out in the rates already flagged, and only the new rate when another is crossed', () => {
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when(assess(['falseNegativeRate'], 'f2'))
      .then([]);
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when(assess(['falseNegativeRate', 'downgradeRate'], 'f2'))
      .then([flagged(['downgradeRate'], 'f2')]);
  });

  it('records the drop back below, and flags again a crossing after it', () => {
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when(assess([], 'f2'))
      .then([dropped(['falseNegativeRate'])]);
    given(skillOutlierDecider, [flagged(['falseNegativeRate']), dropped(['falseNegativeRate'])])
      .when(assess(['falseNegativeRate'], 'f3'))
      .then([flagged(['falseNegativeRate'], 'f3')]);
  });

  it('records nothing for a learner who never stood out (below the minimum of slides, say)', () => {
    given(skillOutlierDecider, []).when(assess([])).then([]);
  });

  it('marks a notification read once, for its own recipients only', () => {
    const read = { type: 'ReadSkillOutlierNotice' as const, flagId: 'f1', recipientId: 'm1', at: 2_000 };
    const wasRead: SkillOutlierEvent = { type: 'SkillOutlierNoticeRead', data: { flagId: 'f1', recipientId: 'm1', at: 2_000 } };
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when(read)
      .then([wasRead]);
    given(skillOutlierDecider, [flagged(['falseNegativeRate']), wasRead])
      .when(read)
      .then([]);
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when({ ...read, recipientId: 'm9' })
      .thenRefuses(SKILL_OUTLIER_NOTICE_NOT_FOUND);
    given(skillOutlierDecider, []).when(read).thenRefuses(SKILL_OUTLIER_NOTICE_NOT_FOUND);
  });

  it('records each recipient’s mail once', () => {
    const mail = { type: 'RecordSkillOutlierMail' as const, flagId: 'f1', recipientId: 'm2', outcome: 'sent' as const, at: 3_000 };
    const mailed: SkillOutlierEvent = { type: 'SkillOutlierMailed', data: { flagId: 'f1', recipientId: 'm2', outcome: 'sent', at: 3_000 } };
    given(skillOutlierDecider, [flagged(['falseNegativeRate'])])
      .when(mail)
      .then([mailed]);
    given(skillOutlierDecider, [flagged(['falseNegativeRate']), mailed])
      .when(mail)
      .then([]);
  });
});

describe('the organization’s outlier thresholds', () => {
  const created: OrganizationEvent = { type: 'OrganizationCreated', data: { orgId: 'o1', name: 'Lab', region: null, preWork: false, defaultCurriculum: null } };
  const change = { type: 'ChangeSkillOutlierSettings' as const, factor: 1.5, minSlides: 3 };

  it('are recorded on the organization’s stream when they change, not when they stay', () => {
    const changed: OrganizationEvent = { type: 'SkillOutlierSettingsChanged', data: { factor: 1.5, minSlides: 3 } };
    given(organizationDecider, [created]).when(change).then([changed]);
    given(organizationDecider, [created, changed]).when(change).then([]);
    given(organizationDecider, [created, changed])
      .when({ ...change, minSlides: 4 })
      .then([{ type: 'SkillOutlierSettingsChanged', data: { factor: 1.5, minSlides: 4 } }]);
  });

  it('are refused for an organization that does not exist', () => {
    expect(() => organizationDecider.decide(change, organizationDecider.initialState())).toThrow('Organization not found');
  });
});
