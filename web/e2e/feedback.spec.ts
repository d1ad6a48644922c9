/**
 * P.A.C.E. feedback in Chromium (issue 13; docs/adr/0025): the demo learner has completed the
 * seeded slide test in a P.A.C.E. course (set up through the API), sees 'Submit Feedback' on the
 * test summary, rates every item of the evaluation form (Submit stays disabled until the last one),
 * submits, and sees 'Feedback Submitted', in a second open tab too.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { FEEDBACK_TEXT, type ContentItem } from '@cytocampus/contracts';
import { passSlideTest, seededSlideTest, signedInAdmin, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import type { Product } from './harness.js';
import { apiSend, waitForPath } from './pages.js';

const PACE_COURSE = 'Screening with a P.A.C.E. certificate';
const PROGRAM = '510-503-26';
/** The seeded evaluation form's items (api/src/seed/demo-content/learning-items.ts), in order. */
const ITEMS = [
  'Image quality was good enough to make a diagnosis',
  'The objects of interest pointed to the diagnostic cells',
  'The cases looked like my daily screening work',
  'The reference diagnoses and notes were clear',
  'The test made me more confident with squamous lesions',
  'I would recommend this test to a colleague',
];

let product: Product;
let context: BrowserContext;
let page: Page;
let moduleId: string;
let testId: string;

const url = (path: string) => product.url(`/api/v1${path}`);
const get = <T>(path: string) => apiSend<T>(context, 'GET', url(path));

/** As an administrator: a public P.A.C.E. course of the seeded slide test (the demo learner may explore it). */
async function paceCourse(): Promise<string> {
  const admin = await signedInAdmin(product);
  const course = await apiSend<ContentItem>(admin, 'POST', url('/modules'), {
    name: PACE_COURSE,
    isPublic: true,
    items: [{ type: 'test', itemId: testId }],
    paceCertificateEnabled: true,
    paceProgramNumber: PROGRAM,
  });
  await apiSend(admin, 'PUT', url(`/modules/${course.id}`), { activate: true });
  return course.itemId;
}

beforeAll(async () => {
  ({ product, context, page } = await startWithDemoLearner());
  // The demo catalogue and its slides' pyramids are made in the background after the first start.
  testId = (await seededSlideTest(product, context, 180_000)).testId;
  moduleId = await paceCourse();
  await passSlideTest(product, context, testId, moduleId);
}, 240_000);

afterAll(() => stopDemoProduct(product));

describe('P.A.C.E. feedback on a completed slide test', () => {
  it('rates every item of the evaluation form and shows Feedback Submitted, in every open tab', async () => {
    const summary = product.url(`/course/${moduleId}/test/${testId}`);
    const otherTab = await context.newPage();
    await otherTab.goto(summary);
    await otherTab.getByRole('link', { name: FEEDBACK_TEXT.submitFeedback }).waitFor();

    // The tab in use is in front (a background tab's animation frames are throttled).
    await page.bringToFront();
    await page.goto(summary);
    await page.getByRole('link', { name: FEEDBACK_TEXT.submitFeedback }).click();
    await waitForPath(page, (path) => path.endsWith(`/test/${testId}/feedback`), 'the evaluation form');
    await page.getByRole('heading', { name: 'Slide test evaluation' }).waitFor();
    for (const text of [PROGRAM, PACE_COURSE, '0.25', FEEDBACK_TEXT.low, FEEDBACK_TEXT.high, FEEDBACK_TEXT.notApplicable])
      await page.getByText(text, { exact: true }).first().waitFor();

    const submit = page.getByRole('button', { name: FEEDBACK_TEXT.submit, exact: true });
    const ratings = [5, 4, 'N/A', 3, 2, 1];
    for (const [i, item] of ITEMS.entries()) {
      expect(await submit.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: `${item}: ${ratings[i]}`, exact: true }).check();
    }
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();

    await waitForPath(page, (path) => path.endsWith(`/test/${testId}`), 'the test summary');
    const submitted = page.getByRole('button', { name: FEEDBACK_TEXT.feedbackSubmitted });
    await submitted.waitFor();
    expect(await submitted.isDisabled()).toBe(true);
    // The other tab follows the learner's feedback notice without a reload.
    await otherTab.getByRole('button', { name: FEEDBACK_TEXT.feedbackSubmitted }).waitFor();
    expect(await otherTab.getByRole('link', { name: FEEDBACK_TEXT.submitFeedback }).count()).toBe(0);
    const stored = await get<{ feedback: unknown[] }[]>(`/tests/${testId}/feedback?moduleId=${moduleId}`);
    expect(stored.map((s) => s.feedback)).toEqual([ratings]);
  }, 40_000);
});
