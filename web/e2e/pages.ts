/** Screen helpers shared by the browser specs: they act the way a person would (and apiPost sets a test up). */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CSRF_COOKIE, CSRF_HEADER } from '@cytocampus/contracts';
import { waitUntil } from './harness.js';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Chooses a slide's result and captures the diagnosis, as a person who waits for the choice to be
 * saved. The choice is saved 600 ms after it is made, and the spec disables Capture while the review
 * updates: a click that lands as that save starts meets a disabled button and is dropped (seen in
 * CI, where the click's checks can take that long). A demo run saves nothing (`saves: false`);
 * `afterChoice` runs between the choice and the capture.
 */
export async function captureDiagnosis(
  page: Page,
  result: string,
  { scope = page, saves = true, afterChoice }: { scope?: Page | Locator; saves?: boolean; afterChoice?: () => Promise<void> } = {},
): Promise<void> {
  const saved = saves ? page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/update')) : null;
  await scope.getByRole('radio', { name: new RegExp(`^${result} `) }).check();
  await afterChoice?.();
  await saved;
  await scope.getByRole('button', { name: 'Capture Diagnosis', exact: true }).click();
}

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if ((await input.getAttribute('readonly')) === null) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A switch's state as the page shows it. */
export function switchState(page: Page, label: string): Promise<boolean> {
  return page.getByRole('switch', { name: label }).isChecked();
}

/**
 * Accepts the Terms of Use and waits for the dialog to go: it goes only once the server has the
 * acceptance, so a page opened next does not ask again (a CI run navigated away mid-request).
 */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await terms.getByRole('button', { name: 'I Accept' }).click();
  await terms.waitFor({ state: 'detached' });
}

/** Leaves a marker in the page; it is gone if the page reloads. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate('window.__notReloaded = true');
}

export async function pageWasNotReloaded(page: Page): Promise<boolean> {
  return (await page.evaluate('window.__notReloaded === true')) === true;
}

export async function waitForPath(page: Page, test: (path: string) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  await waitUntil(() => test(new URL(page.url()).pathname), what, timeoutMs);
}

/** Picks an entry of a name picker (organization, group, assignment) from its list drawer. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Choose ${label}` });
  await drawer.getByRole('option', { name: option, exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** A POST to the API with the browser context's cookies and CSRF header, for a test's own setup: answers `data`. */
export function apiPost<T>(context: BrowserContext, url: string, data: unknown): Promise<T> {
  return apiSend<T>(context, 'POST', url, data);
}

/** A GET, POST or PUT to the API as the browser context (cookies, CSRF header): answers `data`. */
export async function apiSend<T>(context: BrowserContext, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? '';
  const response = await context.request.fetch(url, { method, data, headers: { [CSRF_HEADER]: csrf } });
  const body = (await response.json()) as { code: number; data: T; message?: string };
  if (body.code !== 200) throw new Error(`${method} ${url}: ${body.message}`);
  return body.data;
}
