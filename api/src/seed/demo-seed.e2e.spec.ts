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
import { pdfFontNames, pdfText } from '../modules/credentials/certificates-testing.spec.js';
import { DEMO_SLIDE_SIZE } from './demo-content/course-items.js';
import { DemoContentSeeder } from './demo-content/demo-content-seeder.js';
import { DEMO_IDS } from './demo-content/demo-ids.js';
import { HANDOUT } from './demo-content/learning-items.js';
import { DEMO_GROUPS, DEMO_ORGANIZATION } from './demo-data.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
let seeder: DemoContentSeeder;

// Under NODE_ENV=test the demo content is off by default (config.seedDemoContent): this test runs the seeder itself.
beforeAll(async () => {
  t = await startTestServer();
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
const riverside = (name: string) => [name, true, DEMO_ORGANIZATION.orgId, false];

async function statusOf(id: string, timeoutMs: number): Promise<SlideStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status } = ok<{ status: SlideStatus }>(await as.admin.get(`/api/v1/slides/${id}/slide/status`));
    if (status === 'COMPLETE' || status === 'ERROR' || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the demo content seed', () => {
  it('is not written on start under NODE_ENV=test', async () => {
    expect(await names('presentations')).toEqual([]);
  });

  it('writes an active catalogue of the demo organization, not public, through the shared schema', async () => {
    expect(await seeder.seedOnce()).toBe(true);
    expect(await names('presentations')).toEqual([riverside('The Bethesda System for cervical cytology'), riverside('Urine cytology with The Paris System')]);
    expect(await names('quizzes')).toEqual([riverside('Bethesda categories: practice'), riverside('Squamous intraepithelial lesions: graded quiz')]);
    expect(await names('feedback-forms')).toEqual([riverside('Slide test evaluation')]);
    expect(await names('tests')).toEqual([riverside('Cervical screening slide test: squamous lesions')]);
    expect(await names('curricula')).toEqual([['Default Assignment', true, null, true], riverside('GYN screening competency')]);
    const course = ok<ContentItem>(await as.admin.get(`/api/v1/modules/${DEMO_IDS.course.itemId}`));
    expect(course.fields).toMatchObject({ paceCertificateEnabled: true, paceProgramNumber: expect.stringMatching(/^510-503-\d\d$/) as unknown });
    // Two courses of one P.A.C.E. program: the demo learner can earn a certificate (docs/adr/0026).
    const screening = ok<ContentItem>(await as.admin.get(`/api/v1/modules/${DEMO_IDS.screeningCourse.itemId}`));
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

  it('has its slides processed by the slide processor into COMPLETE pyramids with imported objects', async () => {
    for (const { id } of DEMO_IDS.slides) expect(await statusOf(id, 120_000)).toBe('COMPLETE');
    const slide = ok<SlideItem>(await as.admin.get(`/api/v1/slides/${DEMO_IDS.slides[0].id}`));
    expect(slide.image).toMatchObject({ ...DEMO_SLIDE_SIZE, tileSize: 512 });
    expect(slide.objects.map((list) => list.length > 0)).toEqual([true, true, true, true, true]);
    expect(slide.fields.cellCount).toBeGreaterThan(0);
    const tile = await as.admin.get(`/api/v1/slides/${slide.id}/slide/wsi_files/${slide.image!.levels - 1}/0_0.jpeg`);
    expect([tile.status, tile.headers['content-type']]).toEqual([200, 'image/jpeg']);
  }, 180_000);

  it('lets the demo learner open the slide test of the screening course at once: three slides with images, no answers', async () => {
    const checkout = ok<ReviewCheckout>(
      await as.learner.post(`/api/v1${LEARNING_ROUTES.checkout('tests', DEMO_IDS.slideTest.itemId)}`, { moduleId: DEMO_IDS.screeningCourse.itemId }),
    );
    const slides = checkout.item.type === 'test' ? checkout.item.slides : [];
    expect(slides.map((s) => [s.itemId, s.category, s.image !== null])).toEqual(DEMO_IDS.slides.map((s) => [s.itemId, 'GYN', true]));
    expect(checkout.review.solutions).toEqual([null, null, null]);
  });

  // After the processing: the slide processor appends in the background, and only the seeder's own events count here.
  it('appends nothing when run again, whole or step by step', async () => {
    const before = await eventCount();
    expect(await seeder.seedOnce()).toBe(false);
    await seeder.seed();
    expect(await eventCount()).toBe(before);
    expect((await names('slides')).length).toBe(3);
  });
});
