/**
 * Single sign-on in a browser (docs/adr/0041): the laboratory's provider (oidc-provider, in this
 * process on 127.0.0.2, another site than the product's 127.0.0.1) configured for the demo
 * organization; a person presses "Sign in with …" on /login, signs in on the provider's own page,
 * lands on Home with an account made for them, and signing out goes through the provider and back
 * to /login.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';
import { IDENTITY_PROVIDER_ROUTES } from '@cytocampus/contracts';
import { PROVIDER_ACCOUNTS, PROVIDER_NAME, providerRequest, startTestProvider, type TestProvider } from '@cytocampus/testing/oidc';
import { LEARNER, startProduct, type Product } from './harness.js';
import { acceptTerms, apiPost, apiSend, waitForPath } from './pages.js';

const SUPER = { email: 'super@cytocampus.test', password: 'CytoCampus1' };

let product: Product;
let provider: TestProvider;

/** A browser context signed in through the API (setting the test up, not under test). */
async function signedInContext(account: { email: string; password: string }): Promise<BrowserContext> {
  const context = await product.newContext();
  await context.request.get(product.url('/api/v1/health'));
  await apiPost(context, product.url('/api/v1/login'), { ...account, website: '' });
  return context;
}

beforeAll(async () => {
  product = await startProduct();
  // The provider sends the browser back to the product's own origin (PUBLIC_URL), so it starts once that is known.
  provider = await startTestProvider({ appUrl: product.baseUrl });
  const { orgId } = await apiSend<{ orgId: string }>(await signedInContext(LEARNER), 'GET', product.url('/api/v1/user'));
  await apiPost(await signedInContext(SUPER), product.url(`/api/v1${IDENTITY_PROVIDER_ROUTES.list(orgId)}`), providerRequest(provider.issuer));
}, 120_000);
afterAll(async () => {
  await product?.stop();
  await provider?.close();
});

describe('signing in and out through the laboratory’s provider', () => {
  it('signs in on the provider’s page, lands on Home, and signs out through the provider back to /login', async () => {
    const { ada } = PROVIDER_ACCOUNTS;
    const page = await product.newPage();
    await page.goto(product.url('/login'));
    await page.getByRole('textbox', { name: 'Email' }).fill(ada.login);
    await page.getByRole('button', { name: `Sign in with ${PROVIDER_NAME}` }).click();

    // The provider's own login page, on its own site, the typed address already in it.
    await page.getByRole('heading', { name: `Sign in to ${PROVIDER_NAME}` }).waitFor();
    expect(new URL(page.url()).origin).toBe(provider.issuer);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(ada.login);
    await page.getByLabel('Password').fill(ada.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await waitForPath(page, (path) => path === '/dashboard/home', '/dashboard/home after the provider', 20_000);
    await acceptTerms(page);
    await page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    // The provider asks to confirm, then returns to the product's sign-in page.
    await page.getByRole('button', { name: `Sign out of ${PROVIDER_NAME}` }).click();
    await waitForPath(page, (path) => path === '/login', '/login after the provider signed out', 20_000);
    expect(new URL(page.url()).origin).toBe(product.baseUrl);
    expect((await page.request.get(product.url('/api/v1/user'))).status()).toBe(401);
  }, 60_000);
});
