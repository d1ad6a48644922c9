/**
 * When a page has settled enough to be audited: its requests answered (for a quiet moment), no
 * loader or skeleton showing, and what moves at rest. Videos, sockets and the viewer's tiles stream
 * on and do not count.
 */
import type { Page, Request } from 'playwright-core';
import { waitUntil } from './harness.js';
import { settled as animationsSettled } from './phone.js';

const STREAMING = new Set(['websocket', 'media', 'eventsource']);
const QUIET_MS = 150;

export interface RequestWatch {
  /** Answers once no request has been open for a moment. */
  quiet: (timeoutMs?: number) => Promise<void>;
}

/** Follows a page's requests from now on. */
export function followRequests(page: Page): RequestWatch {
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

/** Runs in the page: no loader, skeleton or busy region showing, and no animation running. */
function nothingLoading(): boolean {
  const { document } = globalThis as unknown as {
    document: { querySelectorAll(selector: string): ArrayLike<{ getClientRects(): ArrayLike<unknown> }> };
  };
  const showing = Array.from(document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]')).some(
    (element) => element.getClientRects().length > 0,
  );
  return !showing;
}

/** Waits until the page's requests are answered, nothing shows as loading and nothing moves. */
export async function settle(page: Page, requests: RequestWatch): Promise<void> {
  await requests.quiet();
  await page.waitForFunction(nothingLoading, undefined, { timeout: 15_000 });
  await page.waitForFunction(animationsSettled, undefined, { timeout: 5_000 });
}
