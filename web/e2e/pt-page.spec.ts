/**
 * The managers' PT page (issue 30 section 4, docs/adr/0035) in a real Chromium: the manager opens
 * it from the navigation, sees the counts and everyone due, opens a person's detail by keyboard
 * and closes it with Escape; at 390 px it scrolls only up and down. Then the story of issue 30
 * section 5 "Browser": the demo learner fails the annual PT in the player (an automatic failure),
 * fails the retest, the manager records remedial training on the PT page and both screens follow
 * live; the learner passes the 20-slide retest and the manager's row turns to passed, live. The
 * player and the result fit a phone. PT_SCREENSHOTS=<dir> keeps screenshots of the PT page, the
 * player and both results at 1440 and at 390 px.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  PT_LADDER_ROUTES,
  PT_PASS_MARK_PERCENT,
  ptLearnerNotice,
  ptStepText,
  ptTimeLimitMinutes,
  type ContentItem,
  type CurrentUser,
  type PtPersonStatus,
  type ReviewCheckout,
} from '@cytocampus/contracts';
import { PT_RETEST_WITHIN_DAYS } from '@cytocampus/domain';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { imagedSlides } from './imaged-slides.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';
import { answerPt, ptSecondsLeft, submitPt } from './proficiency.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' };
// One of each category and more: A B B B C C D D D D.
const SOLUTIONS = ['UNSATISFACTORY', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];
const shots = process.env.PT_SCREENSHOTS;

let product: Product;
beforeAll(async () => {
  // Small slide images (imagedSlides) are accepted.
  product = await startProduct({ env: { SLIDE_MIN_BYTES: '1' } });
}, 120_000);
afterAll(() => product?.stop());

describe('the PT page', () => {
  it('lists who is due with counts, opens a person by keyboard, and fits a phone', async () => {
    const context = await product.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(product.url('/login'));
    await signIn(page, MANAGER.email, MANAGER.password);
    await waitForPath(page, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);

    await page.getByRole('link', { name: 'Proficiency Tests' }).click();
    await waitForPath(page, (path) => path === '/dashboard/org/proficiency', 'the PT page');
    const section = page.getByRole('region', { name: 'Proficiency Tests' });
    await section.getByRole('table').waitFor();
    // Nobody has taken a test in the demo: everyone is due, and the tiles say so.
    const due = await section.getByRole('listitem', { name: /^Due: \d+$/ }).getAttribute('aria-label');
    const people = Number(due!.split(': ')[1]);
    expect(people).toBeGreaterThan(0);
    await expect(section.getByRole('listitem', { name: 'Passed: 0' }).count()).resolves.toBe(1);
    await expect(section.getByText('Annual test due').count()).resolves.toBe(Math.min(people, 10));
    const exportHref = await section.getByRole('link', { name: 'Export' }).getAttribute('href');
    expect(exportHref).toMatch(/^\/api\/v1\/organizations\/[^/]+\/proficiency\/export\?year=\d{4}$/);
    if (shots) await page.screenshot({ path: join(shots, 'pt-page-1440.png'), fullPage: true });

    // By keyboard: the first name opens the person's detail, Escape closes it.
    const open = section.getByRole('button', { name: /^Open .+’s proficiency tests$/ }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.getByText('No attempt this year.').waitFor();
    await drawer.getByText('Nothing recorded yet.').waitFor();
    expect(await drawer.getByText('Annual test due').count()).toBe(1);
    // No form: nothing is due to record before a second failure.
    expect(await drawer.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.setViewportSize(PHONE_VIEWPORT);
    await section.getByRole('table').waitFor();
    await expectFitsPhone(page, 'the PT page');
    if (shots) await page.screenshot({ path: join(shots, 'pt-page-390.png'), fullPage: true });
  }, 90_000);
});

describe('the proficiency test story, live', () => {
  it('the learner fails the annual PT in the player, the manager records remedial training live, the learner passes the 20-slide retest', async () => {
    const signedIn = async (account: { email: string; password: string }) => {
      const context = await product.newContext();
      const page = await context.newPage();
      await page.goto(product.url('/login'));
      await signIn(page, account.email, account.password);
      await waitForPath(page, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);
      return { context, page };
    };
    const api = <T>(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
      apiSend<T>(context, method, product.url(`/api/v1${path}`), body);
    const active = async (context: BrowserContext, path: string, fields: object) => {
      const item = await api<ContentItem>(context, 'POST', `/${path}`, fields);
      await api(context, 'PUT', `/${path}/${item.id}`, { activate: true });
      return item.itemId;
    };

    // An administrator makes 20 category-complete slides with small images (the player shows each in its viewer),
    // two 10-slide proficiency tests of the first ten and a 20-slide one of all, in a course assigned to the demo learner.
    const { context: admin } = await signedIn(ADMIN);
    const stamp = Date.now() % 100_000;
    const fields = [...SOLUTIONS, ...SOLUTIONS].map((result, i) => ({
      name: `PT slide ${i + 1}`,
      accession: `PTW${stamp}S${i + 1}`,
      tags: [],
      isPublic: true,
      solution: { type: 'GYN', result },
    }));
    const itemIds = await imagedSlides(admin, product.url(''), fields);
    const sheet = fields.map((f, i) => ({ itemId: itemIds[i]!, name: f.name, accession: f.accession, result: f.solution.result }));
    const slides = sheet.map((s) => s.itemId);
    const annual = await active(admin, 'tests', { name: 'Annual mock PT', slides: slides.slice(0, 10), proficiency: { enabled: true, size: 10 } });
    const retest = await active(admin, 'tests', { name: 'Mock PT retest', slides: slides.slice(0, 10), proficiency: { enabled: true, size: 10 } });
    const retest20 = await active(admin, 'tests', { name: 'Mock PT 20-slide retest', slides, proficiency: { enabled: true, size: 20 } });
    const items = [annual, retest, retest20].map((itemId) => ({ type: 'test', itemId }));
    const moduleId = await active(admin, 'modules', { name: 'PT course', isPublic: true, items });
    const assignment = await active(admin, 'curricula', {
      name: 'PT assignment',
      isPublic: true,
      entries: [{ moduleId, passingScore: 90, required: true, sequential: false }],
    });
    const { context: learnerContext, page: learnerPage } = await signedIn(LEARNER);
    const learner = await api<CurrentUser>(learnerContext, 'GET', '/user');
    await api(admin, 'PUT', `/users/${learner.id}`, { curriculum: assignment });
    const myStatus = () => api<PtPersonStatus>(learnerContext, 'GET', PT_LADDER_ROUTES.person(learner.id, new Date().getUTCFullYear()));

    // The learner opens the annual test: the rules, then Start and the countdown from the 2-hour limit.
    await learnerPage.setViewportSize({ width: 1440, height: 900 });
    await learnerPage.goto(product.url(`/course/${moduleId}/test/${annual}`));
    await learnerPage.getByRole('heading', { name: 'Before you start' }).waitFor();
    const limit = ptTimeLimitMinutes({ size: 10 });
    for (const rule of ['10 gynecologic slides', `${limit} minutes, counted by the server from Start`, `Pass mark ${PT_PASS_MARK_PERCENT} % of the points`])
      await learnerPage.getByRole('listitem').filter({ hasText: rule }).waitFor();
    await learnerPage.getByRole('button', { name: 'Start' }).click();
    await learnerPage.getByRole('timer').waitFor();
    const atStart = await ptSecondsLeft(learnerPage);
    expect(atStart).toBeLessThanOrEqual(limit * 60);
    expect(atStart).toBeGreaterThan(limit * 60 - 60);

    // Every slide right but one high-grade lesion (D) called negative (B): -5 points, 85 % at best, an automatic failure.
    const missed = sheet[6]!;
    expect(missed.result).toBe('HSIL');
    await answerPt(
      learnerPage,
      sheet.slice(0, 10).map((s) => (s === missed ? { ...s, result: 'NILM' } : s)),
    );
    await waitUntil(async () => (await ptSecondsLeft(learnerPage)) < atStart, 'the countdown to run', 5_000);
    if (shots) await bothWidths(learnerPage, 'pt-taking');
    await learnerPage.setViewportSize(PHONE_VIEWPORT);
    await expectFitsPhone(learnerPage, 'the PT player');
    // The answer stacks under the slide as wide as the slides' navigator: no column of the desktop layout left over.
    const answerPanel = learnerPage.getByRole('heading', { name: 'Slide 10 of 10' }).locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]');
    const rightEdge = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return Math.round(box ? box.x + box.width : -1);
    };
    expect(await rightEdge(answerPanel)).toBe(await rightEdge(learnerPage.getByRole('navigation', { name: 'Slides' })));
    await learnerPage.setViewportSize({ width: 1440, height: 900 });
    await submitPt(learnerPage);

    // The result: failed, the automatic failure named, and the ladder's 10-slide retest with its deadline (the server's).
    await learnerPage.getByRole('heading', { name: 'Result' }).waitFor();
    expect(await learnerPage.getByText('Failed', { exact: true }).count()).toBe(1);
    await learnerPage.getByText('85 % (85 of 100 points)').waitFor();
    await learnerPage.getByText(`Failed: below the pass mark of ${PT_PASS_MARK_PERCENT}\u00a0%.`, { exact: false }).waitFor();
    expect(await learnerPage.getByText(/^Automatic failure/).textContent()).toBe(`Automatic failure: slide 7 (${missed.name})`);
    const failedOnce = await myStatus();
    expect({ state: failedOnce.state, failures: failedOnce.failures, nextSize: failedOnce.nextSize }).toEqual({ state: 'retest', failures: 1, nextSize: 10 });
    // Due within 45 days of the failure (a minute's slack for the run).
    expect(Math.abs(failedOnce.dueBy! - (Date.now() + PT_RETEST_WITHIN_DAYS * 86_400_000))).toBeLessThan(60_000);
    const notice = learnerPage.locator('[data-pt-ladder]');
    await waitUntil(async () => (await notice.textContent().catch(() => null)) === ptLearnerNotice(failedOnce), 'the retest due under the result', 10_000);
    // What comes next stands under the verdict, above the slide table (on a phone, not after twenty rows).
    expect((await notice.boundingBox())!.y).toBeLessThan((await learnerPage.getByRole('table').first().boundingBox())!.y);
    if (shots) await bothWidths(learnerPage, 'pt-result-failed');
    await learnerPage.setViewportSize(PHONE_VIEWPORT);
    await expectFitsPhone(learnerPage, 'the PT result');
    await learnerPage.setViewportSize({ width: 1440, height: 900 });

    // Set-up, not the story: the 10-slide retest is failed again by API (submitted blank).
    const { review } = await api<ReviewCheckout>(learnerContext, 'POST', `/tests/${retest}/review`, { moduleId });
    const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
    await api(learnerContext, 'PUT', `/tests/${retest}/review/${review.id}/submit`, { review: copy });

    // The learner's result says what comes next; the manager's page names the step.
    await learnerPage.goto(product.url(`/course/${moduleId}/test/${retest}`));
    await waitUntil(
      async () => (await notice.getAttribute('data-pt-ladder').catch(() => null)) === 'remediation',
      'the learner to see remedial training due',
      15_000,
    );
    expect(await notice.textContent()).toBe(ptLearnerNotice(await myStatus()));
    await markPage(learnerPage);

    const { page } = await signedIn(MANAGER);
    await page.goto(product.url('/dashboard/org/proficiency'));
    const row = page.locator(`tr[data-person="${learner.id}"]`);
    const rowSays = (standing: Parameters<typeof ptStepText>[0]) => async () =>
      ((await row.textContent().catch(() => '')) ?? '').includes(ptStepText(standing));
    const step = { hoursRecorded: 0, hoursNeeded: 0 };
    await waitUntil(rowSays({ ...step, state: 'remediation', failures: 2, nextSize: null }), 'the row to show the step', 15_000);
    await markPage(page);
    await row.getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('form', { name: 'Record remedial training' }).waitFor();
    await drawer.getByLabel('Note').fill('Reviewed HSIL criteria with the supervisor');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Reviewed HSIL criteria with the supervisor').waitFor();

    // Both screens follow the record without a reload: a 20-slide retest due within 45 days.
    await waitUntil(async () => (await notice.getAttribute('data-pt-ladder')) === 'retest', 'the learner’s notice to follow', 10_000);
    const afterRemediation = await myStatus();
    expect(afterRemediation.nextSize).toBe(20);
    expect(await notice.textContent()).toBe(ptLearnerNotice(afterRemediation));
    expect(await pageWasNotReloaded(learnerPage)).toBe(true);
    await page.keyboard.press('Escape');
    await waitUntil(rowSays({ ...step, state: 'retest', failures: 2, nextSize: 20 }), 'the manager’s row to follow', 10_000);
    expect(await row.textContent()).toContain('Retest due in 45 days');
    expect(await pageWasNotReloaded(page)).toBe(true);

    // The learner passes the 20-slide retest in the player; the manager's row turns to passed, still without a reload.
    await learnerPage.goto(product.url(`/course/${moduleId}/test/${retest20}`));
    await learnerPage.getByRole('listitem').filter({ hasText: '20 gynecologic slides' }).waitFor();
    await learnerPage.getByRole('button', { name: 'Start' }).click();
    await answerPt(learnerPage, sheet);
    await submitPt(learnerPage);
    await learnerPage.getByText(`Passed: at or above the pass mark of ${PT_PASS_MARK_PERCENT}\u00a0%.`).waitFor();
    expect(await learnerPage.getByText('Passed', { exact: true }).count()).toBe(1);
    expect(await learnerPage.getByText(/^Automatic failure/).count()).toBe(0);
    const passed = await myStatus();
    expect(passed.state).toBe('passed');
    await waitUntil(async () => (await notice.textContent().catch(() => null)) === ptLearnerNotice(passed), 'the passed notice under the result', 10_000);
    if (shots) await bothWidths(learnerPage, 'pt-result-passed');
    await waitUntil(rowSays({ ...step, state: 'passed', failures: 2, nextSize: null }), 'the manager’s row to turn to passed', 10_000);
    expect(await pageWasNotReloaded(page)).toBe(true);
  }, 180_000);
});

/** A screenshot of the learner's page at 1440 and at 390 px, then back to 1440. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(shots!, `${name}-1440.png`), fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: join(shots!, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}
