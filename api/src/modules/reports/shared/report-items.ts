import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { REPORT_TEXT, type ReportItem, type ReportKind, type ReportType } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadReport, reportAbilities, type Actor, type ReportRef } from '@cytocampus/permissions';
import { reportByFileId, reportById, type ReportRow, type ReportTableRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

export const reportRefOf = (row: Pick<ReportTableRow, 'owner_id' | 'org_id'>): ReportRef => ({ ownerId: row.owner_id, orgId: row.org_id });

/** A row as the lists and the report's page show it, with what the viewer may do with it. */
export const toReportItem = (viewer: Actor, row: ReportRow): ReportItem => ({
  id: row.id,
  itemId: row.id,
  type: 'report',
  name: row.name,
  description: row.description,
  tags: row.tags,
  reportType: row.report_type as ReportType,
  kind: row.kind as ReportKind | null,
  target: { groupId: row.target.groupId ?? null, orgId: row.target.orgId ?? null },
  options: row.options,
  filters: row.filters,
  filterOrgs: row.filter_orgs,
  userId: row.owner_id,
  ownerName: row.owner_name,
  orgId: row.org_id,
  targetNames: { orgName: row.target_org_name, groupName: row.target_group_name },
  status: row.status,
  error: row.error,
  created: row.created.getTime(),
  start: row.started?.getTime() ?? null,
  end: row.finished?.getTime() ?? null,
  fileId: row.file_id,
  rows: row.row_count,
  chart: row.chart,
  version: row.version,
  abilities: reportAbilities(viewer, reportRefOf(row)),
});

/** Reports as the read model has them. A deleted report, or one the viewer may not read, is not found alike (no probing ids). */
@Injectable()
export class ReportItems {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The report's row, deleted ones left out; null when there is none. */
  async row(id: string): Promise<ReportRow | null> {
    return reportById(this.sql, id);
  }

  /** The report the viewer may read, else 404 REPORT_TEXT.notFound. */
  async readable(viewer: Actor, id: string): Promise<ReportRow> {
    const row = await this.row(id);
    if (!row || !canReadReport(viewer, reportRefOf(row))) throw new DomainError('not_found', REPORT_TEXT.notFound);
    return row;
  }

  async item(viewer: Actor, id: string): Promise<ReportItem> {
    return toReportItem(viewer, await this.readable(viewer, id));
  }

  /** The report whose generated files have this id, deleted ones left out. */
  async byFileId(fileId: string): Promise<ReportRow | null> {
    return reportByFileId(this.sql, fileId);
  }
}
