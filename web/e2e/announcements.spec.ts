import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ANNOUNCEMENT_MSG } from '@cytocampus/contracts';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';

const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' } as const;

let product: Product;
let admin: Page;
let learner: Page;

async function signedIn(account: { email: string; password: string }): Promise<Page> {
  const page = await product.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, (path) => path === '/dashboard/home', '/dashboard/home');
  return page;
}

beforeAll(async () => {
  product = await startProduct();
  [admin, learner] = await Promise.all([signedIn(ADMIN), signedIn(LEARNER)]);
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

describe('the announcement', () => {
  it('is edited by an administrator and shows on a learner’s open home page without a reload', async () => {
    const panel = learner.getByRole('complementary', { name: 'Announcements' });
    await panel.getByText('Welcome to CytoCampus').waitFor();
    await markPage(learner);

    await admin.getByRole('link', { name: 'Announcements' }).click();
    await waitForPath(admin, (path) => path === '/dashboard/admin/announcements', 'the announcement editor');
    const editor = admin.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await admin.keyboard.press('Control+A');
    await admin.keyboard.press('Backspace');
    await admin.getByRole('button', { name: 'Heading 3' }).click();
    await admin.keyboard.type('Lab closed on ');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.type('Friday');
    await admin.keyboard.press('Control+B');
    await admin.keyboard.press('Enter');
    // A typed address becomes a link by itself; a selection becomes one through the prompt.
    await admin.keyboard.type('Hours: https://www.example.com/hours and the schedule');
    for (let i = 0; i < 'the schedule'.length; i += 1) await admin.keyboard.press('Shift+ArrowLeft');
    await admin.getByRole('button', { name: 'Link', exact: true }).click();
    await admin.getByRole('textbox', { name: 'Enter the URL of the link:' }).fill('lab.example.org/schedule');
    await admin.getByRole('button', { name: 'OK', exact: true }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(ANNOUNCEMENT_MSG.saved).waitFor();

    await panel.getByRole('heading', { name: 'Lab closed on Friday' }).waitFor({ timeout: 10_000 });
    expect(await panel.locator('strong').innerText()).toBe('Friday');
    const schedule = panel.getByRole('link', { name: 'the schedule' });
    expect(await schedule.getAttribute('href')).toBe('https://lab.example.org/schedule');
    expect(await schedule.getAttribute('target')).toBe('_blank');
    expect(await panel.getByRole('link', { name: 'https://www.example.com/hours' }).getAttribute('rel')).toBe('noopener noreferrer');
    await waitUntil(async () => !(await panel.getByText('Welcome to CytoCampus').isVisible()), 'the old announcement to go');
    expect(await pageWasNotReloaded(learner)).toBe(true);
  }, 60_000);

  it('is not editable by a learner', async () => {
    await learner.goto(product.url('/admin/announcements'));
    await waitForPath(learner, (path) => path === '/dashboard/admin/announcements', 'the redirect to the admin area');
    await learner.getByText('401').first().waitFor();
    expect(await learner.getByRole('textbox', { name: 'Content' }).count()).toBe(0);
    expect(await learner.getByRole('link', { name: 'Announcements' }).count()).toBe(0);
  }, 30_000);
});
