/** Headless Chromium (Debian's /usr/bin/chromium) for the demo video scripts, on a secure origin: WebCodecs needs one. */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const MEDIA_DIR = fileURLToPath(new URL('../../api/src/seed/demo-content/media/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ORIGIN = 'https://demo-video.invalid';

/**
 * A page at https://demo-video.invalid/ (answered by the script itself, never the network) whose
 * other paths are `files`' bytes: { '/name.mp4': { path, type } }. Close the browser when done.
 */
export async function openPage(files = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const file = files[pathname];
    if (file) return route.fulfill({ path: file.path, contentType: file.type });
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>demo video</title>' });
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/`);
  return { browser, page, origin: ORIGIN };
}
