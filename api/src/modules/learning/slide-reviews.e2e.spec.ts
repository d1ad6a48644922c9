import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DEMO_ROUTES,
  LEARNING_ROUTES,
  REVIEW_MSG,
  SLIDE_REVIEW_MSG,
  SLIDE_REVIEW_ROUTES,
  type ContentItem,
  type DemoCheckout,
  type ReviewActivity,
  type ReviewCheckout,
  type ReviewRecord,
  type SlideItem,
  type SlideMark,
  type SlideSolution,
  type TestLastComplete,
  type TestSlideResult,
  type TestSlides,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, newLearner } from './testing/seed-course.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let hsil: SlideItem;
let negative: SlideItem;
let moduleId: string;
let test: ContentItem;
let learner: TestClient;
let stranger: TestClient;

const REASON = 'Reason-only-after-submit-7f3a';
const api = (path: string) => `/api/v1${path}`;
const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const diagnosis = (result: string | null, shortList: string[] = [], extra: Record<string, unknown> = {}) => ({
  shortList,
  customObjects: [],
  component: null,
  organisms: [],
  result,
  comments: '',
  ...extra,
});

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  const files = await syntheticSlideFiles(5, { width: 1536, height: 1024 });
  try {
    hsil = await processedSlide(t.url, as.admin, { files, fields: { accession: 'GYN-0001', solution: { type: 'GYN', result: 'HSIL', reason: REASON } } });
    const first = (s: SlideItem) => s.objects[0]!.slice(0, 2).map((o) => o.id);
    ok(await as.admin.put(api(`/slides/${hsil.id}`), { solution: { type: 'GYN', result: 'HSIL', reason: REASON, objects: first(hsil) } }));
    negative = await processedSlide(t.url, as.admin, {
      files,
      fields: {
        accession: 'URN-0002',
        options: { hideAccession: true },
        solution: { type: 'Other Non-GYN', result: 'NEGATIVE', reason: REASON },
      },
    });
  } finally {
    await files.remove();
  }
  test = await activeItem(as.admin, 'tests', { name: 'Squamous slide test', slides: [hsil.itemId, negative.itemId] });
  const course = await activeItem(as.admin, 'modules', {
    // Not public: only those it is assigned to have it (anyone may explore a public course).
    name: 'Slide course',
    isPublic: false,
    items: [
      { type: 'test', itemId: test.itemId },
      { type: 'known', itemId: negative.itemId },
    ],
  });
  moduleId = course.itemId;
  const assignment = await activeItem(as.admin, 'curricula', { name: 'Slide assignment', isPublic: true, entries: [{ moduleId, passingScore: 50 }] });
  learner = (await newLearner(t.url, as.admin, assignment.itemId)).client;
  // A learner whose assignment has no slides: the site's default.
  stranger = (await newLearner(t.url, as.admin, 'DEFAULT')).client;
}, 240_000);
afterAll(() => t?.close());

const write = (client: TestClient, slideId: string, reviewId: string, action: 'update' | 'save' | 'submit' | 'visit', body: Record<string, unknown>) =>
  client.put(api(LEARNING_ROUTES.review('slides', slideId, reviewId, action)), body);

describe('a learner takes a slide test', () => {
  let review: ReviewRecord;

  it('checks the test out: its slides in order without solutions, cell types or hidden fields', async () => {
    const checkout = ok<ReviewCheckout>(await learner.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId }));
    review = checkout.review;
    expect(checkout.item).toMatchObject({ type: 'test', itemId: test.itemId });
    const slides = checkout.item.type === 'test' ? checkout.item.slides : [];
    expect(slides.map((s) => [s.itemId, s.category, s.accession])).toEqual([
      [hsil.itemId, 'GYN', 'GYN0001'],
      [negative.itemId, 'Other Non-GYN', null],
    ]);
    expect(slides[0]!.objects.flat().length).toBe(hsil.objects.flat().length);
    expect(review).toMatchObject({ itemType: 'test', progress: 0, solutions: [null, null] });
    // Nothing of the answer is in what the learner's browser receives.
    const sent = JSON.stringify(checkout);
    for (const secret of [REASON, 'HSIL', 'NEGATIVE', 'objectText', 'cellType']) expect(sent).not.toContain(secret);
    const summary = ok<TestSlides>(await learner.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(test.itemId)}?moduleId=${moduleId}`)));
    expect(summary.solutions).toEqual({});
    expect(JSON.stringify(summary)).not.toContain(REASON);
    expect(summary.records).toMatchObject({ reviewId: review.id, progress: 0, result: null });
  });

  it('refuses the second slide before the first, marks that are not on the slide, a result of another set, a fifth mark', async () => {
    const refused = await write(learner, negative.itemId, review.id, 'submit', { review: copyOf(review), data: diagnosis('NEGATIVE') });
    expect([refused.status, refused.body.message]).toEqual([409, REVIEW_MSG.pageNotReachable]);
    const update = (data: Record<string, unknown>) => write(learner, hsil.itemId, review.id, 'update', { review: copyOf(review), page: 0, elapsed: 5, data });
    const notOnSlide = await update(diagnosis('HSIL', ['area-999999']));
    expect([notOnSlide.status, notOnSlide.body.message, notOnSlide.body.field]).toEqual([400, SLIDE_REVIEW_MSG.unknownObject, 'data.shortList.0']);
    const otherSet = await update(diagnosis('NEGATIVE'));
    expect([otherSet.status, otherSet.body.message, otherSet.body.field]).toEqual([400, SLIDE_REVIEW_MSG.resultNotInSet, 'data.result']);
    const ids = hsil.objects[0]!.slice(0, 5).map((o) => o.id);
    expect((await update(diagnosis('HSIL', ids))).status).toBe(400);
    const unchanged = ok<TestSlides>(await learner.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(test.itemId)}?moduleId=${moduleId}`)));
    expect(unchanged.records?.slides[0]).toMatchObject({ progress: 0, data: { result: null } });
  });

  it('records marks (objects and a point of its own) and a diagnosis, then submits a wrong one: scored -1, the solution comes back', async () => {
    const mark = ok<SlideMark>(await learner.post(api(`/slides/${hsil.id}/slide/marks`), { coords: { x: 300, y: 200 } }));
    const ids = hsil.objects[0]!.slice(0, 3).map((o) => o.id);
    const data = diagnosis('ASCUS', [...ids, mark.id], { customObjects: [{ id: mark.id, coords: mark.coords, catIdx: 0 }], organisms: ['Candida'] });
    review = ok<ReviewRecord>(await write(learner, hsil.itemId, review.id, 'update', { review: copyOf(review), page: 0, elapsed: 30, data }));
    expect(review.pages[0]!.data).toMatchObject({ shortList: [...ids, mark.id], result: 'ASCUS' });
    review = ok<ReviewRecord>(await write(learner, hsil.itemId, review.id, 'submit', { review: copyOf(review), data: { ...data, result: 'LSIL' } }));
    expect(review.pages[0]).toMatchObject({ score: -1, data: { result: 'LSIL' } });
    expect(review.solutions[0]).toMatchObject({ type: 'GYN', result: 'HSIL', reason: REASON, objects: hsil.objects[0]!.slice(0, 2).map((o) => o.id) });
    expect(review.solutions[1]).toBeNull();
    expect(review.progress).toBe(0.5);
    const again = await write(learner, hsil.itemId, review.id, 'update', { review: copyOf(review), page: 0, elapsed: 31, data });
    expect([again.status, again.body.message]).toEqual([409, REVIEW_MSG.submitted]);
  });

  it('submits the second correctly: the test completes with correct / scored and the summary shows both answers', async () => {
    review = ok<ReviewRecord>(await write(learner, negative.itemId, review.id, 'submit', { review: copyOf(review), data: diagnosis('NEGATIVE') }));
    expect(review).toMatchObject({ progress: 1, score: 0.5 });
    expect(review.submitTime).not.toBeNull();
    const summary = ok<TestSlides>(await learner.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(test.itemId)}?moduleId=${moduleId}`)));
    expect(summary.records).toMatchObject({ progress: 1, result: 0.5 });
    expect(Object.values(summary.solutions).map((s: SlideSolution) => s.result)).toEqual(['HSIL', 'NEGATIVE']);
    const results = ok<TestSlideResult[]>(await learner.get(api(`${SLIDE_REVIEW_ROUTES.slideResults(test.itemId)}?moduleId=${moduleId}`)));
    expect(results.map((r) => [r.itemId, r.progress, r.result, r.data.result])).toEqual([
      [hsil.itemId, 1, -1, 'LSIL'],
      [negative.itemId, 1, 1, 'NEGATIVE'],
    ]);
    expect(ok<TestLastComplete>(await learner.get(api(`${SLIDE_REVIEW_ROUTES.lastComplete(test.itemId)}?moduleId=${moduleId}`)))).toEqual({
      lastComplete: 1,
      next: null,
    });
  });

  it('a submitted review takes no more writes: each refused in the error shape, nothing stored; opening it again only reads it', async () => {
    const stored = async () =>
      (await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id = $1`, [`review-${review.id}`])).rows[0]!.n;
    const before = await stored();
    const copy = copyOf(review);
    for (const [action, body] of [
      ['update', { review: copy, page: 1, elapsed: 60, data: diagnosis('NEGATIVE') }],
      ['visit', { review: copy, page: 1 }],
      ['submit', { review: copy, data: diagnosis('NEGATIVE') }],
      ['save', { review: copy }],
    ] as const) {
      const refused = await write(learner, negative.itemId, review.id, action, body);
      expect([action, refused.status, refused.body]).toEqual([action, 409, { field: null, message: REVIEW_MSG.submitted, code: 409 }]);
    }
    const reopened = ok<ReviewCheckout>(await learner.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId })).review;
    expect([reopened.id, reopened.session, reopened.submitTime]).toEqual([review.id, null, review.submitTime]);
    expect(await stored()).toBe(before);
  });
});

describe('the review’s activity', () => {
  let review: ReviewRecord;
  const activityCount = async () =>
    (await t.server.infra.sql.query<{ n: number }>(`select count(*)::int as n from es_events where stream_id = $1`, [`activity-${review.id}`])).rows[0]!.n;
  const view = (seq: number): ReviewActivity => ({
    kind: 'view',
    seq,
    at: Date.now(),
    center: { x: 700, y: 500 },
    zoom: 10,
    rotation: 90,
    flipped: false,
    corners: [
      { x: 600, y: 400 },
      { x: 800, y: 400 },
      { x: 800, y: 600 },
      { x: 600, y: 600 },
    ],
    canvas: { width: 1200, height: 800 },
  });

  beforeAll(async () => {
    review = ok<ReviewCheckout>(await learner.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId })).review;
  });

  it('appends a batch once: resent after a lost reply it records nothing twice', async () => {
    const batch = {
      batch: randomUUID(),
      session: 'tab-session',
      events: [
        view(1),
        { kind: 'objectClick', seq: 2, at: Date.now(), objectId: hsil.objects[0]![0]!.id, catIdx: 0 },
        view(3),
        { kind: 'gamma', seq: 4, at: Date.now(), catIdx: 0, on: true },
      ],
    };
    const path = api(SLIDE_REVIEW_ROUTES.activity(hsil.itemId, review.id));
    expect(ok(await learner.post(path, batch))).toEqual({ recorded: 4 });
    expect(ok(await learner.post(path, batch))).toEqual({ recorded: 4 });
    expect(await activityCount()).toBe(4);
    const { rows } = await t.server.infra.sql.query<{ event_type: string; data: { page: number; seq: number } }>(
      `select event_type, data from es_events where stream_id = $1 order by stream_revision`,
      [`activity-${review.id}`],
    );
    expect(rows.map((r) => [r.event_type, r.data.page, r.data.seq])).toEqual([
      ['ViewportSampled', 0, 1],
      ['ObjectOfInterestClicked', 0, 2],
      ['ViewportSampled', 0, 3],
      ['GammaSwitched', 0, 4],
    ]);
    // The same batch id carrying more events than it first did is refused, and nothing of it is kept.
    const reused = await learner.post(path, { ...batch, events: [...batch.events, view(5)] });
    expect([reused.status, reused.body.message]).toEqual([409, SLIDE_REVIEW_MSG.batchReused]);
    expect(await activityCount()).toBe(4);
  });

  it('refuses a batch with one bad event as a whole, and anyone else’s review', async () => {
    const path = api(SLIDE_REVIEW_ROUTES.activity(hsil.itemId, review.id));
    const bad = await learner.post(path, { batch: randomUUID(), session: 's', events: [view(5), { ...view(6), zoom: -1 }] });
    expect([bad.status, bad.body.field]).toEqual([400, 'events.1.zoom']);
    const foreign = await stranger.post(path, { batch: randomUUID(), session: 's', events: [view(7)] });
    expect(foreign.status).toBe(404);
    expect(await activityCount()).toBe(4);
  });
});

describe('who may see what', () => {
  it('a learner reads the tiles of a slide they review, never the slide’s content record; a stranger neither', async () => {
    expect((await learner.get(api(`/slides/${hsil.id}/slide/wsi`))).status).toBe(200);
    expect((await learner.get(api(`/slides/${hsil.id}`))).status).toBe(404);
    expect((await stranger.get(api(`/slides/${hsil.id}/slide/wsi`))).status).toBe(404);
    const checkout = await stranger.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId });
    expect(checkout.status).toBe(404);
    expect((await stranger.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(test.itemId)}?moduleId=${moduleId}`))).status).toBe(404);
  });

  it('a known shows its answer from the start and completes without a score', async () => {
    const checkout = ok<ReviewCheckout>(await learner.post(api(LEARNING_ROUTES.checkout('slides', negative.itemId)), { moduleId, itemType: 'known' }));
    expect(checkout.item.type).toBe('known');
    expect(checkout.review.solutions[0]).toMatchObject({ result: 'NEGATIVE' });
    const done = ok<ReviewRecord>(await write(learner, negative.itemId, checkout.review.id, 'submit', { review: copyOf(checkout.review) }));
    expect(done).toMatchObject({ progress: 1, score: null });
    // A slide the course does not list as a case is not one to review as a case.
    const asCase = await learner.post(api(LEARNING_ROUTES.checkout('slides', negative.itemId)), { moduleId, itemType: 'case' });
    expect([asCase.status, asCase.body.message]).toEqual([404, REVIEW_MSG.itemNotInCourse]);
  });
});

describe('demo runs', () => {
  const events = async () => (await t.server.infra.sql.query<{ n: number }>('select count(*)::int as n from es_events')).rows[0]!.n;

  it('give an author the test as a learner meets it, with every slide’s answer, and store nothing', async () => {
    const before = await events();
    const demo = ok<DemoCheckout>(await as.admin.get(api(DEMO_ROUTES.review('test', test.itemId))));
    expect(demo.item.type === 'test' ? demo.item.slides.map((s) => s.itemId) : []).toEqual([hsil.itemId, negative.itemId]);
    expect(demo.review).toMatchObject({ id: 'demo', progress: 0, solutions: [null, null] });
    expect(demo.answers.map((a) => (a && 'result' in a ? a.result : null))).toEqual(['HSIL', 'NEGATIVE']);
    const known = ok<DemoCheckout>(await as.admin.get(api(DEMO_ROUTES.review('known', negative.itemId))));
    expect(known.review.solutions[0]).toMatchObject({ result: 'NEGATIVE' });
    expect(await events()).toBe(before);
  });

  it('are for level 2 and above with readContent (spec): a learner and a manager without it are refused, an unknown type is not found', async () => {
    expect((await learner.get(api(DEMO_ROUTES.review('test', test.itemId)))).status).toBe(403);
    expect((await as.manager.get(api(DEMO_ROUTES.review('test', test.itemId)))).status).toBe(403);
    expect((await as.admin.get(api(DEMO_ROUTES.review('report', test.itemId)))).status).toBe(404);
    expect((await as.admin.get(api(DEMO_ROUTES.review('test', randomUUID())))).status).toBe(404);
  });
});
