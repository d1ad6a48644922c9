/**
 * Read models followed live across two browsers (two separate sessions of one Chromium): a change
 * made in one shows in the other without a reload and without the other refetching its whole list,
 * and a browser whose connection dropped during a change catches up when it reconnects.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext } from 'playwright-core';
import { Upload } from 'tus-js-client';
import { CSRF_COOKIE, CSRF_HEADER, type CurrentUser, type SlideItem } from '@cytocampus/contracts';
import { generateSyntheticSlide } from '@cytocampus/slide-imaging';
import { LEARNER, startProduct, waitUntil, type Product } from './harness.js';
import { apiSend, markPage, pageWasNotReloaded, signIn, waitForPath } from './pages.js';

const ADMIN = { email: 'admin@cytocampus.test', password: 'CytoCampus1' };
const MANAGER = { email: 'manager@cytocampus.test', password: 'CytoCampus1' };

let product: Product;
let editor: BrowserContext;

/** A browser signed in to the dashboard. */
async function signedInContext(account: { email: string; password: string }, prepare: (context: BrowserContext) => Promise<void> = () => Promise.resolve()) {
  const context = await product.newContext();
  await prepare(context);
  const page = await context.newPage();
  await page.goto(product.url('/login'));
  await signIn(page, account.email, account.password);
  await waitForPath(page, (path) => path.startsWith('/dashboard'), 'the dashboard', 20_000);
  return { context, page };
}

/** Runs in the page before its scripts (so as browser code, not type-checked here): keeps every WebSocket it opens. */
const KEEP_SOCKETS = `
  const Native = window.WebSocket;
  window.__openedSockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__openedSockets.push(this);
    }
  };
`;

/** A browser that records its API calls and socket.io handshakes, and whose WebSockets the test can cut (`dropSockets`). */
async function watchingBrowser(account: { email: string; password: string }) {
  const requests: string[] = [];
  const handshakes: number[] = [];
  // Every WebSocket the page opens is kept where the test can reach it, to cut it as a dropped network would.
  const { context, page } = await signedInContext(account, async (context) => {
    await context.addInitScript(KEEP_SOCKETS);
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/socket.io/') && !url.searchParams.has('sid')) handshakes.push(Date.now());
  });
  const dropSockets = async () => {
    // Only a socket that finished its upgrade to WebSocket drops the connection (cutting the upgrade's probe leaves it polling).
    await waitUntil(
      async () => (await page.evaluate<number>('window.__openedSockets.filter((ws) => ws.readyState === 1).length')) > 0,
      'the WebSocket to be open',
    );
    await page.waitForTimeout(1000);
    await page.evaluate('window.__openedSockets.forEach((ws) => ws.close())');
  };
  return { context, page, requests, handshakes, dropSockets };
}

/** A finished slide upload as the browser context (tus, with its cookies and CSRF header): the upload id. */
async function uploadAs(context: BrowserContext, path: string): Promise<string> {
  const cookies = await context.cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const csrf = cookies.find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const data = await readFile(path);
  const url = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(data, {
      endpoint: product.url('/api/v1/uploads/tus'),
      metadata: { filename: 'live.tif', filetype: 'image/tiff', purpose: 'slide' },
      headers: { Cookie: cookie, [CSRF_HEADER]: csrf },
      retryDelays: null,
      onSuccess: () => resolve(upload.url ?? ''),
      onError: reject,
    });
    upload.start();
  });
  return url.split('/').at(-1)!;
}

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'live-read-models-'));
  await generateSyntheticSlide({ width: 1024, height: 1024, seed: 23, tiffPath: join(folder, 'live.tif'), analysisPath: join(folder, 'live.json') });
  // A small synthetic slide is enough here (the spec's minimum is for real scans).
  process.env.SLIDE_MIN_BYTES = '1';
  product = await startProduct();
  delete process.env.SLIDE_MIN_BYTES;
  editor = (await signedInContext(ADMIN)).context;
}, 120_000);
afterAll(async () => {
  await product?.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('two browsers', () => {
  let learner: CurrentUser;
  let manager: Awaited<ReturnType<typeof watchingBrowser>>;
  const SUPER = { email: 'super@cytocampus.test', password: 'CytoCampus1' };

  it("shows a user's record edited in one browser in the other's list, fetching that row alone", async () => {
    const learnerSession = await signedInContext(LEARNER);
    learner = await apiSend<CurrentUser>(learnerSession.context, 'GET', product.url('/api/v1/user'));
    await learnerSession.context.close();
    manager = await watchingBrowser(MANAGER);
    const { page: watcher, requests } = manager;

    await watcher.goto(product.url('/dashboard/org/users'));
    await watcher.getByRole('link', { name: `${learner.firstName} ${learner.lastName}`, exact: true }).waitFor();
    await markPage(watcher);
    const before = requests.length;

    await apiSend(editor, 'PUT', product.url(`/api/v1/users/${learner.id}`), { bio: { firstName: learner.firstName, lastName: 'Okonkwo-Live' } });
    await watcher.getByRole('link', { name: `${learner.firstName} Okonkwo-Live`, exact: true }).waitFor({ timeout: 10_000 });

    const since = requests.slice(before);
    expect(since.filter((r) => r.startsWith('GET ') && /\/api\/v1\/(users|organizations\/[^/]+\/members)(\?|$)/.test(r.split(' ')[1]!))).toEqual([]);
    expect(since).toEqual([`GET /api/v1/users/${learner.id}`]);
    expect(await pageWasNotReloaded(watcher)).toBe(true);
  }, 60_000);

  it("shows a slide's status changing in one browser in the other's slide list, without refetching the list", async () => {
    const { page: watcher, requests } = await watchingBrowser(SUPER);
    // The editor's slide, NEW until its image is attached (the list shows NEW slides with images=all; accessions are kept without dashes).
    const slide = await apiSend<SlideItem>(editor, 'POST', product.url('/api/v1/slides'), {
      accession: 'LIVE-00042',
      cellCount: 0,
      solution: { type: 'none' },
    });
    const uploadId = await uploadAs(editor, join(folder, 'live.tif'));
    await watcher.goto(product.url('/dashboard/content/slides?images=all&limit=100'));
    const row = watcher.getByRole('row').filter({ hasText: 'LIVE00042' });
    await row.getByTestId('slide-status').and(watcher.locator('[data-status="NEW"]')).waitFor();
    await markPage(watcher);
    const before = requests.length;

    const seen: string[] = ['NEW'];
    await apiSend(editor, 'POST', product.url(`/api/v1/slides/${slide.id}/slide/image`), { uploadId, finished: true });
    await waitUntil(
      async () => {
        const status = await row.getByTestId('slide-status').getAttribute('data-status');
        if (status && seen.at(-1) !== status) seen.push(status);
        return status === 'COMPLETE';
      },
      'the row to go through processing to COMPLETE',
      45_000,
    );
    // From NEW to COMPLETE on the same page (QUEUED and PROCESSING pass by faster than the test looks, at times).
    expect([seen[0], seen.at(-1)]).toEqual(['NEW', 'COMPLETE']);
    // Statuses come patched in from the notices; at most that one slide is fetched, never the list
    // (the progress strip above it counts again on its own notices: GET /slides/progress).
    const since = requests.slice(before);
    expect(since.filter((r) => r.startsWith('GET /api/v1/slides?') || r === 'GET /api/v1/slides')).toEqual([]);
    const rowReads = since.filter((r) => !r.includes('/thumbnail') && !r.startsWith('GET /api/v1/slides/progress'));
    expect(rowReads.every((r) => r === `GET /api/v1/slides/${slide.id}`)).toBe(true);
    expect(await pageWasNotReloaded(watcher)).toBe(true);
  }, 90_000);

  it('catches up, once reconnected, on a change made while its connection was down', async () => {
    const { page: watcher, handshakes, dropSockets } = manager;
    await watcher.goto(product.url('/dashboard/org/users'));
    await watcher.getByRole('link', { name: `${learner.firstName} Okonkwo-Live`, exact: true }).waitFor();
    await markPage(watcher);
    const sessions = handshakes.length;
    // Drop the connection, and change the record while the browser is away (socket.io waits 0.5 to 1.5 s before reconnecting).
    await dropSockets();
    await apiSend(editor, 'PUT', product.url(`/api/v1/users/${learner.id}`), { bio: { firstName: learner.firstName, lastName: 'Okonkwo-Back' } });
    const changedAt = Date.now();
    // socket.io backs off between attempts (1 s, then 2 s, 4 s, 5 s at most): one failed attempt makes it slower.
    await waitUntil(() => handshakes.length > sessions, 'the socket to reconnect', 40_000);
    // The change was made while the browser was away, so no notice could reach it: only the resync shows it.
    expect(handshakes[sessions]!).toBeGreaterThan(changedAt);
    await watcher.getByRole('link', { name: `${learner.firstName} Okonkwo-Back`, exact: true }).waitFor({ timeout: 10_000 });
    expect(await pageWasNotReloaded(watcher)).toBe(true);
  }, 60_000);
});
