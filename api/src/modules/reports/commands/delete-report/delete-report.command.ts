import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MSG } from '@cytocampus/contracts';
import { DomainError, reportDecider, reportStream } from '@cytocampus/domain';
import { reportAbilities } from '@cytocampus/permissions';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Logger } from '../../../../infra/logger.js';
import { LOGGER } from '../../../../infra/tokens.js';
import { ReportFiles } from '../../generation/index.js';
import { ReportItems, reportRefOf } from '../../shared/report-items.js';

export class DeleteReport extends Command<{ success: true }> {
  constructor(
    readonly actor: Principal,
    readonly reportId: string,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

/**
 * DELETE /reports/{id} (docs/adr/0028): the author, or deleteOtherReport / deleteOtherOrgReport
 * (libs/permissions reportAbilities); a report the caller may not read answers 404. Once recorded,
 * its files are removed (best effort: a file left behind is unreachable, its report being gone).
 */
@CommandHandler(DeleteReport)
export class DeleteReportHandler implements ICommandHandler<DeleteReport, { success: true }> {
  constructor(
    private readonly es: EventSourcing,
    private readonly reports: ReportItems,
    private readonly files: ReportFiles,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ actor, reportId, ctx }: DeleteReport): Promise<{ success: true }> {
    const who = ruleActor(actor);
    const row = await this.reports.readable(who, reportId);
    if (!reportAbilities(who, reportRefOf(row)).canDel) throw new DomainError('forbidden', MSG.forbidden);
    const decided = await this.es
      .aggregate(reportStream(reportId), reportDecider)
      .execute(() => [{ type: 'DeleteReport', by: actor.userId, at: this.es.now().getTime() }], ctx);
    await this.es.readYourWrites(decided.position, ['reports']);
    const fileId = decided.state.fileId ?? row.file_id;
    if (fileId)
      await this.files.remove(fileId).catch((error: unknown) => this.logger.error({ err: error, reportId, fileId }, 'files of a deleted report not removed'));
    return { success: true };
  }
}
