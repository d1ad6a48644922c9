import type { ReportChart, ReportLivePatch, ReportStatus } from '@cytocampus/contracts';

/** A `reports` row: the API's answers and the notices' patches read it alike. */
export interface ReportTableRow {
  id: string;
  owner_id: string;
  org_id: string | null;
  name: string;
  description: string;
  tags: string[];
  report_type: string;
  kind: string | null;
  target: { groupId: string | null; orgId: string | null };
  options: { verbose: boolean; anonymous: boolean; userScore: boolean };
  filters: { internalUsers: boolean; userLevel: number; startDate: string | null; endDate: string | null };
  filter_orgs: { orgId: string; orgName: string }[];
  status: ReportStatus;
  attempts: number;
  error: string | null;
  file_id: string | null;
  row_count: number | null;
  chart: ReportChart | null;
  created: Date;
  started: Date | null;
  finished: Date | null;
  deleted: boolean;
  version: number;
}

/** What a `report` notice carries (and the page patches). */
export const reportPatch = (row: ReportTableRow): ReportLivePatch => ({
  status: row.status,
  error: row.error,
  start: row.started?.getTime() ?? null,
  end: row.finished?.getTime() ?? null,
  fileId: row.file_id,
  rows: row.row_count,
  chart: row.chart,
});
