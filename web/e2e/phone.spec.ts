/**
 * Every learner screen at phone width (issue 28 finding 8): the demo learner, on a 390 x 844
 * screen, walks Home, the course list, a course, the presentation and quiz players, the seeded
 * slide test (the viewer takes the width, the slides and the diagnosis open as drawers, each slide
 * diagnosed there), the test summary, the certificates and the community's threads and messages.
 * Each screen scrolls only up and down and shows every control whole (`expectFitsPhone`).
 * Set PHONE_SCREENSHOTS=<dir> to keep a screenshot of each screen.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import {
  COMMUNITY_PATHS,
  LEARNING_ROUTES,
  LEARNING_TEXT,
  SLIDE_REVIEW_TEXT,
  SLIDE_TILE_LABELS,
  THREAD_ROUTES,
  type CreateThreadRequest,
  type CurrentUser,
  type LearnerCourse,
  type LearnerCourses,
  type PersonRef,
  type ThreadDetail,
} from '@cytocampus/contracts';
import { openItemsInAnyOrder, SCREENING_COURSE, seededSlideTest, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import type { Product } from './harness.js';
import { apiSend, captureDiagnosis, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const COURSE = 'Cervical cytology: squamous lesions';
const THREAD = 'Koilocytes or halo artefact?';
const THREAD_TEXT = 'Seen on the second demo slide.';
const CONVERSATION = 'Could you look at my second slide?';
/** The names of the review's drawers and of the buttons that open them. */
const PANELS = { slides: 'Slides', diagnosis: 'Diagnosis' } as const;

let product: Product;
let context: BrowserContext;
let page: Page;
let course: { moduleId: string; items: LearnerCourse['items'] };
let screening: { moduleId: string; testId: string };
let threadId: string;
let conversationId: string;

const api = <T>(target: BrowserContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  apiSend<T>(target, method, product.url(`/api/v1${path}`), body);
const button = (name: string) => page.getByRole('button', { name, exact: true });

/** Checks the screen and keeps its picture when asked to. */
async function fits(screen: string): Promise<void> {
  try {
    await expectFitsPhone(page, screen);
  } finally {
    if (process.env.PHONE_SCREENSHOTS) await page.screenshot({ path: join(process.env.PHONE_SCREENSHOTS, `${screen}.png`), fullPage: true });
  }
}

async function visit(path: string, ready: string | RegExp): Promise<void> {
  await page.goto(product.url(path));
  await page.getByText(ready).first().waitFor();
}

/** On the open slide of the review: the diagnosis drawer, a result, the capture and its outcome (then the drawer closes). */
async function diagnose(result: string, screen?: string): Promise<void> {
  await button(PANELS.diagnosis).click();
  const drawer = page.getByRole('dialog', { name: PANELS.diagnosis });
  await captureDiagnosis(page, result, { scope: drawer, afterChoice: screen ? () => fits(`${screen}-diagnosis`) : undefined });
  await drawer
    .getByText(new RegExp(`^(${SLIDE_TILE_LABELS.correct}|${SLIDE_TILE_LABELS.incorrect})$`))
    .first()
    .waitFor();
  if (screen) await fits(`${screen}-feedback`);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  // The embedded default, as a first `npm start` runs.
  ({ product, context, page } = await startWithDemoLearner({ database: 'pglite' }));
  await page.setViewportSize(PHONE_VIEWPORT);
  // An organization thread and a conversation of the learner's, so the community screens have rows.
  const { orgId, curriculum } = await api<CurrentUser>(context, 'GET', '/user');
  const [someone] = await api<PersonRef[]>(context, 'GET', `${THREAD_ROUTES.people}?limit=1`);
  const start = (request: CreateThreadRequest) => api<ThreadDetail>(context, 'POST', THREAD_ROUTES.threads, request);
  threadId = (await start({ title: THREAD, ref: orgId, message: `<p>${THREAD_TEXT}</p>` })).id;
  conversationId = (await start({ userIds: [someone!.id], message: `<p>${CONVERSATION}</p>` })).id;
  // The demo catalogue and its slides' pyramids are made in the background after the first start.
  const seeded = await seededSlideTest(product, context, 180_000);
  screening = { moduleId: seeded.course.moduleId, testId: seeded.testId };
  await openItemsInAnyOrder(product, curriculum!);
  const { courses } = await api<LearnerCourses>(context, 'GET', LEARNING_ROUTES.courses);
  const moduleId = courses.find((c) => c.name === COURSE)?.moduleId ?? '';
  course = { moduleId, items: (await api<{ course: LearnerCourse }>(context, 'GET', `/modules/${moduleId}`)).course.items };
}, 240_000);

afterAll(() => stopDemoProduct(product));

describe('the learner screens at 390 x 844', () => {
  it('Home, its navigation, the course list and a course page', async () => {
    await visit('/dashboard/home', COURSE);
    await fits('home');
    await button('Toggle navigation').click();
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await fits('home-navigation');
    await button('Close navigation').click();

    await visit('/dashboard/learning/courses', SCREENING_COURSE);
    await fits('courses');
    await visit(`/dashboard/learning/courses/${course.moduleId}`, course.items[0]!.name);
    await fits('course');
  });

  it('the presentation and quiz players', async () => {
    const presentation = course.items.find((item) => item.type === 'presentation')!;
    await page.goto(product.url(`/course/${course.moduleId}/presentation/${presentation.itemId}/1`));
    await page.getByRole('navigation', { name: LEARNING_TEXT.pages }).waitFor();
    await fits('presentation');

    const quiz = course.items.find((item) => item.type === 'quiz' && !item.graded)!;
    await page.goto(product.url(`/course/${course.moduleId}/quiz/${quiz.itemId}/1`));
    await button(LEARNING_TEXT.next).click(); // the info page
    // A wrong answer: the feedback with Try Again and Show Solution.
    await page.getByRole('radio', { name: '2,000 cells', exact: true }).click();
    await button(LEARNING_TEXT.tryAgain).waitFor();
    await fits('quiz');
  });

  it('the slide test: the viewer takes the width, the slides and the diagnosis open as drawers, a diagnosis is captured', async () => {
    const { moduleId, testId } = screening;
    await visit(`/course/${moduleId}/test/${testId}`, SLIDE_REVIEW_TEXT.beginTest);
    await fits('test-start');
    await page.getByRole('link', { name: SLIDE_REVIEW_TEXT.beginTest }).click();
    await button(SLIDE_REVIEW_TEXT.completeReview).waitFor();
    const canvas = page.locator('.openseadragon-canvas').first();
    await canvas.waitFor();
    // The width of the screen but the viewer's 1 px frame.
    expect((await canvas.boundingBox())?.width).toBeGreaterThanOrEqual(PHONE_VIEWPORT.width - 2);
    await fits('review');

    // The drawers open by keyboard too, and Escape closes them.
    await button(PANELS.slides).press('Enter');
    const slides = page.getByRole('dialog', { name: PANELS.slides });
    await slides.getByRole('link', { name: /^1\. / }).waitFor();
    await fits('review-slides');
    await page.keyboard.press('Escape');
    await slides.waitFor({ state: 'hidden' });

    await diagnose('HSIL', 'review');
    for (const [slide, result] of [
      [2, 'NILM'],
      [3, 'ASCUS'],
      [4, 'ASCH'],
    ] as const) {
      await button(PANELS.slides).click();
      await slides.getByRole('button', { name: 'Next slide' }).click();
      await page.getByText(`Slide ${slide} of 4`).first().waitFor();
      await diagnose(result);
    }
    // The last capture submitted the review (issue 28 finding 3): Back leads to the summary.
    await page.getByText('Submitted', { exact: true }).waitFor();
    await button('Back').click();
    await waitForPath(page, (path) => path === `/course/${moduleId}/test/${testId}`, 'the test summary');
    await page.getByText(SLIDE_TILE_LABELS.correct, { exact: true }).first().waitFor();
    await fits('test-summary');
  }, 90_000);

  it('the certificates', async () => {
    await visit('/dashboard/learning/certificates', SCREENING_COURSE);
    await fits('certificates');
  });

  it('the community: threads, a thread, the messages and a conversation', async () => {
    await visit(COMMUNITY_PATHS.orgThreads, THREAD);
    await fits('threads');
    await visit(COMMUNITY_PATHS.thread(threadId), THREAD_TEXT);
    await fits('thread');
    await visit(COMMUNITY_PATHS.messages, CONVERSATION);
    await fits('messages');
    await visit(COMMUNITY_PATHS.thread(conversationId), CONVERSATION);
    await fits('conversation');
  });
});
