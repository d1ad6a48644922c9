import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LEARNING_ROUTES,
  type ContentItem,
  type CourseItemEntry,
  type CurrentUser,
  type Page,
  type ReviewCheckout,
  type SlideItem,
  type SlideStatus,
} from '@cytocampus/contracts';
import { signedInAll, type DemoRole } from '../testing/sign-in.js';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { pdfFontNames, pdfText } from '../modules/credentials/testing/pdf-text.js';
import { DEMO_SLIDE_SIZE } from './demo-content/course-items.js';
import { DemoContentSeeder } from './demo-content/demo-content-seeder.js';
import { DEMO_IDS, libraryIds } from './demo-content/demo-ids.js';
import { HANDOUT } from './demo-content/learning-items.js';
import { GRADED_QUIZ_V2, NON_GYN_TEST, SCREENING_TEST, SQUAMOUS_TEST } from './demo-content/library-courses.js';
import { LIBRARY_SLIDE_SIZE } from './demo-content/library-slides.js';
import { SEED_VERSIONS } from './demo-content/seed-versions.js';
import { DEMO_GROUPS, DEMO_ORGANIZATION } from './demo-data.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let seeder: DemoContentSeeder;

// Under NODE_ENV=test the demo content is off by default (config.seedDemoContent): this test runs the seeder itself,
// without the library's fifty slides (SEED_DEMO_LIBRARY=0: versions 1 and 2, the courses' fourteen slides).
beforeAll(async () => {
  t = await startTestServer({ env: { SEED_DEMO_LIBRARY: '0' } });
  as = await signedInAll(t.url);
  seeder = t.server.app.get(DemoContentSeeder);
});
afterAll(() => t.close());

const ok = <T>(res: { status: number; body: { data?: unknown; message?: string } }): T => {
  expect([res.status, res.body.message]).toEqual([200, undefined]);
  return res.body.data as T;
};
const names = async (path: string) => ok<Page<ContentItem>>(await as.admin.get(`/api/v1/${path}`)).items.map((i) => [i.name, i.active, i.orgId, i.isPublic]);
const eventCount = async () => (await t.server.infra.sql.query<{ n: number }>('select count(*)::int as n from es_events')).rows[0]!.n;
const seedRecords = async () =>
  (
    await t.server.infra.sql.query<{ data: { version?: number } }>("select data from es_events where stream_id = 'seed-demo-content' order by position")
  ).rows.map((r) => r.data.version ?? 1);
const riverside = (name: string) => [name, true, DEMO_ORGANIZATION.orgId, false];
const item = async (path: string, itemId: string) => ok<ContentItem>(await as.admin.get(`/api/v1/${path}/${itemId}`));
/** Where a quiz's correct answers stand, question by question. */
const correctPositions = (quiz: ContentItem) =>
  (quiz.fields.pages as { type: string; quiz: { choices: { isCorrect: boolean }[] } }[])
    .filter((p) => p.type === 'text-choice')
    .map((p) => p.quiz.choices.findIndex((c) => c.isCorrect));
const COURSE_SLIDES = SEED_VERSIONS.filter((v) => v.version <= 2).flatMap((v) => v.slides);

async function statusOf(id: string, timeoutMs: number): Promise<SlideStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status } = ok<{ status: SlideStatus }>(await as.admin.get(`/api/v1/slides/${id}/slide/status`));
    if (status === 'COMPLETE' || status === 'ERROR' || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the demo content seed, version 1 (what a data folder seeded before the library holds)', () => {
  it('is not written on start under NODE_ENV=test', async () => {
    expect(await names('presentations')).toEqual([]);
  });

  it('writes an active catalogue of the demo organization, not public, through the shared schema', async () => {
    expect(await seeder.seedOnce(1)).toBe(true);
    expect(await seedRecords()).toEqual([1]);
    expect(await names('presentations')).toEqual([riverside('The Bethesda System for cervical cytology'), riverside('Urine cytology with The Paris System')]);
    expect(await names('quizzes')).toEqual([riverside('Bethesda categories: practice'), riverside('Squamous intraepithelial lesions: graded quiz')]);
    expect(await names('feedback-forms')).toEqual([riverside('Slide test evaluation')]);
    expect(await names('tests')).toEqual([riverside('Cervical screening slide test: squamous lesions')]);
    expect(await names('curricula')).toEqual([['Default Assignment', true, null, true], riverside('GYN screening competency')]);
    const course = await item('modules', DEMO_IDS.course.itemId);
    expect(course.fields).toMatchObject({ paceCertificateEnabled: true, paceProgramNumber: expect.stringMatching(/^510-503-\d\d$/) as unknown });
    // Two courses of one P.A.C.E. program: the demo learner can earn a certificate (docs/adr/0026).
    const screening = await item('modules', DEMO_IDS.screeningCourse.itemId);
    expect(screening.fields).toMatchObject({ paceCertificateEnabled: true, paceProgramNumber: course.fields.paceProgramNumber });
    const items = ok<CourseItemEntry[]>(await as.admin.get(`/api/v1/modules/${course.id}/items`));
    expect(items.map((i) => [i.type, i.name, i.active])).toEqual([
      ['presentation', 'The Bethesda System for cervical cytology', true],
      ['quiz', 'Bethesda categories: practice', true],
      ['quiz', 'Squamous intraepithelial lesions: graded quiz', true],
      ['test', 'Cervical screening slide test: squamous lesions', true],
    ]);
  });

  it('gives the assignment to the Day Shift and the demo learner', async () => {
    const learner = ok<CurrentUser>(await as.learner.get('/api/v1/user'));
    const dayShift = DEMO_GROUPS.find((g) => g.name === 'Day Shift')!;
    expect([learner.groupId, learner.curriculum]).toEqual([dayShift.groupId, DEMO_IDS.assignment.itemId]);
  });

  it('serves the presentation handout as a PDF upload, written with pdfkit and a subset of the shipped font', async () => {
    const file = await fetch(`${t.url}/api/v1/files/${DEMO_IDS.handoutUpload}`, { headers: { cookie: as.admin.cookieHeader } });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const text = await pdfText(bytes);
    for (const line of [HANDOUT.title, 'Specimen adequacy', 'Laboratory quality: the ASC:SIL ratio should stay below 3:1.']) expect(text).toContain(line);
    expect(pdfFontNames(bytes)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/BaseFont\s*\/[A-Z]{6}\+DejaVuSans$/)]));
  });
});

describe('the next start, with the library (version 2 without SEED_DEMO_LIBRARY)', () => {
  let ownTest: ContentItem;
  const practiceEdit = 'Our own warm-up: edited by the lab before the library arrived.';

  it('adds the courses’ slides and tests and the non-GYN course, and leaves what users made or changed', async () => {
    // An administrator edits a seeded quiz and makes a slide test of their own, as users of the previous version could.
    const practice = await item('quizzes', DEMO_IDS.practiceQuiz.itemId);
    ok(await as.admin.put(`/api/v1/quizzes/${practice.id}`, { description: practiceEdit }));
    ownTest = ok<ContentItem>(await as.admin.post('/api/v1/tests', { name: 'Our own slide test', slides: [DEMO_IDS.slides[0].itemId] }));

    expect(await seeder.seedOnce()).toBe(true);
    expect(await seedRecords()).toEqual([1, 2]);
    // The squamous course keeps its test item, now one slide of each category; the screening practice has its own mix.
    const squamous = await item('tests', DEMO_IDS.slideTest.itemId);
    expect([squamous.id, squamous.active, squamous.fields.slides]).toEqual([SQUAMOUS_TEST.item.id, true, SQUAMOUS_TEST.item.fields.slides]);
    expect((await item('tests', DEMO_IDS.slideTest.id)).active).toBe(false);
    const screening = ok<CourseItemEntry[]>(await as.admin.get(`/api/v1/modules/${DEMO_IDS.screeningCourse.itemId}/items`));
    expect(screening.map((i) => [i.type, i.itemId, i.name])).toEqual([['test', SCREENING_TEST.itemId, SCREENING_TEST.fields.name]]);
    const nonGyn = ok<CourseItemEntry[]>(await as.admin.get(`/api/v1/modules/${DEMO_IDS.nonGynCourse.itemId}/items`));
    expect(nonGyn.map((i) => [i.type, i.name, i.active])).toEqual([
      ['presentation', 'Urine cytology with The Paris System', true],
      ['test', NON_GYN_TEST.fields.name, true],
    ]);
    // The untouched graded quiz gets its answers moved; the edited practice quiz and the admin's own stay as they are.
    const graded = await item('quizzes', DEMO_IDS.gradedQuiz.itemId);
    expect([graded.id, correctPositions(graded)]).toEqual([GRADED_QUIZ_V2.item.id, [1, 3, 2, 0, 2]]);
    const practiceNow = await item('quizzes', DEMO_IDS.practiceQuiz.itemId);
    expect([practiceNow.id, practiceNow.fields.description, correctPositions(practiceNow)]).toEqual([practice.id, practiceEdit, [0, 0, 0]]);
    expect((await item('tests', ownTest.itemId)).fields).toEqual(ownTest.fields);
    // Every slide item exists at once, its image queued in turn: admins see all of them in the list.
    const slides = ok<Page<SlideItem>>(await as.admin.get('/api/v1/slides?images=all&limit=100'));
    expect(slides.total).toBe(COURSE_SLIDES.length);
  }, 240_000); // the seed draws the eleven smears of version 2 before it answers: about a second each on a free core

  it('has the courses’ slides processed into COMPLETE pyramids with imported objects, course slides and library slides at their sizes', async () => {
    for (const { id } of COURSE_SLIDES) expect([id, await statusOf(id, 300_000)]).toEqual([id, 'COMPLETE']);
    const slide = ok<SlideItem>(await as.admin.get(`/api/v1/slides/${DEMO_IDS.slides[0].id}`));
    expect(slide.image).toMatchObject({ ...DEMO_SLIDE_SIZE, tileSize: 512 });
    expect(slide.objects.map((list) => list.length > 0)).toEqual([true, true, true, true, true]);
    expect(slide.fields.cellCount).toBeGreaterThan(0);
    const tile = await as.admin.get(`/api/v1/slides/${slide.id}/slide/wsi_files/${slide.image!.levels - 1}/0_0.jpeg`);
    expect([tile.status, tile.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const urine = ok<SlideItem>(await as.admin.get(`/api/v1/slides/${libraryIds(45).id}`));
    expect([urine.image, urine.fields.solution]).toMatchObject([LIBRARY_SLIDE_SIZE, { type: 'Other Non-GYN', result: 'POSITIVE' }]);
  }, 330_000);

  it('lets the demo learner open the screening practice’s test: four slides with images, no answers', async () => {
    const checkout = ok<ReviewCheckout>(
      await as.learner.post(`/api/v1${LEARNING_ROUTES.checkout('tests', SCREENING_TEST.itemId)}`, { moduleId: DEMO_IDS.screeningCourse.itemId }),
    );
    const slides = checkout.item.type === 'test' ? checkout.item.slides : [];
    expect(slides.map((s) => [s.itemId, s.category, s.image !== null])).toEqual((SCREENING_TEST.fields.slides as string[]).map((id) => [id, 'GYN', true]));
    expect(checkout.review.solutions).toEqual([null, null, null, null]);
  });

  // After the processing: the slide processor appends in the background, and only the seeder's own events count here.
  it('runs once: a second start appends nothing, and neither do its steps run again', async () => {
    const before = await eventCount();
    expect(await seeder.seedOnce()).toBe(false);
    await seeder.seed();
    expect(await eventCount()).toBe(before);
    expect((await names('slides?limit=100')).length).toBe(COURSE_SLIDES.length);
    expect(await seedRecords()).toEqual([1, 2]);
  });
});
