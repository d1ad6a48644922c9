import { beforeEach, expect, it } from '@jest/globals';
import { REPORT_TEXT, reportsRoom, type ReportChart } from '@cytocampus/contracts';
import type { ReportRequestedData } from '@cytocampus/domain';
import { forEachDatabase } from '@cytocampus/testing';
import { REMOVED_VERSION } from '../../live-notices.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { reportsProjection } from './reports.projection.js';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;
const date = (minutes: number) => new Date(at(minutes));

const requestData = (reportId: string, orgId: string | null, changes: Partial<ReportRequestedData> = {}): ReportRequestedData => ({
  reportId,
  ownerId: 'u-manager',
  orgId,
  name: `Report ${reportId}`,
  description: 'Who did what',
  tags: ['weekly'],
  reportType: 'Slide Results',
  kind: 'Slide Test',
  target: { groupId: null, orgId },
  options: { verbose: true, anonymous: false, userScore: true },
  filters: { internalUsers: false, userLevel: 3, startDate: '2026-11-01', endDate: null },
  filterOrgs: orgId ? [{ orgId, orgName: 'Alpha Lab' }] : [],
  at: at(0),
  ...changes,
});
const requested = (reportId: string, orgId: string | null, changes?: Partial<ReportRequestedData>) =>
  event('ReportRequested', requestData(reportId, orgId, changes));
const started = (reportId: string, attempt: number, minute: number) => event('ReportGenerationStarted', { reportId, attempt, at: at(minute) });
const CHART: ReportChart = { title: 'Score distribution', xLabel: 'Score (%)', yLabel: 'Results', bars: [{ label: '90–100', value: 3 }] };
const generated = (reportId: string, minute: number, fileId = `file-${reportId}`) =>
  event('ReportGenerated', { reportId, fileId, rows: 42, chart: CHART, at: at(minute) });
const failed = (reportId: string, minute: number) => event('ReportGenerationFailed', { reportId, code: 'failed', message: REPORT_TEXT.failed, at: at(minute) });
const requeued = (reportId: string, minute: number) => event('ReportRequeued', { reportId, by: 'u-manager', at: at(minute) });
const deleted = (reportId: string, minute: number) => event('ReportDeleted', { reportId, by: 'u-admin', at: at(minute) });

forEachDatabase('reports read model on %s', (h) => {
  let record: ReturnType<typeof liveRecorder>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => reportsProjection.migrate(tx));
    record = liveRecorder(h, reportsProjection, (id) => `report-${id}`);
  });

  const row = async (id: string) =>
    (
      await h.sql.query<Record<string, unknown>>(
        `select status, attempts, error, file_id, row_count, chart, started, finished, deleted, version from reports where id = $1`,
        [id],
      )
    ).rows[0];
  const ROOMS_A = [reportsRoom(null), reportsRoom('org-a')];

  it('keeps the request as asked, and tells every report reader and its organization', async () => {
    const notices = await record('r1', requested('r1', 'org-a'));
    const { rows } = await h.sql.query(`select * from reports where id = 'r1'`);
    expect(rows).toEqual([
      {
        id: 'r1',
        owner_id: 'u-manager',
        org_id: 'org-a',
        name: 'Report r1',
        description: 'Who did what',
        tags: ['weekly'],
        report_type: 'Slide Results',
        kind: 'Slide Test',
        target: { groupId: null, orgId: 'org-a' },
        options: { verbose: true, anonymous: false, userScore: true },
        filters: { internalUsers: false, userLevel: 3, startDate: '2026-11-01', endDate: null },
        filter_orgs: [{ orgId: 'org-a', orgName: 'Alpha Lab' }],
        status: 'QUEUED',
        attempts: 0,
        error: null,
        file_id: null,
        row_count: null,
        chart: null,
        created: date(0),
        started: null,
        finished: null,
        deleted: false,
        version: 1,
      },
    ]);
    const patch = { status: 'QUEUED', error: null, start: null, end: null, fileId: null, rows: null, chart: null };
    expect(notices).toEqual([{ rooms: ROOMS_A, notice: { model: 'report', id: 'r1', version: 1, patch } }]);
    // A site-wide report: to those who read every report only.
    expect(await record('r2', requested('r2', null))).toEqual([{ rooms: [reportsRoom(null)], notice: { model: 'report', id: 'r2', version: 1, patch } }]);
  });

  it('follows generation: started (again after a kill), generated with its file, rows and chart; each step a notice with its patch', async () => {
    await record('r1', requested('r1', 'org-a'));
    expect(await record('r1', started('r1', 1, 1))).toEqual([
      {
        rooms: ROOMS_A,
        notice: {
          model: 'report',
          id: 'r1',
          version: 2,
          patch: { status: 'GENERATING', error: null, start: at(1), end: null, fileId: null, rows: null, chart: null },
        },
      },
    ]);
    await record('r1', started('r1', 2, 3));
    expect(await row('r1')).toMatchObject({ status: 'GENERATING', attempts: 2, started: date(3), finished: null, version: 3 });
    const notices = await record('r1', generated('r1', 5));
    expect(await row('r1')).toEqual({
      status: 'COMPLETE',
      attempts: 2,
      error: null,
      file_id: 'file-r1',
      row_count: 42,
      chart: CHART,
      started: date(3),
      finished: date(5),
      deleted: false,
      version: 4,
    });
    expect(notices).toEqual([
      {
        rooms: ROOMS_A,
        notice: {
          model: 'report',
          id: 'r1',
          version: 4,
          patch: { status: 'COMPLETE', error: null, start: at(3), end: at(5), fileId: 'file-r1', rows: 42, chart: CHART },
        },
      },
    ]);
  });

  it('keeps a failure with its message, and a retry queues it afresh', async () => {
    await record('r1', requested('r1', 'org-a'), started('r1', 1, 1));
    await record('r1', failed('r1', 2));
    expect(await row('r1')).toMatchObject({ status: 'ERROR', error: REPORT_TEXT.failed, attempts: 1, finished: date(2), version: 3 });
    const notices = await record('r1', requeued('r1', 4));
    expect(await row('r1')).toMatchObject({ status: 'QUEUED', error: null, attempts: 0, started: null, finished: null, version: 4 });
    expect(notices.map((n) => n.notice)).toEqual([expect.objectContaining({ version: 4, patch: expect.objectContaining({ status: 'QUEUED', error: null }) })]);
  });

  it('keeps a deleted report as a row marked deleted, and tells its rooms it is removed', async () => {
    await record('r1', requested('r1', 'org-a'), started('r1', 1, 1), generated('r1', 2));
    const notices = await record('r1', deleted('r1', 9));
    expect(await row('r1')).toMatchObject({ status: 'COMPLETE', file_id: 'file-r1', deleted: true, version: 4 });
    expect(notices).toEqual([{ rooms: ROOMS_A, notice: { model: 'report', id: 'r1', version: REMOVED_VERSION, removed: true } }]);
  });

  it('sends one notice per report however many of its events a batch holds, none for other events', async () => {
    const notices = await record('r1', requested('r1', 'org-b'), started('r1', 1, 1), generated('r1', 2));
    expect(notices).toEqual([{ rooms: [reportsRoom(null), reportsRoom('org-b')], notice: expect.objectContaining({ id: 'r1', version: 3 }) }]);
    // Another read model's event in the same batch: no notice of its own.
    await h.store.appendToStream('announcement-main', [event('AnnouncementUpdated', { html: '<p>Hi</p>' })], { expectedRevision: 'any' });
    const next = await record('r2', requested('r2', null));
    expect(next.map((n) => n.notice.id)).toEqual(['r2']);
  });

  it('rebuilds to the rows it kept live', async () => {
    await record('r1', requested('r1', 'org-a'), started('r1', 1, 1));
    await record('r1', started('r1', 2, 2), generated('r1', 3));
    await record('r2', requested('r2', null, { reportType: 'Prework', kind: null }), started('r2', 1, 4), failed('r2', 5));
    await record('r2', requeued('r2', 6), started('r2', 1, 7));
    await record('r3', requested('r3', 'org-b'));
    await record('r3', deleted('r3', 8));
    const live = await snapshot(h.sql, 'reports', 'id');
    expect(live).toHaveLength(3);
    await rebuildProjection({ sql: h.sql, store: h.store, projection: reportsProjection });
    expect(await snapshot(h.sql, 'reports', 'id')).toEqual(live);
  });
});
