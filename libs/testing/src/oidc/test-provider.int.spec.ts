import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as oidc from 'openid-client';
import {
  CookieJar,
  DEFAULT_PROVIDER_ACCOUNTS,
  GRANTED_SCOPES,
  LOGIN_REFUSED,
  PROVIDER_ACCOUNTS,
  PROVIDER_PASSWORD,
  StayedAtProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  abortAtProvider,
  endProviderSession,
  signInAtProvider,
  startTestProvider,
  type ProviderAccount,
  type TestProvider,
} from '@cytocampus/testing/oidc';

/**
 * The fixture itself, with openid-client 6 as the relying party exactly as the API will use it:
 * http issuer allowed explicitly, the secret in the Authorization header, PKCE, state and nonce.
 */
const APP_URL = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${APP_URL}/sso/callback`;

let provider: TestProvider;
let config: oidc.Configuration;

beforeAll(async () => {
  provider = await startTestProvider({ appUrl: APP_URL });
  config = await oidc.discovery(new URL(provider.issuer), TEST_CLIENT_ID, TEST_CLIENT_SECRET, oidc.ClientSecretBasic(TEST_CLIENT_SECRET), {
    execute: [oidc.allowInsecureRequests],
  });
});

afterAll(() => provider.close());

/** What the API's start step makes: an authorization URL and the checks its callback needs. */
async function startFlow() {
  const pkceCodeVerifier = oidc.randomPKCECodeVerifier();
  const checks = { pkceCodeVerifier, expectedState: oidc.randomState(), expectedNonce: oidc.randomNonce(), idTokenExpected: true };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: GRANTED_SCOPES,
    code_challenge: await oidc.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: checks.expectedState,
    nonce: checks.expectedNonce,
  });
  return { url, checks };
}

/** A whole sign-in: the provider's form, the code exchanged, the ID token verified, the userinfo read. */
async function signIn(account: ProviderAccount, jar?: CookieJar) {
  const { url, checks } = await startFlow();
  const query = await signInAtProvider(url, { email: account.login, password: account.password }, jar);
  const tokens = await oidc.authorizationCodeGrant(config, new URL(`${REDIRECT_URI}?${query}`), checks);
  const idToken = tokens.claims()!;
  const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
  return { idToken, userinfo, tokens, nonce: checks.expectedNonce };
}

describe('the test OpenID provider', () => {
  it('answers discovery with the code flow, S256 PKCE, the claims CytoCampus reads and an end-session endpoint', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(provider.issuer);
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.2:\d+$/);
    expect(metadata.response_types_supported).toContain('code');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name', 'upn']));
    expect(metadata.end_session_endpoint).toBe(`${provider.issuer}/session/end`);
  });

  it('signs in through its login form: the ID token names the account, the userinfo carries the e-mail', async () => {
    const { idToken, userinfo, nonce } = await signIn(PROVIDER_ACCOUNTS.ada);

    expect(idToken).toMatchObject({ iss: provider.issuer, aud: TEST_CLIENT_ID, sub: 'lab-ada', nonce });
    expect(userinfo).toMatchObject({ sub: 'lab-ada', email: 'ada@lab.test', email_verified: true, given_name: 'Ada' });
  });

  it("releases each fixture account's claims, and nothing else", async () => {
    for (const account of DEFAULT_PROVIDER_ACCOUNTS) {
      const { userinfo } = await signIn(account);
      expect({ ...userinfo }).toEqual({ sub: account.accountId, ...account.claims });
    }
    expect(PROVIDER_ACCOUNTS.manager.claims.email_verified).toBe(false);
    expect(PROVIDER_ACCOUNTS.noMail.claims).not.toHaveProperty('email');
    expect(PROVIDER_ACCOUNTS.upnUser.claims).not.toHaveProperty('email');
  });

  it('keeps its form, with no code, after a wrong password', async () => {
    const { url } = await startFlow();
    const refusal = await signInAtProvider(url, { email: 'ada@lab.test', password: 'Provider2' }).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(StayedAtProvider);
    const { page } = refusal as StayedAtProvider;
    expect(page).toContain(LOGIN_REFUSED);
    expect(page).toContain('<form id="login"');
    expect(page).toContain('value="ada@lab.test"');
  });

  it('answers access_denied to the client when the person aborts', async () => {
    const { url, checks } = await startFlow();
    const query = new URLSearchParams(await abortAtProvider(url));

    expect(query.get('error')).toBe('access_denied');
    expect(query.get('state')).toBe(checks.expectedState);
    expect(query.has('code')).toBe(false);
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: GRANTED_SCOPES, state: oidc.randomState() });
    const query = new URLSearchParams(await signInAtProvider(url, { email: 'ada@lab.test', password: PROVIDER_PASSWORD }));

    expect(query.get('error')).toBe('invalid_request');
    expect(query.get('error_description')).toMatch(/PKCE/);
  });

  it('keeps a provider session until RP-initiated logout ends it', async () => {
    const jar = new CookieJar();
    const { tokens } = await signIn(PROVIDER_ACCOUNTS.learner, jar);
    const wrongPassword = { ...PROVIDER_ACCOUNTS.learner, password: 'not-asked' };
    // Signed in at the provider: no form, so the password is never checked.
    expect((await signIn(wrongPassword, jar)).idToken.sub).toBe('lab-learner');

    const endSessionUrl = oidc.buildEndSessionUrl(config, { id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${APP_URL}/login`, state: 'bye' });
    const returnedTo = await endProviderSession(endSessionUrl, jar);

    expect(returnedTo.href).toBe(`${APP_URL}/login?state=bye`);
    await expect(signIn(wrongPassword, jar)).rejects.toThrow(StayedAtProvider);
  });
});
