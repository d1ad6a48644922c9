import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DIRECTORY_MSG, PRACTICE_MSG, PRACTICE_ROUTES, type PracticeRecommendation, type SlideItem } from '@cytocampus/contracts';
import { processedSlide, syntheticSlideFiles } from '../../testing/slides.js';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { account, api, courseLearner, diagnosis, me, ok, ReviewRun, seedAuditCourse, type AuditCourse } from '../audit/audit-testing.spec.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let course: AuditCourse;
/** Library slides nobody has reviewed: two high-grade, one negative. */
let library: { hsil: SlideItem; asch: SlideItem; nilm: SlideItem };
let keller: { client: TestClient; id: string };
let otherManager: TestClient;

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
  it('offers the learner library slides they have not reviewed, high-grade first, with why', async () => {
    const mine = ok<PracticeRecommendation>(await practice(keller.client, keller.id));
    const ids = mine.slides.map((s) => s.slideId);
    expect(ids).not.toContain(course.hsil.itemId);
    expect(ids).toEqual(expect.arrayContaining([library.hsil.itemId, library.asch.itemId, library.nilm.itemId]));
    expect(mine.slides[0]!.category).toBe('D');
    expect(mine.slides.find((s) => s.slideId === library.hsil.itemId)).toEqual(
      expect.objectContaining({
        name: 'Library HSIL',
        category: 'D',
        result: 'HSIL',
        reason: expect.stringMatching(/^You called 1 of 1 HSIL slides negative/),
      }),
    );
    expect(mine.slides.find((s) => s.slideId === library.nilm.itemId)!.reason).toBe('For variety: a negative slide');
    expect([mine.assigned, mine.canAssign]).toEqual([null, true]);
  });

  it('shows the learner’s list to their manager and an admin, never to another organization or another learner', async () => {
    const mine = ok<PracticeRecommendation>(await practice(keller.client, keller.id));
    expect(ok<PracticeRecommendation>(await practice(as.manager, keller.id)).slides).toEqual(mine.slides);
    expect(ok<PracticeRecommendation>(await practice(as.admin, keller.id)).slides).toEqual(mine.slides);
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
    expect([seen.slides, seen.assignedBy, seen.assignedByName]).toEqual([offered, manager.id, manager.bio.alias]);
    expect(answer.assigned?.assignedByName).toBe(`${manager.firstName} ${manager.lastName}`);
  });
});

describe('a learner’s own practice set', () => {
  it('may be kept by the learner from their own list, which then is their newest set', async () => {
    const offered = ok<PracticeRecommendation>(await practice(keller.client, keller.id)).slides;
    const kept = ok<PracticeRecommendation>(await assign(keller.client, keller.id, { slideIds: offered.slice(0, 2).map((s) => s.slideId) })).assigned!;
    expect([kept.assignedBy, kept.slides]).toEqual([keller.id, offered.slice(0, 2)]);
    expect(ok<PracticeRecommendation>(await practice(as.manager, keller.id)).assigned?.setId).toBe(kept.setId);
  });
});
