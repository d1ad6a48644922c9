import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES } from '@cytocampus/contracts';
import { skillOutlierDecider, skillOutliersStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { namedUsers, unmailedOutlierNotices, type OutlierMailRow } from '@cytocampus/projections';
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
import { nameFor } from '../shared/skill-rows.js';
import { outlierMail, type OutlierMailEntry } from './outlier-mail-text.js';
import { mayListUsersOf } from '@cytocampus/permissions';

/** Advisory lock of the active outlier mail ("ccsoml" in ASCII): one across API processes. */
const OUTLIER_MAIL_LOCK = { key: 0x6363_736f_6d6c, name: 'skill outlier mail' };
/** Notifications looked at per pass. */
const BATCH = 500;

const keyOf = (r: { flag_id: string; recipient_id: string }): string => `${r.flag_id}/${r.recipient_id}`;

/**
 * E-mails outlier notifications (docs/adr/0036) by each recipient's preferences at sending time, as
 * the community's mail does (docs/adr/0027): `instant` at once; `daily` from DAILY_SUMMARY_HOUR
 * (UTC), all of the recipient's waiting ones in one mail; `off`, allowEmail or organizationEmail
 * off, a disabled account or a recipient who may no longer list the organization: none. Each outcome
 * is recorded in the learner's outlier stream (SkillOutlierMailed 'sent' or 'skipped'), after the
 * sending, so a crash between the two may send one twice but never loses one.
 */
@Injectable()
export class SkillOutlierMail extends LeaderService {
  /** Recorded, and maybe not yet shown by the read model: never taken up twice meanwhile. */
  private readonly recorded = new Set<string>();

  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super(sql, logger, { lock: OUTLIER_MAIL_LOCK, restMs: config.communityMail.intervalMs });
  }

  protected override async pass(): Promise<void> {
    const dailyDue = this.clock.now().getUTCHours() >= this.config.communityMail.dailySummaryHour;
    // Before the summary hour, the ones waiting for it are not read: they would fill the batch ahead of instant ones.
    const rows = await unmailedOutlierNotices(this.sql, dailyDue, BATCH);
    const pending = new Set(rows.map(keyOf));
    for (const key of this.recorded) if (!pending.has(key)) this.recorded.delete(key);
    const byRecipient = new Map<string, OutlierMailRow[]>();
    for (const row of rows) {
      if (this.recorded.has(keyOf(row))) continue;
      byRecipient.set(row.recipient_id, [...(byRecipient.get(row.recipient_id) ?? []), row]);
    }
    for (const group of byRecipient.values()) {
      if (this.stopped) break;
      try {
        await this.carryOut(group, dailyDue);
      } catch (error) {
        this.logger.error({ recipientId: group[0]!.recipient_id, error: errorMessage(error) }, 'skill outlier mail failed; trying again');
      }
    }
  }

  private async carryOut(group: OutlierMailRow[], dailyDue: boolean): Promise<void> {
    const first = group[0]!;
    const mode = this.modeOf(first);
    if (mode === 'daily' && !dailyDue) return;
    if (mode === 'off') return this.record(group, 'skipped');
    const people = await namedUsers(this.sql, [...new Set(group.map((r) => r.user_id))]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const viewer = { id: first.recipient_id, role: first.role!, orgId: first.r_org_id, permissions: first.permissions ?? {} };
    const entries = group.map((r): OutlierMailEntry => {
      const person = byId.get(r.user_id);
      const name = person ? nameFor(viewer, person) : { firstName: '', lastName: '' };
      return {
        userId: r.user_id,
        name: `${name.firstName} ${name.lastName}`.trim(),
        rates: r.rates,
        learner: r.learner,
        organization: r.organization,
        factor: r.factor,
      };
    });
    const name = first.first_name || first.email!;
    await this.mailer.send(outlierMail({ to: first.email!, name, entries, publicUrl: this.config.publicUrl }));
    await this.record(group, 'sent');
  }

  /** 'off' when nothing may go: the preferences, a gone or disabled account, or a recipient no longer over the organization. */
  private modeOf(row: OutlierMailRow): 'instant' | 'daily' | 'off' {
    if (!row.email || !row.role || row.disabled) return 'off';
    if (!mayListUsersOf({ id: row.recipient_id, role: row.role, orgId: row.r_org_id, permissions: row.permissions ?? {} }, row.org_id)) return 'off';
    const prefs = effectivePreferences({ ...DEFAULT_PREFERENCES, ...row.preferences }, row.role);
    if (!prefs.organizationEmail) return 'off';
    return prefs.updateEmail;
  }

  private async record(group: readonly OutlierMailRow[], outcome: 'sent' | 'skipped'): Promise<void> {
    const at = this.clock.now().getTime();
    for (const row of group) {
      await this.es
        .aggregate(skillOutliersStream(row.user_id), skillOutlierDecider)
        .execute(() => [{ type: 'RecordSkillOutlierMail', flagId: row.flag_id, recipientId: row.recipient_id, outcome, at }], systemContext());
      this.recorded.add(keyOf(row));
    }
  }
}
