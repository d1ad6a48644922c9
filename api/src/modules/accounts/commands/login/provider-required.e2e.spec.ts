/**
 * An organization that requires its identity provider (docs/adr/0041): its learners and managers
 * who know their password are refused a password sign-in and told which provider to use; a wrong
 * password still only hears the usual answer; its administrators keep their password; sessions
 * already open go on; lifting the requirement gives the passwords back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IDENTITY_PROVIDER_ROUTES, MSG, OIDC_MSG, type IdentityProviderList } from '@cytocampus/contracts';
import { DEMO } from '../../../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { api, me, ok, refused } from '../../../community/testing/community-client.js';
import { providerRequest, startSsoServer, type SsoServer } from '../../testing/sso.js';

let sso: SsoServer;
let as: Record<DemoRole, TestClient>;
let orgId: string;

const passwordSignIn = (account: { email: string; password: string }) => new TestClient(sso.t.url).post(api('/login'), account);
const require = async (providerRequired: boolean) =>
  ok<IdentityProviderList>(await as.super.call('put', api(IDENTITY_PROVIDER_ROUTES.policy(orgId)), { providerRequired }));

beforeAll(async () => {
  sso = await startSsoServer();
  as = await signedInAll(sso.t.url);
  orgId = (await me(as.learner)).orgId!;
  ok(await as.super.post(api(IDENTITY_PROVIDER_ROUTES.list(orgId)), providerRequest(sso.provider.issuer)));
});
afterAll(async () => {
  await sso?.close();
});

describe('password sign-in when the organization requires its provider', () => {
  it('refuses learners and managers who know their password, naming the provider; a wrong password hears the usual answer', async () => {
    expect((await require(true)).providerRequired).toBe(true);
    const required = OIDC_MSG.providerRequired(['Laboratory ID']);
    refused(await passwordSignIn(DEMO.learner), 403, required);
    refused(await passwordSignIn(DEMO.manager), 403, required);
    refused(await passwordSignIn({ ...DEMO.learner, password: 'not-the-password' }), 401, MSG.loginIncorrect);
    // Administrators keep their password: the way in while the provider is down.
    expect((await passwordSignIn(DEMO.admin)).status).toBe(200);
    // A session opened before goes on.
    expect((await me(as.learner)).email).toBe(DEMO.learner.email);
  });

  it('gives the passwords back when the requirement is lifted', async () => {
    expect((await require(false)).providerRequired).toBe(false);
    expect((await passwordSignIn(DEMO.learner)).status).toBe(200);
  });
});
