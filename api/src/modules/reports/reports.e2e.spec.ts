/**
 * Reports over HTTP and socket.io (spec part 3 "Reports", "Report", sections 5 and 7;
 * docs/adr/0028): asked for as JSON and as the spec's multipart form, each refusal with its field
 * and message, an organization filter that is not JSON read as empty, generated in the background
 * with its progress and status pushed to the author's socket, downloaded as .xlsx and CSV, listed,
 * retried after a failure, deleted with its files.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  MSG,
  REPORT_DEFAULT_USER_LEVEL,
  REPORT_LIMITS,
  REPORT_ROUTES,
  REPORT_TEXT,
  type Page,
  type ReadModelChanged,
  type ReportItem,
  type ReportProgressNotice,
  type ReportRequest,
} from '@cytocampus/contracts';
import { reportDecider, reportStream } from '@cytocampus/domain';
import { GENERIC, INPUT_MESSAGES, NOT_VALID } from '@cytocampus/schema';
import { systemContext } from '../../es/command-context.js';
import { EventSourcing } from '../../es/event-sourcing.service.js';
import { XLSX_TYPE } from '../../http/workbook.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  account,
  api,
  ask,
  askWithForm,
  connect,
  created,
  download,
  eventually,
  finished,
  me,
  ok,
  refused,
  type ClientSocket,
} from './testing/report-client.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
/** The demo organization (every demo account's), another one with a group, and a group of the demo organization. */
let own: string;
let other: string;
let otherGroup: string;
let ownGroup: string;
let managerId: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  const manager = await me(as.manager);
  own = manager.orgId!;
  managerId = manager.id;
  other = ok<{ id: string }>(await as.super.post(api('/organizations'), { name: 'Hillside Cytology' })).id;
  otherGroup = ok<{ id: string }>(await as.super.post(api('/groups'), { orgId: other, name: 'Hillside nights' })).id;
  ownGroup = ok<{ id: string }>(await as.super.post(api('/groups'), { orgId: own, name: 'Report day shift' })).id;
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const requestedCount = async (): Promise<number> =>
  (await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where event_type = 'ReportRequested'`)).rows[0]!.n;

/** The header row of an .xlsx file's first sheet, its number of rows, and its second column (Email). */
async function sheetOf(bytes: Buffer): Promise<{ header: unknown[]; rowCount: number; emails: unknown[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return { header: (sheet.getRow(1).values as unknown[]).slice(1), rowCount: sheet.actualRowCount, emails: sheet.getColumn(2).values.slice(2) };
}

describe('a report asked for as JSON', () => {
  let report: ReportItem;
  /** What the author's socket hears: read-model notices and progress. */
  let notices: ReadModelChanged[] = [];
  const progress: ReportProgressNotice[] = [];

  it('is queued with the defaults, in the author’s organization', async () => {
    const { socket, heard } = await connect(t.url, as.manager, sockets);
    socket.on('report:progress', (notice) => progress.push(notice));
    notices = heard;
    // The demo accounts signed up when the server started: this week's sign-ups have rows, so progress is pushed.
    report = created(await ask(as.manager, { name: 'Sign-ups of the lab', reportType: 'New Sign-Ups this Week', tags: ['Weekly'] }));
    expect(report).toMatchObject({
      itemId: report.id,
      type: 'report',
      name: 'Sign-ups of the lab',
      description: '',
      tags: ['weekly'],
      reportType: 'New Sign-Ups this Week',
      kind: 'Users',
      // Asked without a target, a manager's report is of their organization, and says so.
      target: { groupId: null, orgId: own },
      options: { verbose: false, anonymous: false, userScore: true },
      filters: { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null },
      filterOrgs: [],
      userId: managerId,
      orgId: own,
      targetNames: { groupName: null },
      error: null,
      end: null,
      fileId: null,
      rows: null,
      chart: null,
      abilities: { canEdit: false, canDel: true, canLock: false },
    });
    expect(['QUEUED', 'GENERATING', 'COMPLETE']).toContain(report.status);
    expect(report.ownerName).toBeTruthy();
    expect(report.targetNames.orgName).toBeTruthy();
  });

  it('is generated in the background, the author’s socket hearing its progress and its end', async () => {
    const done = await finished(as.manager, report.id);
    expect(done).toMatchObject({ status: 'COMPLETE', error: null });
    expect(done.fileId).toEqual(expect.any(String));
    // The demo learner, manager and admin at least (userLevel 3 leaves super out).
    expect(done.rows).toBeGreaterThanOrEqual(3);
    expect(done.start).toEqual(expect.any(Number));
    expect(done.end).toBeGreaterThanOrEqual(done.start!);
    expect(done.chart?.title).toBe('Sign-ups per day');
    report = done;
    const complete = (n: ReadModelChanged) => n.model === 'report' && n.id === report.id && n.patch?.status === 'COMPLETE' && n.patch.fileId === done.fileId;
    await eventually(() => notices.some(complete), 'the report complete');
    await eventually(() => progress.some((p) => p.id === report.id), 'report:progress');
    for (const p of progress.filter((n) => n.id === report.id)) expect([p.progress >= 0 && p.progress <= 1, p.rows >= 0]).toEqual([true, true]);
  });

  it('downloads as .xlsx (the default) and as CSV, named after the report, never cached', async () => {
    const xlsx = await download(t.url, as.manager, report.fileId!);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
    expect(xlsx.headers['content-disposition']).toContain('attachment; filename="Sign-ups of the lab.xlsx"');
    expect(xlsx.headers['cache-control']).toBe('private, no-store');
    const sheet = await sheetOf(xlsx.bytes);
    const columns = ['Name', 'Email', 'Organization', 'Group', 'Role', 'Profession', 'Signed Up', 'Self Sign-Up'];
    expect(sheet.header).toEqual(columns);
    expect(sheet.rowCount).toBe(report.rows! + 1);
    expect(sheet.emails).toEqual(expect.arrayContaining(['learner@cytocampus.test', 'manager@cytocampus.test', 'admin@cytocampus.test']));
    expect(sheet.emails).not.toContain('super@cytocampus.test');

    const csv = await download(t.url, as.manager, report.fileId!, 'csv');
    expect([csv.status, csv.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(csv.headers['content-disposition']).toContain('filename="Sign-ups of the lab.csv"');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter(Boolean);
    expect(lines[0]).toBe(columns.join(','));
    expect(lines.length).toBe(report.rows! + 1);
  });

  it('is listed newest first, found by name words or tags, by type and organization', async () => {
    const feedback = created(await ask(as.admin, { name: 'Course feedback of the quarter', reportType: 'Course Feedback', target: { orgId: other } }));
    const list = async (query: string) => ok<Page<ReportItem>>(await as.admin.get(api(`${REPORT_ROUTES.reports}?${query}`)));
    const all = await list('limit=100');
    expect(all.items.map((r) => r.id).slice(0, 2)).toEqual([feedback.id, report.id]);
    expect(all.total).toBe(all.items.length);
    expect((await list('search=lab+sign-ups')).items.map((r) => r.id)).toEqual([report.id]);
    expect((await list('search=weekly')).items.map((r) => r.id)).toEqual([report.id]);
    expect((await list('search=nothing+like+it')).items).toEqual([]);
    expect((await list('reportType=Course%20Feedback')).items.map((r) => r.id)).toEqual([feedback.id]);
    expect((await list(`orgId=${other}`)).items.map((r) => r.id)).toEqual([feedback.id]);
    expect(feedback.targetNames).toEqual({ orgName: 'Hillside Cytology', groupName: null });
    // The manager lists the own organization's only.
    const managers = ok<Page<ReportItem>>(await as.manager.get(api(`${REPORT_ROUTES.reports}?limit=100`)));
    expect(managers.items.every((r) => r.orgId === own)).toBe(true);
    expect(managers.items.map((r) => r.id)).toContain(report.id);
    refused(await as.manager.get(api(`${REPORT_ROUTES.reports}?orgId=${other}`)), 403, MSG.forbidden);
  });

  it('records a resent form (the same client id) once', async () => {
    const id = randomUUID();
    const body = { id, name: 'Sent twice', reportType: 'Prework' } as const;
    const first = created(await ask(as.admin, body));
    const again = created(await ask(as.admin, body));
    expect([first.id, again.id]).toEqual([id, id]);
    const { rows } = await t.server.infra.sql.query<{ n: number }>('select count(*)::int as n from es_events where stream_id = $1', [reportStream(id)]);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    const requested = await t.server.infra.sql.query<{ n: number }>(
      `select count(*)::int as n from es_events where stream_id = $1 and event_type = 'ReportRequested'`,
      [reportStream(id)],
    );
    expect(requested.rows[0]!.n).toBe(1);
    // Someone else's id is not theirs to resend.
    refused(await ask(as.super, body), 400, NOT_VALID, 'id');
  });

  it('is deleted with its files: gone from the list, its page and its download', async () => {
    const files = ['xlsx', 'csv'].map((ext) => join(t.config.dataDir, 'reports', `${report.fileId}.${ext}`));
    expect(files.map((f) => existsSync(f))).toEqual([true, true]);
    expect(ok(await as.manager.call('delete', api(REPORT_ROUTES.report(report.id))))).toEqual({ success: true });
    refused(await as.manager.get(api(REPORT_ROUTES.report(report.id))), 404, REPORT_TEXT.notFound);
    const list = ok<Page<ReportItem>>(await as.admin.get(api(`${REPORT_ROUTES.reports}?limit=100`)));
    expect(list.items.map((r) => r.id)).not.toContain(report.id);
    const gone = await download(t.url, as.manager, report.fileId!);
    expect([gone.status, JSON.parse(gone.bytes.toString('utf8')).message]).toEqual([404, REPORT_TEXT.fileNotFound]);
    expect(files.map((f) => existsSync(f))).toEqual([false, false]);
    refused(await as.manager.call('delete', api(REPORT_ROUTES.report(report.id))), 404, REPORT_TEXT.notFound);
  });
});

describe('a report asked for with the spec’s multipart form', () => {
  const fields = (extra: Record<string, string> = {}) => ({
    name: 'Prework of the labs',
    reportType: 'Prework',
    target: JSON.stringify({ groupId: '', orgId: own }),
    options: JSON.stringify({ anonymous: true }),
    filters: JSON.stringify({ internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: '2026-12-31' }),
    tags: JSON.stringify(['prework']),
    ...extra,
  });

  it('reads its JSON fields', async () => {
    const res = await askWithForm(t.url, as.admin, fields({ filterOrgs: JSON.stringify([{ orgId: own, orgName: 'Demo' }]) }));
    expect(created(res)).toMatchObject({
      name: 'Prework of the labs',
      reportType: 'Prework',
      kind: null,
      tags: ['prework'],
      target: { groupId: null, orgId: own },
      orgId: own,
      options: { verbose: false, anonymous: true, userScore: true },
      filters: { internalUsers: true, userLevel: 2, startDate: '2026-01-01', endDate: '2026-12-31' },
      filterOrgs: [{ orgId: own, orgName: 'Demo' }],
    });
  });

  it('treats an organization filter that is not JSON as empty (the spec: logged as an error)', async () => {
    const res = await askWithForm(t.url, as.admin, fields({ filterOrgs: '[{"orgId": "' }));
    expect(created(res).filterOrgs).toEqual([]);
    const list = await askWithForm(t.url, as.admin, fields({ filterOrgs: '{"orgId": "x"}' }));
    expect(created(list).filterOrgs).toEqual([]);
  });

  it('refuses a file, a character no field takes, a field that is not JSON, and a manager naming another organization', async () => {
    const before = await requestedCount();
    const withFile = await askWithForm(t.url, as.admin, fields(), { field: 'file', bytes: Buffer.from('a,b'), name: 'a.csv' });
    expect([withFile.status, withFile.body.code]).toEqual([400, 400]);
    refused(await askWithForm(t.url, as.admin, fields({ name: 'Bad\u0000name' })), 400, INPUT_MESSAGES.unsafeCharacter, 'name');
    refused(await askWithForm(t.url, as.admin, fields({ target: '{"orgId": ' })), 400, NOT_VALID, 'target');
    refused(
      await askWithForm(t.url, as.manager, fields({ target: '', filterOrgs: JSON.stringify([{ orgId: other, orgName: 'Hillside' }]) })),
      403,
      REPORT_TEXT.notYourOrganization,
      'filterOrgs',
    );
    expect(await requestedCount()).toBe(before);
  });
});

describe('refusals, each with its field and message', () => {
  const base = { name: 'A report', reportType: 'Slide Results' } as const;
  const cases: [label: string, who: DemoRole, body: Record<string, unknown>, status: number, message: () => string, field: string | null][] = [
    ['no name', 'admin', { reportType: 'Prework' }, 400, () => GENERIC.required, 'name'],
    ['a name too long', 'admin', { ...base, name: 'x'.repeat(REPORT_LIMITS.nameChars + 1) }, 400, () => GENERIC.tooLongBy(1), 'name'],
    ['an unknown type', 'admin', { ...base, reportType: 'Everything' }, 400, () => GENERIC.mustBeSelected, 'reportType'],
    ['a kind the type does not offer', 'admin', { ...base, kind: 'Users' }, 400, () => GENERIC.mustBeSelected, 'kind'],
    ['a date that is no day', 'admin', { ...base, filters: { startDate: '2026-13-01' } }, 400, () => NOT_VALID, 'filters.startDate'],
    [
      'an end before the start',
      'admin',
      { ...base, filters: { startDate: '2026-02-01', endDate: '2026-01-31' } },
      400,
      () => REPORT_TEXT.datesOutOfOrder,
      'filters.endDate',
    ],
    ['a role level out of range', 'admin', { ...base, filters: { userLevel: 5 } }, 400, () => GENERIC.mustBeLessThan(5), 'filters.userLevel'],
    ['options that are no object', 'admin', { ...base, options: 'all' }, 400, () => NOT_VALID, 'options'],
    ['an unknown group', 'admin', { ...base, target: { groupId: 'no-such-group' } }, 400, () => NOT_VALID, 'target.groupId'],
    ['an unknown organization', 'admin', { ...base, target: { orgId: 'no-such-org' } }, 400, () => NOT_VALID, 'target.orgId'],
    [
      'a group of another organization',
      'admin',
      { ...base, target: { orgId: 'OWN', groupId: 'OTHER_GROUP' } },
      400,
      () => REPORT_TEXT.groupNotInOrganization,
      'target.groupId',
    ],
    ['a manager naming another organization', 'manager', { ...base, target: { orgId: 'OTHER' } }, 403, () => REPORT_TEXT.notYourOrganization, null],
    ['a manager naming a group of another', 'manager', { ...base, target: { groupId: 'OTHER_GROUP' } }, 403, () => REPORT_TEXT.notYourOrganization, null],
    ['a learner', 'learner', base, 403, () => MSG.forbidden, null],
  ];
  const filled = (body: Record<string, unknown>): Record<string, unknown> =>
    JSON.parse(
      JSON.stringify(body)
        .replaceAll('"OWN"', JSON.stringify(own))
        .replaceAll('"OTHER_GROUP"', JSON.stringify(otherGroup))
        .replaceAll('"OTHER"', JSON.stringify(other)),
    ) as Record<string, unknown>;

  it.each(cases)('refuses %s', async (_label, who, body, status, message, field) => {
    const before = await requestedCount();
    refused(await ask(as[who], filled(body)), status, message(), field);
    expect(await requestedCount()).toBe(before);
  });

  it('asks a site-wide report of generateReport: one with generateOrgReport and no organization must name one', async () => {
    const { client } = await account(t.url, as.super, { role: 'manager', orgId: null, permissions: { generateOrgReport: true } });
    refused(await ask(client, base), 400, REPORT_TEXT.siteWideNeedsGenerateReport, 'target');
    // A manager's report without a target is of the own organization; a group names its organization.
    expect(created(await ask(as.manager, base)).orgId).toBe(own);
    expect(created(await ask(as.manager, { ...base, target: { groupId: ownGroup } }))).toMatchObject({
      orgId: own,
      targetNames: { groupName: 'Report day shift' },
    });
    expect(created(await ask(as.admin, { ...base, target: { groupId: otherGroup } })).orgId).toBe(other);
    expect(created(await ask(as.admin, base)).orgId).toBeNull();
  });
});

describe('a report whose generation failed', () => {
  it('is generated again on retry (its author), and only then', async () => {
    // A failure cannot be caused from outside: one is recorded as the generator would.
    const es = t.server.app.get(EventSourcing);
    const id = randomUUID();
    const request: ReportRequest & { id: string } = { id, name: 'Failed once', reportType: 'Prework' };
    const at = Date.now();
    const failed = await es.aggregate(reportStream(id), reportDecider).execute(
      () => [
        {
          type: 'RequestReport',
          reportId: id,
          ownerId: managerId,
          orgId: own,
          name: request.name,
          description: '',
          tags: [],
          reportType: 'Prework',
          kind: null,
          target: { groupId: null, orgId: null },
          options: { verbose: false, anonymous: false, userScore: true },
          filters: { internalUsers: false, userLevel: 3, startDate: null, endDate: null },
          filterOrgs: [],
          at,
        },
        { type: 'StartReportGeneration', at },
        { type: 'FailReport', code: 'test', message: REPORT_TEXT.failed, at },
      ],
      systemContext(),
    );
    await es.readYourWrites(failed.position, ['reports']);
    expect(ok<ReportItem>(await as.manager.get(api(REPORT_ROUTES.report(id))))).toMatchObject({ status: 'ERROR', error: REPORT_TEXT.failed });
    refused(await as.learner.post(api(REPORT_ROUTES.retry(id))), 404, REPORT_TEXT.notFound);
    const retried = ok<ReportItem>(await as.manager.post(api(REPORT_ROUTES.retry(id))));
    expect(['QUEUED', 'GENERATING', 'COMPLETE']).toContain(retried.status);
    expect(retried.error).toBeNull();
    expect((await finished(as.manager, id)).status).toBe('COMPLETE');
    refused(await as.manager.post(api(REPORT_ROUTES.retry(id))), 409, REPORT_TEXT.notFailed);
  });
});
