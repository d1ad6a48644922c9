import { PRODUCT_NAME, REPORT_TEXT } from '@cytocampus/contracts';
import type { MailMessage } from '../../../infra/mailer.js';

/** The weekly organization e-mail's texts (ours; the spec names the preference, orgReportEmails). */
export const WEEKLY_MAIL = {
  intro: (orgName: string, from: string, to: string) => `Here is how the learners of ${orgName} did last week, ${from} to ${to} (UTC):`,
  learners: 'Learners',
  active: 'Active learners',
  completed: 'Items completed',
  averageScore: 'Average score',
  certificates: 'Certificates issued',
  /** The average score of a week without a scored item. */
  noScore: 'none',
  open: "See your organization's progress",
  progressPath: '/dashboard/org/progress',
  footer: `You receive this e-mail because of your notification settings on ${PRODUCT_NAME} (weekly organization reports); change them under Settings.`,
  settingsPath: '/dashboard/settings',
} as const;

/** An organization's week: its learners, and what they did between `from` and `to`. */
export interface WeeklyFigures {
  learners: number;
  active: number;
  completed: number;
  /** 0..1; null when nothing scored was completed. */
  averageScore: number | null;
  certificates: number;
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail as text and as HTML (every value escaped): the week's figures and a link to the organization's progress page. */
export function weeklyReportMail(options: {
  to: string;
  name: string;
  orgName: string;
  /** The week's first and last day, YYYY-MM-DD. */
  from: string;
  until: string;
  figures: WeeklyFigures;
  publicUrl: string;
}): MailMessage {
  const { to, name, orgName, from, until, figures, publicUrl } = options;
  const progress = `${publicUrl}${WEEKLY_MAIL.progressPath}`;
  const settings = `${publicUrl}${WEEKLY_MAIL.settingsPath}`;
  const intro = WEEKLY_MAIL.intro(orgName, from, until);
  const lines: [string, string][] = [
    [WEEKLY_MAIL.learners, String(figures.learners)],
    [WEEKLY_MAIL.active, String(figures.active)],
    [WEEKLY_MAIL.completed, String(figures.completed)],
    [WEEKLY_MAIL.averageScore, figures.averageScore === null ? WEEKLY_MAIL.noScore : `${Math.round(figures.averageScore * 100)}%`],
    [WEEKLY_MAIL.certificates, String(figures.certificates)],
  ];
  const text =
    `Hello ${name},\n\n${intro}\n\n${lines.map(([label, value]) => `- ${label}: ${value}`).join('\n')}\n\n` +
    `${WEEKLY_MAIL.open}: ${progress}\n\n${WEEKLY_MAIL.footer}\n${settings}\n`;
  const html =
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>` +
    `<table>${lines.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`).join('')}</table>` +
    `<p><a href="${escapeHtml(progress)}">${escapeHtml(WEEKLY_MAIL.open)}</a></p>` +
    `<p><small>${escapeHtml(WEEKLY_MAIL.footer)} <a href="${escapeHtml(settings)}">Settings</a></small></p>`;
  return { to, subject: REPORT_TEXT.weeklySubject(orgName), text, html };
}
