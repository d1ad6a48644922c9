import { COMMUNITY_PATHS, PRODUCT_NAME } from '@cytocampus/contracts';
import type { MailMessage } from '../../../infra/mailer.js';

/** The community's e-mail texts (ours; the spec names the modes: daily summary, as they arrive). */
export const COMMUNITY_MAIL = {
  instantSubject: `New messages on ${PRODUCT_NAME}`,
  dailySubject: `Your ${PRODUCT_NAME} daily summary`,
  instantIntro: `There are new messages for you on ${PRODUCT_NAME}:`,
  dailyIntro: `Here is what was written for you on ${PRODUCT_NAME} since your last summary:`,
  open: 'Open the thread',
  earlier: (n: number) => `${n} earlier ${n === 1 ? 'message' : 'messages'} not shown`,
  /** The sender of a message whose account no longer exists. */
  formerMember: 'A former member',
  footer: `You receive these e-mails because of your notification settings on ${PRODUCT_NAME}; change them under Settings.`,
  settingsPath: '/dashboard/settings',
} as const;

/** Messages listed per thread in one e-mail; the rest are counted. */
export const MESSAGES_PER_THREAD = 10;

/** One message as an e-mail lists it: sender as the recipient may see them, time, plain-text preview. */
export interface MailLine {
  sender: string;
  ts: Date;
  preview: string;
}

export interface MailThread {
  threadId: string;
  title: string;
  lines: MailLine[];
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** 2026-11-22 10:05 UTC: e-mails are read anywhere, the day and time say which zone. */
const when = (ts: Date): string => `${ts.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The e-mail of new messages (as they arrive, or the day's summary): per thread its title, its
 * newest messages (oldest first) and a link to it on the site; as text and as HTML, where every
 * value is escaped.
 */
export function communityMail(options: { to: string; name: string; kind: 'instant' | 'daily'; threads: MailThread[]; publicUrl: string }): MailMessage {
  const { to, name, kind, threads, publicUrl } = options;
  const link = (threadId: string) => `${publicUrl}${COMMUNITY_PATHS.thread(threadId)}`;
  const settings = `${publicUrl}${COMMUNITY_MAIL.settingsPath}`;
  const intro = kind === 'instant' ? COMMUNITY_MAIL.instantIntro : COMMUNITY_MAIL.dailyIntro;
  const shown = threads.map((t) => ({ ...t, hidden: Math.max(0, t.lines.length - MESSAGES_PER_THREAD), lines: t.lines.slice(-MESSAGES_PER_THREAD) }));

  const textThreads = shown.map((t) =>
    [
      t.title,
      ...(t.hidden > 0 ? [COMMUNITY_MAIL.earlier(t.hidden)] : []),
      ...t.lines.map((l) => `- ${l.sender}, ${when(l.ts)}: ${l.preview}`),
      `${COMMUNITY_MAIL.open}: ${link(t.threadId)}`,
    ].join('\n'),
  );
  const text = `Hello ${name},\n\n${intro}\n\n${textThreads.join('\n\n')}\n\n${COMMUNITY_MAIL.footer}\n${settings}\n`;

  const htmlThreads = shown.map(
    (t) =>
      `<h3>${escapeHtml(t.title)}</h3>` +
      (t.hidden > 0 ? `<p><em>${escapeHtml(COMMUNITY_MAIL.earlier(t.hidden))}</em></p>` : '') +
      `<ul>${t.lines.map((l) => `<li><strong>${escapeHtml(l.sender)}</strong>, ${escapeHtml(when(l.ts))}: ${escapeHtml(l.preview)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(link(t.threadId))}">${escapeHtml(COMMUNITY_MAIL.open)}</a></p>`,
  );
  const html =
    `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>${htmlThreads.join('')}` +
    `<p><small>${escapeHtml(COMMUNITY_MAIL.footer)} <a href="${escapeHtml(settings)}">Settings</a></small></p>`;

  return { to, subject: kind === 'instant' ? COMMUNITY_MAIL.instantSubject : COMMUNITY_MAIL.dailySubject, text, html };
}
