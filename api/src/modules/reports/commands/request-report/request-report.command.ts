import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FORM_ERROR, MSG, REPORT_TEXT, type ReportItem, type ReportTarget } from '@cytocampus/contracts';
import { DomainError, reportDecider, reportStream } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canCreateReport, hasPermission, type Actor } from '@cytocampus/permissions';
import { groupOrganization, organizationExists } from '@cytocampus/projections';
import { NOT_VALID, type ReportRequestValues } from '@cytocampus/schema';
import { ruleActor, type Principal } from '../../../../auth/principal.js';
import type { CommandContext } from '../../../../es/command-context.js';
import { EventSourcing } from '../../../../es/event-sourcing.service.js';
import { SQL } from '../../../../infra/tokens.js';
import { ReportGenerator } from '../../generation/index.js';
import { ReportItems } from '../../shared/report-items.js';

export class RequestReport extends Command<ReportItem> {
  constructor(
    readonly actor: Principal,
    readonly body: ReportRequestValues,
    readonly ctx: CommandContext,
  ) {
    super();
  }
}

const invalid = (field: string, message: string = NOT_VALID): DomainError => DomainError.invalid([{ field, message, code: FORM_ERROR.invalid }]);

/**
 * POST /reports (docs/adr/0028): records the request in `report-<id>` and wakes the generator; the
 * report is generated in the background. Its organization is its target's (the group's when only a
 * group is named); a caller with generateOrgReport only reports on their own organization (a
 * report without a target becomes one), names only it among the filter's organizations, and
 * someone without generateReport cannot ask for a site-wide report.
 */
@CommandHandler(RequestReport)
export class RequestReportHandler implements ICommandHandler<RequestReport, ReportItem> {
  constructor(
    private readonly es: EventSourcing,
    private readonly reports: ReportItems,
    private readonly generator: ReportGenerator,
    @Inject(SQL) private readonly sql: SqlClient,
  ) {}

  async execute({ actor, body, ctx }: RequestReport): Promise<ReportItem> {
    const who = ruleActor(actor);
    const orgId = await this.organizationOf(who, body.target);
    if (!hasPermission(who, 'generateReport') && body.filterOrgs.some((o) => o.orgId !== who.orgId))
      throw new DomainError('forbidden', REPORT_TEXT.notYourOrganization, 'filterOrgs');

    const reportId = body.id || randomUUID();
    const decided = await this.es.aggregate(reportStream(reportId), reportDecider).execute((state) => {
      // A client id is the sender's own: someone else's report under it is not theirs to resend.
      if (state.request && state.request.ownerId !== actor.userId) throw invalid('id');
      const { id: _id, ...request } = body;
      // The target names the report's organization, so what it covers is what it belongs to (a group's, the caller's own).
      const target = { groupId: request.target.groupId, orgId };
      return [{ type: 'RequestReport', ...request, target, reportId, ownerId: actor.userId, orgId, at: this.es.now().getTime() }];
    }, ctx);
    await this.es.readYourWrites(decided.position, ['reports']);
    if (decided.position) this.generator.nudge();
    return this.reports.item(who, reportId);
  }

  /** The report's organization (null: site-wide) from its target, checked against what the caller may report on. */
  private async organizationOf(who: Actor, target: ReportTarget): Promise<string | null> {
    const siteWide = hasPermission(who, 'generateReport');
    const ownOnly = !siteWide && hasPermission(who, 'generateOrgReport');
    if (!siteWide && !ownOnly) throw new DomainError('forbidden', MSG.forbidden);
    const groupOrgId = target.groupId === null ? null : await groupOrganization(this.sql, target.groupId);
    if (target.groupId !== null && groupOrgId === null) throw invalid('target.groupId');
    if (groupOrgId !== null && target.orgId !== null && groupOrgId !== target.orgId) throw invalid('target.groupId', REPORT_TEXT.groupNotInOrganization);
    let orgId = target.orgId ?? groupOrgId;
    if (ownOnly) {
      // An organization report is always of the caller's own organization.
      orgId ??= who.orgId;
      if (orgId === null) throw invalid('target', REPORT_TEXT.siteWideNeedsGenerateReport);
      if (orgId !== who.orgId) throw new DomainError('forbidden', REPORT_TEXT.notYourOrganization);
    }
    if (target.orgId !== null && !(await organizationExists(this.sql, target.orgId))) throw invalid('target.orgId');
    if (!canCreateReport(who, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    return orgId;
  }
}
