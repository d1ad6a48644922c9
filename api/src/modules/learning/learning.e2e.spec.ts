import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  LEARNING_ROUTES,
  REVIEW_MSG,
  type ClientToServerEvents,
  type CourseForLearner,
  type LearnerCourses,
  type ReadModelChanged,
  type ReviewCheckout,
  type ReviewRecord,
  type ServerToClientEvents,
  type StatsRecord,
} from '@cytocampus/contracts';
import { eventually } from '../../testing/eventually.js';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { newLearner, seedCourse, type SeededCourse } from './testing/seed-course.js';

let t: TestServer;
let admin: TestClient;
let course: SeededCourse;

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  course = await seedCourse(admin);
}, 120_000);
afterAll(() => t.close());

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

const checkout = async (client: TestClient, path: 'quizzes' | 'presentations', itemId: string, moduleId = course.moduleId) =>
  ok<ReviewCheckout>(await client.post(`/api/v1/${path}/${itemId}/review`, { moduleId }));
const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const write = (client: TestClient, path: string, itemId: string, r: ReviewRecord, action: string, body: Record<string, unknown> = {}) =>
  client.put(`/api/v1/${path}/${itemId}/review/${r.id}/${action}`, { review: copyOf(r), ...body });
const header = async (client: TestClient) => ok<CourseForLearner>(await client.get(`/api/v1/modules/${course.moduleId}`)).course!;

describe('learning: courses, reviews and progress', () => {
  it('lists the assigned course with its header, and answers GET /modules/{id} to its learner with items and stats', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const { courses } = ok<LearnerCourses>(await client.get('/api/v1/user/courses'));
    const mine = courses.find((c) => c.moduleId === course.moduleId);
    expect(mine).toMatchObject({ assigned: true, passingScore: 50, required: true, itemCount: 3, progress: 0, result: null, passed: false, order: 0 });
    const learner = await header(client);
    expect(learner.items.map((i) => [i.type, i.name, i.graded, i.stats, i.locked])).toEqual([
      ['presentation', 'Adequacy talk', false, null, false],
      ['quiz', 'Warm-up practice', false, null, false],
      ['quiz', 'Squamous graded quiz', true, null, false],
    ]);
  });

  it('takes a graded quiz end to end: no answers before submit, scores on the server, the course result and pass', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const { item, review } = await checkout(client, 'quizzes', course.graded.itemId);
    expect(item.type).toBe('quiz');
    const pages = item.type === 'quiz' ? item.pages : [];
    expect(JSON.stringify(pages)).not.toMatch(/isCorrect|Because of/);
    expect([review.session === null, review.startTime === null, review.progress]).toEqual([false, false, 0]);

    let r = ok<ReviewRecord>(await write(client, 'quizzes', course.graded.itemId, review, 'visit', { page: 0 }));
    r = ok<ReviewRecord>(await write(client, 'quizzes', course.graded.itemId, r, 'submit'));
    expect([r.pages[0]!.score, r.solutions[0], r.progress]).toEqual([null, null, 1 / 3]);
    r = ok<ReviewRecord>(await write(client, 'quizzes', course.graded.itemId, r, 'update', { page: 1, elapsed: 4, data: { selected: [0] } }));
    r = ok<ReviewRecord>(await write(client, 'quizzes', course.graded.itemId, r, 'submit'));
    expect([r.pages[1]!.score, r.solutions[1]]).toEqual([1, { correct: [0], solution: 'Because of LSIL.' }]);
    // The last page submitted with its answer: one of two correct choices and one wrong = 1 / 2; the item completes.
    r = ok<ReviewRecord>(await write(client, 'quizzes', course.graded.itemId, r, 'submit', { data: { selected: [0, 2] } }));
    expect([r.pages[2]!.score, r.score, r.progress, r.session, r.submitTime !== null]).toEqual([0.5, 0.75, 1, null, true]);

    const after = await header(client);
    expect(after.items[2]!.stats).toMatchObject({ progress: 1, result: 0.75 });
    expect(after.header).toMatchObject({ progress: 1 / 3, result: 0.75, passed: true });
    expect(after.header.firstStart).not.toBeNull();
  });

  it('refuses every bad write with a clear error and changes nothing', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const first = (await checkout(client, 'quizzes', course.graded.itemId)).review;
    const q = course.graded.itemId;
    // Not reachable: page 1 before page 0 is submitted.
    expect((await write(client, 'quizzes', q, first, 'update', { page: 1, elapsed: 1, data: { selected: [0] } })).body).toMatchObject({
      code: 409,
      message: REVIEW_MSG.pageNotReachable,
      field: 'page',
    });
    // Bad bodies.
    const bad = await write(client, 'quizzes', q, first, 'update', { page: 'x', elapsed: -1, data: { selected: [0] } });
    expect([bad.status, bad.body.field]).toEqual([400, 'page']);
    expect((await client.put(`/api/v1/quizzes/${q}/review/${first.id}/submit`, { review: { id: first.id } })).status).toBe(400);
    const r0 = ok<ReviewRecord>(await write(client, 'quizzes', q, first, 'submit'));
    const tooMany = await write(client, 'quizzes', q, r0, 'update', { page: 1, elapsed: 1, data: { selected: [0, 1] } });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, REVIEW_MSG.tooManyChoices]);
    // A copy that predates the last write.
    expect((await write(client, 'quizzes', q, first, 'save')).body).toMatchObject({ code: 409, message: REVIEW_MSG.changedElsewhere });
    // A second tab checks out: this one is stale.
    const second = (await checkout(client, 'quizzes', q)).review;
    expect((await write(client, 'quizzes', q, r0, 'update', { page: 1, elapsed: 2, data: { selected: [1] } })).body).toMatchObject({
      code: 409,
      message: REVIEW_MSG.sessionExpired,
      field: 'session',
    });
    const session = ok<{ session: string }>(await client.get(`/api/v1/quizzes/${q}/review/${first.id}/session`));
    expect(session.session).toBe(second.session);
    // Someone else's review, or this review under another item: unknown.
    const other = await newLearner(t.url, admin, course.assignmentId);
    expect((await write(other.client, 'quizzes', q, second, 'save')).status).toBe(404);
    expect((await write(client, 'quizzes', course.practice.itemId, second, 'save')).status).toBe(404);
    // An item that is not in the course, a course that is not the learner's.
    expect((await client.post(`/api/v1/quizzes/${q}/review`, { moduleId: 'no-such-course' })).status).toBe(404);
    expect((await client.post(`/api/v1/quizzes/no-such-quiz/review`, { moduleId: course.moduleId })).body.message).toBe(REVIEW_MSG.itemNotInCourse);
    // Nothing the refusals touched changed: the review is as the second checkout left it (page 0 submitted).
    const now = (await checkout(client, 'quizzes', q)).review;
    expect([now.pages.map((p) => p.data), now.pages.map((p) => p.submitTime !== null), now.elapsed]).toEqual([[{}, {}, {}], [true, false, false], 0]);
    // After submit nothing is accepted.
    let r = ok<ReviewRecord>(await write(client, 'quizzes', q, now, 'submit', { data: { selected: [0] } }));
    r = ok<ReviewRecord>(await write(client, 'quizzes', q, r, 'submit', { data: { selected: [0, 1] } }));
    expect((await write(client, 'quizzes', q, r, 'save')).body).toMatchObject({ code: 409, message: REVIEW_MSG.submitted });
    expect((await checkout(client, 'quizzes', q)).review.session).toBeNull();
  });

  it('pushes a new session to the first tab when a second one checks out the same review', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const first = (await checkout(client, 'quizzes', course.practice.itemId)).review;
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, { transports: ['websocket'], extraHeaders: { cookie: client.cookieHeader } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)));
    const pushed = new Promise<ReadModelChanged>((resolve) => {
      const listener = (n: ReadModelChanged) =>
        n.model === 'review' && n.id === first.id && n.patch.session !== first.session && (socket.off('changed', listener), resolve(n));
      socket.on('changed', listener);
    });
    const second = (await checkout(client, 'quizzes', course.practice.itemId)).review;
    const notice = await pushed;
    expect(notice).toMatchObject({ model: 'review', patch: { session: second.session, submitTime: null } });
  });

  it('a practice quiz sends its answers with the choices; its result does not count', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const { item, review } = await checkout(client, 'quizzes', course.practice.itemId);
    const page = item.type === 'quiz' ? item.pages[0]! : null;
    expect(page?.quiz?.choices.map((c) => c.isCorrect)).toEqual([true, false, false]);
    expect(page?.quiz?.solution).toBe('Because of Koilocytes.');
    let r = ok<ReviewRecord>(await write(client, 'quizzes', course.practice.itemId, review, 'submit', { data: { selected: [1] } }));
    r = ok<ReviewRecord>(await write(client, 'quizzes', course.practice.itemId, r, 'submit', { data: { selected: [0] } }));
    expect([r.pages.map((p) => p.score), r.score, r.solutions]).toEqual([[-1, 1], 0.5, [null, null]]);
    expect((await header(client)).header).toMatchObject({ progress: 1 / 3, result: null });
  });

  it('Try Again on a finished practice quiz begins a new review: the course keeps the completion, the stats keep both attempts', async () => {
    const { client, id } = await newLearner(t.url, admin, course.assignmentId);
    const q = course.practice.itemId;
    const retake = (r: ReviewRecord, itemId = q) => client.post(`/api/v1${LEARNING_ROUTES.retake(itemId, r.id)}`);
    const records = async (map = false) =>
      ok<StatsRecord[] | Record<string, StatsRecord>>(
        await client.get(`/api/v1${LEARNING_ROUTES.statsRecords(id)}?moduleId=${course.moduleId}&itemId=${q}${map ? '&map=1' : ''}`),
      );
    let first = (await checkout(client, 'quizzes', q)).review;
    first = ok<ReviewRecord>(await write(client, 'quizzes', q, first, 'submit', { data: { selected: [0] } }));
    // Not before the attempt is finished.
    expect((await retake(first)).body).toEqual({ field: null, message: REVIEW_MSG.notFinished, code: 409 });
    first = ok<ReviewRecord>(await write(client, 'quizzes', q, first, 'submit', { data: { selected: [1] } }));
    expect([first.submitTime !== null, first.score]).toEqual([true, 0.5]);

    const again = ok<ReviewCheckout>(await retake(first));
    expect(again.item.type).toBe('quiz');
    expect(again.review.id).not.toBe(first.id);
    expect([again.review.progress, again.review.submitTime, again.review.session !== null, again.review.pages.map((p) => p.data)]).toEqual([
      0,
      null,
      true,
      [{}, {}],
    ]);
    // Opening the quiz again opens the new attempt; the finished one cannot be taken again a second time.
    expect((await checkout(client, 'quizzes', q)).review.id).toBe(again.review.id);
    expect((await retake(first)).body).toEqual({ field: null, message: REVIEW_MSG.retakenAlready, code: 409 });
    // The course keeps the first attempt's completion while the second is under way; the stats keep both.
    await eventually(async () => ((await records()) as StatsRecord[]).length === 2, 'the second attempt in the stats');
    expect(((await records()) as StatsRecord[]).map((r) => [r.id, r.attempt, r.progress])).toEqual([
      [first.id, 1, 1],
      [again.review.id, 2, 0],
    ]);
    const during = await header(client);
    expect([during.items[1]!.stats?.progress, during.header.progress]).toEqual([1, 1 / 3]);
    expect(((await records(true)) as Record<string, StatsRecord>)[q]!.id).toBe(first.id);

    // The second attempt, finished, stands for the item from then on.
    let second = ok<ReviewRecord>(await write(client, 'quizzes', q, (await checkout(client, 'quizzes', q)).review, 'submit', { data: { selected: [0] } }));
    second = ok<ReviewRecord>(await write(client, 'quizzes', q, second, 'submit', { data: { selected: [0] } }));
    expect([second.id, second.score]).toEqual([again.review.id, 1]);
    await eventually(
      async () => ((await records(true)) as Record<string, StatsRecord>)[q]!.id === second.id,
      'the finished second attempt to stand for the item',
    );
    expect((await header(client)).header.progress).toBe(1 / 3);
  });

  it('a graded quiz keeps one attempt: Try Again is refused in the error shape and nothing is stored', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const q = course.graded.itemId;
    let r = (await checkout(client, 'quizzes', q)).review;
    r = ok<ReviewRecord>(await write(client, 'quizzes', q, r, 'submit'));
    r = ok<ReviewRecord>(await write(client, 'quizzes', q, r, 'submit', { data: { selected: [0] } }));
    r = ok<ReviewRecord>(await write(client, 'quizzes', q, r, 'submit', { data: { selected: [0, 1] } }));
    expect(r.submitTime).not.toBeNull();
    const stored = async () =>
      (
        await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id like 'attempts-%' or stream_id = $1`, [
          `review-${r.id}`,
        ])
      ).rows[0]!.n;
    const before = await stored();
    const refused = await client.post(`/api/v1${LEARNING_ROUTES.retake(q, r.id)}`);
    expect([refused.status, refused.body]).toEqual([409, { field: null, message: REVIEW_MSG.onlyPractice, code: 409 }]);
    expect(await stored()).toBe(before);
    expect((await checkout(client, 'quizzes', q)).review.id).toBe(r.id);
    // Someone else's review is unknown to them.
    const other = await newLearner(t.url, admin, course.assignmentId);
    expect((await other.client.post(`/api/v1${LEARNING_ROUTES.retake(q, r.id)}`)).status).toBe(404);
  });

  it('credits a video only as far as real time allows, and submits its page only when watched', async () => {
    const { client } = await newLearner(t.url, admin, course.assignmentId);
    const talk = course.talk.itemId;
    const { item, review } = await checkout(client, 'presentations', talk);
    expect(item.type === 'presentation' && item.pages.map((p) => p.file.kind)).toEqual(['video', 'link']);
    // A forged report: ten minutes watched at once.
    let r = ok<ReviewRecord>(
      await write(client, 'presentations', talk, review, 'update', {
        page: 0,
        elapsed: 1,
        data: { playedCurrentTime: 600, watched: [[0, 600]], duration: 600 },
      }),
    );
    const credited = (r.pages[0]!.data.watched as [number, number][])[0]![1];
    expect(credited).toBeLessThan(10);
    expect((await write(client, 'presentations', talk, r, 'submit')).body).toMatchObject({ code: 409, message: REVIEW_MSG.videoNotWatched });
    // A short video really played: its three seconds fit in the time that passed.
    const short = await newLearner(t.url, admin, course.assignmentId);
    r = (await checkout(short.client, 'presentations', talk)).review;
    r = ok<ReviewRecord>(
      await write(short.client, 'presentations', talk, r, 'update', { page: 0, elapsed: 1, data: { playedCurrentTime: 1, watched: [[0, 1]], duration: 3 } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    r = ok<ReviewRecord>(
      await write(short.client, 'presentations', talk, r, 'update', { page: 0, elapsed: 2, data: { playedCurrentTime: 3, watched: [[1, 3]], duration: 3 } }),
    );
    expect(r.pages[0]!.data.watched).toEqual([[0, 3]]);
    r = ok<ReviewRecord>(await write(short.client, 'presentations', talk, r, 'submit'));
    r = ok<ReviewRecord>(await write(short.client, 'presentations', talk, r, 'submit'));
    expect([r.progress, r.score, r.submitTime !== null]).toEqual([1, null, true]);
  });

  it('a sequential course locks an item until the one before it is complete', async () => {
    const seq = await seedCourse(admin, { sequential: true, name: 'Sequential squamous course' });
    const { client } = await newLearner(t.url, admin, seq.assignmentId);
    const items = ok<CourseForLearner>(await client.get(`/api/v1/modules/${seq.moduleId}`)).course!.items;
    expect(items.map((i) => i.locked)).toEqual([false, true, true]);
    const refused = await client.post(`/api/v1/quizzes/${seq.graded.itemId}/review`, { moduleId: seq.moduleId });
    expect([refused.status, refused.body.message]).toEqual([409, REVIEW_MSG.itemLocked]);
  });
});
