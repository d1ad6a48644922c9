/**
 * The managers' PT page (issue 30 section 4, docs/adr/0035) in a real Chromium: the manager opens
 * it from the navigation, sees the counts and everyone due, opens a person's detail by keyboard
 * and closes it with Escape; at 390 px it scrolls only up and down. PT_SCREENSHOTS=<dir> keeps a
 * screenshot at 1440 and at 390 px.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';
import type { ContentItem, CurrentUser, ReviewCheckout } from '@cytocampus/contracts';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' };
// One of each category and more: A B B B C C D D D D.
const SOLUTIONS = ['UNSATISFACTORY', 'NILM', 'NILM', 'NILM', 'LSIL', 'ASCUS', 'HSIL', 'AGC', 'SQUAMOUS', 'HSIL'];
const shots = process.env.PT_SCREENSHOTS;

let product: Product;
beforeAll(async () => {
  product = await startProduct();
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

describe('the retest ladder, live', () => {
  it('shows a second failure to manager and learner, and the manager’s remedial training to both without a reload', async () => {
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

    // An administrator makes two 10-slide proficiency tests of one category-complete set, in a course assigned to the demo learner.
    const { context: admin } = await signedIn(ADMIN);
    const slides: string[] = [];
    for (const [i, result] of SOLUTIONS.entries())
      slides.push(
        await active(admin, 'slides', {
          name: `PT slide ${i}`,
          accession: `PTW${i}${Date.now() % 100_000}`,
          cellCount: 0,
          tags: [],
          isPublic: true,
          solution: { type: 'GYN', result },
        }),
      );
    const proficiency = { enabled: true, size: 10 };
    const annual = await active(admin, 'tests', { name: 'Annual mock PT', slides, proficiency });
    const retest = await active(admin, 'tests', { name: 'Mock PT retest', slides, proficiency });
    const moduleId = await active(admin, 'modules', { name: 'PT course', isPublic: true, items: [annual, retest].map((itemId) => ({ type: 'test', itemId })) });
    const assignment = await active(admin, 'curricula', {
      name: 'PT assignment',
      isPublic: true,
      entries: [{ moduleId, passingScore: 90, required: true, sequential: false }],
    });
    const { context: learnerContext, page: learnerPage } = await signedIn(LEARNER);
    const learner = await api<CurrentUser>(learnerContext, 'GET', '/user');
    await api(admin, 'PUT', `/users/${learner.id}`, { curriculum: assignment });

    // The learner submits both tests blank: failed twice.
    for (const testId of [annual, retest]) {
      const { review } = await api<ReviewCheckout>(learnerContext, 'POST', `/tests/${testId}/review`, { moduleId });
      const copy = { id: review.id, elapsed: review.elapsed, startTime: review.startTime, session: review.session, lastUpdate: review.lastUpdate };
      await api(learnerContext, 'PUT', `/tests/${testId}/review/${review.id}/submit`, { review: copy });
    }

    // The learner's result says what comes next; the manager's page names the step.
    await learnerPage.goto(product.url(`/course/${moduleId}/test/${retest}`));
    const notice = learnerPage.locator('[data-pt-ladder]');
    await waitUntil(
      async () => (await notice.getAttribute('data-pt-ladder').catch(() => null)) === 'remediation',
      'the learner to see remedial training due',
      15_000,
    );
    expect(await notice.textContent()).toBe('Remedial training must be recorded by your manager before the retest.');
    await markPage(learnerPage);

    const { page } = await signedIn(MANAGER);
    await page.goto(product.url('/dashboard/org/proficiency'));
    const row = page.locator(`tr[data-person="${learner.id}"]`);
    await waitUntil(
      async () => ((await row.textContent().catch(() => '')) ?? '').includes('Failed twice: remedial training due'),
      'the row to show the step',
      15_000,
    );
    await markPage(page);
    await row.getByRole('button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('form', { name: 'Record remedial training' }).waitFor();
    await drawer.getByLabel('Note').fill('Reviewed HSIL criteria with the supervisor');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.getByText('Reviewed HSIL criteria with the supervisor').waitFor();

    // Both screens follow the record without a reload: a 20-slide retest due within 45 days.
    await waitUntil(async () => (await notice.getAttribute('data-pt-ladder')) === 'retest', 'the learner’s notice to follow', 10_000);
    expect(await notice.textContent()).toMatch(/^Retest due by [A-Z][a-z]{2} \d{1,2}, \d{4} \(20 slides\)\.$/);
    expect(await pageWasNotReloaded(learnerPage)).toBe(true);
    await page.keyboard.press('Escape');
    await waitUntil(async () => ((await row.textContent()) ?? '').includes('Failed twice: 20-slide retest due'), 'the manager’s row to follow', 10_000);
    expect(await row.textContent()).toContain('Retest due in 45 days');
    expect(await pageWasNotReloaded(page)).toBe(true);
  }, 180_000);
});
