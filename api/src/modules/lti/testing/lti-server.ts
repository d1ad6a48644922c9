import { LTI_ROUTES, LTI_TARGET_PARAMETER, type LtiPlatformItem } from '@cytocampus/contracts';
import { freePort } from '@cytocampus/testing';
import { DEFAULT_MEMBERS, platformRequest, startLtiPlatform, type LaunchResult, type LtiPlatform } from '@cytocampus/testing/lti';
import { signedInAll, type DemoRole } from '../../../testing/sign-in.js';
import { TestClient } from '../../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../../testing/test-server.js';
import { api, me, ok } from '../../community/testing/community-client.js';
import { activeItem, hsilSlide } from '../../learning/testing/seed-course.js';

/** The course the platform's links open: one slide test (graded) in a public course. */
export interface LinkedCourse {
  moduleId: string;
  testId: string;
  slideItemId: string;
}

export interface LtiServer {
  t: TestServer;
  as: Record<DemoRole, TestClient>;
  orgId: string;
  course: LinkedCourse;
  /** The LMS double (a test double of a learning platform: none can run here). */
  platform: LtiPlatform;
  registered: LtiPlatformItem;
  close(): Promise<void>;
}

export const LINK = { test: 'link-slide-test', course: 'link-course', none: 'link-without-target' } as const;
export const CONTEXT_ID = 'course-cyto-101';

/**
 * A test server at a known address (the platform calls its key set and posts to its launch URL,
 * so PUBLIC_URL is where it listens), a public course with one slide test, and the test platform
 * whose course links open it, registered for the demo organization.
 */
export async function startLtiServer(env: Record<string, string> = {}): Promise<LtiServer> {
  const port = await freePort();
  const toolUrl = `http://127.0.0.1:${port}`;
  const t = await startTestServer({
    env: { PORT: String(port), PUBLIC_URL: toolUrl, SLIDE_MIN_BYTES: '1', LTI_PASSBACK_INTERVAL_MS: '50', LTI_RETRY_BASE_MS: '200', ...env },
  });
  let platform: LtiPlatform | null = null;
  try {
    const as = await signedInAll(t.url);
    const orgId = (await me(as.learner)).orgId!;
    const slide = await hsilSlide(t.url, as.admin);
    const test = await activeItem(as.admin, 'tests', { name: 'HSIL slide test', slides: [slide.itemId] });
    const module = await activeItem(as.admin, 'modules', { name: 'LTI cytology course', isPublic: true, items: [{ type: 'test', itemId: test.itemId }] });
    const course = { moduleId: module.itemId, testId: test.itemId, slideItemId: slide.itemId };
    platform = await startLtiPlatform({
      toolUrl,
      courses: [
        {
          id: CONTEXT_ID,
          label: 'CYTO-101',
          title: 'Gynecologic cytology basics',
          members: DEFAULT_MEMBERS,
          links: [
            {
              id: LINK.test,
              title: 'HSIL slide test',
              custom: { [LTI_TARGET_PARAMETER]: `course/${course.moduleId}/test/${course.testId}` },
              lineItem: { label: 'HSIL slide test', scoreMaximum: 100 },
            },
            { id: LINK.course, title: 'The whole course', custom: { [LTI_TARGET_PARAMETER]: `course/${course.moduleId}` } },
            { id: LINK.none, title: 'A link without a target' },
          ],
        },
      ],
    });
    const registered = ok<LtiPlatformItem>(await as.super.post(api(LTI_ROUTES.platforms), platformRequest(platform, orgId)));
    const opened = platform;
    return {
      t,
      as,
      orgId,
      course,
      platform: opened,
      registered,
      close: async () => {
        await opened.close();
        await t.close();
      },
    };
  } catch (error) {
    await platform?.close();
    await t.close();
    throw error;
  }
}

/** A client holding the cookies the tool's page would send after `launch`: signed in by its framed session. */
export function framedClient(baseUrl: string, launch: LaunchResult): TestClient {
  const client = new TestClient(baseUrl);
  for (const pair of (launch.cookieHeader(baseUrl) ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) client.setCookie(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return client;
}
