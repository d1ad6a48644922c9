/**
 * The organization progress page (issue 13, docs/adr/0024): GET /organizations/{orgId}/progress and
 * its export, after real quiz submits by the learners, and the `progress` notice over socket.io.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import {
  DEFAULT_CURRICULUM_ID,
  DIRECTORY_MSG,
  MSG,
  type ClientToServerEvents,
  type GroupItem,
  type OrganizationItem,
  type OrgProgress,
  type Page,
  type ReadModelChanged,
  type ReviewCheckout,
  type ReviewRecord,
  type ServerToClientEvents,
  type UserDetail,
  type UserListItem,
} from '@cytocampus/contracts';
import { newUser } from '../../testing/factories.js';
import { signedIn } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { PASSWORD, seedCourse, type SeededCourse } from './testing/seed-course.js';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Member {
  client: TestClient;
  id: string;
  email: string;
}

let t: TestServer;
let admin: TestClient;
let first: SeededCourse;
let second: SeededCourse;
let orgId: string;
let otherOrgId: string;
let day: string;
let night: string;
let manager: Member;
let otherManager: Member;
/** Day shift, first course: right answers (result 0.75, passed), wrong ones (result 0, failed); night shift, second course: nothing yet. */
let ana: Member;
let ben: Member;
let cleo: Member;
const sockets: ClientSocket[] = [];

async function member(fields: Parameters<typeof newUser>[0], lastName: string): Promise<Member> {
  const body = newUser({ ...fields, password: PASSWORD, bio: { firstName: 'Pat', lastName } });
  const user = ok<UserDetail>(await admin.post('/api/v1/users', body));
  const client = new TestClient(t.url);
  ok(await client.post('/api/v1/login', { email: body.email, password: PASSWORD }));
  return { client, id: user.id, email: body.email };
}

const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });

/** Takes the course's graded quiz (info page, then two questions) with these selections. */
async function takeGradedQuiz(learner: Member, course: SeededCourse, answers: [number[], number[]]): Promise<void> {
  const q = course.graded.itemId;
  const submit = (r: ReviewRecord, body: object = {}) => learner.client.put(`/api/v1/quizzes/${q}/review/${r.id}/submit`, { review: copyOf(r), ...body });
  let r = ok<ReviewCheckout>(await learner.client.post(`/api/v1/quizzes/${q}/review`, { moduleId: course.moduleId })).review;
  r = ok<ReviewRecord>(await submit(r));
  r = ok<ReviewRecord>(await submit(r, { data: { selected: answers[0] } }));
  ok<ReviewRecord>(await submit(r, { data: { selected: answers[1] } }));
}

const progressOf = (client: TestClient, org: string, query = '') => client.get(`/api/v1/organizations/${org}/progress${query}`);

function connect(client: TestClient): Promise<ClientSocket> {
  const socket: ClientSocket = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => (socket.once('connect', () => resolve(socket)), socket.once('connect_error', reject)));
}

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  first = await seedCourse(admin, { name: 'Squamous lesions course' });
  second = await seedCourse(admin, { name: 'Glandular lesions course' });
  orgId = ok<OrganizationItem>(await admin.post('/api/v1/organizations', { name: 'Harbor Cytology' })).id;
  otherOrgId = ok<OrganizationItem>(await admin.post('/api/v1/organizations', { name: 'Inland Cytology' })).id;
  day = ok<GroupItem>(await admin.post('/api/v1/groups', { orgId, name: 'Day shift' })).id;
  night = ok<GroupItem>(await admin.post('/api/v1/groups', { orgId, name: 'Night shift' })).id;
  manager = await member({ orgId, role: 'manager' }, 'Manager');
  otherManager = await member({ orgId: otherOrgId, role: 'manager' }, 'Elsewhere');
  ana = await member({ orgId, groupId: day, curriculum: first.assignmentId }, 'Abbott');
  ben = await member({ orgId, groupId: day, curriculum: first.assignmentId }, 'Baker');
  cleo = await member({ orgId, groupId: night, curriculum: second.assignmentId }, 'Clarke');
  // Right (1), then half right (0.5): 0.75. Wrong twice: 0.
  await takeGradedQuiz(ana, first, [[0], [0, 2]]);
  await takeGradedQuiz(ben, first, [[1], [2]]);
}, 180_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const row = (page: OrgProgress, who: Member) => page.learners.find((l) => l.id === who.id);

describe('GET /organizations/{orgId}/progress', () => {
  it("answers the organization's learners against their assigned courses, with each cell and the courses' figures", async () => {
    const page = ok<OrgProgress>(await progressOf(manager.client, orgId));
    expect(page).toMatchObject({ orgId, orgName: 'Harbor Cytology', total: 4, page: 1, limit: 25, canNext: false });
    expect(page.courses).toEqual([
      { moduleId: first.moduleId, name: 'Squamous lesions course', itemCount: 3, passingScore: 50 },
      { moduleId: second.moduleId, name: 'Glandular lesions course', itemCount: 3, passingScore: 50 },
    ]);
    // By last name; the manager's assignment (the site's default) gives no courses here.
    expect(page.learners.map((l) => l.lastName)).toEqual(['Abbott', 'Baker', 'Clarke', 'Manager']);
    expect(row(page, ana)).toMatchObject({ groupId: day, groupName: 'Day shift' });
    expect(Object.keys(row(page, ana)!.cells)).toEqual([first.moduleId]);
    expect(row(page, ana)!.cells[first.moduleId]).toMatchObject({
      progress: 1 / 3,
      result: 0.75,
      passingScore: 50,
      passed: true,
      status: 'In Progress',
      completeItems: 1,
      firstStart: expect.any(Number),
      lastSubmit: expect.any(Number),
      version: expect.any(Number),
    });
    expect(row(page, ben)!.cells[first.moduleId]).toMatchObject({ progress: 1 / 3, result: 0, passed: false, status: 'In Progress' });
    expect(row(page, cleo)!.cells).toEqual({
      [second.moduleId]: {
        moduleId: second.moduleId,
        progress: 0,
        result: null,
        passingScore: 50,
        passed: false,
        status: 'Not Started',
        completeItems: 0,
        firstStart: null,
        lastSubmit: null,
        version: 0,
      },
    });
    expect(row(page, manager)!.cells).toEqual({});

    const [squamous, glandular] = page.aggregates;
    expect(squamous).toEqual({
      moduleId: first.moduleId,
      assigned: 2,
      notStarted: 0,
      started: 0,
      inProgress: 2,
      complete: 0,
      passed: 1,
      averageResult: 0.375,
      averageProgress: expect.closeTo(1 / 3, 10),
      resultBuckets: [1, 0, 0, 0, 0, 0, 0, 1, 0, 0],
    });
    expect(glandular).toMatchObject({ assigned: 1, notStarted: 1, inProgress: 0, passed: 0, averageResult: null, averageProgress: 0 });
    expect(page.groups).toEqual([
      { name: 'Day shift', itemid: day },
      { name: 'Night shift', itemid: night },
    ]);
    // The manager's is the site's default assignment.
    expect(page.assignments.map((a) => a.itemid).sort()).toEqual([first.assignmentId, second.assignmentId, DEFAULT_CURRICULUM_ID].sort());
  });

  it('filters by group, by assignment and by search; the columns follow the group and the assignment', async () => {
    const nightShift = ok<OrgProgress>(await progressOf(manager.client, orgId, `?groupId=${night}`));
    expect([nightShift.courses.map((c) => c.moduleId), nightShift.learners.map((l) => l.id), nightShift.total]).toEqual([[second.moduleId], [cleo.id], 1]);
    expect(nightShift.aggregates.map((a) => a.assigned)).toEqual([1]);
    const assigned = ok<OrgProgress>(await progressOf(manager.client, orgId, `?curriculumId=${first.assignmentId}`));
    expect([assigned.courses.map((c) => c.moduleId), assigned.learners.map((l) => l.id)]).toEqual([[first.moduleId], [ana.id, ben.id]]);
    expect(assigned.aggregates.map((a) => [a.assigned, a.inProgress, a.passed, assigned.total])).toEqual([[2, 2, 1, 2]]);
    const searched = ok<OrgProgress>(await progressOf(manager.client, orgId, '?search=baker'));
    expect([searched.learners.map((l) => l.id), searched.total, searched.aggregates[0]!.assigned]).toEqual([[ben.id], 1, 1]);
    // The group's filter options stay the organization's whatever the filters.
    expect(nightShift.groups).toHaveLength(2);
  });

  it('pages the learners, answers one learner alone, or the charts alone', async () => {
    const second10 = ok<OrgProgress>(await progressOf(manager.client, orgId, '?limit=10&page=2'));
    expect([second10.learners, second10.total, second10.canNext, second10.aggregates.length]).toEqual([[], 4, false, 2]);
    const one = ok<OrgProgress>(await progressOf(manager.client, orgId, `?learnerId=${ana.id}&part=learners`));
    expect([one.learners.map((l) => l.id), one.aggregates]).toEqual([[ana.id], []]);
    const charts = ok<OrgProgress>(await progressOf(manager.client, orgId, '?part=charts'));
    expect([charts.learners, charts.total, charts.aggregates.length]).toEqual([[], 4, 2]);
    const bad = await progressOf(manager.client, orgId, '?limit=30');
    expect([bad.status, bad.body.field, bad.body.message]).toEqual([400, 'limit', 'Must be selected']);
  });

  it("shows e-mail addresses and names as the viewer's user list does", async () => {
    const list = ok<Page<UserListItem>>(await manager.client.get(`/api/v1/organizations/${orgId}/members?limit=100`));
    const page = ok<OrgProgress>(await progressOf(manager.client, orgId));
    for (const learner of page.learners) {
      const listed = list.items.find((u) => u.id === learner.id)!;
      expect([learner.email, learner.firstName, learner.lastName]).toEqual([listed.email, listed.firstName, listed.lastName]);
    }
    expect(row(ok<OrgProgress>(await progressOf(admin, orgId)), ana)!.email).toBe(ana.email);
  });

  it("refuses another organization's manager and the learners, lets an admin read any organization, and answers 404 for none", async () => {
    const elsewhere = await progressOf(otherManager.client, orgId);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([403, MSG.forbidden]);
    expect((await progressOf(manager.client, otherOrgId)).status).toBe(403);
    expect((await progressOf(ana.client, orgId)).status).toBe(403);
    expect((await ana.client.get(`/api/v1/organizations/${orgId}/progress/export`)).status).toBe(403);
    expect(ok<OrgProgress>(await progressOf(admin, otherOrgId)).learners.map((l) => l.id)).toEqual([otherManager.id]);
    const none = await progressOf(admin, 'no-such-org');
    expect([none.status, none.body.message]).toEqual([404, DIRECTORY_MSG.organizationNotFound]);
  });
});

describe('the progress notice', () => {
  it("reaches the organization's managers when a learner submits, with the cell the page then answers", async () => {
    const heard: ReadModelChanged[] = [];
    const elsewhere: ReadModelChanged[] = [];
    (await connect(manager.client)).on('changed', (n) => n.model === 'progress' && n.id === cleo.id && heard.push(n));
    (await connect(otherManager.client)).on('changed', (n) => n.model === 'progress' && elsewhere.push(n));

    await takeGradedQuiz(cleo, second, [[0], [0, 1]]);
    const deadline = Date.now() + 10_000;
    const completed = () => heard.find((n) => n.model === 'progress' && n.patch.completeItems === 1);
    while (!completed() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const notice = completed();
    if (notice?.model !== 'progress') throw new Error(`no progress notice of the submit; heard ${JSON.stringify(heard)}`);

    const cell = row(ok<OrgProgress>(await progressOf(manager.client, orgId)), cleo)!.cells[second.moduleId]!;
    expect(notice.patch).toEqual({
      moduleId: second.moduleId,
      progress: cell.progress,
      result: 1,
      completeItems: 1,
      firstStart: cell.firstStart,
      lastSubmit: cell.lastSubmit,
    });
    expect([cell.progress, cell.result, cell.passed, cell.status, cell.version]).toEqual([1 / 3, 1, true, 'In Progress', notice.version]);
    // Checkout, then each submit: the summary's versions, rising (a batch with two changes of it sends the last).
    expect(heard.map((n) => n.version)).toEqual([...new Set(heard.map((n) => n.version))].sort((a, b) => a - b));
    await new Promise((r) => setTimeout(r, 200));
    expect(elsewhere).toEqual([]);
  }, 30_000);
});

describe('GET /organizations/{orgId}/progress/export', () => {
  it('answers an .xlsx of the learners × courses and of the per-course figures', async () => {
    const res = await fetch(`${t.url}/api/v1/organizations/${orgId}/progress/export?groupId=${day}`, { headers: { cookie: manager.client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('Harbor Cytology Progress.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const values = (sheet: string) =>
      workbook
        .getWorksheet(sheet)!
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
    expect(values('Progress')).toEqual([
      ['Last Name', 'First Name', 'Email', 'Group', 'Squamous lesions course Progress %', 'Squamous lesions course Result %'],
      ['Abbott', 'Pat', expect.any(String), 'Day shift', 33, 75],
      ['Baker', 'Pat', expect.any(String), 'Day shift', 33, 0],
    ]);
    const courses = values('Courses');
    expect(courses[0]!.slice(0, 10)).toEqual([
      'Course',
      'Passing Score',
      'Assigned',
      'Not Started',
      'Started',
      'In Progress',
      'Complete',
      'Passed',
      'Average Progress %',
      'Average Result %',
    ]);
    expect(courses[1]).toEqual(['Squamous lesions course', 50, 2, 0, 0, 2, 0, 1, 33, 38, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
  });
});
