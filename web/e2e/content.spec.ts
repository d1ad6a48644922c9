import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { LEARNING_TEXT } from '@cytocampus/contracts';
import { QUIZ_MSG } from '@cytocampus/schema';
import { startProduct, waitUntil, type Product } from './harness.js';
import { acceptTerms, apiPost, choose, signIn, waitForPath } from './pages.js';

const PASSWORD = 'CytoCampus1';
const ADMIN = 'admin@cytocampus.test';
const HARBOR_MANAGER = { email: 'morgan.hale@harbor.test', password: 'Harbor-Pass1' };
const COURSE = 'Cervical Cytology Essentials';
const PRESENTATION = 'Screening Fundamentals';
const QUIZ = 'Bethesda practice round';
const TWO_CHOICES = QUIZ_MSG.twoChoices(1);

let product: Product;
let admin: Page;
let otherSite: Server;

/** Another site on this machine: one teaching page, allowed to be embedded at 127.0.0.1 (EMBED_ORIGINS), not at localhost. */
const OTHER_PAGE = 'Urothelial atlas';
async function startOtherSite(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>${OTHER_PAGE}</title><h1>${OTHER_PAGE}</h1>`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}
const otherSitePort = () => (otherSite.address() as AddressInfo).port;

/** A few kilobytes an MP4 sniffer accepts ('ftyp' at offset 4); nothing plays it, nothing needs to. */
function tinyMp4(): Buffer {
  const box = (type: string, body: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + body.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), body]);
  };
  return Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')), box('free', Buffer.alloc(4096))]);
}

async function signedIn(email: string, password = PASSWORD): Promise<Page> {
  const page = await product.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, email, password);
  await waitForPath(page, (path) => path.startsWith('/dashboard/'), `${email} signed in`);
  return page;
}

/** A call to the API with the browser's cookies and CSRF header, for the test's own setup. */
const apiPostAs = <T>(context: BrowserContext, path: string, data: unknown) => apiPost<T>(context, product.url(`/api/v1${path}`), data);

/** Opens a content section from the side menu and its 'Add …' form. */
async function addNew(page: Page, menu: string, singular: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: menu, exact: true }).click();
  await page.getByRole('link', { name: `Add ${singular}` }).click();
  await waitForPath(page, (path) => path.endsWith('/new'), `the new ${singular} form`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
}

async function save(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForPath(page, (path) => !path.endsWith('/new'), `${heading} saved`);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('button', { name: 'Edit', exact: true }).waitFor();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every toast in sight (one says `text`) covers none of the controls that stay put while the page
 * scrolls: the header's (the bell, the user menu) and the sticky bars' (a detail view's Edit), at the
 * page's width and a phone's (issue 28 finding 10). A control in the scrolling page can be scrolled
 * out from under a toast; these cannot.
 */
async function expectToastsClearOfControls(page: Page, text: string): Promise<void> {
  const toasts = page.getByTestId('toasts').getByRole('alert');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await toasts.filter({ hasText: text }).first().waitFor();
    // The navigation slides out of sight when the width becomes a phone's: measure where it ends, not on its way.
    await page.evaluate(SETTLED);
    const shown = (await Promise.all((await toasts.all()).map((one) => one.boundingBox()))).filter((box): box is Box => box !== null);
    const pinned = await page.evaluate<Box[]>(PINNED_CONTROL_BOXES);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect([width, shown.flatMap((toast) => pinned.filter((control) => overlaps(toast, control)))]).toEqual([width, []]);
    expect(shown.every((toast) => toast.x >= 0 && toast.x + toast.width <= width)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** In the page (as source: the specs compile without the DOM library): resolves when every running transition has ended (a spinner's animation never does). */
const SETTLED = `Promise.all(document.getAnimations().filter((running) => running instanceof CSSTransition).map((running) => running.finished)).then(() => true)`;

/** In the page: the boxes of the controls in sight inside a fixed or sticky container, the toasts' own left out. */
const PINNED_CONTROL_BOXES = `(() => {
  const pinned = (element) => element !== null && (['fixed', 'sticky'].includes(getComputedStyle(element).position) || pinned(element.parentElement));
  return Array.from(document.querySelectorAll('button, a[href], input'))
    .filter((control) => !control.closest('[data-testid="toasts"]') && pinned(control))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight)
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
})()`;

/** Waits until the course's item list shows these names, in this order (names arrive with the course's item list). */
async function expectItems(page: Page, names: string[]): Promise<void> {
  const shown = () => page.getByRole('group', { name: 'Items' }).getByRole('listitem').getByRole('link').allTextContents();
  await waitUntil(async () => JSON.stringify(await shown()) === JSON.stringify(names), `the items ${names.join(', ')}`);
}

beforeAll(async () => {
  otherSite = await startOtherSite();
  product = await startProduct({ env: { EMBED_ORIGINS: `http://127.0.0.1:${otherSitePort()}` } });
  admin = await signedIn(ADMIN);
  // Another organization and its manager, allowed to read the organization's content.
  const harbor = await apiPostAs<{ id: string }>(admin.context(), '/organizations', { name: 'Harbor Pathology' });
  await apiPostAs(admin.context(), '/users', {
    email: HARBOR_MANAGER.email,
    password: HARBOR_MANAGER.password,
    role: 'manager',
    orgId: harbor.id,
    groupId: null,
    curriculum: null,
    bio: { firstName: 'Morgan', lastName: 'Hale', gender: 'u', country: 'US' },
    permissions: { readOrgContent: true, createOrgContent: true },
  });
}, 120_000);
afterAll(async () => {
  await product?.stop();
  otherSite?.close();
});

describe('content authoring', () => {
  it('builds a presentation with an uploaded video', async () => {
    await addNew(admin, 'Presentations', 'Presentation', PRESENTATION);
    await admin.getByRole('textbox', { name: 'Title', exact: true }).fill('Screening');
    const page1 = admin.getByRole('group', { name: 'Page 1' });
    await page1.getByRole('textbox', { name: 'Page title' }).fill('Welcome video');
    await choose(admin, 'Kind', 'Uploaded File');
    await page1.locator('input[type=file]').setInputFiles({ name: 'welcome.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await page1.getByRole('link', { name: /welcome\.mp4/ }).waitFor({ timeout: 20_000 });
    await save(admin, PRESENTATION);
    const file = admin.getByRole('group', { name: 'Page 1' }).getByRole('link', { name: 'Uploaded file' });
    expect(await file.getAttribute('href')).toMatch(/^\/api\/v1\/presentations\/file\/[\w-]+\?noAttach=1$/);
    // Served through the presentation's read check, then the stored file: the bytes uploaded.
    const served = await admin.context().request.get(product.url((await file.getAttribute('href'))!));
    expect([served.status(), (await served.body()).equals(tinyMp4())]).toEqual([200, true]);
  }, 90_000);

  it('shows an embedded page from an allowed site, and from any other says it cannot be shown here, with a link', async () => {
    const allowed = `http://127.0.0.1:${otherSitePort()}/atlas.html`;
    const other = `http://localhost:${otherSitePort()}/atlas.html`;
    const talk = await apiPostAs<{ itemId: string }>(admin.context(), '/presentations', {
      name: 'Embedded atlases',
      title: 'Atlases',
      pages: [
        { title: 'Allowed atlas', file: { type: 'Embedded Link', url: allowed } },
        { title: 'Atlas elsewhere', file: { type: 'Embedded Link', url: other } },
      ],
    });
    // A tab of its own (the admin's session): the next tests go on from the admin's page where it was.
    const demo = await admin.context().newPage();
    await demo.goto(product.url(`/demo/admin/presentation/${talk.itemId}/1`));
    // The browser shows the frame only when the content security policy's frame-src allows its origin.
    await demo.frameLocator('iframe[title="Allowed atlas"]').getByRole('heading', { name: OTHER_PAGE }).waitFor();

    await demo.getByRole('button', { name: LEARNING_TEXT.next, exact: true }).click();
    const notice = demo.getByRole('alert').filter({ hasText: LEARNING_TEXT.cannotEmbed });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(LEARNING_TEXT.cannotEmbedWhy(`localhost:${otherSitePort()}`));
    const link = notice.getByRole('link', { name: LEARNING_TEXT.openInNewTab });
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual([other, '_blank']);
    expect(await demo.locator('iframe').count()).toBe(0);
    await demo.close();
  }, 60_000);

  it('shows the quiz rules in the form, then saves a practice quiz', async () => {
    await addNew(admin, 'Quizzes', 'Quiz', QUIZ);
    await admin.getByRole('switch', { name: 'Graded' }).uncheck();
    const page1 = admin.getByRole('group', { name: 'Page 1' });
    await choose(admin, 'Page type', 'Text choice question');
    await page1.getByRole('textbox', { name: 'Page title' }).fill('Question 1');
    await page1.getByRole('textbox', { name: 'Question', exact: true }).fill('Which category fits koilocytes?');
    await page1.getByRole('button', { name: 'Add Choice' }).click();
    await page1.getByRole('group', { name: 'Choice 1' }).getByRole('textbox', { name: 'Choice' }).fill('LSIL');
    await page1.getByRole('group', { name: 'Choice 1' }).getByRole('checkbox', { name: 'Correct' }).check();

    // One choice: the shared rule's message shows on the question and as the warning.
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await page1.getByRole('alert').filter({ hasText: TWO_CHOICES }).waitFor();
    await admin.getByText(`Question: ${TWO_CHOICES}`).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/dashboard/content/quizzes/new');

    await page1.getByRole('button', { name: 'Add Choice' }).click();
    await page1.getByRole('group', { name: 'Choice 2' }).getByRole('textbox', { name: 'Choice' }).fill('HSIL');
    await save(admin, QUIZ);
    expect(await admin.getByRole('switch', { name: 'Graded' }).isChecked()).toBe(false);
    // Issue 28 finding 10: the toasts (the refused save's, then this one) leave the header's and the page's controls in sight.
    await expectToastsClearOfControls(admin, 'The item was created.');
  }, 90_000);

  it('builds a course of both, reorders its items, activates and locks it', async () => {
    await addNew(admin, 'Courses', 'Course', COURSE);
    for (const [kind, name] of [
      ['Presentation', PRESENTATION],
      ['Quiz', QUIZ],
    ] as const) {
      await admin.getByRole('button', { name: `Add ${kind}` }).click();
      const drawer = admin.getByRole('dialog', { name: `Choose ${kind}` });
      await drawer.getByRole('option', { name }).click();
      await drawer.waitFor({ state: 'hidden' });
    }
    await save(admin, COURSE);
    await expectItems(admin, [PRESENTATION, QUIZ]);

    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    await admin.getByRole('listitem', { name: PRESENTATION }).getByRole('button', { name: 'Move down' }).click();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).waitFor();
    await admin.reload();
    await admin.getByRole('heading', { name: COURSE }).waitFor();
    await expectItems(admin, [QUIZ, PRESENTATION]);
    expect(await admin.getByRole('link', { name: QUIZ }).getAttribute('href')).toMatch(/^\/dashboard\/content\/quizzes\/[\w-]+\/back$/);

    await admin.getByRole('button', { name: 'Activate', exact: true }).click();
    await admin.getByText('Active', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Lock', exact: true }).click();
    await admin.getByText('Locked', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Unlock', exact: true }).waitFor();
    // A locked item cannot be deleted: the server says so and the button goes.
    expect(await admin.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
  }, 90_000);

  it('shows the course to another organization only once the admin shares it', async () => {
    const manager = await signedIn(HARBOR_MANAGER.email, HARBOR_MANAGER.password);
    await acceptTerms(manager);
    await manager.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
    await waitForPath(manager, (path) => path === '/dashboard/content/courses', "the manager's courses");
    await manager.getByText('No content available.').waitFor();
    // The organization's own area: no 'Public' switch on its new items.
    await manager.getByRole('link', { name: 'Add Course' }).click();
    await manager.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(await manager.getByRole('switch', { name: 'Public' }).count()).toBe(0);
    await manager.getByRole('button', { name: 'Cancel', exact: true }).click();

    await admin.getByRole('button', { name: 'Edit', exact: true }).click();
    const sharing = admin.getByRole('combobox', { name: 'Shared with organizations' });
    await sharing.click();
    await sharing.fill('Harbor');
    await admin.getByRole('option', { name: 'Harbor Pathology' }).click();
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByRole('button', { name: 'Edit', exact: true }).waitFor();

    await manager.goto(product.url('/dashboard/content/courses'));
    await manager.getByRole('link', { name: COURSE }).click();
    await manager.getByRole('heading', { name: COURSE }).waitFor();
    // Someone else's course: read only for this manager.
    expect(await manager.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  }, 90_000);
});
