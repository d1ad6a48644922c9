/**
 * Linking a provider account to an existing CytoCampus account (docs/adr/0041): the callback finds
 * an account with the verified e-mail and asks for its password once; a wrong password links
 * nothing and may be typed again; the right one links, signs in and shows in the history; the next
 * sign-in needs no link; deleting the account frees the provider account for a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IDENTITY_PROVIDER_ROUTES,
  MSG,
  OIDC_LINK_COOKIE,
  OIDC_MSG,
  SSO_ROUTES,
  type IdentityProviderItem,
  type ProviderSignInAnswer,
  type UserHistoryEntry,
} from '@cytocampus/contracts';
import { PROVIDER_ACCOUNTS } from '@cytocampus/testing/oidc';
import { DEMO } from '../../../../testing/factories.js';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import { TestClient } from '../../../../testing/test-client.js';
import { api, me, ok, refused } from '../../../community/testing/community-client.js';
import { providerRequest, signInThroughProvider, startSsoServer, type SsoServer } from '../../testing/sso.js';

let sso: SsoServer;
let as: Record<DemoRole, TestClient>;
let provider: IdentityProviderItem;
let learnerId: string;

const browser = (): TestClient => new TestClient(sso.t.url);
const link = (client: TestClient, password: string) => client.post(api(SSO_ROUTES.link), { password, website: '' });
const linksOf = async (userId: string): Promise<number> => {
  const { rows } = await sso.t.server.infra.sql.query<{ count: number }>(
    "select count(*)::int as count from es_events where stream_id = $1 and event_type = 'IdentityLinked'",
    [`user-${userId}`],
  );
  return rows[0]?.count ?? 0;
};

beforeAll(async () => {
  sso = await startSsoServer();
  as = await signedInAll(sso.t.url);
  const learner = await me(as.learner);
  learnerId = learner.id;
  provider = ok<IdentityProviderItem>(await as.super.post(api(IDENTITY_PROVIDER_ROUTES.list(learner.orgId!)), providerRequest(sso.provider.issuer)));
});
afterAll(async () => {
  await sso?.close();
});

describe('linking an existing account after its password', () => {
  it('asks for the password, refuses a wrong one with the link kept, links with the right one and signs in; the next sign-in needs no link', async () => {
    const client = browser();
    const first = await signInThroughProvider(client, provider.id, PROVIDER_ACCOUNTS.learner);
    expect(ok<ProviderSignInAnswer>(first)).toEqual({ status: 'linkRequired', providerName: 'Laboratory ID', email: DEMO.learner.email });
    expect(client.sessionToken).toBeUndefined();

    refused(await link(client, 'NotThePassword1'), 401, MSG.loginIncorrect, 'password');
    expect(await linksOf(learnerId)).toBe(0);
    expect(client.cookie(OIDC_LINK_COOKIE)).toBeDefined();

    const linked = ok<ProviderSignInAnswer>(await link(client, DEMO.learner.password));
    expect(linked).toMatchObject({ status: 'signedIn', returnTo: '/dashboard', user: { id: learnerId, email: DEMO.learner.email } });
    expect((await me(client)).id).toBe(learnerId);
    expect(await linksOf(learnerId)).toBe(1);
    // The link is used once.
    refused(await link(client, DEMO.learner.password), 400, OIDC_MSG.linkExpired);

    const next = ok<ProviderSignInAnswer>(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.learner));
    expect(next).toMatchObject({ status: 'signedIn', user: { id: learnerId } });

    const history = ok<UserHistoryEntry[]>(await as.admin.get(api(`/users/${learnerId}/history`)));
    expect(history.find((e) => e.type === 'IdentityLinked')).toMatchObject({
      actorId: learnerId,
      changes: { providerId: provider.id, providerName: 'Laboratory ID', email: DEMO.learner.email, via: 'password' },
    });
    expect(history.filter((e) => e.type === 'SessionStarted').map((e) => e.changes.providerName)).toEqual(['Laboratory ID', 'Laboratory ID']);
  });

  it('answers linkExpired without a link cookie', async () => {
    refused(await link(browser(), DEMO.learner.password), 400, OIDC_MSG.linkExpired);
  });

  it("frees a deleted account's provider account: the next sign-in makes a new account", async () => {
    const made = ok<ProviderSignInAnswer>(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada));
    if (made.status !== 'signedIn') throw new Error('expected a sign-in');
    ok(await as.super.call('delete', api(`/users/${made.user.id}`)));
    const again = ok<ProviderSignInAnswer>(await signInThroughProvider(browser(), provider.id, PROVIDER_ACCOUNTS.ada));
    expect(again).toMatchObject({ status: 'signedIn', user: { email: 'ada@lab.test' } });
    if (again.status === 'signedIn') expect(again.user.id).not.toBe(made.user.id);
  });
});
