import { Inject } from '@nestjs/common';
import { Command, CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SkillOutlierAlerts, SkillOutlierNotice } from '@cytocampus/contracts';
import { DomainError, SKILL_OUTLIER_NOTICE_NOT_FOUND, skillOutlierDecider, skillOutliersStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { type Actor, mayListUsersOf } from '@cytocampus/permissions';
import { namedUsers, outlierNoticeLearner, unreadOutlierNotices } from '@cytocampus/projections';
import type { CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import { SQL } from '../../../infra/tokens.js';
import { nameFor } from '../shared/skill-rows.js';
import { GetSkillOutlierAlerts } from '../../../messages/screening-skill.js';

/** How many notifications the alerts menu shows (the newest unread). */
const ALERT_ITEMS = 5;

@QueryHandler(GetSkillOutlierAlerts)
export class GetSkillOutlierAlertsHandler implements IQueryHandler<GetSkillOutlierAlerts, SkillOutlierAlerts> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer }: GetSkillOutlierAlerts): Promise<SkillOutlierAlerts> {
    const rows = await unreadOutlierNotices(this.sql, viewer.id);
    const mine = rows.filter((r) => mayListUsersOf(viewer, r.org_id));
    const shown = mine.slice(0, ALERT_ITEMS);
    const people = await namedUsers(this.sql, [...new Set(shown.map((r) => r.user_id))]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const items = shown.map((r): SkillOutlierNotice => {
      const person = byId.get(r.user_id);
      const name = person ? nameFor(viewer, person) : { firstName: '', lastName: '' };
      return {
        id: r.flag_id,
        userId: r.user_id,
        name: `${name.firstName} ${name.lastName}`.trim(),
        orgId: r.org_id,
        rates: r.rates,
        learner: r.learner,
        organization: r.organization,
        factor: r.factor,
        from: r.from_month,
        to: r.to_month,
        at: r.at.getTime(),
        read: r.read_at !== null,
      };
    });
    return { count: mine.length, items };
  }
}

/** The recipient opened an outlier notification: it is marked read (SkillOutlierNoticeRead in the learner's outlier stream). */
export class ReadSkillOutlierNotice extends Command<{ success: true }> {
  constructor(
    readonly viewer: Actor,
    readonly noticeId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReadSkillOutlierNotice)
export class ReadSkillOutlierNoticeHandler implements ICommandHandler<ReadSkillOutlierNotice, { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ viewer, noticeId: id, ctx }: ReadSkillOutlierNotice): Promise<{ success: true }> {
    const userId = await outlierNoticeLearner(this.sql, id, viewer.id);
    // Someone else's notification is as unknown as a made-up id.
    if (userId === null) throw new DomainError('not_found', SKILL_OUTLIER_NOTICE_NOT_FOUND);
    const at = this.es.now().getTime();
    const { position } = await this.es
      .aggregate(skillOutliersStream(userId), skillOutlierDecider)
      .execute(() => [{ type: 'ReadSkillOutlierNotice', flagId: id, recipientId: viewer.id, at }], ctx);
    await this.es.readYourWrites(position, ['skillOutliers']);
    return { success: true };
  }
}
