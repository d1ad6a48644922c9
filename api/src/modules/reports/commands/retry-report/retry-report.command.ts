import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG, type ReportItem } from '@cytocampus/contracts';
import { DomainError, reportDecider, reportStream } from '@cytocampus/domain';
import { reportAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { ReportGenerator } from '../../generation/index.js';
import { ReportItems, reportRefOf } from '../../shared/report-items.js';

export class RetryReport extends Command<ReportItem> {
  constructor(
    readonly actor: Principal,
    readonly reportId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * POST /reports/{id}/retry (docs/adr/0028): a report whose generation failed is queued again, by
 * its author or whoever may delete it; any other state answers 409 (the decider's notFailed).
 */
@CommandHandler(RetryReport)
export class RetryReportHandler implements ICommandHandler<RetryReport, ReportItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly reports: ReportItems,
    private readonly generator: ReportGenerator,
  ) {}

  async execute({ actor, reportId, ctx }: RetryReport): Promise<ReportItem> {
    const who = ruleActor(actor);
    const row = await this.reports.readable(who, reportId);
    if (row.owner_id !== actor.userId && !reportAbilities(who, reportRefOf(row)).canDel) throw new DomainError('forbidden', MSG.forbidden);
    const decided = await this.es
      .aggregate(reportStream(reportId), reportDecider)
      .execute(() => [{ type: 'RetryReport', by: actor.userId, at: this.es.now().getTime() }], ctx);
    await this.es.readYourWrites(decided.position, ['reports']);
    this.generator.nudge();
    return this.reports.item(who, reportId);
  }
}
