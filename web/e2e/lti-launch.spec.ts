/**
 * An LTI 1.3 launch in a real browser (docs/adr/0042): the test platform (a test double of a
 * learning platform: no LMS can run here) shows its course page on another site, whose iframe
 * launches CytoCampus; the learner takes a one-slide test inside the frame, signed in by the
 * framed session alone, and the platform's gradebook receives the score.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { LTI_ROUTES, LTI_TARGET_PARAMETER, SLIDE_REVIEW_TEXT, type ContentItem, type LtiPlatformItem } from '@cytocampus/contracts';
import { DEFAULT_MEMBERS, platformRequest, startLtiPlatform, type LtiPlatform } from '@cytocampus/testing/lti';
import { seededSlideTest, signedInAdmin, stopDemoProduct } from './demo-learner.js';
import { DEMO_CONTENT_ENV, demoProductStart } from './demo-template.js';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, captureDiagnosis, signIn, waitForPath } from './pages.js';

const CONTEXT_ID = 'course-cyto-101';
const LINK_ID = 'link-one-slide-test';

let product: Product;
let platform: LtiPlatform;
let admin: BrowserContext;
let page: Page;
let moduleId: string;
let testId: string;

beforeAll(async () => {
  Object.assign(process.env, DEMO_CONTENT_ENV);
  product = await startProduct({ from: await demoProductStart(), env: { LTI_PASSBACK_INTERVAL_MS: '100' } });
  admin = await signedInAdmin(product);
  const send = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => apiSend<T>(admin, method, product.url(`/api/v1${path}`), body);
  // A public course of one processed demo slide (the demo HSIL case), so that the platform's organization sees it.
  const learner = await product.newContext();
  const signing = await learner.newPage();
  await signing.goto(product.url('/login'));
  await signIn(signing, LEARNER.email, LEARNER.password);
  await waitForPath(signing, (path) => path === '/dashboard/home', 'Home');
  const demo = await seededSlideTest(product, learner, 120_000);
  const demoTest = await send<ContentItem>('GET', `/tests/${demo.testId}`);
  const slide = (demoTest.fields.slides as string[])[0]!;
  const test = await send<ContentItem>('POST', '/tests', { name: 'One slide from the LMS', slides: [slide] });
  await send('PUT', `/tests/${test.id}`, { activate: true });
  const course = await send<ContentItem>('POST', '/modules', { name: 'LMS-linked screening', isPublic: true, items: [{ type: 'test', itemId: test.itemId }] });
  await send('PUT', `/modules/${course.id}`, { activate: true });
  [moduleId, testId] = [course.itemId, test.itemId];
  const orgId = (await apiSend<{ orgId: string }>(learner, 'GET', product.url('/api/v1/user'))).orgId;
  await learner.close();
  platform = await startLtiPlatform({
    toolUrl: product.baseUrl,
    courses: [
      {
        id: CONTEXT_ID,
        label: 'CYTO-101',
        title: 'Gynecologic cytology basics',
        members: DEFAULT_MEMBERS,
        links: [
          {
            id: LINK_ID,
            title: 'One slide from the LMS',
            custom: { [LTI_TARGET_PARAMETER]: `course/${moduleId}/test/${testId}` },
            lineItem: { label: 'One slide from the LMS', scoreMaximum: 100 },
          },
        ],
      },
    ],
  });
  const superUser = await product.newContext();
  const superPage = await superUser.newPage();
  await superPage.goto(product.url('/login'));
  await signIn(superPage, 'super@cytocampus.test', LEARNER.password);
  await waitForPath(superPage, (path) => path.startsWith('/dashboard'), 'the dashboard');
  await apiSend<LtiPlatformItem>(superUser, 'POST', product.url(`/api/v1${LTI_ROUTES.platforms}`), platformRequest(platform, orgId));
  await superUser.close();
  page = await (await product.newContext()).newPage();
}, 300_000);

afterAll(async () => {
  await platform?.close();
  await stopDemoProduct(product);
});

describe('a learner opens a slide test from the learning platform', () => {
  it('sees the test inside the platform’s page, signed in by the launch, and takes it there; the platform receives the score', async () => {
    await page.goto(`${platform.issuer}/courses/${CONTEXT_ID}/links/${LINK_ID}?user=lms-user-lea`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('link', { name: SLIDE_REVIEW_TEXT.beginTest }).click();
    await frame.getByText(`${SLIDE_REVIEW_TEXT.reviewingCaseAs} `).waitFor();
    // The player of the linked course, inside the platform's page.
    const toolFrame = page.frames().find((f) => f.url().startsWith(product.baseUrl));
    expect(toolFrame?.url()).toContain(`/course/${moduleId}/case/`);
    expect(new URL(page.url()).origin).toBe(platform.issuer);
    await captureDiagnosis(page, 'HSIL', { scope: frame.locator('body') });
    await frame.getByText('Submitted', { exact: true }).waitFor();
    await waitUntil(() => platform.receivedScores({ userId: 'lms-user-lea' }).length > 0, 'the platform received the score', 20_000);
    expect(platform.receivedScores({ userId: 'lms-user-lea' })[0]).toMatchObject({ scoreGiven: 100, scoreMaximum: 100, gradingProgress: 'FullyGraded' });
    // Signed in inside the frame only: the tool's own site, opened at the top of the same browser, has no session.
    const own = await page.context().newPage();
    await own.goto(product.url('/dashboard/home'));
    await waitForPath(own, (path) => path.startsWith('/login'), 'the sign-in page: no session outside the frame');
  });
});
