import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ACCESS_TOKEN_PREFIX, DEACTIVATED_MESSAGE, DIRECTORY_MSG, TOKEN_MSG } from '@cytocampus/contracts';
import { LEARNER, startProduct, type Product } from './harness.js';
import { acceptTerms, choose, markPage, pageWasNotReloaded, pick, signIn, waitForPath } from './pages.js';
import { expectFitsPhone, PHONE_VIEWPORT } from './phone.js';

const PASSWORD = 'CytoCampus1';
const MANAGER = 'manager@cytocampus.test';
const ADMIN = 'admin@cytocampus.test';
const SUPER = 'super@cytocampus.test';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
}, 120_000);
afterAll(async () => {
  await product?.stop();
});

/** A fresh browser (own cookies) signed in on the dashboard. */
async function signedIn(email: string, password = PASSWORD): Promise<Page> {
  const page = await product.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, email, password);
  await waitForPath(page, (path) => path === '/dashboard/home', `${email} on /dashboard/home`);
  return page;
}

describe('a manager onboards a user', () => {
  it('creates a user in the organization with a group, and the user signs in', async () => {
    const manager = await signedIn(MANAGER);
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users', exact: true }).click();
    await waitForPath(manager, (path) => path === '/dashboard/org/users', 'the organization user list');
    await manager.getByRole('link', { name: 'Add User' }).click();
    await waitForPath(manager, (path) => path === '/dashboard/org/users/new', 'the new user form');

    await manager.getByRole('textbox', { name: 'Email' }).fill('casey.nguyen@riverside.test');
    await manager.getByLabel('Password', { exact: true }).fill('Micro5copes');
    await manager.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await manager.getByRole('textbox', { name: 'Last name' }).fill('Nguyen');
    await choose(manager, 'Gender', 'Undeclared/Other');
    await choose(manager, 'Country', 'Canada');
    await pick(manager, 'Group', 'Day Shift');
    await manager.getByRole('button', { name: 'Save', exact: true }).click();

    // The new user's page replaces the form, in view mode, in the manager's organization.
    await waitForPath(manager, (path) => /^\/dashboard\/org\/users\/[\w-]+$/.test(path) && !path.endsWith('/new'), 'the created user');
    await manager.getByRole('heading', { name: 'Casey Nguyen' }).waitFor();
    await manager.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await manager.getByRole('button', { name: 'Group', exact: true }).textContent()).toContain('Day Shift');
    expect(await manager.getByText('Riverside Cytology Laboratory').count()).toBeGreaterThan(0);

    const casey = await signedIn('casey.nguyen@riverside.test', 'Micro5copes');
    await acceptTerms(casey);
    await casey.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
  }, 90_000);
});

/** The learner's page on the admin side, opened from the list. */
async function openLearner(page: Page): Promise<void> {
  await page.goto(product.url(`/dashboard/admin/users?search=${encodeURIComponent(LEARNER.email)}`));
  await page.getByRole('link', { name: 'Riley Thompson' }).click();
  await page.getByRole('heading', { name: 'Access Tokens' }).waitFor();
}

/** A call of a script from the page: the token only, no cookie, no CSRF header. */
const scriptCall = (page: Page, token: string, method: 'GET' | 'POST', path: string) =>
  page.evaluate(
    async ([token, method, path]) => {
      const res = await fetch(path, {
        method,
        credentials: 'omit',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify({ version: 1 }) } : {}),
      });
      return { status: res.status, body: (await res.json()) as { data?: { email?: string }; message?: string } };
    },
    [token, method, path] as const,
  );

describe('an admin gives a script an access token', () => {
  it('issues one by keyboard, copies it, a script uses it, and the revocation refuses it at once; another admin’s page follows live', async () => {
    // The other admin watches on a phone.
    const watcher = await signedIn(SUPER);
    await watcher.setViewportSize(PHONE_VIEWPORT);
    await openLearner(watcher);
    await watcher.getByText('No access tokens yet.', { exact: false }).waitFor();

    const admin = await signedIn(ADMIN);
    await admin.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
    await openLearner(admin);
    await admin.getByRole('textbox', { name: 'Token name' }).fill('Nightly LIMS export');
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'New access token' });
    await dialog.getByText(TOKEN_MSG.shownOnce).waitFor();
    await dialog.getByRole('button', { name: 'Copy token' }).focus();
    await admin.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    // What the copy button put on the clipboard (the tests' tsconfig knows no DOM).
    const token = await admin.evaluate(() =>
      (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText(),
    );
    expect(token.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);

    const me = await scriptCall(admin, token, 'GET', '/api/v1/user');
    expect([me.status, me.body.data?.email]).toEqual([200, LEARNER.email]);
    expect((await scriptCall(admin, token, 'POST', '/api/v1/user/terms')).status).toBe(200);
    await watcher.getByRole('listitem', { name: 'Nightly LIMS export' }).getByText('Active').waitFor();
    await expectFitsPhone(watcher, 'the access tokens of a user');

    await dialog.getByRole('button', { name: 'Done' }).click();
    await admin.getByRole('listitem', { name: 'Nightly LIMS export' }).getByRole('button', { name: 'Revoke' }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('dialog', { name: "Revoke 'Nightly LIMS export'?" }).getByRole('button', { name: 'Revoke' }).click();
    await admin.getByRole('listitem', { name: 'Nightly LIMS export' }).getByText('Revoked', { exact: true }).waitFor();
    const refused = await scriptCall(admin, token, 'GET', '/api/v1/user');
    expect([refused.status, refused.body.message]).toEqual([401, TOKEN_MSG.invalid]);
    await watcher.getByRole('listitem', { name: 'Nightly LIMS export' }).getByText('Revoked', { exact: true }).waitFor();
    expect(await admin.getByText(token).count()).toBe(0);
  }, 90_000);
});

describe('an admin deactivates a user', () => {
  it("sends the user's open tab to the sign-in screen at once", async () => {
    const learner = await signedIn(LEARNER.email, LEARNER.password);
    await markPage(learner);

    const admin = await signedIn(ADMIN);
    await admin.goto(product.url(`/dashboard/admin/users?search=${encodeURIComponent(LEARNER.email)}`));
    await admin.getByRole('link', { name: 'Riley Thompson' }).click();
    await admin.getByRole('button', { name: 'Deactivate User' }).click();
    await admin.getByText(DIRECTORY_MSG.deactivatedLabel, { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Activate User' }).waitFor();

    await waitForPath(learner, (path) => path === '/login', "the learner's tab on /login", 5_000);
    expect(await pageWasNotReloaded(learner)).toBe(true);
    await learner.getByText(DEACTIVATED_MESSAGE, { exact: true }).waitFor();
  }, 90_000);
});

describe('importing users from a CSV file', () => {
  it('previews the problems, imports the valid rows and reports the two bad ones', async () => {
    const manager = await signedIn(MANAGER);
    await manager.goto(product.url('/dashboard/org/users'));
    await manager.getByRole('button', { name: 'Import Users' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Import Users' });
    const csv = [
      'Email,FirstName,LastName,Role,Group',
      'ana.lima@import.test,Ana,Lima,,Day Shift',
      'not-an-email,Bo,Lee,,',
      'cam.diaz@import.test,Cam,Diaz,cytotechnologist,Weekend Crew',
      'dee.shah@import.test,Dee,Shah,manager,Night Shift',
      'eli.park@import.test,Eli,Park,,',
    ].join('\n');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await dialog.getByText('3 rows are ready to import; 2 rows have errors and will be skipped.').waitFor();
    await dialog.getByText('Invalid email address supplied.').waitFor();
    await dialog.getByText('No group of that name in the organization.').waitFor();
    await dialog.getByRole('button', { name: 'Import 3 Users' }).click();

    await dialog.getByText('Imported 3 users. 2 rows were not imported:').waitFor();
    const failedLines = await dialog.getByRole('table', { name: 'Rows' }).locator('tbody tr td:first-child').allTextContents();
    expect(failedLines).toEqual(['3', '4']);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await manager.getByRole('textbox', { name: 'Search users' }).fill('import.test');
    await manager.getByText('Displaying All 3 Items').waitFor();
    for (const name of ['Ana Lima', 'Dee Shah', 'Eli Park']) await manager.getByRole('link', { name }).waitFor();
  }, 90_000);
});
