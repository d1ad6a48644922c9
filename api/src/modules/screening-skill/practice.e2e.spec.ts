import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DIRECTORY_MSG,
  LEARNING_ROUTES,
  PRACTICE_MSG,
  PRACTICE_ROUTES,
  SLIDE_REVIEW_ROUTES,
  type PracticeRecommendation,
  type ReviewCheckout,
  SKILL_ROUTES,
  type LearnerSkills,
  type SlideItem,
  type TestSlides,
} from '@cytocampus/contracts';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { account, api, courseLearner, diagnosis, me, ok, ReviewRun, seedAuditCourse, type AuditCourse } from '../audit/testing/audit-course.js';
import { activeItem } from '../learning/testing/seed-course.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: AuditCourse;
/** Library slides nobody has reviewed: two high-grade, one negative. */
let library: { hsil: SlideItem; asch: SlideItem; nilm: SlideItem };
let keller: { client: TestClient; id: string };
let otherManager: TestClient;
/** The slides Keller kept as their own set. */
let keptSet: string[] = [];

const practice = (client: TestClient, userId: string) => client.get(api(PRACTICE_ROUTES.practice(userId)));
const assign = (client: TestClient, userId: string, body: unknown) => client.post(api(PRACTICE_ROUTES.practice(userId)), body);
const refusal = (res: { status: number; body: unknown }) => [res.status, res.body];
const invalidSlides = (message: string) => [400, expect.objectContaining({ code: 400, message, field: 'slideIds' })];

beforeAll(async () => {
  t = await startTestServer({ database: 'postgres', env: { SLIDE_MIN_BYTES: '1' } });
  as = await signedInAll(t.url);
  const own = (await me(as.manager)).orgId!;
  const other = ok<{ id: string }>(await as.super.post(api('/organizations'), { name: 'Practice Other Laboratory' })).id;
  course = await seedAuditCourse(t.url, as.admin);
  const files = await syntheticSlideFiles(7, { width: 1536, height: 1024 });
  try {
    const slide = (name: string, result: string) =>
      processedSlide(t.url, as.admin, { files, fields: { name, accession: name, isPublic: true, solution: { type: 'GYN', result } } });
    library = { hsil: await slide('Library HSIL', 'HSIL'), asch: await slide('Library ASC-H', 'ASCH'), nilm: await slide('Library NILM', 'NILM') };
  } finally {
    await files.remove();
  }
  keller = await courseLearner(t.url, as.super, course, own, 'Keller');
  otherManager = (await account(t.url, as.super, { orgId: other, role: 'manager' })).client;
  // Keller calls the HSIL slide of the test negative: a false negative on a high-grade slide.
  const run = await new ReviewRun(keller.client).checkoutTest(course);
  await run.visit(course.hsil, 0);
  await run.submit(course.hsil, diagnosis('NILM'));
}, 300_000);
afterAll(() => t?.close());

describe('what to practise next (issue 31)', () => {
  it('offers library slides the learner has not reviewed, high-grade first, with why: blind to the learner, each slide’s reason to the manager', async () => {
    const theirs = ok<PracticeRecommendation>(await practice(as.manager, keller.id));
    const ids = theirs.slides.map((s) => s.slideId);
    expect(ids).not.toContain(course.hsil.itemId);
    expect(ids).toEqual(expect.arrayContaining([library.hsil.itemId, library.asch.itemId, library.nilm.itemId]));
    expect(theirs.slides[0]!.category).toBe('D');
    expect(theirs.slides.find((s) => s.slideId === library.hsil.itemId)).toEqual(
      expect.objectContaining({
        name: 'Library HSIL',
        category: 'D',
        result: 'HSIL',
        reason: expect.stringMatching(/^You called 1 of 1 HSIL slides negative/),
      }),
    );
    expect(theirs.slides.find((s) => s.slideId === library.nilm.itemId)!.reason).toBe('For variety: a negative slide');
    expect([theirs.assigned, theirs.canAssign, theirs.taking]).toEqual([null, true, null]);
    // The learner: the same slides by name, no diagnosis, the reasons apart and not tied to a slide.
    const mine = ok<PracticeRecommendation>(await practice(keller.client, keller.id));
    expect(mine.slides).toEqual(theirs.slides.map((s) => ({ ...s, category: null, result: null, reason: null })));
    expect(mine.why).toEqual([...new Set(theirs.slides.map((s) => s.reason))]);
    expect(mine.why).toContain('For variety: a negative slide');
  });

  it('shows the learner’s list to their manager and an admin, never to another organization or another learner', async () => {
    const theirs = ok<PracticeRecommendation>(await practice(as.manager, keller.id));
    expect(ok<PracticeRecommendation>(await practice(as.admin, keller.id)).slides).toEqual(theirs.slides);
    const notFound = [404, { code: 404, message: DIRECTORY_MSG.userNotFound, field: null }];
    expect(refusal(await practice(otherManager, keller.id))).toEqual(notFound);
    expect(refusal(await practice(as.learner, keller.id))).toEqual(notFound);
    expect(refusal(await assign(otherManager, keller.id, { slideIds: [library.hsil.itemId] }))).toEqual(notFound);
  });

  it('refuses a set that is empty, too long, repeats a slide or holds one the learner has reviewed, and records nothing', async () => {
    expect(refusal(await assign(as.manager, keller.id, {}))).toEqual([400, expect.objectContaining({ code: 400, field: 'slideIds' })]);
    expect(refusal(await assign(as.manager, keller.id, { slideIds: [] }))).toEqual(invalidSlides(PRACTICE_MSG.empty));
    expect(refusal(await assign(as.manager, keller.id, { slideIds: Array.from({ length: 11 }, (_, i) => `s${i}`) }))).toEqual(
      invalidSlides(PRACTICE_MSG.tooMany(10)),
    );
    expect(refusal(await assign(as.manager, keller.id, { slideIds: [library.hsil.itemId, library.hsil.itemId] }))).toEqual(
      invalidSlides(PRACTICE_MSG.duplicate(library.hsil.itemId)),
    );
    expect(refusal(await assign(as.manager, keller.id, { slideIds: [library.hsil.itemId, course.hsil.itemId] }))).toEqual(
      invalidSlides(PRACTICE_MSG.notRecommended(course.hsil.itemId)),
    );
    expect(ok<PracticeRecommendation>(await practice(keller.client, keller.id)).assigned).toBeNull();
  });

  it('lets the manager assign the list in one request; the learner then sees the set with its reasons', async () => {
    const offered = ok<PracticeRecommendation>(await practice(as.manager, keller.id)).slides;
    const answer = ok<PracticeRecommendation>(await assign(as.manager, keller.id, { slideIds: offered.map((s) => s.slideId) }));
    expect(answer.assigned?.slides).toEqual(offered);
    const seen = ok<PracticeRecommendation>(await practice(keller.client, keller.id)).assigned!;
    const manager = await me(as.manager);
    // Who assigned it, named as the viewer may see people: the learner sees the manager's alias, the manager their name.
    expect([seen.slides.map((s) => s.slideId), seen.assignedBy, seen.assignedByName]).toEqual([offered.map((s) => s.slideId), manager.id, manager.bio.alias]);
    expect(seen.why).toEqual([...new Set(offered.map((s) => s.reason))]);
    expect(answer.assigned?.assignedByName).toBe(`${manager.firstName} ${manager.lastName}`);
  });
});

describe('a learner’s own practice set', () => {
  it('may be kept by the learner from their own list, which then is their newest set', async () => {
    const offered = ok<PracticeRecommendation>(await practice(keller.client, keller.id)).slides;
    const kept = ok<PracticeRecommendation>(await assign(keller.client, keller.id, { slideIds: offered.slice(0, 2).map((s) => s.slideId) })).assigned!;
    expect([kept.assignedBy, kept.slides]).toEqual([keller.id, offered.slice(0, 2)]);
    keptSet = kept.slides.map((s) => s.slideId);
    expect(ok<PracticeRecommendation>(await practice(as.manager, keller.id)).assigned?.setId).toBe(kept.setId);
  });
});

describe('taking a practice set (ADR 0036 "Taking a practice set")', () => {
  let practiceCourse: { moduleId: string; testId: string };
  const slidesOf = (client: TestClient) => client.get(api(`${SLIDE_REVIEW_ROUTES.testSlides(practiceCourse.testId)}?moduleId=${practiceCourse.moduleId}`));
  const checkout = (client: TestClient) => client.post(api(LEARNING_ROUTES.checkout('tests', practiceCourse.testId)), { moduleId: practiceCourse.moduleId });

  beforeAll(async () => {
    // Until a course holds a practice set test, the learner is told so (taking: null).
    expect(ok<PracticeRecommendation>(await practice(keller.client, keller.id)).taking).toBeNull();
    const test = await activeItem(as.admin, 'tests', { name: 'Your practice set', slides: [], practiceSet: true, scoringMode: 'partial' });
    const module = await activeItem(as.admin, 'modules', { name: 'Practice sets', isPublic: true, items: [{ type: 'test', itemId: test.itemId }] });
    practiceCourse = { moduleId: module.itemId, testId: test.itemId };
  }, 60_000);

  it('refuses a test that would be both a practice set and a proficiency test', async () => {
    const res = await as.admin.post(api('/tests'), { name: 'Both kinds', slides: [], practiceSet: true, proficiency: { enabled: true, size: 10 } });
    expect(refusal(res)).toEqual([400, expect.objectContaining({ field: 'practiceSet', message: PRACTICE_MSG.notProficiency })]);
  });

  it('shows the learner where to take their set, and the test holds their newest set before the first checkout', async () => {
    expect(ok<PracticeRecommendation>(await practice(keller.client, keller.id)).taking).toEqual(practiceCourse);
    expect(ok<PracticeRecommendation>(await practice(as.manager, keller.id)).taking).toBeNull();
    const summary = ok<TestSlides>(await slidesOf(keller.client));
    expect([summary.test?.practiceSet, summary.slides.map((s) => s.itemId), summary.records]).toEqual([true, keptSet, null]);
  });

  it('fixes the set at the first checkout, scores its slides with partial credit and counts them as reviewed', async () => {
    const taken = ok<ReviewCheckout>(await checkout(keller.client));
    expect(taken.item.type === 'test' && taken.item.slides.map((s) => s.itemId)).toEqual(keptSet);
    expect(taken.review.pages).toHaveLength(keptSet.length);
    const first = Object.values(library).find((s) => s.itemId === keptSet[0])!;
    const run = new ReviewRun(keller.client).resume(taken.review);
    await run.visit(first, 0);
    await run.submit(first, diagnosis('LSIL'));
    // A high-grade slide called low grade: half the slide under partial credit (none by result group).
    expect(run.review.pages[0]!.score).toBe(0.5);
    const after = ok<PracticeRecommendation>(await practice(as.manager, keller.id)).slides.map((s) => s.slideId);
    expect(after).not.toContain(first.itemId);
  });

  it('begins the next attempt with a newer set, keeping what was submitted of the older one', async () => {
    const before = ok<TestSlides>(await slidesOf(keller.client)).records!;
    const offered = ok<PracticeRecommendation>(await practice(as.manager, keller.id)).slides.map((s) => s.slideId);
    ok(await assign(as.manager, keller.id, { slideIds: offered.slice(0, 1) }));
    const fresh = ok<TestSlides>(await slidesOf(keller.client));
    expect([fresh.slides.map((s) => s.itemId), fresh.records]).toEqual([offered.slice(0, 1), null]);
    const next = ok<ReviewCheckout>(await checkout(keller.client));
    expect(next.review.id).not.toBe(before.reviewId);
    expect(next.item.type === 'test' && next.item.slides.map((s) => s.itemId)).toEqual(offered.slice(0, 1));
    // The older attempt's submitted slide stays in the learner's record.
    const skills = ok<LearnerSkills>(await keller.client.get(api(SKILL_ROUTES.learner(keller.id))));
    expect(skills.recent.map((r) => [r.reviewId, r.slideId])).toContainEqual([before.reviewId, keptSet[0]]);
  });

  it('refuses a learner without a set (409) and stores nothing', async () => {
    const lind = await courseLearner(t.url, as.super, course, (await me(as.manager)).orgId, 'Lind');
    expect(ok<TestSlides>(await slidesOf(lind.client)).slides).toEqual([]);
    expect(refusal(await checkout(lind.client))).toEqual([409, expect.objectContaining({ message: PRACTICE_MSG.noSet })]);
    expect(ok<TestSlides>(await slidesOf(lind.client)).records).toBeNull();
  });
});
