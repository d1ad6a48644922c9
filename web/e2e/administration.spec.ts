import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEACTIVATED_MESSAGE, DIRECTORY_MSG } from '@cytocampus/contracts';
import { LEARNER, startProduct, type Product } from './harness.js';
import { choose, markPage, pageWasNotReloaded, pick, signIn, waitForPath } from './pages.js';

const PASSWORD = 'CytoCampus1';
const MANAGER = 'manager@cytocampus.test';
const ADMIN = 'admin@cytocampus.test';

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
    await casey.getByRole('button', { name: 'I Accept' }).click();
    await casey.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
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
