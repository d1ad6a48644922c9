import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MSG, PRODUCT_NAME } from '@cytocampus/contracts';
import { LEARNER, resetLinkPath, startProduct, waitUntil, type Product } from './harness.js';
import { acceptTerms, choose, signIn, waitForPath } from './pages.js';

let product: Product;
beforeAll(async () => {
  // The embedded default, as a first `npm start` runs.
  product = await startProduct({ database: 'pglite' });
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

const onPath = (expected: string) => (path: string) => path === expected;

describe('signing in and out', () => {
  it('signs in the seeded learner and shows the welcome on the dashboard home', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await signIn(page, LEARNER.email, LEARNER.password);
    await waitForPath(page, onPath('/dashboard/home'), '/dashboard/home');
    await page.getByRole('heading', { name: /^Welcome, \S+/ }).waitFor();
    expect(await page.title()).toBe(`Home | ${PRODUCT_NAME}`);
  }, 60_000);

  it('answers a wrong password with the contract message', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await signIn(page, LEARNER.email, 'NotThePassword1');
    await page.getByText(MSG.loginIncorrect, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  }, 60_000);

  it('keeps the original path of a signed-out visitor and returns to it after sign-in', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/dashboard/settings'));
    await waitForPath(page, onPath('/login/dashboard/settings'), '/login/dashboard/settings');
    await signIn(page, LEARNER.email, LEARNER.password);
    await waitForPath(page, onPath('/dashboard/settings'), '/dashboard/settings');
    await page.getByRole('heading', { name: 'Notification Settings' }).waitFor();
  }, 60_000);

  it('signs out from the user menu, after which the dashboard needs a sign-in again', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await signIn(page, LEARNER.email, LEARNER.password);
    await waitForPath(page, onPath('/dashboard/home'), '/dashboard/home');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await waitForPath(page, onPath('/login'), '/login after signing out');
    await page.goto(product.url('/dashboard/home'));
    await waitForPath(page, onPath('/login/dashboard/home'), 'the sign-in screen keeping /dashboard/home');
  }, 60_000);
});

describe('registration', () => {
  it('registers a new account, signs it in, asks for the terms and shows the waiting screen', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/register'));
    await page.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    await page.getByRole('textbox', { name: 'Email' }).fill('casey.nguyen@lab.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Micro5copes');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('Micro5copes');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Lab Name' }).fill('Riverside Cytology');
    await choose(page, 'Years of experience', '5-10');
    await choose(page, 'Job title', 'Cytotech');
    await choose(page, 'Country', 'Canada');
    await page.getByRole('textbox', { name: 'Zip/Postal Code' }).fill('K1A 0B1');
    await choose(page, 'Referral', 'Word of Mouth');

    const register = page.getByRole('button', { name: 'Register' });
    expect(await register.isDisabled()).toBe(true);
    // The widget draws its own box over the checkbox: click the label, as a person would.
    await page.getByText("I'm not a robot", { exact: true }).click();
    await waitUntil(() => register.isEnabled(), 'the solved captcha to enable Register', 30_000);
    await register.click();

    await waitForPath(page, onPath('/dashboard/home'), '/dashboard/home after registering', 20_000);
    // New accounts start with terms 0: the current terms (version 1) must be accepted first.
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await terms.waitFor();
    await acceptTerms(page);
    await page.getByText(MSG.noOrganizationTitle, { exact: true }).waitFor();
    await page.getByText(MSG.noOrganizationText, { exact: true }).waitFor();
    await page.reload();
    await page.getByText(MSG.noOrganizationTitle, { exact: true }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Terms of Use' }).count()).toBe(0);
  }, 90_000);
});

describe('password reset', () => {
  // Last: it changes the seeded learner's password.
  it('sets a new password through the e-mailed link and signs in with it', async () => {
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(LEARNER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(MSG.resetSent, { exact: true }).waitFor();

    const mail = await product.waitForMail(LEARNER.email, (candidate) => candidate.text.includes('/reset-password?token='));
    await page.goto(product.url(resetLinkPath(mail)));
    const newPassword = 'Fresh-Slides-42';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await waitForPath(page, onPath('/login'), '/login after the reset');

    await signIn(page, LEARNER.email, LEARNER.password);
    await page.getByText(MSG.loginIncorrect, { exact: true }).waitFor();
    await signIn(page, LEARNER.email, newPassword);
    await waitForPath(page, onPath('/dashboard/home'), '/dashboard/home with the new password');
    await page.getByRole('heading', { name: /^Welcome, \S+/ }).waitFor();
  }, 60_000);
});
