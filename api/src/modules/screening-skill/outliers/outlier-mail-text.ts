import {
  PRODUCT_NAME,
  SCREENING_SKILL_TEXT,
  SKILL_OUTLIER_TEXT,
  skillLearnerPath,
  type SkillOutlierFigures,
  type SkillRate,
  type SkillRates,
} from '@cytocampus/contracts';
import type { MailMessage } from '../../../infra/mailer.js';

/** One learner's crossing as a mail lists it. */
export interface OutlierMailEntry {
  userId: string;
  name: string;
  rates: SkillRate[];
  learner: SkillOutlierFigures;
  organization: SkillRates;
  factor: number;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const percent = (rate: number | null): string => (rate === null ? '–' : `${Math.round(rate * 1000) / 10} %`);
const SETTINGS_PATH = '/dashboard/settings';

/** The e-mail of one or more outlier notifications (as they arrive, or the day's): per learner the rates crossed, both sides' figures and a link; text and escaped HTML. */
export function outlierMail(options: { to: string; name: string; entries: OutlierMailEntry[]; publicUrl: string }): MailMessage {
  const { to, name, entries, publicUrl } = options;
  const blocks = entries.map((e) => ({
    title: SKILL_OUTLIER_TEXT.notice(
      e.name,
      e.rates.map((r) => SCREENING_SKILL_TEXT.rate[r]),
      e.factor,
    ),
    figures: e.rates.map((r) => SKILL_OUTLIER_TEXT.mailFigure(SCREENING_SKILL_TEXT.rate[r], percent(e.learner[r]), percent(e.organization[r]))),
    link: `${publicUrl}${skillLearnerPath(e.userId)}`,
  }));
  const footer = `${SKILL_OUTLIER_TEXT.mailPreferences} ${PRODUCT_NAME}: ${publicUrl}${SETTINGS_PATH}`;
  const text = [
    `Hello ${name},`,
    SKILL_OUTLIER_TEXT.mailIntro,
    ...blocks.map((b) => [b.title, ...b.figures.map((f) => `- ${f}`), `${SKILL_OUTLIER_TEXT.mailLink} ${b.link}`].join('\n')),
    footer,
  ].join('\n\n');
  const html =
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(SKILL_OUTLIER_TEXT.mailIntro)}</p>` +
    blocks
      .map(
        (b) =>
          `<h3>${escapeHtml(b.title)}</h3><ul>${b.figures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` +
          `<p><a href="${escapeHtml(b.link)}">${escapeHtml(SKILL_OUTLIER_TEXT.mailLink)}</a></p>`,
      )
      .join('') +
    `<p><small>${escapeHtml(footer)}</small></p>`;
  const subject = entries.length === 1 ? SKILL_OUTLIER_TEXT.mailSubject(entries[0]!.name) : SKILL_OUTLIER_TEXT.mailSubjectMany(entries.length);
  return { to, subject, text: `${text}\n`, html };
}
