import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import {
  LEARNING_ROUTES,
  PT_LADDER_ROUTES,
  PT_ROUTES,
  PT_TAKING_MSG,
  REVIEW_MSG,
  SLIDE_REVIEW_ROUTES,
  type ContentItem,
  type PtPersonStatus,
  type PtResult,
  type PtVerification,
  type ReviewCheckout,
  type ReviewRecord,
  type SlideItem,
  type TestSlides,
  type UserDetail,
} from '@cytocampus/contracts';
import { PT_LADDER_MSG } from '@cytocampus/domain';
import type { Clock } from '../../infra/clock.js';
import { eventually } from '../../testing/eventually.js';
import { newUser } from '../../testing/factories.js';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { ok } from '../content/testing/content-client.js';
import { activeItem, PASSWORD } from './testing/seed-course.js';

/** A client that keeps every response body it received: nothing of a reference may be in them before submit. */
class RecordingClient extends TestClient {
  readonly bodies: string[] = [];
  override async call(...args: Parameters<TestClient['call']>) {
    const res = await super.call(...args);
    this.bodies.push(res.text ?? JSON.stringify(res.body));
    return res;
  }
}

const SECRET = 'Secret-reason';
// The test's own set, references A B B B C C D D D D (by hand, not from the module).
const SOLUTIONS = ['UNSATISFACTORY', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];
// Technologist: A→B 0, B→B 10, B→C 5, blank 0, C→D 10, C→C 10, D→B −5, D→C 10, D→D 10, D→D 10 = 60: failed, slide 7 an automatic failure.
const TECH_SHEET: (string | null)[] = ['NILM', 'NILM', 'ASCUS', null, 'HSIL', 'LSIL', 'NILM', 'LSIL', 'HSIL', 'HSIL'];
// Pathologist: all right but B→C (0 on their grid) = 90: passed at exactly the mark.
const PATH_SHEET: (string | null)[] = ['UNSATISFACTORY', 'NILM', 'LSIL', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];
// The pool: 8 of each category with images. A draw takes one of each, then six at random, so up to
// seven of one category: with eight each, a second 10-slide draw without a repeat fits whatever the first took…
const POOL = ['UNSATISFACTORY', 'NILM', 'LSIL', 'HSIL'].flatMap((result) => Array<string>(8).fill(result));
// The 20-slide retest's ten more slides (with the own ten: every category).
const MORE = ['NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'HSIL', 'UNSATISFACTORY', 'NILM', 'AIS', 'LSIL'];
// …and two of each category tagged alike whose image is not made (NEW): never drawn.
const UNREADY = ['UNSATISFACTORY', 'NILM', 'LSIL', 'HSIL', 'UNSATISFACTORY', 'NILM', 'LSIL', 'HSIL'];

let t: TestServer;
let as: Record<DemoRole, TestClient>;
/** The server's clock runs with the real one, shifted by `offset` (ms) when a test moves it on. */
let offset = 0;
const clock: Clock = { now: () => new Date(Date.now() + offset) };
let own: SlideItem[];
let pool: SlideItem[];
let unready: SlideItem[];
let ownTest: ContentItem;
let drawnTest: ContentItem;
let secondDrawnTest: ContentItem;
let retestOf20: ContentItem;
let unmadeTest: ContentItem;
let moduleId: string;
let curriculum: string;

const api = (path: string) => `/api/v1${path}`;
const copyOf = (r: ReviewRecord) => ({ id: r.id, elapsed: r.elapsed, startTime: r.startTime, session: r.session, lastUpdate: r.lastUpdate });
const diagnosis = (result: string | null) => ({ shortList: [], customObjects: [], component: null, organisms: [], result, comments: '' });

const slideFields = (name: string, result: string, tags: string[]) => ({
  name,
  accession: `PT${Math.random().toString().slice(2, 10)}`,
  cellCount: 0,
  tags,
  isPublic: tags.length > 0,
  solution: { type: 'GYN', result, reason: `${SECRET} ${name}` },
});

/** An active GYN slide whose image is not made (never drawn, and a fixed set holding one does not start); a pool's are public, so that a learner of any organization may be given them. */
async function unmade(name: string, result: string, tags: string[] = []): Promise<SlideItem> {
  const created = ok<SlideItem>(await as.admin.post(api('/slides'), slideFields(name, result, tags)));
  ok(await as.admin.put(api(`/slides/${created.id}`), { activate: true }));
  return created;
}

/** A slide with a small image, processed and activated (SLIDE_MIN_BYTES=1 lets a small TIFF through). */
const imaged = (files: { slidePath: string }, name: string, result: string, tags: string[] = []) =>
  processedSlide(t.url, as.admin, { files: { slidePath: files.slidePath }, fields: slideFields(name, result, tags) });

/** Eight uploads at a time: a user may hold at most MAX_UNFINISHED_UPLOADS (10) unfinished. */
async function inBatches<T, R>(items: readonly T[], make: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const made: R[] = [];
  for (let from = 0; from < items.length; from += 8) made.push(...(await Promise.all(items.slice(from, from + 8).map((item, i) => make(item, from + i)))));
  return made;
}

async function learner(profession: string): Promise<RecordingClient> {
  const body = newUser({ curriculum, password: PASSWORD, bio: { profession } });
  ok<UserDetail>(await as.admin.post(api('/users'), body));
  const client = new RecordingClient(t.url);
  ok(await client.post(api('/login'), { email: body.email, password: PASSWORD }));
  return client;
}

const checkout = async (client: TestClient, test: ContentItem) =>
  ok<ReviewCheckout>(await client.post(api(LEARNING_ROUTES.checkout('tests', test.itemId)), { moduleId }));

/** Answers the sheet's pages last first (any order goes), each through its slide; answers the review after the last write. */
async function answer(client: TestClient, checkedOut: ReviewCheckout, sheet: (string | null)[]): Promise<ReviewRecord> {
  const slides = checkedOut.item.type === 'test' ? checkedOut.item.slides : [];
  let review = checkedOut.review;
  for (let page = sheet.length - 1; page >= 0; page -= 1) {
    const result = sheet[page];
    if (result === undefined || result === null) continue;
    const path = api(LEARNING_ROUTES.review('slides', slides[page]!.itemId, review.id, 'update'));
    review = ok<ReviewRecord>(await client.put(path, { review: copyOf(review), page, elapsed: review.elapsed + 1, data: diagnosis(result) }));
  }
  return review;
}

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', clock, env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  const files = await syntheticSlideFiles(3, { width: 512, height: 512 });
  let more: SlideItem[];
  try {
    // In order: a test's slides are named by their place in it.
    own = [];
    for (const [i, result] of SOLUTIONS.entries()) own.push(await imaged(files, `Own ${result} ${i}`, result));
    more = await inBatches(MORE, (result, i) => imaged(files, `More ${result} ${i}`, result));
    pool = await inBatches(POOL, (result, i) => imaged(files, `Pool ${result} ${i}`, result, ['ptpool']));
  } finally {
    await files.remove();
  }
  unready = [];
  for (const [i, result] of UNREADY.entries()) unready.push(await unmade(`Unready ${result} ${i}`, result, ['ptpool']));
  const pt = (extra: Record<string, unknown>) => ({ enabled: true, size: 10, ...extra });
  ownTest = await activeItem(as.admin, 'tests', { name: 'Annual mock PT', slides: own.map((s) => s.itemId), proficiency: pt({}) });
  drawnTest = await activeItem(as.admin, 'tests', { name: 'Drawn PT', slides: [own[0]!.itemId], proficiency: pt({ pool: 'ptpool', timeLimit: 1 }) });
  secondDrawnTest = await activeItem(as.admin, 'tests', { name: 'Drawn retest', slides: [own[0]!.itemId], proficiency: pt({ pool: 'ptpool', timeLimit: 1 }) });
  // Nine of the own slides and one whose image is not made: it does not start.
  unmadeTest = await activeItem(as.admin, 'tests', { name: 'Unmade PT', slides: [...own.slice(0, 9), unready[2]!].map((s) => s.itemId), proficiency: pt({}) });
  retestOf20 = await activeItem(as.admin, 'tests', { name: '20-slide retest', slides: [...own, ...more].map((s) => s.itemId), proficiency: pt({ size: 20 }) });
  const course = await activeItem(as.admin, 'modules', {
    name: 'Proficiency course',
    isPublic: false,
    items: [ownTest, drawnTest, secondDrawnTest, retestOf20, unmadeTest].map((test) => ({ type: 'test', itemId: test.itemId })),
  });
  moduleId = course.itemId;
  curriculum = (await activeItem(as.admin, 'curricula', { name: 'PT assignment', isPublic: true, entries: [{ moduleId, passingScore: 90 }] })).itemId;
}, 240_000);
afterAll(() => t?.close());

describe('a full proficiency test, under the server clock', () => {
  let tech: RecordingClient;
  let result: PtResult;

  it('shows the rules before the start, then fixes the attempt at the first checkout: reloads get the same slides and deadline', async () => {
    tech = await learner('Cytotech');
    const summary = ok<TestSlides>(await tech.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(ownTest.itemId)}?moduleId=${moduleId}`)));
    expect(summary.test?.proficiency).toEqual({ size: 10, timeLimit: 120, grid: 'technologist', passPercent: 90 });
    const first = await checkout(tech, ownTest);
    const pt = first.review.proficiency!;
    expect([pt.deadline - pt.startedAt, pt.size, pt.grid]).toEqual([120 * 60_000, 10, 'technologist']);
    expect(Math.abs(pt.serverNow - clock.now().getTime())).toBeLessThan(5000);
    const slides = first.item.type === 'test' ? first.item.slides : [];
    expect(slides.map((s) => s.itemId)).toEqual(own.map((s) => s.itemId));
    // Named by place, no objects: nothing on the slide tells the answer.
    expect(slides.map((s) => s.name)).toEqual(own.map((_, i) => `Slide ${i + 1}`));
    const again = await checkout(tech, ownTest);
    expect([again.review.proficiency!.deadline, again.review.proficiency!.startedAt, again.review.id]).toEqual([pt.deadline, pt.startedAt, first.review.id]);
  });

  it('does not start a fixed set with a slide whose image is not made: nobody is graded on a slide they could not see', async () => {
    const someone = await learner('Cytotech');
    const res = await someone.post(api(LEARNING_ROUTES.checkout('tests', unmadeTest.itemId)), { moduleId });
    expect([res.status, res.body.message]).toEqual([409, PT_TAKING_MSG.imagesNotReady(1)]);
  });

  it('takes answers in any order, refuses a per-slide submit, and sends nothing of a reference before the submit', async () => {
    const checkedOut = await checkout(tech, ownTest);
    const review = await answer(tech, checkedOut, TECH_SHEET);
    expect(review.pages.map((p) => p.data.result ?? null)).toEqual(TECH_SHEET);
    const perSlide = await tech.put(api(LEARNING_ROUTES.review('slides', own[0]!.itemId, review.id, 'submit')), { review: copyOf(review) });
    expect([perSlide.status, perSlide.body.message]).toEqual([409, PT_TAKING_MSG.wholeTestOnly]);
    const summary = ok<TestSlides>(await tech.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(ownTest.itemId)}?moduleId=${moduleId}`)));
    expect(summary.solutions).toEqual({});
    const early = await tech.get(api(PT_ROUTES.result(ownTest.itemId, review.id)));
    expect([early.status, early.body.message]).toEqual([409, PT_TAKING_MSG.notSubmitted]);
    for (const body of tech.bodies) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toMatch(/"(reference|referenceResult|points|automaticFailures)"/);
      for (const s of own) expect(body).not.toContain(s.name);
    }
    expect(review.solutions.every((s) => s === null)).toBe(true);
    expect(review.score).toBeNull();
  });

  it('grades the submit on the technologist grid: 60 of 100, failed, the HSIL called negative an automatic failure', async () => {
    const { review } = await checkout(tech, ownTest);
    result = ok<PtResult>(await tech.put(api(PT_ROUTES.submit(ownTest.itemId, review.id)), { review: copyOf(review) }));
    expect(result.slides.map((s) => s.points)).toEqual([0, 10, 5, 0, 10, 10, -5, 10, 10, 10]);
    expect(result).toMatchObject({ grid: 'technologist', points: 60, maxPoints: 100, score: 0.6, passed: false, submittedBy: 'learner' });
    expect(result.automaticFailures).toEqual([{ slideId: own[6]!.itemId, name: own[6]!.name }]);
    expect(result.slides[6]).toMatchObject({ reference: 'D', referenceResult: 'HSIL', response: 'B', responseResult: 'NILM', automaticFailure: true });
    const late = await tech.put(api(LEARNING_ROUTES.review('slides', own[3]!.itemId, review.id, 'update')), {
      review: copyOf(review),
      page: 3,
      elapsed: 99,
      data: diagnosis('NILM'),
    });
    expect([late.status, late.body.message]).toEqual([409, REVIEW_MSG.submitted]);
  });

  it('shows the result to its examinee and those who may read them, prints it, and verifies its code publicly', async () => {
    const path = api(PT_ROUTES.result(ownTest.itemId, result.reviewId));
    expect(ok<PtResult>(await tech.get(path))).toEqual(result);
    expect(ok<PtResult>(await as.admin.get(path)).score).toBe(0.6);
    const stranger = await learner('Cytotech');
    expect((await stranger.get(path)).status).toBe(404);
    const pdf = await tech.get(api(PT_ROUTES.resultPdf(ownTest.itemId, result.reviewId)));
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const verified = await request(t.url).get(api(PT_ROUTES.verify(result.code)));
    expect(verified.body.data as PtVerification).toEqual({
      status: 'valid',
      result: expect.objectContaining({ score: 0.6, passed: false, code: result.code, testName: 'Annual mock PT' }),
    });
    expect((await request(t.url).get(api(PT_ROUTES.verify('AAAA-BBBB')))).body.data).toEqual({ status: 'not-found' });
  });

  it('grades a pathologist on their grid: 90 of 100 passes at the mark', async () => {
    const path = await learner('Pathologist');
    const checkedOut = await checkout(path, ownTest);
    expect(checkedOut.review.proficiency!.grid).toBe('pathologist');
    const review = await answer(path, checkedOut, PATH_SHEET);
    const graded = ok<PtResult>(await path.put(api(PT_ROUTES.submit(ownTest.itemId, review.id)), { review: copyOf(review) }));
    expect(graded.slides.map((s) => s.points)).toEqual([10, 10, 0, 10, 10, 10, 10, 10, 10, 10]);
    expect([graded.points, graded.passed, graded.automaticFailures]).toEqual([90, true, []]);
  });
});

describe('drawn sets and the server time-out', () => {
  let examinee: RecordingClient;
  let firstSet: string[];

  it('submits an attempt at its deadline with no client connected, within a second of it', async () => {
    examinee = await learner('Cytotech');
    const checkedOut = await checkout(examinee, drawnTest);
    const pt = checkedOut.review.proficiency!;
    firstSet = checkedOut.item.type === 'test' ? checkedOut.item.slides.map((s) => s.itemId) : [];
    const poolIds = new Set(pool.map((s) => s.itemId));
    expect(firstSet.length).toBe(10);
    expect(firstSet.every((id) => poolIds.has(id))).toBe(true);
    await answer(examinee, checkedOut, ['NILM']);
    // The browser goes away; the server's clock passes the deadline.
    offset += pt.deadline - clock.now().getTime() + 10;
    const path = api(PT_ROUTES.result(drawnTest.itemId, checkedOut.review.id));
    await eventually(async () => (await examinee.get(path)).status === 200, 'the time-out submission', 10_000);
    const graded = ok<PtResult>(await examinee.get(path));
    expect(graded.submittedBy).toBe('time');
    expect(graded.submittedAt - pt.deadline).toBeGreaterThanOrEqual(0);
    expect(graded.submittedAt - pt.deadline).toBeLessThan(1000);
    // Only the one answer saved counts.
    expect(graded.slides.filter((s) => s.response !== null).length).toBe(1);
  });

  it('draws the next attempt without a slide of the earlier one', async () => {
    const checkedOut = await checkout(examinee, secondDrawnTest);
    const second = checkedOut.item.type === 'test' ? checkedOut.item.slides.map((s) => s.itemId) : [];
    expect(second.length).toBe(10);
    expect(second.filter((id) => firstSet.includes(id))).toEqual([]);
  });

  it('draws only slides whose image is made: none still NEW, though tagged and active', async () => {
    const checkedOut = await checkout(examinee, secondDrawnTest);
    const drawn = checkedOut.item.type === 'test' ? checkedOut.item.slides : [];
    const unreadyIds = new Set(unready.map((s) => s.itemId));
    expect([...firstSet, ...drawn.map((s) => s.itemId)].filter((id) => unreadyIds.has(id))).toEqual([]);
    expect(drawn.every((s) => s.image !== null)).toBe(true);
  });

  it('asks the retest ladder before an attempt starts: after a second failure remedial training first, then a 20-slide test', async () => {
    const second = await checkout(examinee, secondDrawnTest);
    ok(await examinee.put(api(PT_ROUTES.submit(secondDrawnTest.itemId, second.review.id)), { review: copyOf(second.review) }));
    const refusal = async () => {
      const res = await examinee.post(api(LEARNING_ROUTES.checkout('tests', ownTest.itemId)), { moduleId });
      return [res.status, (res.body as { message?: string }).message];
    };
    expect(await refusal()).toEqual([409, PT_LADDER_MSG.remediationFirst]);
    const { id: userId } = ok<UserDetail>(await examinee.get(api('/user')));
    const year = clock.now().getUTCFullYear();
    ok(await as.admin.post(api(`/proficiency/${userId}/${year}/remediation`), { note: 'Reviewed 40 HSIL cases with the supervisor.' }));
    expect(await refusal()).toEqual([409, PT_LADDER_MSG.wrongSize(20)]);
  });

  it('passes the 20-slide retest the remedial training unlocked, each slide worth 5 points: the year is passed', async () => {
    const checkedOut = await checkout(examinee, retestOf20);
    const review = await answer(examinee, checkedOut, [...SOLUTIONS, ...MORE]);
    const graded = ok<PtResult>(await examinee.put(api(PT_ROUTES.submit(retestOf20.itemId, review.id)), { review: copyOf(review) }));
    expect([graded.size, graded.points, graded.maxPoints, graded.passed]).toEqual([20, 100, 100, true]);
    expect(graded.slides.every((s) => s.points === 5)).toBe(true);
    const { id: userId } = ok<UserDetail>(await examinee.get(api('/user')));
    const status = ok<PtPersonStatus>(await examinee.get(api(PT_LADDER_ROUTES.person(userId, clock.now().getUTCFullYear()))));
    expect([status.state, status.failures, status.attempts.map((a) => [a.size, a.passed])]).toEqual([
      'passed',
      2,
      [
        [10, false],
        [10, false],
        [20, true],
      ],
    ]);
  });

  it('takes the attempts an administrator clears off the ladder: the year is due again, the records kept but no step', async () => {
    const { id: userId } = ok<UserDetail>(await examinee.get(api('/user')));
    ok(await as.admin.call('delete', api(`${LEARNING_ROUTES.statsRecords(userId)}?moduleId=${moduleId}`)));
    const status = ok<PtPersonStatus>(await examinee.get(api(PT_LADDER_ROUTES.person(userId, clock.now().getUTCFullYear()))));
    expect([status.state, status.failures, status.nextSize, status.attempts]).toEqual(['due', 0, 10, []]);
    expect(status.records.map((r) => r.kind)).toEqual(['remediation']);
  });
});
