import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { LTI_CLAIM, LTI_MSG, LTI_ROUTES, type ContentItem, type LtiPlatformItem, type NameEntry } from '@cytocampus/contracts';
import { startProduct, waitUntil, type Product } from './harness.js';
import { startSpecPlatform, type SpecPlatform } from './lti-platform.js';
import { apiSend, choose, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const SUPER = 'super@cytocampus.test';
const PASSWORD = 'CytoCampus1';
/** A platform of this machine: http addresses of 127.0.0.1 are allowed outside production (OIDC_ALLOW_HTTP_ISSUERS), and nothing is fetched when registering. */
const MOODLE = 'http://127.0.0.1:9/moodle';

let product: Product;
let platform: SpecPlatform;
beforeAll(async () => {
  product = await startProduct();
  platform = await startSpecPlatform(product.baseUrl);
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await product?.stop();
});

const api = (path: string) => product.url(`/api/v1${path}`);

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
  it('registers one by the drawer, rotates our key, retires the old one and removes the platform; another tab follows each change live', async () => {
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

    // Removed after a confirmation, from the other tab too.
    await row.getByRole('button', { name: 'Remove Riverside Moodle' }).click();
    await admin.getByRole('dialog', { name: 'Remove Riverside Moodle?' }).getByRole('button', { name: 'Remove' }).click();
    await card.waitFor({ state: 'detached' });

    expect(await pageWasNotReloaded(watcher)).toBe(true);
    // A session no launch started shows no launch bar.
    expect(await watcher.getByRole('note').count()).toBe(0);
    await expectFitsPhone(watcher, 'the learning platforms page');
  }, 60_000);
});

/** As a super user: the platform registered for Riverside, and an active course of a presentation for its instructors to pick. */
async function platformWithACourse(admin: BrowserContext): Promise<{ moduleId: string; itemId: string }> {
  const organizations = await apiSend<NameEntry[]>(admin, 'GET', api('/organizations?names=1'));
  const riverside = organizations.find((entry) => entry.name === 'Riverside Cytology Laboratory')!;
  await apiSend<LtiPlatformItem>(admin, 'POST', api(LTI_ROUTES.platforms), platform.registration(riverside.itemid));
  const talk = await apiSend<ContentItem>(admin, 'POST', api('/presentations'), {
    name: 'The Bethesda System',
    title: 'The Bethesda System',
    pages: [{ title: 'Categories', file: { type: 'Embedded Link', url: `${product.baseUrl}/verify/none` } }],
  });
  const course = await apiSend<ContentItem>(admin, 'POST', api('/modules'), {
    name: 'Gynecologic cytology',
    isPublic: true,
    items: [{ type: 'presentation', itemId: talk.itemId }],
  });
  await apiSend(admin, 'PUT', api(`/modules/${course.id}`), { activate: true });
  return { moduleId: course.itemId, itemId: talk.itemId };
}

describe('an instructor adds CytoCampus to a course of the learning platform', () => {
  it('picks a course and an item in the platform’s frame, the platform receives both links, and a learner’s link opens the course under the launch bar', async () => {
    const { moduleId, itemId } = await platformWithACourse((await platformsPage()).context());

    const teacher = await product.newPage();
    await teacher.goto(platform.coursePage({ kind: 'deepLinking', email: 'jordan.park@riverside.test', contextTitle: 'CT 101' }));
    const frame = teacher.frameLocator('iframe[title="CytoCampus"]');
    await frame.getByRole('heading', { name: LTI_MSG.pickTitle }).waitFor();
    await frame.getByText('Opened from Riverside Canvas · CT 101').waitFor();
    await frame.getByRole('checkbox', { name: 'The whole course “Gynecologic cytology”' }).check();
    await frame.getByRole('checkbox', { name: /^The Bethesda System/ }).check();
    await frame.getByRole('button', { name: 'Add to course' }).click();
    // The browser posted the signed answer to the platform's return address (the frame left for the platform's page).
    await frame.getByRole('heading', { name: 'Links added' }).waitFor();
    const items = platform.returned()?.[LTI_CLAIM.contentItems] as { custom: Record<string, string> }[];
    expect(items.map((item) => item.custom.cytocampus_target)).toEqual([`course/${moduleId}`, `course/${moduleId}/presentation/${itemId}`]);

    const learner = await product.newPage();
    await learner.goto(platform.coursePage({ kind: 'resourceLink', email: 'sam.lee@riverside.test', contextTitle: 'CT 101', target: `course/${moduleId}` }));
    const course = learner.frameLocator('iframe[title="CytoCampus"]');
    await course.getByRole('note', { name: 'Opened from Riverside Canvas · CT 101' }).waitFor();
    await course.getByRole('heading', { name: 'Gynecologic cytology' }).waitFor();
  }, 60_000);
});
