import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DIRECTORY_MSG,
  REVIEW_MSG,
  STATS_READ_ONLY,
  type ProgressOverview,
  type ReviewCheckout,
  type ReviewRecord,
  type StatsRecord,
  type StatsResults,
} from '@cytocampus/contracts';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { newLearner, seedCourse, type SeededCourse } from './testing/seed-course.js';

/** The reading calls of spec part 2 section 7: GET /user/progress?id= and GET /stats/... */

let t: TestServer;
let admin: TestClient;
let course: SeededCourse;
/** A learner who took the graded quiz (scores: info page, 1, 1/2) and the first of the practice quiz's two pages. */
let learner: { client: TestClient; id: string };

const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const write = (client: TestClient, itemId: string, r: ReviewRecord, action: string, body: Record<string, unknown> = {}) =>
  client.put(`/api/v1/quizzes/${itemId}/review/${r.id}/${action}`, { review: copyOf(r), ...body });

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  course = await seedCourse(admin);
  learner = await newLearner(t.url, admin, course.assignmentId);
  const q = course.graded.itemId;
  let r = ok<ReviewCheckout>(await learner.client.post(`/api/v1/quizzes/${q}/review`, { moduleId: course.moduleId })).review;
  r = ok<ReviewRecord>(await write(learner.client, q, r, 'submit'));
  r = ok<ReviewRecord>(await write(learner.client, q, r, 'submit', { data: { selected: [0] } }));
  ok<ReviewRecord>(await write(learner.client, q, r, 'submit', { data: { selected: [0, 2] } }));
  const practice = ok<ReviewCheckout>(await learner.client.post(`/api/v1/quizzes/${course.practice.itemId}/review`, { moduleId: course.moduleId })).review;
  ok<ReviewRecord>(await write(learner.client, course.practice.itemId, practice, 'submit', { data: { selected: [0] } }));
}, 120_000);
afterAll(() => t.close());

const records = (client: TestClient, userId: string, query = '') => client.get(`/api/v1/stats/${userId}/records${query}`);

describe('GET /stats/{userId}/records', () => {
  it("lists the learner's records with their progress and result, filtered, each page's scores only when verbose", async () => {
    const all = ok<StatsRecord[]>(await records(learner.client, learner.id));
    const graded = all.find((r) => r.itemId === course.graded.itemId)!;
    expect(all.map((r) => r.itemId).sort()).toEqual([course.graded.itemId, course.practice.itemId].sort());
    expect(graded).toMatchObject({ userId: learner.id, moduleId: course.moduleId, itemType: 'quiz', progress: 1, result: 0.75, graded: true, refId: null });
    expect(graded.data).toEqual({ startTime: expect.any(Number), firstStart: graded.data.startTime, pageCount: 3, completedPages: 3 });
    expect(graded.submittedOn).not.toBeNull();

    const practice = ok<StatsRecord[]>(await records(learner.client, learner.id, `?itemId=${course.practice.itemId}&verbose=true`));
    expect(practice.map((r) => [r.progress, r.result, r.graded, r.submittedOn])).toEqual([[0.5, null, false, null]]);
    const verbose = ok<StatsRecord[]>(await records(learner.client, learner.id, `?itemId=${course.graded.itemId}&verbose=1`))[0]!;
    expect(verbose.data.pages!.map((p) => [p.score, p.startTime !== null, p.submitTime !== null])).toEqual([
      [null, true, true],
      [1, true, true],
      [0.5, true, true],
    ]);
    expect(ok<StatsRecord[]>(await records(learner.client, learner.id, '?itemType=presentation'))).toEqual([]);
    expect(ok<StatsRecord[]>(await records(learner.client, learner.id, '?moduleId=another-course'))).toEqual([]);
  });

  it('keys the records of one course by item id with map, and refuses a map without the course', async () => {
    const map = ok<Record<string, StatsRecord>>(await records(learner.client, learner.id, `?moduleId=${course.moduleId}&map=true`));
    expect(Object.keys(map).sort()).toEqual([course.graded.itemId, course.practice.itemId].sort());
    expect(map[course.graded.itemId]!.result).toBe(0.75);
    const refused = await records(learner.client, learner.id, '?map=true');
    expect([refused.status, refused.body.field, refused.body.message]).toEqual([400, 'moduleId', 'Required']);
    const badType = await records(learner.client, learner.id, '?itemType=video');
    expect([badType.status, badType.body.field, badType.body.message]).toEqual([400, 'itemType', 'Must be selected']);
  });

  it('answers one record with its pages, and 404 for a record that is not the user’s', async () => {
    const [graded] = ok<StatsRecord[]>(await records(learner.client, learner.id, `?itemId=${course.graded.itemId}`));
    const one = ok<StatsRecord>(await learner.client.get(`/api/v1/stats/${learner.id}/records/${graded!.id}`));
    expect([one.id, one.data.pages?.length]).toEqual([graded!.id, 3]);
    const other = await newLearner(t.url, admin, course.assignmentId);
    const foreign = await other.client.get(`/api/v1/stats/${other.id}/records/${graded!.id}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, REVIEW_MSG.recordNotFound]);
  });

  it('lets an admin read a learner’s records, and answers another learner as if the user did not exist', async () => {
    expect(ok<StatsRecord[]>(await records(admin, learner.id)).length).toBe(2);
    const other = await newLearner(t.url, admin, course.assignmentId);
    const refused = await records(other.client, learner.id);
    expect([refused.status, refused.body.message]).toEqual([404, DIRECTORY_MSG.userNotFound]);
    expect((await other.client.get(`/api/v1/stats/results?userId=${learner.id}`)).status).toBe(404);
  });
});

describe('GET /stats/results', () => {
  it('answers the courses assigned or begun with progress, result and pass; for another user only to those who may read them', async () => {
    const mine = ok<StatsResults>(await learner.client.get('/api/v1/stats/results'));
    expect(mine.userId).toBe(learner.id);
    expect(mine.results.find((r) => r.moduleId === course.moduleId)).toMatchObject({
      assigned: true,
      itemCount: 3,
      // (1 + 1/2 + 0) / 3 items.
      progress: 0.5,
      result: 0.75,
      passingScore: 50,
      passed: true,
      lastSubmit: expect.any(Number),
    });
    const asAdmin = ok<StatsResults>(await admin.get(`/api/v1/stats/results?userId=${learner.id}`));
    expect(asAdmin.results).toEqual(mine.results);
    const fresh = await newLearner(t.url, admin, course.assignmentId);
    expect(ok<StatsResults>(await fresh.client.get('/api/v1/stats/results')).results.find((r) => r.moduleId === course.moduleId)).toMatchObject({
      progress: 0,
      result: null,
      passed: false,
      firstStart: null,
    });
  });
});

describe('GET /user/progress?id=', () => {
  it('answers the user and each course with its items complete, incomplete and pending', async () => {
    const overview = ok<ProgressOverview>(await admin.get(`/api/v1/user/progress?id=${learner.id}`));
    expect(overview.user).toMatchObject({ authUserId: learner.id, profession: expect.any(String), email: expect.stringContaining('@') });
    expect(overview.modules.find((m) => m.id === course.moduleId)).toEqual({
      id: course.moduleId,
      name: expect.any(String),
      items: 3,
      totalComplete: 1,
      totalIncomplete: 1,
      totalPending: 1,
      totalTestsOrCases: 0,
      preWork: false,
      progress: 0.5,
      firstStart: expect.any(Number),
      result: 0.75,
      passingScore: 50,
    });
    // The learner may read their own; the overview is the same, but only an admin or super may clear it.
    const own = ok<ProgressOverview>(await learner.client.get(`/api/v1/user/progress?id=${learner.id}`));
    expect([own.user, own.modules, own.abilities, overview.abilities]).toEqual([
      overview.user,
      overview.modules,
      { canClearProgress: false },
      { canClearProgress: true },
    ]);
  });

  it('refuses a missing id and answers 404 to whoever may not read the user', async () => {
    const missing = await learner.client.get('/api/v1/user/progress');
    expect([missing.status, missing.body.field, missing.body.message]).toEqual([400, 'id', 'Required']);
    const other = await newLearner(t.url, admin, course.assignmentId);
    const refused = await other.client.get(`/api/v1/user/progress?id=${learner.id}`);
    expect([refused.status, refused.body.message]).toEqual([404, DIRECTORY_MSG.userNotFound]);
    expect((await admin.get('/api/v1/user/progress?id=no-such-user')).status).toBe(404);
  });
});

describe('DELETE /stats/{userId}/records and PUT /stats/{userId}/records/{recordId}', () => {
  it('lets an admin clear a course: the open review is refused, progress is gone, and the next checkout starts over', async () => {
    const taker = await newLearner(t.url, admin, course.assignmentId);
    const q = course.graded.itemId;
    let r = ok<ReviewCheckout>(await taker.client.post(`/api/v1/quizzes/${q}/review`, { moduleId: course.moduleId })).review;
    r = ok<ReviewRecord>(await write(taker.client, q, r, 'submit'));
    r = ok<ReviewRecord>(await write(taker.client, q, r, 'submit', { data: { selected: [0] } }));
    const before = ok<StatsResults>(await taker.client.get('/api/v1/stats/results')).results.find((c) => c.moduleId === course.moduleId)!;
    expect([before.progress, before.firstStart !== null]).toEqual([2 / 9, true]);

    expect(ok<{ cleared: number }>(await admin.call('delete', `/api/v1/stats/${taker.id}/records?moduleId=${course.moduleId}`))).toEqual({ cleared: 1 });
    const stale = await write(taker.client, q, r, 'save');
    expect([stale.status, stale.body.message]).toEqual([404, REVIEW_MSG.notFound]);
    expect(ok<StatsRecord[]>(await records(taker.client, taker.id))).toEqual([]);
    const after = ok<StatsResults>(await taker.client.get('/api/v1/stats/results')).results.find((c) => c.moduleId === course.moduleId)!;
    expect([after.progress, after.result, after.firstStart]).toEqual([0, null, null]);
    const overview = ok<ProgressOverview>(await admin.get(`/api/v1/user/progress?id=${taker.id}`)).modules.find((m) => m.id === course.moduleId);
    expect([overview?.totalComplete, overview?.totalIncomplete, overview?.totalPending]).toEqual([0, 0, 3]);

    const again = ok<ReviewCheckout>(await taker.client.post(`/api/v1/quizzes/${q}/review`, { moduleId: course.moduleId })).review;
    expect([again.id, again.progress, again.pages.every((p) => p.submitTime === null), again.startTime! > r.startTime!]).toEqual([r.id, 0, true, true]);
    // Clearing again finds nothing begun... until the new attempt's first submit.
    ok<ReviewRecord>(await write(taker.client, q, again, 'submit'));
    expect(ok<StatsRecord[]>(await records(taker.client, taker.id)).map((s) => s.data.completedPages)).toEqual([1]);
  });

  it('refuses clearing to anyone below admin, with a bad course id, and any direct write of a record, changing nothing', async () => {
    const refused = await learner.client.call('delete', `/api/v1/stats/${learner.id}/records?moduleId=${course.moduleId}`);
    expect([refused.status, refused.body.code]).toEqual([403, 403]);
    // Without a course it clears every course ('Clear Stats': progress-overview.e2e.spec.ts); a bad course id changes nothing.
    const bad = await admin.call('delete', `/api/v1/stats/${learner.id}/records?moduleId=${'x'.repeat(300)}`);
    expect([bad.status, bad.body.field]).toEqual([400, 'moduleId']);
    expect((await admin.call('delete', `/api/v1/stats/no-such-user/records?moduleId=${course.moduleId}`)).status).toBe(404);
    const [graded] = ok<StatsRecord[]>(await records(learner.client, learner.id, `?itemId=${course.graded.itemId}`));
    const put = await admin.put(`/api/v1/stats/${learner.id}/records/${graded!.id}`, { ...graded, progress: 0 });
    expect([put.status, put.body.message]).toEqual([405, STATS_READ_ONLY]);
    expect(ok<StatsRecord[]>(await records(learner.client, learner.id, `?itemId=${course.graded.itemId}`))).toEqual([graded]);
  });
});
