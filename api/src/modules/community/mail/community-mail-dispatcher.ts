import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { dailySummaryDecider, dailySummaryStream, DomainError, mailboxStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Config } from '../../../infra/config.js';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Clock } from '../../../infra/clock.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import type { Mailer } from '../../../infra/mailer.js';
import { CLOCK, CONFIG, LOGGER, MAILER, SQL } from '../../../infra/tokens.js';
import { personRef } from '../shared/people.js';
import { COMMUNITY_MAIL, communityMail, type MailThread } from './community-mail-texts.js';
import { byUser, planFor, recipientActor, type UserPlan } from './mail-plan.js';
import { PendingMails, type PendingMail } from './pending-mails.js';

/** Advisory lock of the active community mail dispatcher ("ccmail" in ASCII): one across API processes. */
const MAIL_LOCK = { key: 0x6363_6d61_696c, name: 'community mail' };
/** Users looked at in one pass (the others in the next passes). */
const USERS_PER_PASS = 500;
/** A user whose mail could not be sent is tried again after this long. */
const REST_AFTER_FAILURE_MS = 10 * 60_000;

type MailKey = { userId: string; messageId: string };

/** A recorded mail event's id follows from what it names: recorded again after a crash, it is stored once. */
function mailEventId(kind: string, userId: string, messageIds: readonly string[]): string {
  const hex = createHash('sha256')
    .update([kind, userId, ...[...messageIds].sort()].join('\u0000'))
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * E-mails new community messages by each recipient's preferences at sending time (docs/adr/0027),
 * in whichever API process holds the lock: every COMMUNITY_MAIL_INTERVAL_MS it reads the pending
 * mails of the community read model; skips what the preferences keep out (CommunityMailSkipped),
 * sends what arrives to those who want it at once (CommunityMailSent), and from DAILY_SUMMARY_HOUR
 * (UTC) one summary per user and day, recorded FIRST on the empty stream `digest-<user>-<day>`
 * (DailySummarySent), so that no second pass or process sends it again.
 */
@Injectable()
export class CommunityMailDispatcher extends LeaderService {
  /** The UTC day `summarized` is about, and the users whose summary of that day went out. */
  private day = '';
  private readonly summarized = new Set<string>();
  private readonly resting = new Map<string, number>();
  /** Mails recorded whose removal the read model may not show yet: never sent twice meanwhile. */
  private recorded: MailKey[] = [];

  constructor(
    private readonly es: EventSourcing,
    private readonly pending: PendingMails,
    @Inject(SQL) sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: MAIL_LOCK, restMs: config.communityMail.intervalMs });
  }

  protected override async pass(): Promise<void> {
    const now = this.clock.now();
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.summarized.clear();
    }
    for (const [userId, until] of this.resting) if (until <= now.getTime()) this.resting.delete(userId);
    if (this.recorded.length > 0) this.recorded = await this.pending.stillPending(this.recorded);
    const dailyDue = now.getUTCHours() >= this.config.communityMail.dailySummaryHour;
    const mails = await this.pending.load({
      dailyDue,
      summarizedToday: [...this.summarized],
      resting: [...this.resting.keys()],
      recorded: this.recorded,
      users: USERS_PER_PASS,
    });
    for (const group of byUser(mails)) {
      if (this.stopped) break;
      const plan = planFor(group, dailyDue);
      try {
        await this.carryOut(plan, day);
      } catch (error) {
        this.resting.set(plan.userId, now.getTime() + REST_AFTER_FAILURE_MS);
        this.logger.error({ userId: plan.userId, error: error instanceof Error ? error.message : String(error) }, 'community mail failed; trying again later');
      }
    }
  }

  /**
   * Records what the plan skips and sends what it sends. What it recorded stays in `recorded` until
   * the read model shows it gone, so that the next pass, however soon, never takes it up again.
   */
  private async carryOut(plan: UserPlan, day: string): Promise<void> {
    const ctx = systemContext();
    const at = this.clock.now().getTime();
    const note = (mails: readonly PendingMail[]) => this.recorded.push(...mails.map((m) => ({ userId: m.userId, messageId: m.messageId })));
    if (plan.skip.length > 0) {
      const messageIds = plan.skip.map((m) => m.messageId);
      const id = mailEventId('skipped', plan.userId, messageIds);
      await this.es.record(mailboxStream(plan.userId), [{ id, type: 'CommunityMailSkipped', data: { userId: plan.userId, messageIds, at } }], ctx);
      note(plan.skip);
    }
    if (plan.send.length === 0 || !plan.recipient || !plan.mode) return;
    const messageIds = plan.send.map((m) => m.messageId);
    if (plan.mode === 'instant') {
      await this.mailer.send(this.mailOf(plan, 'instant'));
      const id = mailEventId('sent', plan.userId, messageIds);
      await this.es.record(mailboxStream(plan.userId), [{ id, type: 'CommunityMailSent', data: { userId: plan.userId, messageIds, at } }], ctx);
      note(plan.send);
      return;
    }
    // The summary is recorded before it is sent: a conflict means this day's went out already.
    try {
      await this.es
        .aggregate(dailySummaryStream(plan.userId, day), dailySummaryDecider)
        .execute(() => [{ type: 'SendDailySummary', userId: plan.userId, day, messageIds, at }], ctx);
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      this.summarized.add(plan.userId);
      return;
    }
    this.summarized.add(plan.userId);
    note(plan.send);
    await this.mailer.send(this.mailOf(plan, 'daily'));
  }

  /** The plan's mails grouped by thread (in the order of their first new message), senders named as the recipient may see them. */
  private mailOf(plan: UserPlan, kind: 'instant' | 'daily') {
    const recipient = plan.recipient!;
    const viewer = recipientActor(recipient);
    const threads = new Map<string, MailThread>();
    for (const mail of plan.send) {
      const thread = threads.get(mail.threadId) ?? { threadId: mail.threadId, title: mail.thread!.title, lines: [] };
      threads.set(mail.threadId, thread);
      const sender = mail.sender ? personRef(viewer, mail.sender).name : COMMUNITY_MAIL.formerMember;
      thread.lines.push({ sender, ts: mail.message!.ts, preview: mail.message!.preview });
    }
    const name = recipient.firstName || recipient.bio.alias || recipient.email;
    return communityMail({ to: recipient.email, name, kind, threads: [...threads.values()], publicUrl: this.config.publicUrl });
  }
}
