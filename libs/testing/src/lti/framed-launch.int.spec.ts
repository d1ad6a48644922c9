import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chromium, type Browser } from 'playwright-core';
import { startLtiPlatform } from '@cytocampus/testing/lti';
import { startMinimalTool } from './testing/minimal-tool.js';

/**
 * The course page in the Chromium of the browser tests (web/e2e uses the same binary): the LMS's
 * iframe launches the tool, and the tool's cookies fare as drive.ts says they do, so that a walk
 * without a browser and a browser test agree. Each platform and tool is made here, torn down after.
 */
const CHROMIUM = '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
});

afterAll(() => browser.close());

/** Opens the learner's course page and returns what the framed tool finally shows. */
async function framedLaunch(cookieAttributes?: string): Promise<string> {
  const tool = await startMinimalTool(cookieAttributes === undefined ? {} : { cookieAttributes });
  const platform = await startLtiPlatform({ toolUrl: tool.url });
  tool.register(platform.registration);
  const page = await browser.newPage();
  try {
    await page.goto(platform.urls.coursePage('course-cyto-101', 'link-pap-review', 'lms-user-lea'));
    const frame = page.frameLocator('#lti-tool');
    await frame.locator('body:has-text("claims"), body:has-text("refused")').waitFor();
    return await frame.locator('body').innerText();
  } finally {
    await page.close();
    await platform.close();
    await tool.close();
  }
}

describe('a launch framed in the course page, in Chromium', () => {
  it('reaches the tool signed in when its cookies are SameSite=None; Secure; Partitioned', async () => {
    const shown = JSON.parse(await framedLaunch()) as { claims?: { sub: string } };

    expect(shown.claims?.sub).toBe('lms-user-lea');
  });

  it('loses the state cookie when it is not partitioned: third-party cookies are blocked in the frame', async () => {
    const shown = JSON.parse(await framedLaunch('HttpOnly; Secure; SameSite=None')) as { refused?: string };

    expect(shown.refused).toMatch(/state does not match/);
  });
});
