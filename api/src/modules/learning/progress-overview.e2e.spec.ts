import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import {
  DIRECTORY_MSG,
  LEARNING_ROUTES as R,
  REVIEW_MSG,
  type ClientToServerEvents,
  type ContentItem,
  type PresentationProgressAnswer,
  type ProgressCourse,
  type ProgressOverview,
  type ProgressTest,
  type ReadModelChanged,
  type ReviewCheckout,
  type ReviewRecord,
  type ServerToClientEvents,
  type SlideItem,
  type UserDetail,
  type UserHistoryEntry,
} from '@cytocampus/contracts';
import { CONTENT_MSG } from '@cytocampus/domain';
import { newUser } from '../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, newLearner, PASSWORD, seedCourse, type SeededCourse } from './testing/seed-course.js';
import { eventually } from '../../testing/eventually.js';

/**
 * The progress overview overlay's calls (docs/adr/0023): GET /user/progress (+ /module, /test,
 * /export), the clearing routes and marking a presentation complete, and what the user history says.
 */

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: SeededCourse;
let slideCourse: string;
let test: ContentItem;
let orientation: ContentItem;
let hsil: SlideItem;
let negative: SlideItem;
/** Jane, in the demo organization (the demo manager may read her): graded quiz done, practice half done, one slide of the test. */
let jane: { client: TestClient; id: string; orgId: string };
/** A learner of no organization (the demo manager may not read them). */
let outsider: { client: TestClient; id: string };

const api = (path: string) => `/api/v1${path}`;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const diagnosis = (result: string) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });

const overviewOf = (client: TestClient, userId: string) => client.get(api(`${R.progress}${q({ id: userId })}`));
const courseOf = (client: TestClient, userId: string, moduleId: string) => client.get(api(`${R.progressCourse}${q({ id: userId, moduleId })}`));
const testOf = (client: TestClient, userId: string) => client.get(api(`${R.progressTest}${q({ id: userId, moduleId: slideCourse, testId: test.itemId })}`));
const counts = (overview: ProgressOverview, moduleId: string) => {
  const m = overview.modules.find((x) => x.id === moduleId);
  return m && [m.items, m.totalComplete, m.totalIncomplete, m.totalPending];
};
const markTalk = (client: TestClient, progress: unknown, userId = jane.id, itemId = course.talk.itemId) =>
  client.put(api(R.presentationProgress), { userId, moduleId: course.moduleId, itemId, progress });

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  const files = await syntheticSlideFiles(9);
  try {
    hsil = await processedSlide(t.url, as.admin, { files, fields: { accession: 'GYN-0101', solution: { type: 'GYN', result: 'HSIL' } } });
    negative = await processedSlide(t.url, as.admin, { files, fields: { accession: 'URN-0102', solution: { type: 'Other Non-GYN', result: 'NEGATIVE' } } });
  } finally {
    await files.remove();
  }
  course = await seedCourse(as.admin);
  test = await activeItem(as.admin, 'tests', { name: 'Screening slide test', slides: [hsil.itemId, negative.itemId] });
  orientation = await activeItem(as.admin, 'presentations', {
    name: 'Pre-Work orientation',
    title: 'Orientation',
    pages: [{ title: 'Welcome', file: { type: 'Embedded Link', url: 'https://atlas.example.test/welcome' } }],
  });
  slideCourse = (
    await activeItem(as.admin, 'modules', {
      name: 'Screening course',
      isPublic: false,
      items: [
        { type: 'presentation', itemId: orientation.itemId },
        { type: 'test', itemId: test.itemId },
      ],
    })
  ).itemId;
  const assignment = await activeItem(as.admin, 'curricula', {
    name: 'Overview assignment',
    isPublic: true,
    entries: [
      { moduleId: course.moduleId, passingScore: 50 },
      { moduleId: slideCourse, passingScore: 50 },
    ],
  });
  const orgId = ok<{ orgId: string }>(await as.manager.get(api('/user'))).orgId;
  const body = newUser({ orgId, curriculum: assignment.itemId, password: PASSWORD, bio: { firstName: 'Jane', lastName: 'Okafor' } });
  const created = ok<UserDetail>(await as.admin.post(api('/users'), body));
  const client = new TestClient(t.url);
  ok(await client.post(api('/login'), { email: body.email, password: PASSWORD }));
  jane = { client, id: created.id, orgId };
  outsider = await newLearner(t.url, as.admin, assignment.itemId);

  const quiz = (itemId: string, r: ReviewRecord, data?: Record<string, unknown>) =>
    client.put(api(R.review('quizzes', itemId, r.id, 'submit')), { review: copyOf(r), ...(data ? { data } : {}) });
  let r = ok<ReviewCheckout>(await client.post(api(R.checkout('quizzes', course.graded.itemId)), { moduleId: course.moduleId })).review;
  r = ok<ReviewRecord>(await quiz(course.graded.itemId, r));
  r = ok<ReviewRecord>(await quiz(course.graded.itemId, r, { selected: [0] }));
  // Scores: info page, 1, 1/2: the result is 0.75.
  ok<ReviewRecord>(await quiz(course.graded.itemId, r, { selected: [0, 2] }));
  const practice = ok<ReviewCheckout>(await client.post(api(R.checkout('quizzes', course.practice.itemId)), { moduleId: course.moduleId })).review;
  ok<ReviewRecord>(await quiz(course.practice.itemId, practice, { selected: [0] }));
  const taken = ok<ReviewCheckout>(await client.post(api(R.checkout('tests', test.itemId)), { moduleId: slideCourse })).review;
  ok<ReviewRecord>(await client.put(api(R.review('slides', hsil.itemId, taken.id, 'submit')), { review: copyOf(taken), data: diagnosis('LSIL') }));
}, 240_000);
afterAll(() => t?.close());

describe('the overlay’s reads', () => {
  it('counts each course’s items complete, incomplete and pending, says which are pre-work, and what the viewer may do', async () => {
    const overview = ok<ProgressOverview>(await overviewOf(as.manager, jane.id));
    expect(overview.user).toMatchObject({ firstName: 'Jane', lastName: 'Okafor', authUserId: jane.id });
    expect(counts(overview, course.moduleId)).toEqual([3, 1, 1, 1]);
    expect(counts(overview, slideCourse)).toEqual([2, 0, 1, 1]);
    expect(overview.modules.map((m) => [m.name, m.preWork, m.totalTestsOrCases])).toEqual([
      ['Squamous lesions course', false, 0],
      ['Screening course', true, 1],
    ]);
    // The figures a course's standing follows from: the learner's result and their assignment's passing score (issue 28).
    expect(overview.modules.map((m) => [m.progress, m.result, m.passingScore])).toEqual([
      [0.5, 0.75, 50],
      [0.25, null, 50],
    ]);
    expect(overview.abilities).toEqual({ canClearProgress: false });
    expect(ok<ProgressOverview>(await overviewOf(as.admin, jane.id)).abilities).toEqual({ canClearProgress: true });
    expect(ok<ProgressOverview>(await overviewOf(as.super, jane.id)).abilities).toEqual({ canClearProgress: true });
  });

  it('lists a course’s items with their status, progress and result', async () => {
    const items = ok<ProgressCourse>(await courseOf(as.manager, jane.id, course.moduleId));
    expect(items).toMatchObject({ userId: jane.id, moduleId: course.moduleId, name: 'Squamous lesions course' });
    expect(items.items.map((i) => [i.type, i.name, i.status, i.progress, i.result, i.recordId !== null])).toEqual([
      ['presentation', 'Adequacy talk', 'pending', null, null, false],
      ['quiz', 'Warm-up practice', 'pending', 0.5, null, true],
      ['quiz', 'Squamous graded quiz', 'complete', 1, 0.75, true],
    ]);
  });

  it('lists a slide test’s slides with the reference diagnosis and the learner’s, only for submitted slides', async () => {
    const slides = ok<ProgressTest>(await testOf(as.manager, jane.id));
    expect([slides.name, slides.progress, slides.result, slides.recordId !== null]).toEqual(['Screening slide test', 0.5, null, true]);
    expect(slides.slides.map((s) => [s.slideId, s.name, s.diagnosis, s.interpretation, s.outcome])).toEqual([
      [hsil.itemId, hsil.name, 'HSIL', 'LSIL', 'incorrect'],
      [negative.itemId, negative.name, null, null, null],
    ]);
    expect(JSON.stringify(slides)).not.toContain('NEGATIVE');
  });

  it('answers 404 for a learner the viewer may not read, a course not theirs, a test not in the course; 400 without ids', async () => {
    for (const res of [
      await overviewOf(as.manager, outsider.id),
      await courseOf(as.manager, outsider.id, course.moduleId),
      await outsider.client.get(api(`${R.progressTest}${q({ id: jane.id, moduleId: slideCourse, testId: test.itemId })}`)),
    ])
      expect([res.status, res.body.message]).toEqual([404, DIRECTORY_MSG.userNotFound]);
    const notTheirs = await courseOf(as.admin, jane.id, hsil.itemId);
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, CONTENT_MSG.notFound]);
    const notInCourse = await as.admin.get(api(`${R.progressTest}${q({ id: jane.id, moduleId: course.moduleId, testId: test.itemId })}`));
    expect([notInCourse.status, notInCourse.body.message]).toEqual([404, REVIEW_MSG.itemNotInCourse]);
    const missing = await as.admin.get(api(`${R.progressTest}${q({ id: jane.id, moduleId: slideCourse })}`));
    expect([missing.status, missing.body.field, missing.body.message]).toEqual([400, 'testId', 'Required']);
    // The learner reads their own.
    expect(ok<ProgressCourse>(await courseOf(jane.client, jane.id, course.moduleId)).items).toHaveLength(3);
  });
});

describe('GET /user/progress/export', () => {
  const download = (client: TestClient, params: Record<string, string>) =>
    fetch(`${t.url}${api(R.progressExport)}${q(params)}`, { headers: { cookie: client.cookieHeader } });
  async function sheetOf(res: Response): Promise<{ rows: unknown[][]; widths: (number | undefined)[] }> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    return { rows, widths: sheet.columns.map((c) => c.width) };
  }

  it('answers the courses table as .xlsx named by the first name, columns 18 wide; Pre-Work keeps the pre-work courses', async () => {
    const res = await download(as.manager, { id: jane.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('filename="Jane Courses.xlsx"');
    const { rows, widths } = await sheetOf(res);
    expect(rows).toEqual([
      ['Modules', 'Items', 'Complete', 'Incomplete', 'Pending'],
      ['Squamous lesions course', 3, 1, 1, 1],
      ['Screening course', 2, 0, 1, 1],
    ]);
    expect(widths).toEqual([18, 18, 18, 18, 18]);
    const preWork = await download(as.manager, { id: jane.id, table: 'courses', preWork: '1' });
    expect(preWork.headers.get('content-disposition')).toContain('filename="Pre-Work Jane Courses.xlsx"');
    expect((await sheetOf(preWork)).rows).toEqual([
      ['Modules', 'Items', 'Complete', 'Incomplete', 'Pending'],
      ['Screening course', 2, 0, 1, 1],
    ]);
  });

  it('answers a course’s items and a test’s slides', async () => {
    const items = await download(as.admin, { id: jane.id, table: 'items', moduleId: course.moduleId });
    expect(items.headers.get('content-disposition')).toContain('filename="Jane Items.xlsx"');
    expect((await sheetOf(items)).rows).toEqual([
      ['Items', 'Type', 'Status', 'Progress (%)', 'Result (%)'],
      ['Adequacy talk', 'Presentation', 'Pending'],
      ['Warm-up practice', 'Quiz', 'Pending', 50],
      ['Squamous graded quiz', 'Quiz', 'Complete', 100, 75],
    ]);
    const slides = await download(as.admin, { id: jane.id, table: 'slides', moduleId: slideCourse, testId: test.itemId });
    expect(slides.headers.get('content-disposition')).toContain('filename="Jane Slides.xlsx"');
    expect((await sheetOf(slides)).rows).toEqual([['Slide ID', 'Diagnosis', 'User Interpretation'], [hsil.name, 'HSIL', 'LSIL'], [negative.name]]);
  });

  it('refuses a table without its course, an unknown table, and a learner the viewer may not read, in the error shape', async () => {
    const noCourse = await download(as.admin, { id: jane.id, table: 'items' });
    expect([noCourse.status, ((await noCourse.json()) as { field: string }).field]).toEqual([400, 'moduleId']);
    const badTable = await download(as.admin, { id: jane.id, table: 'grades' });
    expect([badTable.status, ((await badTable.json()) as { message: string }).message]).toEqual([400, 'Must be selected']);
    const hidden = await download(as.manager, { id: outsider.id });
    expect([hidden.status, ((await hidden.json()) as { message: string }).message]).toEqual([404, DIRECTORY_MSG.userNotFound]);
  });
});

describe('PUT /user/progress/update-video-presentation-progress', () => {
  it('refuses a manager and a learner (403), bad values (400) and an item that is not a presentation of the course (404), changing nothing', async () => {
    for (const client of [as.manager, jane.client]) expect((await markTalk(client, 1)).status).toBe(403);
    const bad = await markTalk(as.admin, 2);
    expect([bad.status, bad.body.field, bad.body.message]).toEqual([400, 'progress', 'Must be selected']);
    const noUser = await as.admin.put(api(R.presentationProgress), { moduleId: course.moduleId, itemId: course.talk.itemId, progress: 1 });
    expect([noUser.status, noUser.body.field, noUser.body.message]).toEqual([400, 'userId', 'Required']);
    const quiz = await markTalk(as.admin, 1, jane.id, course.practice.itemId);
    expect([quiz.status, quiz.body.message]).toEqual([404, REVIEW_MSG.itemNotInCourse]);
    expect((await markTalk(as.admin, 1, 'no-such-user')).status).toBe(404);
    const items = ok<ProgressCourse>(await courseOf(as.admin, jane.id, course.moduleId)).items;
    expect(items.map((i) => i.progress)).toEqual([null, 0.5, 1]);
  });

  it('marks a presentation the learner never opened complete (creating the review), and clears it again with 0', async () => {
    expect(ok<PresentationProgressAnswer>(await markTalk(as.admin, 1))).toEqual({
      userId: jane.id,
      moduleId: course.moduleId,
      itemId: course.talk.itemId,
      progress: 1,
    });
    const talk = ok<ProgressCourse>(await courseOf(as.admin, jane.id, course.moduleId)).items[0]!;
    expect([talk.status, talk.progress, talk.startTime !== null, talk.submittedOn !== null]).toEqual(['complete', 1, true, true]);
    expect(counts(ok<ProgressOverview>(await overviewOf(as.admin, jane.id)), course.moduleId)).toEqual([3, 2, 1, 0]);
    // The stats record is the learner's organization's, not the admin's.
    const { rows } = await t.server.infra.sql.query<{ org_id: string | null }>('select org_id from stats_records where id = $1', [talk.recordId]);
    expect(rows).toEqual([{ org_id: jane.orgId }]);
    // The learner opens a review that is done: every page submitted, nothing to write.
    const opened = ok<ReviewCheckout>(await jane.client.post(api(R.checkout('presentations', course.talk.itemId)), { moduleId: course.moduleId })).review;
    expect([opened.progress, opened.session, opened.submitTime !== null, opened.pages.every((p) => p.submitTime !== null)]).toEqual([1, null, true, true]);

    expect(ok<PresentationProgressAnswer>(await markTalk(as.admin, 0)).progress).toBe(0);
    const cleared = ok<ProgressCourse>(await courseOf(as.admin, jane.id, course.moduleId)).items[0]!;
    expect([cleared.status, cleared.progress]).toEqual(['pending', null]);
    // Marking twice appends nothing the second time.
    ok(await markTalk(as.admin, 1));
    ok(await markTalk(as.admin, 1));
    const marks = await t.server.infra.sql.query<{ n: number }>(
      `select count(*)::int as n from es_events where stream_id = $1 and event_type = 'ReviewMarkedComplete'`,
      [`review-${talk.recordId!}`],
    );
    expect(marks.rows[0]!.n).toBe(2);
  });

  it('expires the learner’s open tab at once: their room hears the review without a session and the course summary', async () => {
    const opened = ok<ReviewCheckout>(await jane.client.post(api(R.checkout('presentations', orientation.itemId)), { moduleId: slideCourse })).review;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: jane.client.cookieHeader },
    });
    try {
      await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
      const heard: ReadModelChanged[] = [];
      const both = new Promise<void>((resolve) =>
        socket.on('changed', (n) => {
          heard.push(n);
          if (
            heard.some((h) => h.model === 'review' && h.id === opened.id && h.patch.submitTime !== null) &&
            heard.some((h) => h.model === 'course' && h.id === slideCourse)
          )
            resolve();
        }),
      );
      ok(await as.admin.put(api(R.presentationProgress), { userId: jane.id, moduleId: slideCourse, itemId: orientation.itemId, progress: 1 }));
      await both;
      expect(heard.find((h) => h.model === 'review' && h.patch.submitTime !== null)).toMatchObject({ patch: { session: null } });
      const stale = await jane.client.put(api(R.review('presentations', orientation.itemId, opened.id, 'save')), { review: copyOf(opened) });
      expect([stale.status, stale.body.message]).toEqual([409, REVIEW_MSG.submitted]);
    } finally {
      socket.disconnect();
    }
  });
});

describe('DELETE /user/progress/clear-slide-test and clear-module', () => {
  it('refuses a manager (403) and a missing learner or test (400)', async () => {
    const manager = await as.manager.call('delete', api(`${R.clearModule}${q({ userId: jane.id, moduleId: course.moduleId })}`));
    expect([manager.status, manager.body.code]).toEqual([403, 403]);
    const noUser = await as.admin.call('delete', api(`${R.clearSlideTest}${q({ testId: test.itemId })}`));
    expect([noUser.status, noUser.body.field, noUser.body.message]).toEqual([400, 'userId', 'Required']);
    const noTest = await as.admin.call('delete', api(`${R.clearSlideTest}${q({ userId: jane.id })}`));
    expect([noTest.status, noTest.body.field]).toEqual([400, 'testId']);
    const noCourse = await as.admin.call('delete', api(`${R.clearModule}${q({ userId: jane.id })}`));
    expect([noCourse.status, noCourse.body.field, noCourse.body.message]).toEqual([400, 'moduleId', 'Required']);
    expect((await as.admin.call('delete', api(`${R.clearModule}${q({ userId: 'no-such-user', moduleId: course.moduleId })}`))).status).toBe(404);
    expect(ok<ProgressTest>(await testOf(as.admin, jane.id)).progress).toBe(0.5);
  });

  it('clears a slide test in every course of the learner’s (the overlay’s userId, testId), then finds nothing (authUserId spelling)', async () => {
    expect(ok(await as.admin.call('delete', api(`${R.clearSlideTest}${q({ userId: jane.id, testId: test.itemId })}`)))).toEqual({ cleared: 1 });
    const slides = ok<ProgressTest>(await testOf(as.admin, jane.id));
    expect([slides.progress, slides.recordId, slides.slides.map((s) => s.interpretation)]).toEqual([0, null, [null, null]]);
    expect(counts(ok<ProgressOverview>(await overviewOf(as.admin, jane.id)), slideCourse)).toEqual([2, 1, 0, 1]);
    const again = await as.admin.call('delete', api(`${R.clearSlideTest}${q({ authUserId: jane.id, moduleId: slideCourse, testId: test.itemId })}`));
    expect(ok(again)).toEqual({ cleared: 0 });
  });

  it('clears a course (the parameters may come in a JSON body too)', async () => {
    expect(ok(await as.admin.call('delete', api(R.clearModule), { userId: jane.id, moduleId: course.moduleId }))).toEqual({ cleared: 3 });
    expect(counts(ok<ProgressOverview>(await overviewOf(as.admin, jane.id)), course.moduleId)).toEqual([3, 0, 0, 3]);
    expect(ok<ProgressCourse>(await courseOf(as.admin, jane.id, course.moduleId)).items.map((i) => i.status)).toEqual(['pending', 'pending', 'pending']);
  });
});

describe('the user history', () => {
  it('says who cleared what and who marked a presentation complete, and when, newest first', async () => {
    const admin = ok<{ id: string; firstName: string; lastName: string }>(await as.admin.get(api('/user')));
    const history = ok<UserHistoryEntry[]>(await as.admin.get(api(`/users/${jane.id}/history`)));
    const progress = history.filter((e) => e.type === 'ReviewCleared' || e.type === 'ReviewMarkedComplete');
    expect(progress.map((e) => [e.type, e.changes.itemName, e.changes.moduleName])).toEqual([
      // clear-module: the three items of the course (same instant: by review id), then the test, the orientation, the talk twice.
      ...progress.slice(0, 3).map((e) => ['ReviewCleared', e.changes.itemName, 'Squamous lesions course']),
      ['ReviewCleared', 'Screening slide test', 'Screening course'],
      ['ReviewMarkedComplete', 'Pre-Work orientation', 'Screening course'],
      ['ReviewMarkedComplete', 'Adequacy talk', 'Squamous lesions course'],
      ['ReviewCleared', 'Adequacy talk', 'Squamous lesions course'],
      ['ReviewMarkedComplete', 'Adequacy talk', 'Squamous lesions course'],
    ]);
    expect(new Set(progress.slice(0, 3).map((e) => e.changes.itemName))).toEqual(new Set(['Adequacy talk', 'Warm-up practice', 'Squamous graded quiz']));
    expect(progress.every((e) => e.actorId === admin.id && e.actorName === `${admin.firstName} ${admin.lastName}`.trim())).toBe(true);
    const times = history.map((e) => e.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("'Clear Stats': DELETE /stats/{userId}/records without a course", () => {
  it('clears every course of the learner for an admin, whose user page offers it; a manager is neither offered it nor allowed', async () => {
    const { client, id } = outsider;
    const practice = ok<ReviewCheckout>(await client.post(api(R.checkout('quizzes', course.practice.itemId)), { moduleId: course.moduleId })).review;
    ok<ReviewRecord>(
      await client.put(api(R.review('quizzes', course.practice.itemId, practice.id, 'submit')), { review: copyOf(practice), data: { selected: [0] } }),
    );
    ok<ReviewCheckout>(await client.post(api(R.checkout('tests', test.itemId)), { moduleId: slideCourse }));
    const begun = (overview: ProgressOverview) => overview.modules.map((m) => m.totalComplete + m.totalIncomplete);
    // The admin's overview follows the learner's checkout once the stats read model has it (a checkout waits only for its own).
    await eventually(async () => begun(ok<ProgressOverview>(await overviewOf(as.admin, id))).join() === '1,1', 'both courses begun');

    expect(ok<UserDetail>(await as.admin.get(api(`/users/${id}`))).abilities.canClearStats).toBe(true);
    expect(ok<UserDetail>(await as.manager.get(api(`/users/${jane.id}`))).abilities.canClearStats).toBe(false);
    const manager = await as.manager.call('delete', api(R.statsRecords(jane.id)));
    expect([manager.status, manager.body.code]).toEqual([403, 403]);

    expect(ok(await as.admin.call('delete', api(R.statsRecords(id))))).toEqual({ cleared: 2 });
    expect(begun(ok<ProgressOverview>(await overviewOf(as.admin, id)))).toEqual([0, 0]);
  });
});
