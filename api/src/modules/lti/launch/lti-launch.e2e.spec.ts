/**
 * LTI 1.3 launches (docs/adr/0042) from the test platform (a test double of a learning platform:
 * no LMS can run here): the login and the id_token launch into a framed session, the account made
 * at the first launch with the LTI role mapped to ours, and every refusal with its text.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LTI_MSG, LTI_ROUTES, LTI_SESSION_COOKIE, MSG, type LtiLaunchContext, type UserHistoryEntry } from '@cytocampus/contracts';
import { launch, type LaunchResult } from '@cytocampus/testing/lti';
import { TestClient } from '../../../testing/test-client.js';
import { api, ok } from '../../community/testing/community-client.js';
import { framedClient, LINK, startLtiServer, type LtiServer } from '../testing/lti-server.js';

let lti: LtiServer;

beforeAll(async () => {
  lti = await startLtiServer();
});
afterAll(async () => {
  await lti?.close();
});

const userOf = async (email: string) => {
  const { rows } = await lti.t.server.infra.sql.query<{ id: string; role: string; org_id: string | null; first_name: string }>(
    'select id, role, org_id, first_name from users where email = $1',
    [email],
  );
  return rows;
};
const jsonOf = (result: LaunchResult) => JSON.parse(result.body) as { code: number; message: string };
const refusedLaunch = (result: LaunchResult, status: number, message: string) => {
  expect({ status: result.status, message: jsonOf(result).message }).toEqual({ status, message });
};
const asJson = { accept: 'application/json' };

describe('a first launch', () => {
  let first: LaunchResult;
  beforeAll(async () => {
    first = await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-lea' });
  });

  it('goes to the linked slide test, signed in by a framed session: SameSite=None, Secure, Partitioned, httpOnly', () => {
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/course/${lti.course.moduleId}/test/${lti.course.testId}`);
    const session = first.setCookies.find((line) => line.startsWith(`${LTI_SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=None/i);
    expect(session).toMatch(/Secure/i);
    expect(session).toMatch(/Partitioned/i);
  });

  it('makes the account in the platform’s organization with the LMS’s names, a learner becoming a cytotechnologist', async () => {
    expect(await userOf('lea.learner@lms.test')).toEqual([{ id: expect.any(String), role: 'cytotechnologist', org_id: lti.orgId, first_name: 'Léa' }]);
  });

  it('tells the framed page its launch, and its history names the platform', async () => {
    const framed = framedClient(lti.t.url, first);
    expect(ok<LtiLaunchContext>(await framed.get(api(LTI_ROUTES.context)))).toEqual({
      platformName: 'Hospital LMS',
      contextTitle: 'Gynecologic cytology basics',
      messageType: 'LtiResourceLinkRequest',
      targetPath: `/course/${lti.course.moduleId}/test/${lti.course.testId}`,
      instructor: false,
      rosterAvailable: false,
    });
    const [user] = await userOf('lea.learner@lms.test');
    const history = ok<UserHistoryEntry[]>(await lti.as.super.get(api(`/users/${user!.id}/history`)));
    expect(JSON.stringify(history)).toContain('Hospital LMS');
  });

  it('lets the platform frame the pages of its framed session, and no one else anyone else’s', async () => {
    const framed = framedClient(lti.t.url, first);
    const policyOf = (res: { headers: Record<string, string> }) => res.headers['content-security-policy'] ?? '';
    expect(policyOf(await framed.get(api('/health')))).toContain(`frame-ancestors 'self' ${lti.platform.issuer}`);
    expect(policyOf(await lti.as.learner.get(api('/health')))).toMatch(/frame-ancestors 'self';/);
  });

  it('signs the same person in to the same account next time', async () => {
    const again = await launch({ platform: lti.platform, linkId: LINK.course, userId: 'lms-user-lea' });
    expect(again.status).toBe(303);
    expect(again.location).toBe(`/dashboard/learning/courses/${lti.course.moduleId}`);
    expect(await userOf('lea.learner@lms.test')).toHaveLength(1);
  });

  it('makes an instructor a manager', async () => {
    expect((await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-irene' })).status).toBe(303);
    expect((await userOf('irene.instructor@lms.test'))[0]?.role).toBe('manager');
  });

  it('answers GET /lti/context with null for a session no launch started, and for no session', async () => {
    expect(ok(await lti.as.learner.get(api(LTI_ROUTES.context)))).toBeNull();
    expect(ok(await new TestClient(lti.t.url).get(api(LTI_ROUTES.context)))).toBeNull();
  });
});

describe('a refused launch', () => {
  const refusedWith = async (options: Parameters<typeof launch>[0], status: number, message: string) =>
    refusedLaunch(await launch({ ...options, platform: lti.platform }), status, message);

  it('refuses a token signed by another key, expired, for another audience or from another issuer', async () => {
    for (const negative of [{ wrongSignature: true }, { expired: true }, { wrongAudience: true }, { wrongIssuer: true }])
      await refusedWith({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-leo', ...negative }, 401, LTI_MSG.invalidToken);
    expect(await userOf('leo.learner@lms.test')).toEqual([]);
  });

  it('refuses an unknown deployment, at the login when it names one, else in the id_token', async () => {
    await refusedWith({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-leo', unknownDeployment: true }, 403, LTI_MSG.unknownDeployment);
    const atLaunch = await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-leo', unknownDeployment: true, omitLoginDeploymentId: true });
    expect(atLaunch.idToken).toBeDefined();
    refusedLaunch(atLaunch, 403, LTI_MSG.unknownDeployment);
  });

  it('refuses the same id_token posted again (a replayed nonce), with the state cookie it came with', async () => {
    const result = await launch({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-leo', replay: true });
    expect(result.firstResponse?.status).toBe(303);
    refusedLaunch(result, 409, LTI_MSG.replayedLaunch);
  });

  it('refuses a link that names no course', async () => {
    await refusedWith({ platform: lti.platform, linkId: LINK.none, userId: 'lms-user-leo' }, 400, LTI_MSG.missingTarget);
  });

  it('refuses a launch whose login this browser did not start', async () => {
    const res = await fetch(`${lti.t.url}/api/v1${LTI_ROUTES.launch}`, {
      method: 'POST',
      headers: asJson,
      body: new URLSearchParams({ id_token: 'x.y.z', state: 'a-state-of-another-browser' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(LTI_MSG.launchExpired);
  });

  it('refuses an unregistered issuer at the login, on a page the frame can show', async () => {
    const login = new URL(`${lti.t.url}/api/v1${LTI_ROUTES.login}`);
    for (const [key, value] of Object.entries({
      iss: 'https://unknown-lms.invalid',
      login_hint: 'x',
      target_link_uri: `${lti.t.url}/api/v1${LTI_ROUTES.launch}`,
    }))
      login.searchParams.set(key, value);
    const page = await fetch(login, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(LTI_MSG.unknownPlatform);
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('refuses a deactivated account through the platform as through the password', async () => {
    const [leo] = await userOf('leo.learner@lms.test');
    ok(await lti.as.super.put(api(`/user/disabled/${leo!.id}`)));
    await refusedWith({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-leo' }, 403, MSG.deactivated);
    ok(await lti.as.super.put(api(`/user/disabled/${leo!.id}`)));
  });

  it('refuses every launch of a platform switched off', async () => {
    ok(await lti.as.super.put(api(LTI_ROUTES.platform(lti.registered.id)), { enabled: false }));
    try {
      await refusedWith({ platform: lti.platform, linkId: LINK.test, userId: 'lms-user-lea' }, 403, LTI_MSG.platformDisabled);
    } finally {
      ok(await lti.as.super.put(api(LTI_ROUTES.platform(lti.registered.id)), { enabled: true }));
    }
  });
});
