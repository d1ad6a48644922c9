import {
  DEFAULT_SKILL_OUTLIER_SETTINGS,
  SKILL_RATES,
  type SkillOutlierFigures,
  type SkillOutlierSettings,
  type SkillRate,
  type SkillRates,
} from '@cytocampus/contracts';
import type { Decider, DomainEvent } from '../core/decider.js';
import { refuse } from '../core/errors.js';
import { outlierRates } from './calibration.js';

/**
 * Outlier notifications (issue 31 "Live", docs/adr/0036): one stream per learner records when they
 * came to stand out from their organization in a rate and when they dropped back, so a rate is
 * flagged once per crossing however often (or by how many processes) the learner is assessed.
 */
export const skillOutliersStream = (userId: string): string => `skill-outliers-${userId}`;

export const SKILL_OUTLIER_NOTICE_NOT_FOUND = 'Notification not found.';

/**
 * The rates in which a learner stands out by the organization's thresholds: more than `factor` ×
 * the organization's (both known), and only from `minSlides` classified slides.
 */
export function standingOut(
  learner: SkillOutlierFigures,
  organization: SkillRates | null,
  settings: SkillOutlierSettings = DEFAULT_SKILL_OUTLIER_SETTINGS,
): SkillRate[] {
  if (!organization || learner.slides < settings.minSlides) return [];
  return outlierRates(learner, organization, settings.factor);
}

export interface SkillOutlierFlaggedData {
  flagId: string;
  userId: string;
  orgId: string;
  /** The rates newly crossed (others already flagged are not repeated). */
  rates: SkillRate[];
  learner: SkillOutlierFigures;
  organization: SkillRates;
  factor: number;
  minSlides: number;
  from: string;
  to: string;
  /** The organization's managers at the time: the notification's recipients. */
  recipients: string[];
  at: number;
}
export type SkillOutlierFlagged = DomainEvent<'SkillOutlierFlagged', SkillOutlierFlaggedData>;
/** The learner no longer stands out in these rates: a later crossing is flagged again. */
export type SkillOutlierDropped = DomainEvent<'SkillOutlierDropped', { userId: string; rates: SkillRate[]; at: number }>;
export type SkillOutlierNoticeRead = DomainEvent<'SkillOutlierNoticeRead', { flagId: string; recipientId: string; at: number }>;
/** The recipient's mail of a flag went out ('sent') or their preferences kept it out ('skipped'). */
export type SkillOutlierMailed = DomainEvent<'SkillOutlierMailed', { flagId: string; recipientId: string; outcome: 'sent' | 'skipped'; at: number }>;
export type SkillOutlierEvent = SkillOutlierFlagged | SkillOutlierDropped | SkillOutlierNoticeRead | SkillOutlierMailed;

export type SkillOutlierCommand =
  /** `standing`: the rates the learner stands out in now (standingOut); the rest describes the flag if one is recorded. */
  | ({ type: 'AssessSkillOutlier'; standing: SkillRate[] } & Omit<SkillOutlierFlaggedData, 'rates'>)
  | { type: 'ReadSkillOutlierNotice'; flagId: string; recipientId: string; at: number }
  | { type: 'RecordSkillOutlierMail'; flagId: string; recipientId: string; outcome: 'sent' | 'skipped'; at: number };

interface FlagState {
  recipients: string[];
  read: string[];
  mailed: string[];
}

export interface SkillOutlierState {
  /** The rates flagged and not dropped since. */
  flagged: SkillRate[];
  flags: Record<string, FlagState>;
}

const recipientOf = (state: SkillOutlierState, flagId: string, recipientId: string): FlagState => {
  const flag = state.flags[flagId];
  if (!flag || !flag.recipients.includes(recipientId)) return refuse('not_found', SKILL_OUTLIER_NOTICE_NOT_FOUND);
  return flag;
};

export const skillOutlierDecider: Decider<SkillOutlierCommand, SkillOutlierEvent, SkillOutlierState> = {
  initialState: () => ({ flagged: [], flags: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'SkillOutlierFlagged': {
        const { flagId, rates, recipients } = event.data;
        return { flagged: [...state.flagged, ...rates], flags: { ...state.flags, [flagId]: { recipients, read: [], mailed: [] } } };
      }
      case 'SkillOutlierDropped':
        return { ...state, flagged: state.flagged.filter((rate) => !event.data.rates.includes(rate)) };
      case 'SkillOutlierNoticeRead':
      case 'SkillOutlierMailed': {
        const { flagId, recipientId } = event.data;
        const flag = state.flags[flagId];
        if (!flag) return state;
        const key = event.type === 'SkillOutlierNoticeRead' ? 'read' : 'mailed';
        return { ...state, flags: { ...state.flags, [flagId]: { ...flag, [key]: [...flag[key], recipientId] } } };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AssessSkillOutlier': {
        const { type: _type, standing, ...flag } = command;
        // In SKILL_RATES order, so the same crossing decided twice is the same event.
        const crossed = SKILL_RATES.filter((rate) => standing.includes(rate) && !state.flagged.includes(rate));
        const dropped = SKILL_RATES.filter((rate) => state.flagged.includes(rate) && !standing.includes(rate));
        const events: SkillOutlierEvent[] = [];
        if (dropped.length > 0) events.push({ type: 'SkillOutlierDropped', data: { userId: flag.userId, rates: dropped, at: flag.at } });
        if (crossed.length > 0) events.push({ type: 'SkillOutlierFlagged', data: { ...flag, rates: crossed } });
        return events;
      }
      case 'ReadSkillOutlierNotice': {
        const flag = recipientOf(state, command.flagId, command.recipientId);
        if (flag.read.includes(command.recipientId)) return [];
        return [{ type: 'SkillOutlierNoticeRead', data: { flagId: command.flagId, recipientId: command.recipientId, at: command.at } }];
      }
      case 'RecordSkillOutlierMail': {
        const flag = recipientOf(state, command.flagId, command.recipientId);
        if (flag.mailed.includes(command.recipientId)) return [];
        const { type: _type, ...data } = command;
        return [{ type: 'SkillOutlierMailed', data }];
      }
    }
  },
};
