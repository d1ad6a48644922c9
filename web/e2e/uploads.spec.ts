import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Route } from 'playwright-core';
import { writePng } from './images.js';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { signIn, waitForPath } from './pages.js';

let product: Product;
let page: Page;
let folder: string;

beforeAll(async () => {
  product = await startProduct();
  folder = await mkdtemp(join(tmpdir(), 'cytocampus-upload-files-'));
  page = await product.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, LEARNER.email, LEARNER.password);
  await waitForPath(page, (path) => path === '/dashboard/home', '/dashboard/home');
}, 120_000);
afterAll(async () => {
  await product?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Picks a file with the picker button, the way a person does (through the file chooser). */
async function pick(button: RegExp, path: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: button }).click()]);
  await chooser.setFiles(path);
}

const avatarSource = () => page.getByRole('button', { name: 'User menu' }).locator('img').getAttribute('src');

/** The entry of an upload in the alerts menu's Uploads tab. */
async function uploadsTabEntry(name: string) {
  await page.getByRole('button', { name: 'Alerts' }).click();
  await page.getByRole('tab', { name: 'Uploads' }).click();
  return page.getByRole('listitem', { name: `Upload ${name}` });
}

async function closeAlerts(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Uploads' }).waitFor({ state: 'hidden' });
}

describe('uploads', () => {
  it('uploads a picture from the profile page: it shows in the Uploads tab as complete and becomes the avatar', async () => {
    const path = join(folder, 'portrait.png');
    const bytes = await writePng(path, 240, 240);
    await page.goto(product.url('/dashboard/profile'));
    await pick(/^Upload picture$/, path);
    await page.getByText('Your picture has been updated.').waitFor();

    await waitUntil(async () => (await avatarSource())?.startsWith('/api/v1/files/') === true, 'the header avatar to show the picture');
    const served = await page.request.get(product.url((await avatarSource())!));
    expect(served.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await served.body(), bytes)).toBe(0);
    // The browser really shows it (the image decoded).
    const rendered = () =>
      page.getByRole('img', { name: 'Your picture' }).evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth);
    await waitUntil(async () => (await rendered()) === 240, 'the profile picture to render');

    const entry = await uploadsTabEntry('portrait.png');
    await entry.getByText('Upload Complete', { exact: true }).waitFor();
    expect(await entry.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await closeAlerts();
  }, 60_000);

  it('refuses a file over the limit in the picker with the spec warning, before sending anything', async () => {
    const path = join(folder, 'huge.png');
    await writePng(path, 1800, 1800);
    let sent = 0;
    const count = (route: Route) => ((sent += 1), route.continue());
    await page.route('**/api/v1/uploads/tus**', count);
    await pick(/^Change picture$/, path);
    await page.getByText(/^File 'huge\.png' is too large\. Must be less than 5\.2 MB, but is \d+\.\d MB\.$/).waitFor();
    await page.unroute('**/api/v1/uploads/tus**', count);
    expect(sent).toBe(0);
  }, 60_000);

  it('resumes an upload whose connection dropped halfway and completes it with the same bytes', async () => {
    const path = join(folder, 'large.png');
    const bytes = await writePng(path, 1200, 1000);
    const offsets: string[] = [];
    let dropped = false;
    const dropSecondChunk = async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = (await request.headerValue('upload-offset')) ?? '?';
      offsets.push(offset);
      if (!dropped && offset !== '0') {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    };
    await page.route('**/api/v1/uploads/tus/**', dropSecondChunk);
    const before = await avatarSource();
    await pick(/^Change picture$/, path);
    // The new avatar, not a toast: an earlier test's 'Your picture has been updated.' can still be in sight.
    await waitUntil(async () => (await avatarSource()) !== before, 'the new avatar');
    await page.unroute('**/api/v1/uploads/tus/**', dropSecondChunk);

    // 1 MB chunks: the dropped one is sent again from the server's offset, never from the start.
    expect(offsets).toEqual(['0', '1000000', '1000000', '2000000']);
    const served = await page.request.get(product.url((await avatarSource())!));
    expect(Buffer.compare(await served.body(), bytes)).toBe(0);

    const entry = await uploadsTabEntry('large.png');
    await entry.getByText('Upload Complete', { exact: true }).waitFor();
    await closeAlerts();
  }, 90_000);

  it('after the connection is lost for good, picking the same file again after a reload resumes where it stopped', async () => {
    const path = join(folder, 'resumable.png');
    const bytes = await writePng(path, 1200, 1000);
    const offline = (route: Route) =>
      route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0' ? route.abort('internetdisconnected') : route.continue();
    await page.route('**/api/v1/uploads/tus/**', offline);
    await pick(/^Change picture$/, path);
    // The retries (0, 1, 3 and 5 s) all fail: the spec's text for an upload that got no answer.
    await page.getByRole('alert').getByText('Send aborted', { exact: true }).waitFor({ timeout: 30_000 });
    await page.unroute('**/api/v1/uploads/tus/**', offline);

    await page.reload();
    const offsets: string[] = [];
    const record = (route: Route) => {
      if (route.request().method() === 'PATCH') offsets.push(route.request().headers()['upload-offset'] ?? '?');
      return route.continue();
    };
    await page.route('**/api/v1/uploads/tus/**', record);
    const before = await avatarSource();
    await pick(/^Change picture$/, path);
    await waitUntil(async () => (await avatarSource()) !== before, 'the new avatar');
    await page.unroute('**/api/v1/uploads/tus/**', record);
    expect(offsets).toEqual(['1000000', '2000000']);
    const served = await page.request.get(product.url((await avatarSource())!));
    expect(Buffer.compare(await served.body(), bytes)).toBe(0);
  }, 90_000);
});
