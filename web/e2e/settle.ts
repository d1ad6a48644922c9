/**
 * When a page has settled enough to be audited: its requests answered and its DOM unchanged for a
 * moment, something drawn, no loader or skeleton showing, and what moves at rest. Videos, sockets
 * and the viewer's tiles stream on and do not count; neither do attribute changes (the viewer moves
 * its overlays by their style).
 */
import type { Page, Request } from 'playwright-core';
import { waitUntil } from './harness.js';
import { settled as animationsSettled } from './phone.js';

const STREAMING = new Set(['websocket', 'media', 'eventsource']);
const QUIET_MS = 100;

export interface RequestWatch {
  /** Answers once no request has been open for a moment. */
  quiet: (timeoutMs?: number) => Promise<void>;
}

/** Runs in every document the page opens: notes when its elements or text last changed. */
function noteMutations(): void {
  const w = globalThis as unknown as {
    __lastMutation: number;
    document: object;
    performance: { now(): number };
    MutationObserver: new (callback: () => void) => { observe(target: object, options: object): void };
  };
  w.__lastMutation = w.performance.now();
  new w.MutationObserver(() => (w.__lastMutation = w.performance.now())).observe(w.document, { subtree: true, childList: true, characterData: true });
}

/** Follows a page's requests from now on, and the changes of every document it opens next. */
export async function followRequests(page: Page): Promise<RequestWatch> {
  await page.addInitScript(noteMutations);
  const open = new Set<Request>();
  let lastChange = Date.now();
  const counts = (request: Request) => !STREAMING.has(request.resourceType()) && !request.url().includes('/socket.io/') && !request.url().includes('/tiles/');
  page.on('request', (request) => {
    if (!counts(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (timeoutMs = 15_000) =>
      waitUntil(() => open.size === 0 && Date.now() - lastChange >= QUIET_MS, `the requests of ${page.url()} to be answered`, timeoutMs),
  };
}

interface Shown {
  getClientRects(): ArrayLike<unknown>;
}

/** Runs in the page: the app has drawn something, unchanged for a moment, and no loader, skeleton or busy region shows. */
function drawnAndStill(quietMs: number): boolean {
  const { document, performance, __lastMutation } = globalThis as unknown as {
    document: { querySelector(selector: string): { childElementCount: number } | null; querySelectorAll(selector: string): ArrayLike<Shown> };
    performance: { now(): number };
    __lastMutation?: number;
  };
  if ((document.querySelector('#root')?.childElementCount ?? 0) === 0) return false;
  if (__lastMutation !== undefined && performance.now() - __lastMutation < quietMs) return false;
  const loading = document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]');
  return Array.from(loading).every((element) => element.getClientRects().length === 0);
}

/** Waits until the page's requests are answered, it has drawn and stopped changing, nothing shows as loading and nothing moves. */
export async function settle(page: Page, requests: RequestWatch): Promise<void> {
  await requests.quiet();
  await page.waitForFunction(drawnAndStill, QUIET_MS, { timeout: 15_000 });
  await page.waitForFunction(animationsSettled, undefined, { timeout: 5_000 });
}
