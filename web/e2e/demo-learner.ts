import { expect } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  LEARNING_ROUTES,
  SLIDE_REVIEW_ROUTES,
  type ContentItem,
  type LearnerCourses,
  type Page as ListPage,
  type ReviewCheckout,
  type ReviewRecord,
  type SlideItem,
  type TestSlides,
} from '@cytocampus/contracts';
import { DEMO_CONTENT_ENV, demoProductStart } from './demo-template.js';
import { DEFAULT_DATABASE, LEARNER, startProduct, waitUntil, type Product, type ProductDatabase } from './harness.js';
import { apiSend, signIn, waitForPath } from './pages.js';

/**
 * The product with the demo catalogue (the harness runs it with NODE_ENV=test, which seeds users
 * only), and the demo learner signed in on Home. On PostgreSQL it starts from a copy of the demo
 * template (demo-template.ts: the catalogue seeded, its slides processed) unless `seeding` asks for
 * the seed itself: the presentations' teaching pages are links to the site's own origin, which a
 * copy on another port does not share. Otherwise, and on the embedded database, the catalogue is
 * written in the background after the first start: wait for what a spec needs.
 */
export async function startWithDemoLearner(
  options: { database?: ProductDatabase; seeding?: boolean } = {},
): Promise<{ product: Product; context: BrowserContext; page: Page }> {
  Object.assign(process.env, DEMO_CONTENT_ENV);
  const copied = !options.seeding && (options.database ?? DEFAULT_DATABASE) === 'postgres';
  const product = await startProduct(copied ? { from: await demoProductStart() } : { database: options.database });
  const context = await product.newContext();
  const page = await context.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, LEARNER.email, LEARNER.password);
  await waitForPath(page, (path) => path === '/dashboard/home', '/dashboard/home');
  return { product, context, page };
}

export async function stopDemoProduct(product: Product | undefined): Promise<void> {
  for (const name of Object.keys(DEMO_CONTENT_ENV)) delete process.env[name];
  await product?.stop();
}

/** The seeded screening course (spec: the demo catalogue) that holds the demo slide test. */
export const SCREENING_COURSE = 'Cervical slide screening practice';

/** The seeded squamous lesions course, whose slide test holds one slide of each GYN category. */
export const SQUAMOUS_COURSE = 'Cervical cytology: squamous lesions';

/**
 * The screening course (or `courseName`) as the demo learner's catalogue lists it, and its slide
 * test, once the background seeding has processed every slide of the test.
 */
export async function seededSlideTest(
  product: Product,
  context: BrowserContext,
  timeoutMs: number,
  courseName = SCREENING_COURSE,
): Promise<{ course: LearnerCourses['courses'][number]; testId: string }> {
  const get = <T>(path: string) => apiSend<T>(context, 'GET', product.url(`/api/v1${path}`));
  let found: { course: LearnerCourses['courses'][number]; testId: string } | undefined;
  await waitUntil(
    async () => {
      const course = (await get<LearnerCourses>(LEARNING_ROUTES.courses)).courses.find((c) => c.name === courseName);
      if (!course) return false;
      const { course: detail } = await get<{ course: { items: { type: string; itemId: string }[] } }>(`/modules/${course.moduleId}`);
      const testId = detail.items.find((item) => item.type === 'test')?.itemId ?? '';
      found = { course, testId };
      const summary = await get<TestSlides>(`${SLIDE_REVIEW_ROUTES.testSlides(testId)}?moduleId=${course.moduleId}`);
      return summary.slides.length > 0 && summary.slides.every((slide) => slide.image !== null);
    },
    `the slide test of ${courseName} with its slides processed`,
    timeoutMs,
  );
  return found!;
}

/** The reference result of each slide of a test, in order, as an administrator reads them (the learner cannot before answering). */
export async function referenceResults(product: Product, testId: string): Promise<string[]> {
  const admin = await signedInAdmin(product);
  const get = <T>(path: string) => apiSend<T>(admin, 'GET', product.url(`/api/v1${path}`));
  const test = await get<ContentItem>(`/tests/${testId}`);
  const slides = await Promise.all((test.fields.slides as string[]).map((itemId) => get<SlideItem>(`/slides/${itemId}`)));
  await admin.close();
  return slides.map((slide) => (slide.fields.solution as { result: string }).result);
}

/**
 * As the learner, through the API: checks the slide test out in the course and diagnoses every slide,
 * right (each slide's reference result) unless `answer` gives one result for all.
 */
export async function passSlideTest(product: Product, context: BrowserContext, testId: string, moduleId: string, answer?: string): Promise<void> {
  const send = <T>(method: 'POST' | 'PUT', path: string, body: unknown) => apiSend<T>(context, method, product.url(`/api/v1${path}`), body);
  const references = await referenceResults(product, testId);
  const checkout = await send<ReviewCheckout>('POST', LEARNING_ROUTES.checkout('tests', testId), { moduleId });
  let review: ReviewRecord = checkout.review;
  for (const [i, slide] of (checkout.item.type === 'test' ? checkout.item.slides : []).entries()) {
    const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
    const data = { shortList: [], customObjects: [], component: null, organisms: [], result: answer ?? references[i]!, comments: '' };
    review = await send<ReviewRecord>('PUT', LEARNING_ROUTES.review('slides', slide.itemId, review.id, 'submit'), { review: copy, data });
  }
  expect(review.progress).toBe(1);
}

/** As an administrator: the learner's assignment opens each course's items in any order, so the quiz opens before the presentation's videos are watched. */
export async function openItemsInAnyOrder(product: Product, assignmentItemId: string): Promise<void> {
  const admin = await signedInAdmin(product);
  const api = <T>(method: 'GET' | 'PUT', path: string, body?: unknown) => apiSend<T>(admin, method, product.url(`/api/v1${path}`), body);
  const { items } = await api<ListPage<ContentItem>>('GET', '/curricula');
  const { id } = items.find((item) => item.itemId === assignmentItemId)!;
  const { fields } = await api<ContentItem>('GET', `/curricula/${id}`);
  const entries = (fields.entries as object[]).map((entry) => ({ ...entry, sequential: false }));
  await api('PUT', `/curricula/${id}`, { entries });
  await admin.close();
}

/** A browser context of its own with a demo account (its e-mail; the demo password) signed in. */
export async function signedInAs(product: Product, email: string): Promise<BrowserContext> {
  const context = await product.newContext();
  const page = await context.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, email, LEARNER.password);
  await waitForPath(page, (path) => path.startsWith('/dashboard'), `the dashboard of ${email}`, 20_000);
  await page.close();
  return context;
}

/** A browser context of its own with the demo administrator signed in (for a spec's setup through the API). */
export function signedInAdmin(product: Product): Promise<BrowserContext> {
  return signedInAs(product, 'admin@cytocampus.test');
}
