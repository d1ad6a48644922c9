/**
 * Sign-in through an organization's OpenID provider (docs/adr/0041), against the test provider: the
 * provider buttons, the start's flow cookie and authorization URL, the account made at a first
 * sign-in with the provider's defaults and no welcome e-mail, a second sign-in to the same account,
 * and each refusal of the callback with its contract text.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IDENTITY_PROVIDER_ROUTES,
  MSG,
  OIDC_FLOW_COOKIE,
  OIDC_MSG,
  SSO_ROUTES,
  type IdentityProviderItem,
  type OrganizationItem,
  type ProviderSignInAnswer,
  type SignInProvider,
  type UserHistoryEntry,
} from '@cytocampus/contracts';
import { abortAtProvider, PROVIDER_ACCOUNTS, signInAtProvider } from '@cytocampus/testing/oidc';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { api, me, ok, refused } from '../../../community/testing/community-client.js';
import { callback, providerRequest, signInThroughProvider, startAt, startSsoServer, type SsoServer } from '../../testing/sso.js';

let sso: SsoServer;
let as: Record<DemoRole, TestClient>;
let orgId: string;
let groupId: string | null;
let provider: IdentityProviderItem;

const browser = (): TestClient => new TestClient(sso.t.url);
const signedIn = (res: { status: number; body: { data?: unknown; message?: string } }): Extract<ProviderSignInAnswer, { status: 'signedIn' }> => {
  const answer = ok<ProviderSignInAnswer>(res);
  expect(answer.status).toBe('signedIn');
  return answer as Extract<ProviderSignInAnswer, { status: 'signedIn' }>;
};
const accountsWith = async (email: string): Promise<number> => {
  const { rows } = await sso.t.server.infra.sql.query<{ count: number }>('select count(*)::int as count from users where email = $1', [email]);
  return rows[0]?.count ?? 0;
};
const history = async (userId: string) => ok<UserHistoryEntry[]>(await as.super.get(api(`/users/${userId}/history`)));

beforeAll(async () => {
  sso = await startSsoServer();
  as = await signedInAll(sso.t.url);
  const learner = await me(as.learner);
  orgId = learner.orgId!;
  groupId = learner.groupId;
  provider = ok<IdentityProviderItem>(
    await as.super.post(api(IDENTITY_PROVIDER_ROUTES.list(orgId)), providerRequest(sso.provider.issuer, { defaultRole: 'manager', defaultGroupId: groupId })),
  );
});
afterAll(async () => {
  await sso?.close();
});

describe('the providers of the sign-in screen', () => {
  it('names the enabled providers of the e-mail domain and of the organization, and nothing for another domain', async () => {
    const expected = [{ id: provider.id, name: 'Laboratory ID', orgName: expect.any(String), required: false }];
    expect(ok<SignInProvider[]>(await browser().get(api(`${SSO_ROUTES.providers}?email=someone@LAB.test`)))).toEqual(expected);
    expect(ok<SignInProvider[]>(await browser().get(api(`${SSO_ROUTES.providers}?orgId=${orgId}`)))).toEqual(expected);
    expect(ok(await browser().get(api(`${SSO_ROUTES.providers}?email=someone@elsewhere.test`)))).toEqual([]);
    expect((await browser().get(api(SSO_ROUTES.providers))).status).toBe(400);
  });
});

describe('the first sign-in through a provider', () => {
  it('starts with PKCE S256, state, nonce and the login hint, in a sealed Strict cookie of the sign-in routes', async () => {
    const client = browser();
    const res = await client.post(api(SSO_ROUTES.start), { providerId: provider.id, email: 'ada@lab.test', returnTo: '/courses' });
    const url = new URL(ok<{ authorizationUrl: string }>(res).authorizationUrl);
    expect(url.origin).toBe(new URL(sso.provider.issuer).origin);
    expect(Object.fromEntries(['code_challenge_method', 'login_hint', 'redirect_uri', 'scope'].map((k) => [k, url.searchParams.get(k)]))).toEqual({
      code_challenge_method: 'S256',
      login_hint: 'ada@lab.test',
      redirect_uri: 'http://127.0.0.1:3999/sso/callback',
      scope: 'openid email profile',
    });
    for (const key of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(key)).toMatch(/^[\w-]{20,}$/);
    const cookie = TestClient.setCookies(res).find((line) => line.startsWith(`${OIDC_FLOW_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/Max-Age=600;.*Path=\/api\/v1\/auth\/oidc;.*HttpOnly;.*SameSite=Strict/);
    // Sealed: neither the state nor the verifier can be read from the cookie.
    expect(decodeURIComponent(cookie)).not.toContain(url.searchParams.get('state'));
  });

  it("makes the account in the provider's organization with its defaults, names from the claims, no welcome e-mail, and signs in", async () => {
    const client = browser();
    const mailsBefore = (await sso.t.outbox()).length;
    const query = await signInAtProvider(await startAt(client, provider.id, { returnTo: '/courses' }), {
      email: PROVIDER_ACCOUNTS.ada.login,
      password: PROVIDER_ACCOUNTS.ada.password,
    });
    const res = await callback(client, query);
    const answer = signedIn(res);
    expect(answer.returnTo).toBe('/courses');
    expect(answer.user).toMatchObject({ email: 'ada@lab.test', role: 'manager', orgId, groupId, bio: { firstName: 'Ada', lastName: 'Lovelace' } });
    // The flow is used once: its cookie is cleared with the answer.
    expect(TestClient.setCookies(res).find((line) => line.startsWith(`${OIDC_FLOW_COOKIE}=;`))).toBeDefined();
    expect((await me(client)).id).toBe(answer.user.id);
    expect((await sso.t.outbox()).slice(mailsBefore).filter((mail) => mail.includes('ada@lab.test'))).toEqual([]);
    const entries = await history(answer.user.id);
    expect(entries.find((e) => e.type === 'UserRegistered')?.changes).toMatchObject({ origin: 'provider' });
    expect(entries.find((e) => e.type === 'IdentityLinked')?.changes).toMatchObject({
      via: 'provisioned',
      providerName: 'Laboratory ID',
      email: 'ada@lab.test',
    });
    expect(entries.find((e) => e.type === 'SessionStarted')?.changes).toMatchObject({ providerId: provider.id, providerName: 'Laboratory ID' });
  });

  it('signs the same account in the next time, making no second one', async () => {
    const first = signedIn(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada));
    const second = signedIn(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada));
    expect(second.user.id).toBe(first.user.id);
    expect(second.returnTo).toBe('/dashboard');
    expect(await accountsWith('ada@lab.test')).toBe(1);
  });

  it("times the provider's share of the callback in Server-Timing (token exchange, keys, userinfo) and the total", async () => {
    const res = await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada);
    signedIn(res);
    const figures: Record<string, number> = {};
    for (const entry of String(res.headers['server-timing']).split(', ')) {
      const [, name, ms] = /^([\w-]+);dur=([\d.]+)$/.exec(entry) ?? [];
      figures[name!] = Number(ms);
    }
    expect(Object.keys(figures)).toEqual(expect.arrayContaining(['idp-token', 'total']));
    const providerShare = Object.entries(figures).reduce((sum, [name, ms]) => (name.startsWith('idp-') ? sum + ms : sum), 0);
    expect(figures['idp-token']).toBeGreaterThan(0);
    expect(providerShare).toBeLessThan(figures.total!);
  });

  it("reads the e-mail from the provider's chosen claim (upn), which the directory vouches for", async () => {
    ok(await as.super.put(api(IDENTITY_PROVIDER_ROUTES.one(orgId, provider.id)), { emailClaim: 'upn' }));
    try {
      const answer = signedIn(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.upnUser));
      expect(answer.user).toMatchObject({ email: 'upn.user@lab.test', bio: { firstName: 'Upton', lastName: 'User' } });
    } finally {
      ok(await as.super.put(api(IDENTITY_PROVIDER_ROUTES.one(orgId, provider.id)), { emailClaim: 'email' }));
    }
  });
});

describe('refusals of the callback', () => {
  it('without the flow cookie (another browser, or a planted code) answers flowExpired', async () => {
    const client = browser();
    const query = await signInAtProvider(await startAt(client, provider.id), { email: PROVIDER_ACCOUNTS.ada.login, password: PROVIDER_ACCOUNTS.ada.password });
    client.setCookie(OIDC_FLOW_COOKIE, undefined);
    refused(await callback(client, query), 400, OIDC_MSG.flowExpired);
    refused(await callback(browser(), query), 400, OIDC_MSG.flowExpired);
  });

  it('refuses an altered state, and a code used twice with the flow cookie put back', async () => {
    const client = browser();
    const query = await signInAtProvider(await startAt(client, provider.id), { email: PROVIDER_ACCOUNTS.ada.login, password: PROVIDER_ACCOUNTS.ada.password });
    const flow = client.cookie(OIDC_FLOW_COOKIE);
    const altered = new URLSearchParams(query);
    altered.set('state', `${altered.get('state')}x`);
    refused(await callback(client, altered.toString()), 401, OIDC_MSG.providerFailed);
    client.setCookie(OIDC_FLOW_COOKIE, flow);
    signedIn(await callback(client, query));
    client.setCookie(OIDC_FLOW_COOKIE, flow);
    refused(await callback(client, query), 401, OIDC_MSG.providerFailed);
  });

  it('answers providerRefused when the person aborts at the provider', async () => {
    const client = browser();
    refused(await callback(client, await abortAtProvider(await startAt(client, provider.id))), 401, OIDC_MSG.providerRefused);
  });

  it('refuses a provider account without an e-mail, of a domain not allowed, and unverified for an existing account', async () => {
    refused(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.noMail), 401, OIDC_MSG.emailMissing);
    refused(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.outsider), 403, OIDC_MSG.domainNotAllowed);
    refused(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.manager), 403, OIDC_MSG.emailUnverified);
    expect(await accountsWith('outsider@elsewhere.test')).toBe(0);
  });

  it('does not start with a disabled provider, and ends a flow whose provider was disabled meanwhile', async () => {
    const other = ok<OrganizationItem>(await as.super.post(api('/organizations'), { name: 'Disabled Laboratory' }));
    const disabled = ok<IdentityProviderItem>(
      await as.super.post(api(IDENTITY_PROVIDER_ROUTES.list(other.id)), providerRequest(sso.provider.issuer, { allowedDomains: ['off.test'] })),
    );
    const client = browser();
    const url = await startAt(client, disabled.id);
    ok(await as.super.put(api(IDENTITY_PROVIDER_ROUTES.one(other.id, disabled.id)), { enabled: false }));
    refused(
      await callback(client, await signInAtProvider(url, { email: PROVIDER_ACCOUNTS.ada.login, password: PROVIDER_ACCOUNTS.ada.password })),
      400,
      OIDC_MSG.flowExpired,
    );
    refused(await browser().post(api(SSO_ROUTES.start), { providerId: disabled.id }), 404, OIDC_MSG.providerNotFound);
  });

  it('refuses a deactivated linked account, recording no session', async () => {
    const ada = signedIn(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada)).user;
    expect(ok<{ disabled: boolean }>(await as.super.put(api(`/user/disabled/${ada.id}`))).disabled).toBe(true);
    const sessions = async () =>
      (await sso.t.server.infra.sql.query<{ count: number }>('select count(*)::int as count from sessions where user_id = $1', [ada.id])).rows[0]?.count;
    const before = await sessions();
    refused(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada), 403, MSG.deactivated);
    expect(await sessions()).toBe(before);
  });
});
