/**
 * The managers' PT page (issue 30 section 4, docs/adr/0035) in a real Chromium: the manager opens
 * it from the navigation, sees the counts and everyone due, opens a person's detail by keyboard
 * and closes it with Escape; at 390 px it scrolls only up and down. PT_SCREENSHOTS=<dir> keeps a
 * screenshot at 1440 and at 390 px.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startProduct, type Product } from './harness.js';
import { signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };
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
