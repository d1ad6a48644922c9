import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES } from '@cytocampus/contracts';
import { DomainError, isoWeek, isoWeekday, isoWeekStart, weeklyReportDecider, weeklyReportStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { effectivePreferences } from '@cytocampus/schema';
import type { Config } from '../../../infra/config.js';
import { systemContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Clock } from '../../../infra/clock.js';
import { errorMessage } from '../../../infra/leader-loop.js';
import { LeaderService } from '../../../infra/leader-service.js';
import type { Logger } from '../../../infra/logger.js';
import type { Mailer } from '../../../infra/mailer.js';
import { CLOCK, CONFIG, LOGGER, MAILER, SQL } from '../../../infra/tokens.js';
import { WeeklyReportReader, type WeeklyRecipient } from './weekly-recipients.js';
import { weeklyReportMail, type WeeklyFigures } from './weekly-report-texts.js';

/** Advisory lock of the active weekly report dispatcher ("ccweek" in ASCII): one across API processes. */
const WEEKLY_LOCK = { key: 0x6363_7765_656b, name: 'weekly organization e-mails' };
const DAY_MS = 86_400_000;

const day = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The weekly organization e-mail (docs/adr/0028), in whichever API process holds the lock: every
 * weeklyReport.intervalMs, once the week's day and hour (UTC) have come, each manager (and above)
 * of an organization whose preferences want it (allowEmail and orgReportEmails, at sending time)
 * gets the previous week's figures of their organization. Each is recorded FIRST on the empty
 * stream `weekly-<user>-<week>` (WeeklyReportMailed, also when the preferences skip it), so that
 * no second pass or process sends it again: at most once per manager and ISO week.
 */
@Injectable()
export class WeeklyReportDispatcher extends LeaderService {
  /** The ISO week `done` is about, and the managers whose e-mail of that week is recorded. */
  private week = '';
  private readonly done = new Set<string>();

  constructor(
    private readonly es: EventSourcing,
    private readonly reader: WeeklyReportReader,
    @Inject(SQL) sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: WEEKLY_LOCK, restMs: config.weeklyReport.intervalMs });
  }

  /** WEEKLY_REPORT_INTERVAL_MS=0 (the tests' default) turns the weekly e-mail off in this process. */
  protected override runs(): boolean {
    return this.config.weeklyReport.intervalMs > 0;
  }

  /** From the configured weekday and hour (UTC) to the end of the ISO week. */
  private due(now: Date): boolean {
    const { day: dueDay, hour } = this.config.weeklyReport;
    const weekday = isoWeekday(now);
    return weekday > dueDay || (weekday === dueDay && now.getUTCHours() >= hour);
  }

  protected override async pass(): Promise<void> {
    const now = this.clock.now();
    if (!this.due(now)) return;
    const week = isoWeek(now);
    if (week !== this.week) {
      this.week = week;
      this.done.clear();
    }
    // The week reported on is the one that ended when this one began.
    const to = isoWeekStart(now);
    const from = new Date(to.getTime() - 7 * DAY_MS);
    const figuresOf = new Map<string, Promise<WeeklyFigures>>();
    for (const recipient of await this.reader.recipients()) {
      if (this.stopped) return;
      if (this.done.has(recipient.id)) continue;
      try {
        let figures = figuresOf.get(recipient.orgId);
        if (!figures) figuresOf.set(recipient.orgId, (figures = this.reader.figures(recipient.orgId, from, to)));
        await this.mail(recipient, week, () => figures, { from, to });
      } catch (error) {
        // Tried again at the next pass.
        this.logger.error({ userId: recipient.id, error: errorMessage(error) }, 'weekly report e-mail failed; trying again later');
      }
    }
  }

  /** Records the manager's e-mail of the week (sent, or skipped by the preferences), then sends it; nothing when recorded already. */
  private async mail(recipient: WeeklyRecipient, week: string, figures: () => Promise<WeeklyFigures>, period: { from: Date; to: Date }): Promise<void> {
    const stream = this.es.aggregate(weeklyReportStream(recipient.id, week), weeklyReportDecider);
    // Recorded by an earlier pass or process (after a restart, say): nothing to work out.
    if ((await stream.load()).state.mailed) {
      this.done.add(recipient.id);
      return;
    }
    const prefs = effectivePreferences({ ...DEFAULT_PREFERENCES, ...recipient.preferences }, recipient.role);
    const sent = prefs.allowEmail && prefs.orgReportEmails;
    const reason = sent ? 'sent' : prefs.allowEmail ? 'preference' : 'no-email';
    // Made before it is recorded: once recorded, it must go out.
    const message = sent
      ? weeklyReportMail({
          to: recipient.email,
          name: recipient.firstName || recipient.email,
          orgName: recipient.orgName,
          from: day(period.from),
          until: day(new Date(period.to.getTime() - DAY_MS)),
          figures: await figures(),
          publicUrl: this.config.publicUrl,
        })
      : null;
    try {
      await stream.execute(
        () => [{ type: 'SendWeeklyReport', userId: recipient.id, orgId: recipient.orgId, week, sent, reason, at: this.clock.now().getTime() }],
        systemContext(),
      );
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      this.done.add(recipient.id);
      return;
    }
    this.done.add(recipient.id);
    if (message) await this.mailer.send(message);
  }
}
