/**
 * The Skills pages (issue 31) in Chromium: the demo learner diagnoses a slide of the demo slide test
 * wrongly, reads why in the feedback, and finds the slide counted on their Skills page with that
 * outcome and sentence; the manager's organization view, open all along in another browser, counts
 * the learner's slides as they are submitted without reloading. SKILLS_SHOTS=<dir> keeps pictures
 * of both pages at 1280 and 390 px. The view sorts on the server by keyboard, and a failed answer
 * says so with a way to ask again.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { SCREENING_SKILL_TEXT as S, SLIDE_REVIEW_ROUTES, type ScreeningOutcome, type TestSlides } from '@cytocampus/contracts';
import { referenceResults, seededSlideTest, startWithDemoLearner, stopDemoProduct } from './demo-learner.js';
import { waitUntil, type Product } from './harness.js';
import { apiSend, captureDiagnosis, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const WIDE = { width: 1280, height: 900 };
const shots = process.env.SKILLS_SHOTS;

let product: Product;
let context: BrowserContext;
let page: Page;
let manager: Page;
let slideUrls: string[];
let wrongAnswers: string[];

/** How the feedback sentence of a wrong answer ends, and the outcome it names. */
const OUTCOME_OF_ENDING = [
  [': a locator error', 'locator'],
  [': an interpretation error', 'interpretation'],
  [': an over-call', 'overcall'],
] as const satisfies readonly (readonly [string, ScreeningOutcome])[];

/** A wrong answer to a reference result: a negative called high grade, anything else called negative. */
const wrongFor = (reference: string) => (reference === 'NILM' ? 'HSIL' : 'NILM');

async function shoot(target: Page, name: string): Promise<void> {
  if (shots) await target.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** The manager's learners as the view counts them: the demo learner's slides ('' until listed). */
const learnerSlides = async () => {
  const cell = manager.locator('[data-testid="skill-learners"] [data-column="slides"]').first();
  return (await cell.count()) === 0 ? '' : ((await cell.textContent()) ?? '');
};

beforeAll(async () => {
  ({ product, context, page } = await startWithDemoLearner());
  const { course, testId } = await seededSlideTest(product, context, 150_000);
  const summary = await apiSend<TestSlides>(context, 'GET', product.url(`/api/v1${SLIDE_REVIEW_ROUTES.testSlides(testId)}?moduleId=${course.moduleId}`));
  slideUrls = summary.slides.slice(0, 2).map((slide) => `/course/${course.moduleId}/case/${slide.itemId}/${testId}`);
  wrongAnswers = (await referenceResults(product, testId)).slice(0, 2).map(wrongFor);
  // The manager's view is open before anything is submitted, and stays open.
  manager = await (await product.newContext()).newPage();
  await manager.setViewportSize(WIDE);
  await manager.goto(product.url('/login'));
  await signIn(manager, MANAGER.email, MANAGER.password);
  await waitForPath(manager, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);
  await manager.getByRole('navigation').getByRole('link', { name: 'Screening skills', exact: true }).click();
  await waitForPath(manager, (path) => path === '/dashboard/org/skills', 'the organization’s Skills view');
  await manager.getByRole('heading', { name: /^Screening skills of the organization: / }).waitFor();
  await markPage(manager);
}, 240_000);

afterAll(() => stopDemoProduct(product));

/** As the learner: the slide at `index` diagnosed with its wrong answer; answers the feedback sentence. */
async function diagnoseWrongly(index: number): Promise<string> {
  await page.goto(product.url(slideUrls[index]!));
  await page.getByRole('application', { name: 'Whole-slide image' }).waitFor();
  await captureDiagnosis(page, wrongAnswers[index]!);
  const sentence = page.getByTestId('skill-sentence');
  await sentence.waitFor();
  return (await sentence.textContent()) ?? '';
}

describe('the Skills pages', () => {
  it('count a wrongly diagnosed slide with why, on the learner’s page and live on the manager’s', async () => {
    await page.setViewportSize(WIDE);
    const sentence = await diagnoseWrongly(0);
    expect(sentence).toMatch(/: (a locator error|an interpretation error|an over-call)$/);
    const outcome = OUTCOME_OF_ENDING.find(([ending]) => sentence.endsWith(ending))![1];

    // From Home (the player has no menu), through the menu.
    await page.goto(product.url('/dashboard/home'));
    await page.getByRole('navigation').getByRole('link', { name: 'My screening skills' }).click();
    await waitForPath(page, (path) => path === '/dashboard/learning/skills', 'the learner’s Skills page');
    await page.getByRole('heading', { name: S.title, level: 2 }).waitFor();
    const latest = page.getByRole('list', { name: 'Latest slides' }).getByRole('listitem').first();
    await latest.waitFor();
    expect(await latest.getAttribute('data-outcome')).toBe(outcome);
    expect(await latest.getByTestId('skill-feedback').textContent()).toBe(sentence);
    expect(await page.getByRole('list', { name: 'Outcomes of the slides' }).getByText(`${S.outcome[outcome]}: 1`).count()).toBe(1);
    expect(await page.getByRole('listitem', { name: /^Slides: 1$/ }).count()).toBe(1);
    await shoot(page, 'learner-1280');

    // The manager's view, never reloaded, lists the learner with the slide.
    await waitUntil(async () => (await learnerSlides()) === '1', 'the learner listed with one slide on the manager’s view');
    await shoot(manager, 'organization-1280');

    // Another slide: the manager's count follows, still without a reload.
    await diagnoseWrongly(1);
    await waitUntil(async () => (await learnerSlides()) === '2', 'the manager’s view counting the second slide');
    expect(await pageWasNotReloaded(manager)).toBe(true);
  }, 40_000);

  it('fit a phone: the learner’s page and the manager’s (the table becomes cards), and open a learner from the view', async () => {
    await page.goto(product.url('/dashboard/learning/skills'));
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.getByRole('list', { name: 'Latest slides' }).waitFor();
    await expectFitsPhone(page, 'the learner’s Skills page');
    await shoot(page, 'learner-390');

    await manager.setViewportSize(PHONE_VIEWPORT);
    await manager.getByRole('list', { name: 'Learners' }).waitFor();
    await expectFitsPhone(manager, 'the organization’s Skills view');
    await shoot(manager, 'organization-390');
    // By keyboard: the learner's name opens their page, which says it is theirs.
    const open = manager
      .getByRole('list', { name: 'Learners' })
      .getByRole('button', { name: /^Open the screening skills of / })
      .first();
    await open.focus();
    await manager.keyboard.press('Enter');
    await waitForPath(manager, (path) => path.startsWith('/dashboard/org/skills/'), 'a learner’s Skills page');
    await manager.getByRole('heading', { name: new RegExp(`^${S.title}: `), level: 2 }).waitFor();
    await manager.getByRole('list', { name: 'Latest slides' }).getByTestId('skill-feedback').first().waitFor();
    expect(await manager.getByTestId('skill-feedback').first().textContent()).toMatch(/^The learner /);
  }, 40_000);

  it('sort the learners on the server by keyboard, and say so when the view cannot be loaded, with a way to ask again', async () => {
    await manager.setViewportSize(WIDE);
    await manager.goto(product.url('/dashboard/org/skills'));
    const slidesHeader = manager.getByRole('columnheader', { name: S.slides });
    await slidesHeader.waitFor();
    await manager.getByRole('button', { name: `Sort by ${S.slides}` }).focus();
    await manager.keyboard.press('Enter');
    await waitUntil(async () => (await slidesHeader.getAttribute('aria-sort')) === 'descending', 'the Slides column sorted, highest first');
    expect(new URL(manager.url()).searchParams.get('sort')).toBe('slides');
    // A median is read for the shown page only: its header does not sort.
    expect(await manager.getByRole('button', { name: `Sort by ${S.medianTime}` }).count()).toBe(0);

    const skillsAnswer = (url: URL) => /\/organizations\/[^/]+\/skills$/.test(url.pathname);
    await manager.route(skillsAnswer, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"message":"Internal error"}' }),
    );
    await manager.reload();
    const failed = manager.getByText('The screening skills could not be loaded.');
    await failed.waitFor();
    await manager.unroute(skillsAnswer);
    await manager.getByRole('button', { name: 'Try again' }).click();
    await manager.getByRole('heading', { name: /^Screening skills of the organization: / }).waitFor();
    expect(await failed.count()).toBe(0);
  }, 40_000);
});
