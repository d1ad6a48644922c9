/**
 * Sign-out of a session that came through a provider (RP-initiated logout, docs/adr/0041): the
 * answer names the provider's end_session_endpoint with our client id and /login to come back to,
 * and following it ends the provider's own session; a password session still answers null.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_ROUTES, IDENTITY_PROVIDER_ROUTES, type IdentityProviderItem, type LogoutAnswer } from '@cytocampus/contracts';
import { CookieJar, endProviderSession, PROVIDER_ACCOUNTS, signInAtProvider, StayedAtProvider, TEST_CLIENT_ID } from '@cytocampus/testing/oidc';
import { signedIn } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { api, me, ok } from '../../../community/testing/community-client.js';
import { callback, providerRequest, SSO_PUBLIC_URL, startAt, startSsoServer, type SsoServer } from '../../testing/sso.js';

let sso: SsoServer;
let provider: IdentityProviderItem;

beforeAll(async () => {
  sso = await startSsoServer();
  const [superUser, learner] = await Promise.all([signedIn(sso.t.url, 'super'), signedIn(sso.t.url, 'learner')]);
  const orgId = (await me(learner)).orgId!;
  provider = ok<IdentityProviderItem>(await superUser.post(api(IDENTITY_PROVIDER_ROUTES.list(orgId)), providerRequest(sso.provider.issuer)));
});
afterAll(async () => {
  await sso?.close();
});

/** Whether the jar still holds a session at the provider: a new authorization then comes back without the login form, whatever is typed. */
async function providerRemembers(jar: CookieJar): Promise<boolean> {
  try {
    await signInAtProvider(await startAt(new TestClient(sso.t.url), provider.id), { email: 'nobody', password: 'wrong' }, jar);
    return true;
  } catch (error) {
    if (error instanceof StayedAtProvider) return false;
    throw error;
  }
}

describe('signing out of a session that came through a provider', () => {
  it("answers the provider's end-session address, which ends the provider's session and comes back to /login", async () => {
    const client = new TestClient(sso.t.url);
    const jar = new CookieJar();
    const { ada } = PROVIDER_ACCOUNTS;
    const query = await signInAtProvider(await startAt(client, provider.id), { email: ada.login, password: ada.password }, jar);
    expect(ok<{ status: string }>(await callback(client, query)).status).toBe('signedIn');
    expect(await providerRemembers(jar)).toBe(true);

    const answer = ok<LogoutAnswer>(await client.get(api(ACCOUNT_ROUTES.logout)));
    const url = new URL(answer!.endSessionUrl);
    const discovery = (await (await fetch(`${sso.provider.issuer}/.well-known/openid-configuration`)).json()) as { end_session_endpoint: string };
    expect(`${url.origin}${url.pathname}`).toBe(discovery.end_session_endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: TEST_CLIENT_ID, post_logout_redirect_uri: `${SSO_PUBLIC_URL}/login` });
    // Our session is over whatever the browser does next.
    expect((await client.get(api(ACCOUNT_ROUTES.user))).status).toBe(401);

    expect((await endProviderSession(url, jar)).href).toBe(`${SSO_PUBLIC_URL}/login`);
    expect(await providerRemembers(jar)).toBe(false);
  });

  it('answers null for a password session', async () => {
    const learner = await signedIn(sso.t.url, 'learner');
    expect(ok<LogoutAnswer>(await learner.get(api(ACCOUNT_ROUTES.logout)))).toBeNull();
  });
});
