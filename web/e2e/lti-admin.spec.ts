import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { startProduct, waitUntil, type Product } from './harness.js';
import { choose, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const SUPER = 'super@cytocampus.test';
const PASSWORD = 'CytoCampus1';
/** A platform of this machine: http addresses of 127.0.0.1 are allowed outside production (OIDC_ALLOW_HTTP_ISSUERS), and nothing is fetched when registering. */
const MOODLE = 'http://127.0.0.1:9/moodle';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

/** A super user's fresh browser on the learning platforms page. */
async function platformsPage(): Promise<Page> {
  const page = await product.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, SUPER, PASSWORD);
  await waitForPath(page, (path) => path === '/dashboard/home', 'the dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learning platforms' }).click();
  await waitForPath(page, (path) => path === '/dashboard/admin/lti', 'the learning platforms page');
  await page.getByRole('textbox', { name: 'Login URL (OpenID Connect initiation)' }).waitFor();
  return page;
}

const keyItems = (page: Page) => page.getByRole('list', { name: 'Our keys' }).getByRole('listitem');
const keyCount = (page: Page, count: number) => waitUntil(async () => (await keyItems(page).count()) === count, `${count} keys listed`);

describe('a super user registers a learning platform', () => {
  it('registers one by the drawer, rotates our key and retires the old one; another tab follows each change live', async () => {
    // The other tab watches on a phone.
    const watcher = await platformsPage();
    await watcher.setViewportSize(PHONE_VIEWPORT);
    await markPage(watcher);
    const admin = await platformsPage();

    await admin.getByRole('button', { name: 'Add Platform' }).click();
    const drawer = admin.getByRole('dialog', { name: 'Add a learning platform' });
    // By keyboard, the drawer's first field takes the typing.
    await admin.keyboard.type('Riverside Moodle');
    expect(await drawer.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Riverside Moodle');
    await choose(admin, 'Organization', 'Riverside Cytology Laboratory');
    await drawer.getByRole('textbox', { name: 'Issuer' }).fill(MOODLE);
    await drawer.getByRole('textbox', { name: 'Client ID' }).fill('cytocampus-tool');
    await drawer.getByLabel('Deployment IDs').fill('1');
    await admin.keyboard.press('Enter');
    await drawer.getByRole('textbox', { name: 'Platform key set URL' }).fill('not an address');
    await drawer.getByRole('textbox', { name: 'Authorization URL' }).fill(`${MOODLE}/mod/lti/auth.php`);
    await drawer.getByRole('textbox', { name: 'Token URL' }).fill(`${MOODLE}/mod/lti/token.php`);
    await drawer.getByRole('button', { name: 'Add Platform' }).click();
    // The server's rule, under its field, before anything is sent.
    await drawer.getByText('Each address must be a web address (https).').waitFor();
    await drawer.getByRole('textbox', { name: 'Platform key set URL' }).fill(`${MOODLE}/mod/lti/certs.php`);
    await drawer.getByRole('button', { name: 'Add Platform' }).click();
    await drawer.waitFor({ state: 'hidden' });

    const row = admin.getByRole('table', { name: 'Platforms' }).getByRole('row', { name: /Riverside Moodle/ });
    await row.getByRole('cell', { name: 'Riverside Cytology Laboratory' }).waitFor();
    expect(await row.getByRole('switch', { name: 'Riverside Moodle enabled' }).isChecked()).toBe(true);
    const card = watcher.getByRole('listitem', { name: 'Riverside Moodle' });
    await card.getByText(MOODLE, { exact: true }).waitFor();

    // Rotation: a new signing key, the old one still published until retired.
    await keyCount(admin, 1);
    const oldKid = await keyItems(admin).first().getAttribute('data-kid');
    await admin.getByRole('button', { name: 'Add a new key' }).click();
    await keyCount(watcher, 2);
    await keyCount(admin, 2);
    expect(await admin.getByRole('listitem', { name: oldKid! }).getByText('Published').count()).toBe(1);
    await admin.getByRole('button', { name: `Retire key ${oldKid}` }).click();
    await admin.getByRole('dialog', { name: 'Retire this key?' }).getByRole('button', { name: 'Retire' }).click();
    await keyCount(watcher, 1);
    expect(await keyItems(watcher).first().getAttribute('data-kid')).not.toBe(oldKid);
    expect(await keyItems(watcher).first().getByText('Signing').count()).toBe(1);

    expect(await pageWasNotReloaded(watcher)).toBe(true);
    await expectFitsPhone(watcher, 'the learning platforms page');
  }, 60_000);
});
