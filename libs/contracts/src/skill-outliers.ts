/**
 * Outlier notifications and thresholds of the screening skill analytics (issue 31, section 2
 * "Live"; docs/adr/0036 "Outlier notifications and thresholds").
 */
import { SKILL_OUTLIER_FACTOR, SKILL_OUTLIER_MIN_SLIDES, type SkillRate, type SkillRates } from './screening-skill.js';

/** An organization's outlier thresholds: a rate more than `factor` × the organization's, from `minSlides` classified slides. */
export interface SkillOutlierSettings {
  factor: number;
  minSlides: number;
}

export const DEFAULT_SKILL_OUTLIER_SETTINGS: SkillOutlierSettings = { factor: SKILL_OUTLIER_FACTOR, minSlides: SKILL_OUTLIER_MIN_SLIDES };

/** The bounds a manager may set (a factor of 1 would mark half the laboratory; 1,000 slides is years of work). */
export const SKILL_OUTLIER_BOUNDS = { factor: { min: 1, max: 10, step: 0.1 }, minSlides: { min: 1, max: 1000 } } as const;

export const SKILL_OUTLIER_ROUTES = {
  /** GET (managers of the organization, admins): the thresholds; PUT {factor, minSlides}: changes them. */
  settings: (orgId: string) => `/organizations/${orgId}/skills/settings`,
  /** PUT: the recipient opened the notification (marks it read). */
  read: (noticeId: string) => `/skills/notices/${noticeId}/read`,
} as const;

/** What a learner's figures were when they crossed a threshold. */
export interface SkillOutlierFigures extends SkillRates {
  slides: number;
}

/** One outlier notification of the alerts menu: a learner of the recipient's organization crossed a threshold. */
export interface SkillOutlierNotice {
  id: string;
  userId: string;
  /** The learner's name as the recipient may see it. */
  name: string;
  orgId: string;
  /** The rates in which the learner newly stands out. */
  rates: SkillRate[];
  learner: SkillOutlierFigures;
  organization: SkillRates;
  factor: number;
  /** The period compared (months 'YYYY-MM'). */
  from: string;
  to: string;
  at: number;
  read: boolean;
}

/** The outlier notifications of the alerts menu: the unread count and the newest. */
export interface SkillOutlierAlerts {
  count: number;
  items: SkillOutlierNotice[];
}

/** The learner's Skills page as a manager (or an admin) opens it. */
export const skillLearnerPath = (userId: string): string => `/dashboard/org/skills/${userId}`;

export const SKILL_OUTLIER_TEXT = {
  settingsTitle: 'Outlier thresholds',
  factor: 'Factor over the organization’s rate',
  minSlides: 'Minimum classified slides',
  settingsHelp:
    'A learner is marked, and their managers notified, when a rate is more than this many times the organization’s, once they have at least this many classified slides in the period.',
  save: 'Save thresholds',
  saved: 'Thresholds saved.',
  /** The notification's line: 'Ana Keller stands out: False-negative rate more than 2× the organization’s'. */
  notice: (name: string, rates: string[], factor: number) => `${name} stands out: ${rates.join(', ')} more than ${factor}× the organization’s`,
  open: (name: string) => `Open the screening skills of ${name}`,
  mailSubject: (name: string) => `Screening skills: ${name} stands out`,
  mailSubjectMany: (n: number) => `Screening skills: ${n} learners stand out`,
  mailIntro: 'A learner of your organization crossed an outlier threshold of the screening skills:',
  mailFigure: (rate: string, mine: string, theirs: string) => `${rate}: ${mine} (organization ${theirs})`,
  mailLink: 'Open their screening skills:',
  mailPreferences: 'You receive this by your e-mail preferences (update e-mails).',
} as const;
