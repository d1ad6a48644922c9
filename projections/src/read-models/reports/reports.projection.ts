import { reportsRoom } from '@cytocampus/contracts';
import { REPORT_EVENT_TYPES, type ReportEvent, type ReportRequestedData } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { fitting, REMOVED_VERSION, type LiveNotice } from '../../live-notices.js';
import { perEvent, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';
import { reportPatch, type ReportTableRow } from './report-rows.js';

const REPORT_EVENTS: ReadonlySet<string> = new Set(REPORT_EVENT_TYPES);
const reportIdOf = (event: RecordedEvent): string => (event.data as { reportId: string }).reportId;
const iso = (ms: number): string => new Date(ms).toISOString();

/** Who hears of a report: those who may read every report, and those who may read its organization's. */
export const reportRooms = (orgId: string | null): string[] => [reportsRoom(null), ...(orgId === null ? [] : [reportsRoom(orgId)])];

/** One `report` notice per report the events changed, with its patch; a deleted one as removed. */
async function reportNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ids = [...new Set(events.filter((e) => REPORT_EVENTS.has(e.type)).map(reportIdOf))];
  if (ids.length === 0) return [];
  const { rows } = await db.query<ReportTableRow>(`select * from reports where id = any($1)`, [ids]);
  return rows.map((row) =>
    row.deleted
      ? { rooms: reportRooms(row.org_id), notice: { model: 'report', id: row.id, version: REMOVED_VERSION, removed: true } }
      : fitting(reportRooms(row.org_id), { model: 'report', id: row.id, version: row.version, patch: reportPatch(row) }),
  );
}

const update = (db: SqlExecutor, event: RecordedEvent, set: string, values: unknown[] = []) =>
  db.query(`update reports set ${set}, version = version + 1 where id = $1`, [reportIdOf(event), ...values]);

/**
 * Reports (docs/adr/0028): one row per report with its request, status and result. A deleted
 * report stays as a row marked deleted, so its notice knows its rooms; lists and reads leave it out.
 * The generators poll this table for QUEUED and GENERATING reports.
 */
export const reportsProjection: Projection<'reports'> = {
  name: 'reports',
  version: 1,
  tables: ['reports'],
  notices: reportNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists reports (
        id text primary key,
        owner_id text not null,
        org_id text,
        name text not null,
        description text not null default '',
        tags jsonb not null default '[]',
        report_type text not null,
        kind text,
        target jsonb not null,
        options jsonb not null,
        filters jsonb not null,
        filter_orgs jsonb not null default '[]',
        status text not null,
        attempts int not null default 0,
        error text,
        file_id text,
        row_count int,
        chart jsonb,
        created timestamptz not null,
        started timestamptz,
        finished timestamptz,
        deleted boolean not null default false,
        version int not null default 1
      )`,
      `create index if not exists reports_org_idx on reports (org_id, created desc) where not deleted`,
      `create index if not exists reports_created_idx on reports (created desc) where not deleted`,
      `create index if not exists reports_waiting_idx on reports (created) where status in ('QUEUED', 'GENERATING') and not deleted`,
      `create unique index if not exists reports_file_idx on reports (file_id) where file_id is not null`,
    ]),
  ...perEvent({
    ReportRequested: (db, event) => {
      const d = event.data as ReportRequestedData;
      return db.query(
        `insert into reports (id, owner_id, org_id, name, description, tags, report_type, kind, target, options, filters, filter_orgs, status, created)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, 'QUEUED', $13) on conflict (id) do nothing`,
        [
          d.reportId,
          d.ownerId,
          d.orgId,
          d.name,
          d.description,
          JSON.stringify(d.tags),
          d.reportType,
          d.kind,
          JSON.stringify(d.target),
          JSON.stringify(d.options),
          JSON.stringify(d.filters),
          JSON.stringify(d.filterOrgs),
          iso(d.at),
        ],
      );
    },
    ReportGenerationStarted: (db, event) => {
      const d = event.data as Extract<ReportEvent, { type: 'ReportGenerationStarted' }>['data'];
      return update(db, event, `status = 'GENERATING', attempts = $2, started = $3, finished = null, error = null`, [d.attempt, iso(d.at)]);
    },
    ReportGenerated: (db, event) => {
      const d = event.data as Extract<ReportEvent, { type: 'ReportGenerated' }>['data'];
      return update(db, event, `status = 'COMPLETE', file_id = $2, row_count = $3, chart = $4::jsonb, finished = $5`, [
        d.fileId,
        d.rows,
        JSON.stringify(d.chart),
        iso(d.at),
      ]);
    },
    ReportGenerationFailed: (db, event) => {
      const d = event.data as Extract<ReportEvent, { type: 'ReportGenerationFailed' }>['data'];
      return update(db, event, `status = 'ERROR', error = $2, finished = $3`, [d.message, iso(d.at)]);
    },
    ReportRequeued: (db, event) => update(db, event, `status = 'QUEUED', attempts = 0, error = null, started = null, finished = null`),
    ReportDeleted: (db, event) => update(db, event, `deleted = true`),
  }),
};
