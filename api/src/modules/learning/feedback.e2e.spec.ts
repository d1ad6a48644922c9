/**
 * P.A.C.E. feedback on a slide test (issue 13; docs/adr/0025): the form opens only to a learner of
 * the course whose test is complete, when the course has a program number; a submission is checked
 * against the form and the course, is stored once, and shows in the caller's list and in
 * feedback_submissions, which the certificates read.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import {
  FEEDBACK_MSG,
  FEEDBACK_ROUTES,
  feedbackNoticeId,
  REVIEW_MSG,
  type ClientToServerEvents,
  type ContentItem,
  type FeedbackFormAnswer,
  type FeedbackSubmission,
  type ReadModelChanged,
  type ServerToClientEvents,
  type SlideItem,
} from '@cytocampus/contracts';
import { CONTENT_MSG } from '@cytocampus/domain';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, hsilSlide, newLearner, passSlideTest } from './testing/seed-course.js';

const PROGRAM = '510-503-26';
const COURSE = 'P.A.C.E. screening course';
const api = (path: string) => `/api/v1${path}`;

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let slide: SlideItem;
let form: ContentItem;
let test: ContentItem;
let bareTest: ContentItem;
let paceCourse: string;
let plainCourse: string;
let learner: { client: TestClient; id: string };
let other: { client: TestClient; id: string };
let stranger: TestClient;

const formPath = (testId: string, moduleId: string) => api(`${FEEDBACK_ROUTES.feedbackForm(testId)}?moduleId=${moduleId}`);
const listPath = (testId: string, moduleId?: string) => api(`${FEEDBACK_ROUTES.feedback(testId)}${moduleId ? `?moduleId=${moduleId}` : ''}`);
const submitPath = (testId: string, moduleId: string) => api(`${FEEDBACK_ROUTES.submitFeedback(testId)}?moduleId=${moduleId}`);
const body = (overrides: Record<string, unknown> = {}) => ({ formId: form.itemId, feedback: [5, 'N/A', 1], paceProgramNumber: PROGRAM, ...overrides });

const storedRows = async (userId: string) =>
  (
    await t.server.infra.sql.query<Record<string, unknown>>(
      `select user_id, module_id, test_id, form_id, form_revision_id, pace_program_number, ratings, submitted_at, version from feedback_submissions where user_id = $1`,
      [userId],
    )
  ).rows;
const feedbackEvents = async () =>
  (await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id like 'evaluation-%'`)).rows[0]!.n;

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  slide = await hsilSlide(t.url, as.admin);
  form = await activeItem(as.admin, 'feedback-forms', {
    name: 'Slide test evaluation',
    formData: [
      { title: 'Slides', description: 'The images', items: ['Image quality', 'Objects of interest'] },
      { title: 'Overall', description: '', items: ['I would recommend it'] },
    ],
  });
  test = await activeItem(as.admin, 'tests', { name: 'Evaluated slide test', slides: [slide.itemId], evalForm: form.itemId });
  bareTest = await activeItem(as.admin, 'tests', { name: 'Slide test without a form', slides: [slide.itemId] });
  const course = (name: string, pace: boolean) =>
    activeItem(as.admin, 'modules', {
      name,
      isPublic: false,
      items: [
        { type: 'test', itemId: test.itemId },
        { type: 'test', itemId: bareTest.itemId },
      ],
      paceCertificateEnabled: pace,
      ...(pace ? { paceProgramNumber: PROGRAM } : {}),
    });
  paceCourse = (await course(COURSE, true)).itemId;
  plainCourse = (await course('Screening course without a certificate', false)).itemId;
  const assignment = await activeItem(as.admin, 'curricula', {
    name: 'Feedback assignment',
    isPublic: true,
    entries: [
      { moduleId: paceCourse, passingScore: 50 },
      { moduleId: plainCourse, passingScore: 50 },
    ],
  });
  learner = await newLearner(t.url, as.admin, assignment.itemId);
  other = await newLearner(t.url, as.admin, assignment.itemId);
  stranger = (await newLearner(t.url, as.admin, 'DEFAULT')).client;
}, 240_000);
afterAll(() => t?.close());

describe('the evaluation form', () => {
  it('is refused before the test is complete, outside the learner’s courses, and in a course without a program number', async () => {
    const early = await learner.client.get(formPath(test.itemId, paceCourse));
    expect([early.status, early.body.message]).toEqual([403, FEEDBACK_MSG.testNotComplete]);
    const notTheirs = await stranger.get(formPath(test.itemId, paceCourse));
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, CONTENT_MSG.notFound]);
    const notInCourse = await learner.client.get(formPath(form.itemId, paceCourse));
    expect([notInCourse.status, notInCourse.body.message]).toEqual([404, REVIEW_MSG.itemNotInCourse]);
    await passSlideTest(learner.client, test.itemId, slide.itemId, plainCourse);
    const plain = await learner.client.get(formPath(test.itemId, plainCourse));
    expect([plain.status, plain.body.message]).toEqual([403, FEEDBACK_MSG.noProgramNumber]);
    const noModule = await learner.client.get(api(FEEDBACK_ROUTES.feedbackForm(test.itemId)));
    expect([noModule.status, noModule.body.field]).toEqual([400, 'moduleId']);
  });

  it('opens once the test is complete in the P.A.C.E. course: the sections and the header', async () => {
    const done = await passSlideTest(learner.client, test.itemId, slide.itemId, paceCourse);
    const answer = ok<FeedbackFormAnswer>(await learner.client.get(formPath(test.itemId, paceCourse)));
    expect(answer).toEqual({
      id: form.itemId,
      revisionId: form.id,
      name: 'Slide test evaluation',
      description: '',
      formData: [
        { title: 'Slides', description: 'The images', items: ['Image quality', 'Objects of interest'] },
        { title: 'Overall', description: '', items: ['I would recommend it'] },
      ],
      header: { programNumber: PROGRAM, programTitle: COURSE, date: done.submitTime, contactHours: 0.25 },
    });
  });

  it('is not found for a complete test that names no form', async () => {
    await passSlideTest(learner.client, bareTest.itemId, slide.itemId, paceCourse);
    const res = await learner.client.get(formPath(bareTest.itemId, paceCourse));
    expect([res.status, res.body.message]).toEqual([404, FEEDBACK_MSG.noForm]);
  });
});

describe('submitting feedback', () => {
  it('refuses what does not fit, with the exact messages, and stores nothing', async () => {
    const refusal = async (payload: unknown, moduleId = paceCourse) => {
      const res = await learner.client.put(submitPath(test.itemId, moduleId), payload);
      return { status: res.status, message: res.body.message, field: res.body.field, errors: res.body.errors as unknown };
    };
    expect(await refusal({})).toMatchObject({
      status: 400,
      errors: [
        { field: 'formId', message: 'Required', code: 1 },
        { field: 'feedback', message: FEEDBACK_MSG.rateEveryItem, code: 1 },
        { field: 'paceProgramNumber', message: 'Required', code: 1 },
      ],
    });
    expect(await refusal(body({ feedback: [5, 6, 'N/A'] }))).toMatchObject({
      status: 400,
      message: FEEDBACK_MSG.rateEveryItem,
      errors: [{ field: 'feedback.1', message: FEEDBACK_MSG.rateEveryItem, code: 2 }],
    });
    expect(await refusal(body({ feedback: [] }))).toMatchObject({ status: 400, message: FEEDBACK_MSG.rateEveryItem, field: 'feedback' });
    expect(await refusal(body({ feedback: [5, 4] }))).toEqual({
      status: 400,
      message: FEEDBACK_MSG.rateEveryItem,
      field: 'feedback',
      errors: [{ field: 'feedback', message: FEEDBACK_MSG.rateEveryItem, code: 2 }],
    });
    expect(await refusal(body({ formId: bareTest.itemId }))).toMatchObject({ status: 400, message: FEEDBACK_MSG.notTheTestsForm, field: 'formId' });
    expect(await refusal(body({ paceProgramNumber: '510-503-25' }))).toMatchObject({
      status: 400,
      message: FEEDBACK_MSG.notTheCoursesProgram,
      field: 'paceProgramNumber',
    });
    expect(await refusal(body({ extra: 1 }))).toMatchObject({ status: 400, field: 'extra' });
    expect(await refusal(body(), plainCourse)).toMatchObject({ status: 403, message: FEEDBACK_MSG.noProgramNumber });
    const noModule = await learner.client.put(api(FEEDBACK_ROUTES.submitFeedback(test.itemId)), body());
    expect([noModule.status, noModule.body.field]).toEqual([400, 'moduleId']);
    const early = await other.client.put(submitPath(test.itemId, paceCourse), body());
    expect([early.status, early.body.message]).toEqual([403, FEEDBACK_MSG.testNotComplete]);
    const admin = await as.admin.put(submitPath(test.itemId, paceCourse), body());
    expect(admin.status).toBe(404);
    expect(ok<FeedbackSubmission[]>(await learner.client.get(listPath(test.itemId, paceCourse)))).toEqual([]);
    expect(await storedRows(learner.id)).toEqual([]);
    expect(await feedbackEvents()).toBe(0);
  });

  it('stores a valid submission once: the list and feedback_submissions show it, a second one is refused', async () => {
    // Another tab of the learner hears of it (the test summary's button follows this notice).
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(t.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: learner.client.cookieHeader },
    });
    const heard = new Promise<ReadModelChanged>((resolve) => socket.on('changed', (n) => n.model === 'feedback' && resolve(n)));
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    const before = Date.now();
    expect(ok(await learner.client.put(submitPath(test.itemId, paceCourse), body()))).toEqual({ success: true });
    expect(await heard).toEqual({ model: 'feedback', id: feedbackNoticeId(paceCourse, test.itemId), version: 1 });
    socket.disconnect();
    const list = ok<FeedbackSubmission[]>(await learner.client.get(listPath(test.itemId, paceCourse)));
    expect(list).toEqual([
      {
        moduleId: paceCourse,
        testId: test.itemId,
        formId: form.itemId,
        formRevisionId: form.id,
        feedback: [5, 'N/A', 1],
        paceProgramNumber: PROGRAM,
        submittedAt: expect.any(Number) as unknown,
      },
    ]);
    expect(list[0]!.submittedAt).toBeGreaterThanOrEqual(before - 1000);
    // Without the course: the caller's submissions for the test in every course.
    expect(ok<FeedbackSubmission[]>(await learner.client.get(listPath(test.itemId)))).toHaveLength(1);
    expect(await storedRows(learner.id)).toEqual([
      {
        user_id: learner.id,
        module_id: paceCourse,
        test_id: test.itemId,
        form_id: form.itemId,
        form_revision_id: form.id,
        pace_program_number: PROGRAM,
        ratings: [5, 'N/A', 1],
        submitted_at: new Date(list[0]!.submittedAt),
        version: 1,
      },
    ]);

    const again = await learner.client.put(submitPath(test.itemId, paceCourse), body({ feedback: [1, 1, 1] }));
    expect([again.status, again.body.message]).toEqual([409, FEEDBACK_MSG.alreadySubmitted]);
    expect(await feedbackEvents()).toBe(1);
  });

  it("shows nobody else the learner's feedback", async () => {
    expect(ok<FeedbackSubmission[]>(await other.client.get(listPath(test.itemId, paceCourse)))).toEqual([]);
    expect(ok<FeedbackSubmission[]>(await stranger.get(listPath(test.itemId)))).toEqual([]);
    expect(await storedRows(other.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const anonymous = await fetch(`${t.url}${listPath(test.itemId)}`);
    expect(anonymous.status).toBe(401);
  });
});
