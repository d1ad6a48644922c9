import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { MSG } from '@cytocampus/contracts';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { markPage, pageWasNotReloaded, signIn, switchState, waitForPath } from './pages.js';

let product: Product;
let context: BrowserContext;
let first: Page;
let second: Page;

/** Two tabs of one browser (one cookie jar), both signed in as the learner. */
beforeAll(async () => {
  product = await startProduct();
  context = await product.newContext();
  first = await context.newPage();
  await first.goto(product.url('/login'));
  await signIn(first, LEARNER.email, LEARNER.password);
  await waitForPath(first, (path) => path === '/dashboard/home', '/dashboard/home');
  second = await context.newPage();
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

describe('two tabs of one user', () => {
  it('shows a preference changed in one tab in the other without a reload', async () => {
    await first.goto(product.url('/dashboard/settings'));
    await second.goto(product.url('/dashboard/settings'));
    const label = 'Show my lab';
    await second.getByRole('switch', { name: label }).waitFor({ state: 'attached' });
    await markPage(second);
    const before = await switchState(second, label);

    await first.getByText(label, { exact: true }).click();
    expect(await switchState(first, label)).toBe(!before);

    // Sent after the 2000 ms batch delay, then pushed to the other tab.
    await waitUntil(async () => (await switchState(second, label)) === !before, 'the other tab to show the change', 15_000);
    expect(await pageWasNotReloaded(second)).toBe(true);
  }, 60_000);

  it('sends every tab to the sign-in screen at once after "Sign out of all devices"', async () => {
    await second.goto(product.url('/dashboard/home'));
    await second.getByRole('heading', { name: /^Welcome, \S+/ }).waitFor();
    await markPage(second);

    await first.goto(product.url('/dashboard/settings'));
    await first.getByRole('button', { name: 'Sign out of all devices' }).click();
    await first.getByRole('dialog').getByRole('button', { name: 'Sign out of all devices' }).click();

    await waitForPath(first, (path) => path === '/login', 'this tab on /login');
    await waitForPath(second, (path) => path === '/login', 'the other tab on /login', 5_000);
    expect(await pageWasNotReloaded(second)).toBe(true);
    // The push's own message is shown (the API's text for this reason).
    await second.getByText(MSG.signedOutEverywhere, { exact: true }).waitFor();
  }, 60_000);
});
