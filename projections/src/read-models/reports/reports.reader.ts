import type { SqlExecutor } from '@cytocampus/event-store';
import { containing, SqlFilter } from '../../sql-filter.js';
import type { ReportTableRow } from './report-rows.js';

/**
 * How the API reads the reports read model (ADR 0002 "Readers"; docs/adr/0028): its rows
 * (`ReportTableRow`, in report-rows.ts, which the notices share) and its queries live beside the
 * projection that writes the table.
 */

/** A `reports` row with the names a report shows: its author's, its target's organization and group. */
export interface ReportRow extends ReportTableRow {
  owner_name: string | null;
  target_org_name: string | null;
  target_group_name: string | null;
}

/** Which reports a list shows: every organization's (`orgId` absent) or one's, of any type or one, and matching every search word. */
export interface ReportListFilter {
  orgId: string | undefined;
  reportType: string | undefined;
  /** The search's words, lower-cased. */
  words: readonly string[];
}

/**
 * The reports (aliased r) with those names joined. The target's organization is its group's when
 * only a group is named, and the report's own when none is (an organization report of its author's).
 */
const REPORT_SELECT = `select r.*, nullif(trim(u.first_name || ' ' || u.last_name), '') as owner_name,
  o.name as target_org_name, g.name as target_group_name
  from reports r
  left join users u on u.id = r.owner_id
  left join groups g on g.id = r.target->>'groupId'
  left join organizations o on o.id = coalesce(r.target->>'orgId', g.org_id, r.org_id)`;

/** The report, deleted ones left out; null when there is none: what the report's page and its commands act on. */
export async function reportById(sql: SqlExecutor, id: string): Promise<ReportRow | null> {
  const { rows } = await sql.query<ReportRow>(`${REPORT_SELECT} where r.id = $1 and not r.deleted`, [id]);
  return rows[0] ?? null;
}

/** The report whose generated files have this id, deleted ones left out: who may download them depends on it. */
export async function reportByFileId(sql: SqlExecutor, fileId: string): Promise<ReportRow | null> {
  const { rows } = await sql.query<ReportRow>(`${REPORT_SELECT} where r.file_id = $1 and not r.deleted`, [fileId]);
  return rows[0] ?? null;
}

/** The list's conditions, deleted reports always left out. */
function reportListFilter(filter: ReportListFilter): SqlFilter {
  const where = new SqlFilter().add('not r.deleted');
  if (filter.orgId !== undefined) where.add('r.org_id = ?', filter.orgId);
  if (filter.reportType !== undefined) where.add('r.report_type = ?', filter.reportType);
  // Every word in the name, or every word among the tags (spec part 3 "Generic content list").
  if (filter.words.length > 0)
    where.add(
      `(${filter.words.map(() => 'lower(r.name) like ?').join(' and ')}) or r.tags @> ?::jsonb`,
      ...filter.words.map(containing),
      JSON.stringify(filter.words),
    );
  return where;
}

/** One page of the reports a list shows, newest first, and how many it shows in all (GET /reports). */
export async function reportPage(
  sql: SqlExecutor,
  filter: ReportListFilter,
  paging: { page: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = reportListFilter(filter);
  const counted = await sql.query<{ total: number }>(`select count(*)::int as total from reports r ${where.where}`, [...where.params]);
  const window = `order by r.created desc, r.id limit ${where.next(paging.limit)} offset ${where.next((paging.page - 1) * paging.limit)}`;
  const { rows } = await sql.query<ReportRow>(`${REPORT_SELECT} ${where.where} ${window}`, where.params);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/** The oldest report waiting for generation (queued, or left generating by a killed process); null when none waits. */
export async function nextWaitingReport(sql: SqlExecutor): Promise<ReportTableRow | null> {
  const { rows } = await sql.query<ReportTableRow>(
    `select * from reports where status in ('QUEUED', 'GENERATING') and not deleted order by created, id limit 1`,
  );
  return rows[0] ?? null;
}

/** The file ids the reports still refer to: generated files under any other id may be removed. */
export async function reportFileIds(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.query<{ file_id: string }>(`select file_id from reports where file_id is not null and not deleted`);
  return rows.map((r) => r.file_id);
}
