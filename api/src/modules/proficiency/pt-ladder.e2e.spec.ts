/**
 * The retest ladder and the PT page (issue 30 sections 3 and 4; docs/adr/0035): a person's status,
 * managers recording remedial training and education hours with a document, the organization's
 * page, its export and its notices. Attempts are put in place at chosen past times (a year of
 * 45-day deadlines) by testing/stand-in-attempt.ts; the ladder through the real taking flow, up to a
 * passed 20-slide retest and an administrator's clear, is proficiency-taking.e2e.spec.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import {
  MSG,
  PT_LADDER_ROUTES,
  PT_PAGE_TEXT,
  ptStatusNoticeId,
  UPLOAD_MSG,
  type GroupItem,
  type OrganizationItem,
  type PtOrgPage,
  type PtPersonStatus,
  type UserDetail,
} from '@cytocampus/contracts';
import { PT_LADDER_MSG } from '@cytocampus/domain';
import { newUser } from '../../testing/factories.js';
import { signedIn } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { fileBytes } from '../../testing/tus.js';
import { connect, eventually, uploaded, type ClientSocket } from '../community/testing/community-client.js';
import { ok } from '../content/testing/content-client.js';
import { PASSWORD } from '../learning/testing/seed-course.js';
import { PtGate } from './shared/pt-gate.js';
import { standInAttempt } from './testing/stand-in-attempt.js';

const DAY = 86_400_000;
const api = (path: string) => `/api/v1${path}`;
const year = new Date().getUTCFullYear();

let t: TestServer;
let admin: TestClient;
let orgId: string;
let day: string;
let manager: { client: TestClient; id: string };
let otherManager: { client: TestClient; id: string };
let ana: { client: TestClient; id: string };
let ben: { client: TestClient; id: string };
const sockets: ClientSocket[] = [];

async function member(fields: Parameters<typeof newUser>[0], lastName: string) {
  const body = newUser({ ...fields, password: PASSWORD, bio: { firstName: 'Pat', lastName } });
  const user = ok<UserDetail>(await admin.post(api('/users'), body));
  const client = new TestClient(t.url);
  ok(await client.post(api('/login'), { email: body.email, password: PASSWORD }));
  return { client, id: user.id };
}

const statusOf = (client: TestClient, userId: string) => client.get(api(`/proficiency/${userId}/${year}`));
const remediate = (client: TestClient, userId: string, body: object) => client.post(api(`/proficiency/${userId}/${year}/remediation`), body);
const educate = (client: TestClient, userId: string, body: object) => client.post(api(`/proficiency/${userId}/${year}/education`), body);
const refusal = (res: { status: number; body: { message?: string; field?: string | null } }) => [res.status, res.body.message, res.body.field ?? null];

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  orgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Harbor Cytology' })).id;
  const otherOrgId = ok<OrganizationItem>(await admin.post(api('/organizations'), { name: 'Inland Cytology' })).id;
  day = ok<GroupItem>(await admin.post(api('/groups'), { orgId, name: 'Day shift' })).id;
  const night = ok<GroupItem>(await admin.post(api('/groups'), { orgId, name: 'Night shift' })).id;
  manager = await member({ orgId, role: 'manager' }, 'Manager');
  otherManager = await member({ orgId: otherOrgId, role: 'manager' }, 'Elsewhere');
  ana = await member({ orgId, groupId: day }, 'Abbott');
  ben = await member({ orgId, groupId: night }, 'Baker');
  // The site's administrators do not take the test, even placed in the organization: the page leaves them out.
  const superAdmin = await signedIn(t.url, 'super');
  for (const role of ['admin', 'super'] as const) ok(await superAdmin.post(api('/users'), newUser({ orgId, role })));
}, 180_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

describe('the retest ladder through remediation and education', () => {
  it('takes a person from the annual test through two failures, remedial training, a third failure and 35 hours to the 20-slide retest', async () => {
    const gate = t.server.app.get(PtGate, { strict: false });
    const now = Date.now();
    expect(ok<PtPersonStatus>(await statusOf(ana.client, ana.id))).toMatchObject({
      state: 'due',
      next: 'test',
      nextSize: 10,
      dueBy: null,
      version: 0,
      canRecord: false,
    });

    // First failure, with an automatic failure: a 10-slide retest within 45 days.
    await standInAttempt(t, {
      userId: ana.id,
      size: 10,
      startedAt: now - 3 * DAY,
      graded: { at: now - 3 * DAY + 3_600_000, passed: false, score: 0.75, automaticFailures: ['slide-3'] },
    });
    let status = ok<PtPersonStatus>(await statusOf(manager.client, ana.id));
    expect(status).toMatchObject({
      state: 'retest',
      failures: 1,
      nextSize: 10,
      dueBy: now - 3 * DAY + 3_600_000 + 45 * DAY,
      lastScore: 0.75,
      automaticFailures: 1,
      canRecord: true,
    });
    expect(status.attempts).toEqual([expect.objectContaining({ size: 10, passed: false, score: 0.75, automaticFailures: ['slide-3'], gradedBy: 'learner' })]);
    expect(refusal(await remediate(manager.client, ana.id, { note: 'Too early' }))).toEqual([409, PT_LADDER_MSG.noRemediationDue, null]);

    // Second failure: remedial training first; the gate holds the retest.
    await standInAttempt(t, { userId: ana.id, size: 10, startedAt: now - 2 * DAY, graded: { at: now - 2 * DAY + 3_600_000, passed: false, score: 0.8 } });
    expect(ok<PtPersonStatus>(await statusOf(ana.client, ana.id))).toMatchObject({
      state: 'remediation',
      failures: 2,
      next: 'remediation',
      reexamineScreenedSlides: true,
    });
    expect(await gate.attemptRefusal(ana.id, 20)).toBe(PT_LADDER_MSG.remediationFirst);
    expect(refusal(await educate(manager.client, ana.id, { hours: 5 }))).toEqual([409, PT_LADDER_MSG.noEducationDue, null]);

    // Who may record: the person themselves may not (403), another organization's manager finds no one (404), a file not theirs is refused.
    const plan = await uploaded(t.url, manager.client, fileBytes.pdf(2_000), { filename: 'training.pdf', filetype: 'application/pdf', purpose: 'file' });
    const anasFile = await uploaded(t.url, ana.client, fileBytes.pdf(2_000), { filename: 'mine.pdf', filetype: 'application/pdf', purpose: 'file' });
    expect(refusal(await remediate(ana.client, ana.id, { note: 'Self' }))).toEqual([403, MSG.forbidden, null]);
    expect(refusal(await remediate(otherManager.client, ana.id, { note: 'Elsewhere' }))).toEqual([404, PT_PAGE_TEXT.notFound, null]);
    expect(refusal(await statusOf(otherManager.client, ana.id))).toEqual([404, PT_PAGE_TEXT.notFound, null]);
    expect(refusal(await remediate(manager.client, ana.id, { note: 'Not my file', uploadId: anasFile }))).toEqual([
      400,
      PT_PAGE_TEXT.uploadNotFound,
      'uploadId',
    ]);
    expect(ok<PtPersonStatus>(await statusOf(ana.client, ana.id)).records).toEqual([]);

    // Remedial training recorded with the document: the 20-slide retest is unlocked, due 45 days after it.
    status = ok<PtPersonStatus>(await remediate(manager.client, ana.id, { note: 'Two days with the supervisor', uploadId: plan }));
    const trainedAt = status.records[0]!.at;
    expect(status).toMatchObject({ state: 'retest', next: 'test', nextSize: 20, dueBy: trainedAt + 45 * DAY });
    expect(status.records).toEqual([
      {
        kind: 'remediation',
        at: trainedAt,
        by: manager.id,
        note: 'Two days with the supervisor',
        hours: null,
        upload: { fileId: plan, name: 'training.pdf', type: 'application/pdf', size: 2_000 },
      },
    ]);
    expect(await gate.attemptRefusal(ana.id, 20)).toBeNull();
    expect(await gate.attemptRefusal(ana.id, 10)).toBe(PT_LADDER_MSG.wrongSize(20));

    // The document: to the person and to whoever manages them, not only its uploader; to no one else, and only files kept with the ladder's records.
    const documentOf = (userId: string, fileId: string) => api(PT_LADDER_ROUTES.file(userId, year, fileId));
    for (const reader of [ana.client, manager.client, admin]) {
      const res = await reader.get(documentOf(ana.id, plan));
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'application/pdf', 'private, no-cache']);
    }
    const missing = [404, UPLOAD_MSG.fileNotFound, null];
    expect(refusal(await otherManager.client.get(documentOf(ana.id, plan)))).toEqual(missing);
    expect(refusal(await ben.client.get(documentOf(ana.id, plan)))).toEqual(missing);
    expect(refusal(await manager.client.get(documentOf(ana.id, anasFile)))).toEqual(missing);
    expect(refusal(await manager.client.get(documentOf(ben.id, plan)))).toEqual(missing);

    // Third failure (20 slides): no GYN screening, 35 hours of education in two records, then the retest.
    // Graded after the training was recorded and before the hours are (the ladder orders facts by time).
    const thirdAt = Math.max(Date.now(), trainedAt + 1);
    await standInAttempt(t, { userId: ana.id, size: 20, startedAt: trainedAt, graded: { at: thirdAt, passed: false, score: 0.85 } });
    while (Date.now() <= thirdAt) await new Promise((r) => setTimeout(r, 5));
    expect(ok<PtPersonStatus>(await statusOf(ana.client, ana.id))).toMatchObject({
      state: 'education',
      failures: 3,
      mayScreenGyn: false,
      hoursRecorded: 0,
      hoursNeeded: 35,
    });
    expect(refusal(await educate(manager.client, ana.id, { hours: 0 }))).toEqual([400, expect.any(String), 'hours']);
    expect(refusal(await educate(manager.client, ana.id, { hours: 'ten' }))).toEqual([400, expect.any(String), 'hours']);
    status = ok<PtPersonStatus>(await educate(manager.client, ana.id, { hours: 20, note: 'Cytology review course' }));
    expect(status).toMatchObject({ state: 'education', hoursRecorded: 20 });
    expect(await gate.attemptRefusal(ana.id, 20)).toBe(PT_LADDER_MSG.educationFirst(15));
    status = ok<PtPersonStatus>(await educate(admin, ana.id, { hours: 15, note: 'Workshop', uploadId: undefined }));
    const doneAt = status.records.at(-1)!.at;
    expect(status).toMatchObject({ state: 'retest', nextSize: 20, dueBy: doneAt + 45 * DAY, mayScreenGyn: false, failures: 3 });
    expect(status.records.map((r) => [r.kind, r.hours])).toEqual([
      ['remediation', null],
      ['education', 20],
      ['education', 15],
    ]);
    expect(refusal(await educate(manager.client, ana.id, { hours: 1 }))).toEqual([409, PT_LADDER_MSG.noEducationDue, null]);
  }, 60_000);
});

describe('the PT page', () => {
  it('lists the organization with each person’s standing and counts, filters by group, is live, and is refused to another organization’s manager', async () => {
    const { socket, heard } = await connect(t.url, manager.client, sockets);
    // Ben starts an attempt: in progress, with the server's deadline.
    const startedAt = Date.now();
    const reviewId = await standInAttempt(t, { userId: ben.id, size: 10, startedAt });
    const page = ok<PtOrgPage>(await manager.client.get(api(`/organizations/${orgId}/proficiency`)));
    expect(page).toMatchObject({ orgId, orgName: 'Harbor Cytology', year, total: 3, page: 1, canNext: false });
    expect(page.counts).toEqual({ due: 1, inProgress: 1, passed: 0, failed: 1 });
    expect(page.rows.map((r) => [r.lastName, r.state, r.groupName])).toEqual([
      ['Abbott', 'retest', 'Day shift'],
      ['Baker', 'due', 'Night shift'],
      ['Manager', 'due', null],
    ]);
    expect(page.rows[1]!.inProgress).toEqual({ reviewId, deadline: startedAt + 120 * 60_000 });
    expect(page.rows[0]).toMatchObject({ failures: 3, nextSize: 20, mayScreenGyn: false, automaticFailures: 0, lastScore: 0.85, overdue: false });
    await eventually(() => heard.some((n) => n.model === 'ptStatus' && n.id === ptStatusNoticeId(ben.id, year)), 'the ptStatus notice of the attempt');
    socket.disconnect();

    const dayShift = ok<PtOrgPage>(await manager.client.get(api(`/organizations/${orgId}/proficiency?groupId=${day}`)));
    expect(dayShift.rows.map((r) => r.lastName)).toEqual(['Abbott']);
    expect(dayShift.counts).toEqual({ due: 0, inProgress: 0, passed: 0, failed: 1 });
    ok(await admin.get(api(`/organizations/${orgId}/proficiency`)));
    expect(refusal(await otherManager.client.get(api(`/organizations/${orgId}/proficiency`)))).toEqual([403, MSG.forbidden, null]);
    expect(refusal(await ana.client.get(api(`/organizations/${orgId}/proficiency`)))).toEqual([403, MSG.forbidden, null]);
    expect((await manager.client.get(api(`/organizations/${orgId}/proficiency?year=1999`))).status).toBe(400);
    // The window pages the people, and their ladder rows are the asked year's only (none last year: all due).
    const beyond = ok<PtOrgPage>(await manager.client.get(api(`/organizations/${orgId}/proficiency?page=2&limit=10`)));
    expect([beyond.rows, beyond.total, beyond.canNext]).toEqual([[], 3, false]);
    const lastYear = ok<PtOrgPage>(await manager.client.get(api(`/organizations/${orgId}/proficiency?year=${year - 1}`)));
    expect(lastYear.rows.map((r) => [r.lastName, r.state, r.inProgress])).toEqual([
      ['Abbott', 'due', null],
      ['Baker', 'due', null],
      ['Manager', 'due', null],
    ]);
    expect(lastYear.counts).toEqual({ due: 3, inProgress: 0, passed: 0, failed: 0 });
  });

  it('exports one row per person as the page shows them', async () => {
    const res = await fetch(`${t.url}${api(`/organizations/${orgId}/proficiency/export`)}`, { headers: { cookie: manager.client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`Harbor Cytology Proficiency Tests ${year}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet(PT_PAGE_TEXT.sheet)!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1, 8));
    expect(rows[0]).toEqual(['Last Name', 'First Name', 'Email', 'Group', 'Status', 'Failures', 'Next Step']);
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4], r[5], r[6]])).toEqual([
      ['Abbott', 'Day shift', 'Retest due', 3, '20-slide test'],
      ['Baker', 'Night shift', 'Due', 0, '10-slide test'],
      ['Manager', undefined, 'Due', 0, '10-slide test'],
    ]);
    expect((await otherManager.client.get(api(`/organizations/${orgId}/proficiency/export`))).status).toBe(403);
  });
});
