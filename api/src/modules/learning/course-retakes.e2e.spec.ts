import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  COURSE_RETAKE_MSG,
  LEARNING_ROUTES,
  type ContentItem,
  type CourseForLearner,
  type CourseHeader,
  type ReviewCheckout,
  type ReviewRecord,
  type StatsRecord,
} from '@cytocampus/contracts';
import { CONTENT_MSG, courseAttemptsStream } from '@cytocampus/domain';
import { eventually } from '../../testing/eventually.js';
import { signedIn } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, newLearner, question } from './testing/seed-course.js';

let t: TestServer;
let admin: TestClient;
let quiz: ContentItem;
let moduleId: string;
/** The course with 2 attempts (passing score 80), the same course with the entry saying none, and a public course outside both. */
let twoAttempts: string;
let oneAttempt: string;
let exploreId: string;

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres' });
  admin = await signedIn(t.url, 'admin');
  quiz = await activeItem(admin, 'quizzes', { name: 'Retake graded quiz', graded: true, pages: [question('ASC-H')] });
  moduleId = (await activeItem(admin, 'modules', { name: 'Retake course', isPublic: true, items: [{ type: 'quiz', itemId: quiz.itemId }] })).itemId;
  exploreId = (await activeItem(admin, 'modules', { name: 'Explore course', isPublic: true, items: [{ type: 'quiz', itemId: quiz.itemId }] })).itemId;
  const assignment = async (entry: Record<string, unknown>) =>
    (await activeItem(admin, 'curricula', { name: 'Retake assignment', isPublic: true, entries: [{ moduleId, passingScore: 80, required: true, ...entry }] }))
      .itemId;
  twoAttempts = await assignment({ maxAttempts: 2 });
  oneAttempt = await assignment({});
}, 120_000);
afterAll(() => t.close());

const retake = (client: TestClient, id = moduleId) => client.post(`/api/v1${LEARNING_ROUTES.retakeCourse(id)}`);
const refusal = (message: string) => ({ field: null, message, code: 409 });
const courseOf = async (client: TestClient) => ok<CourseForLearner>(await client.get(`/api/v1/modules/${moduleId}`)).course!;

/** Takes the course's one graded quiz: choice 0 is right (result 1), any other wrong (result 0). */
async function takeQuiz(client: TestClient, choice: number): Promise<ReviewRecord> {
  const { review } = ok<ReviewCheckout>(await client.post(`/api/v1/quizzes/${quiz.itemId}/review`, { moduleId }));
  const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
  return ok<ReviewRecord>(await client.put(`/api/v1/quizzes/${quiz.itemId}/review/${review.id}/submit`, { review: copy, data: { selected: [choice] } }));
}

describe('retakes of a failed course (issue 30)', () => {
  it('a failed course with attempts left is retaken: new reviews of its graded items, the history kept, the result the last attempt’s', async () => {
    const { client, id } = await newLearner(t.url, admin, twoAttempts);
    expect((await courseOf(client)).header).toMatchObject({ attempt: 1, maxAttempts: 2 });
    // Not before it is finished, and not a course outside the assignment.
    expect((await retake(client)).body).toEqual(refusal(COURSE_RETAKE_MSG.notFailed));
    expect((await retake(client, exploreId)).body).toEqual(refusal(COURSE_RETAKE_MSG.notAssigned));
    expect((await retake(client, 'no-such-course')).body).toMatchObject({ message: CONTENT_MSG.notFound, code: 404 });

    const first = await takeQuiz(client, 1);
    expect([first.score, first.submitTime !== null]).toEqual([0, true]);
    await eventually(async () => (await courseOf(client)).header.progress === 1, 'the finished course');
    expect((await courseOf(client)).header).toMatchObject({ result: 0, passed: false, attempt: 1, maxAttempts: 2 });

    const retaken = ok<CourseHeader>(await retake(client));
    expect(retaken).toMatchObject({ attempt: 2, maxAttempts: 2, progress: 0, result: null, passed: false });
    // A second click finds the course under way again.
    expect((await retake(client)).body).toEqual(refusal(COURSE_RETAKE_MSG.notFailed));
    const during = await courseOf(client);
    expect(during.items[0]!.stats).toBeNull();

    const second = await takeQuiz(client, 0);
    expect([second.id === first.id, second.score]).toEqual([false, 1]);
    await eventually(async () => (await courseOf(client)).header.passed, 'the passed second attempt');
    expect((await courseOf(client)).header).toMatchObject({ progress: 1, result: 1, passed: true, attempt: 2 });
    expect((await retake(client)).body).toEqual(refusal(COURSE_RETAKE_MSG.notFailed));

    // The stats keep both attempts; the events keep the retake.
    const records = ok<StatsRecord[]>(await client.get(`/api/v1${LEARNING_ROUTES.statsRecords(id)}?moduleId=${moduleId}`));
    expect(records.map((r) => [r.id, r.attempt, r.result])).toEqual([
      [first.id, 1, 0],
      [second.id, 2, 1],
    ]);
    const { rows } = await t.server.infra.sql.query<{ type: string }>(`select event_type as type from es_events where stream_id = $1`, [
      courseAttemptsStream(id, moduleId),
    ]);
    expect(rows.map((r) => r.type)).toEqual(['CourseRetaken']);
  });

  it('without attempts left (an entry that says none has 1) a failed course is not retaken, and nothing is stored', async () => {
    const { client, id } = await newLearner(t.url, admin, oneAttempt);
    await takeQuiz(client, 2);
    await eventually(async () => (await courseOf(client)).header.progress === 1, 'the finished course');
    expect((await courseOf(client)).header).toMatchObject({ result: 0, passed: false, attempt: 1, maxAttempts: 1 });
    const refused = await retake(client);
    expect([refused.status, refused.body]).toEqual([409, refusal(COURSE_RETAKE_MSG.noAttemptsLeft)]);
    const { rows } = await t.server.infra.sql.query(`select 1 from es_events where stream_id = $1`, [courseAttemptsStream(id, moduleId)]);
    expect(rows).toHaveLength(0);
  });
});
