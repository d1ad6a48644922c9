/**
 * The configuration of an organization's identity providers and of its sign-in policy (docs/adr/0041),
 * against the test OpenID provider: the issuer discovered before anything is recorded, the client
 * secret sealed and never answered, the domains one provider's each, and an organization that
 * requires its providers keeping one enabled.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DIRECTORY_MSG,
  IDENTITY_PROVIDER_ROUTES,
  MSG,
  OIDC_MSG,
  type IdentityProviderItem,
  type IdentityProviderList,
  type OrganizationItem,
  type ReadModelChanged,
} from '@cytocampus/contracts';
import { TEST_CLIENT_SECRET } from '@cytocampus/testing/oidc';
import { signedInAll, type DemoRole } from '../../../../testing/sign-in.js';
import type { TestClient } from '../../../../testing/test-client.js';
import { api, connect, eventually, me, ok, refused, type ClientSocket } from '../../../community/testing/community-client.js';
import { providerRequest, SSO_PUBLIC_URL, startSsoServer, type SsoServer } from '../../testing/sso.js';

const ROUTES = IDENTITY_PROVIDER_ROUTES;
let sso: SsoServer;
let as: Record<DemoRole, TestClient>;
const sockets: ClientSocket[] = [];
/** Every answer the spec received, to look for a secret in. */
const answers: unknown[] = [];

beforeAll(async () => {
  sso = await startSsoServer();
  as = await signedInAll(sso.t.url);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await sso?.close();
});

type Reply = { status: number; body: { data?: unknown; code?: number; message?: string; field?: string | null } };
const kept = (res: Reply): Reply => (answers.push(res.body), res);
let domains = 0;
/** A domain no other test uses: a domain signs in through one provider only. */
const freshDomain = (): string => `lab-${++domains}.test`;
const newOrganization = async (name: string): Promise<string> => ok<OrganizationItem>(await as.super.post(api('/organizations'), { name })).id;
const add = async (orgId: string, overrides: Parameters<typeof providerRequest>[1] = {}) =>
  kept(await as.super.post(api(ROUTES.list(orgId)), providerRequest(sso.provider.issuer, { allowedDomains: [freshDomain()], ...overrides })));
const change = async (orgId: string, id: string, body: object) => kept(await as.super.put(api(ROUTES.one(orgId, id)), body));
const listOf = async (orgId: string) => ok<IdentityProviderList>(kept(await as.super.get(api(ROUTES.list(orgId)))));
const requireProvider = async (orgId: string, providerRequired: boolean) => kept(await as.super.put(api(ROUTES.policy(orgId)), { providerRequired }));

/** The provider's events, as recorded. */
async function eventsOf(providerId: string): Promise<{ type: string; data: { clientSecret?: string } }[]> {
  const { rows } = await sso.t.server.infra.sql.query<{ type: string; data: { clientSecret?: string } }>(
    'select event_type as type, data from es_events where stream_id = $1 order by position',
    [`idp-${providerId}`],
  );
  return rows;
}
/** The provider's secret as the last event sealed it, opened as a sign-in will open it. */
async function secretOf(providerId: string): Promise<string> {
  const sealed = (await eventsOf(providerId)).findLast((e) => e.data.clientSecret !== undefined)?.data.clientSecret;
  return sso.t.server.infra.sealer.open(sealed ?? '', `idp-client-secret:${providerId}`);
}

describe('identity providers of an organization', () => {
  it('adds a provider whose issuer answers discovery, seals its secret, and lists it with only clientSecretSet', async () => {
    const orgId = await newOrganization('Sealed Laboratory');
    const domain = freshDomain();
    const item = ok<IdentityProviderItem>(await add(orgId, { name: 'Laboratory ID', allowedDomains: [domain.toUpperCase(), domain] }));
    expect(item).toMatchObject({
      orgId,
      name: 'Laboratory ID',
      issuer: sso.provider.issuer,
      allowedDomains: [domain],
      defaultRole: 'cytotechnologist',
      enabled: true,
      clientSecretSet: true,
      linkedAccounts: 0,
      version: 1,
    });
    expect(Object.keys(item)).not.toContain('clientSecret');
    expect(await listOf(orgId)).toEqual({ orgId, redirectUri: `${SSO_PUBLIC_URL}/sso/callback`, providerRequired: false, version: 1, items: [item] });
    // Recorded sealed, bound to this provider: the plain secret is in no event.
    const [added] = await eventsOf(item.id);
    expect(added?.type).toBe('IdentityProviderAdded');
    expect(added?.data.clientSecret).toMatch(/^v1\./);
    expect(JSON.stringify(added)).not.toContain(TEST_CLIENT_SECRET);
    expect(await secretOf(item.id)).toBe(TEST_CLIENT_SECRET);
  });

  it('refuses on issuer an http issuer that is not this machine, and one where no OpenID provider answers', async () => {
    const orgId = await newOrganization('Issuer Laboratory');
    refused(await add(orgId, { issuer: 'http://id.lab.example' }), 400, OIDC_MSG.issuerInsecure, 'issuer');
    // Nothing listens on port 1; the API itself answers, but no discovery document.
    refused(await add(orgId, { issuer: 'http://127.0.0.2:1' }), 400, OIDC_MSG.issuerUnreachable, 'issuer');
    refused(await add(orgId, { issuer: sso.t.url }), 400, OIDC_MSG.issuerUnreachable, 'issuer');
    refused(await add(orgId, { issuer: `${sso.provider.issuer}?tenant=1` }), 400, OIDC_MSG.issuerInvalid, 'issuer');
    expect((await listOf(orgId)).items).toEqual([]);
  });

  it('keeps the secret through a change without one, and replaces it with a new one', async () => {
    const orgId = await newOrganization('Rotating Laboratory');
    const { id } = ok<IdentityProviderItem>(await add(orgId));
    const renamed = ok<IdentityProviderItem>(await change(orgId, id, { name: 'Lab Login', enabled: false }));
    expect(renamed).toMatchObject({ name: 'Lab Login', enabled: false, clientSecretSet: true, version: 2 });
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(['IdentityProviderAdded', 'IdentityProviderChanged']);
    expect(await secretOf(id)).toBe(TEST_CLIENT_SECRET);

    const rotated = ok<IdentityProviderItem>(await change(orgId, id, { clientSecret: 'a-new-secret' }));
    expect(rotated.version).toBe(3);
    expect((await eventsOf(id)).map((e) => e.type).at(-1)).toBe('IdentityProviderSecretSet');
    expect(await secretOf(id)).toBe('a-new-secret');
    // The same settings again record nothing.
    expect(ok<IdentityProviderItem>(await change(orgId, id, { name: 'Lab Login' })).version).toBe(3);
  });

  it('refuses a domain another provider signs in, a group of another organization, and a provider of another organization', async () => {
    const [first, second] = [await newOrganization('First Domain Lab'), await newOrganization('Second Domain Lab')];
    const shared = freshDomain();
    const { id } = ok<IdentityProviderItem>(await add(first, { allowedDomains: [shared] }));
    refused(await add(second, { allowedDomains: [freshDomain(), shared] }), 409, OIDC_MSG.domainTaken(shared), 'allowedDomains');
    const { id: other } = ok<IdentityProviderItem>(await add(second));
    refused(await change(second, other, { allowedDomains: [shared] }), 409, OIDC_MSG.domainTaken(shared), 'allowedDomains');
    // A provider's own domains are not taken from it.
    expect(ok<IdentityProviderItem>(await change(first, id, { allowedDomains: [shared, freshDomain()] })).allowedDomains[0]).toBe(shared);

    const group = ok<{ id: string }>(await as.super.post(api('/groups'), { orgId: second, name: 'Night shift' }));
    refused(await add(first, { defaultGroupId: group.id }), 400, DIRECTORY_MSG.groupNotInOrganization, 'defaultGroupId');
    expect(ok<IdentityProviderItem>(await change(second, other, { defaultGroupId: group.id }))).toMatchObject({ defaultGroupName: 'Night shift' });

    refused(await change(first, other, { name: 'Taken over' }), 404, OIDC_MSG.providerNotFound);
    refused(kept(await as.super.call('delete', api(ROUTES.one(first, other)))), 404, OIDC_MSG.providerNotFound);
    refused(kept(await as.super.get(api(ROUTES.list('00000000-0000-4000-8000-000000000000')))), 404, DIRECTORY_MSG.organizationNotFound);
  });

  it('removes a provider; an organization with providers is not removed', async () => {
    const orgId = await newOrganization('Closing Laboratory');
    const { id } = ok<IdentityProviderItem>(await add(orgId));
    refused(await as.super.call('delete', api(`/organizations/${orgId}`)), 409, OIDC_MSG.organizationHasProviders);
    expect(ok(kept(await as.super.call('delete', api(ROUTES.one(orgId, id)))))).toEqual({ success: true });
    expect((await listOf(orgId)).items).toEqual([]);
    refused(kept(await as.super.call('delete', api(ROUTES.one(orgId, id)))), 404, OIDC_MSG.providerNotFound);
    ok(await as.super.call('delete', api(`/organizations/${orgId}`)));
  });

  it('requires a provider only while one is enabled, and keeps the last one enabled while required', async () => {
    const orgId = await newOrganization('Required Laboratory');
    refused(await requireProvider(orgId, true), 409, OIDC_MSG.noProviderToRequire);
    const { id } = ok<IdentityProviderItem>(await add(orgId, { enabled: false }));
    refused(await requireProvider(orgId, true), 409, OIDC_MSG.noProviderToRequire);
    ok(await change(orgId, id, { enabled: true }));
    expect(ok<IdentityProviderList>(await requireProvider(orgId, true))).toMatchObject({ providerRequired: true, items: [expect.objectContaining({ id })] });

    refused(await change(orgId, id, { enabled: false }), 409, OIDC_MSG.lastRequiredProvider);
    refused(kept(await as.super.call('delete', api(ROUTES.one(orgId, id)))), 409, OIDC_MSG.lastRequiredProvider);
    // A second enabled provider lets the first go.
    const { id: second } = ok<IdentityProviderItem>(await add(orgId));
    ok(await change(orgId, id, { enabled: false }));
    refused(await change(orgId, second, { enabled: false }), 409, OIDC_MSG.lastRequiredProvider);

    expect(ok<IdentityProviderList>(await requireProvider(orgId, false)).providerRequired).toBe(false);
    ok(kept(await as.super.call('delete', api(ROUTES.one(orgId, second)))));
  });

  it('tells the super users’ sockets of each change, with the list’s version; learners hear nothing', async () => {
    const orgId = await newOrganization('Live Laboratory');
    const [superUser, learner] = [await connect(sso.t.url, as.super, sockets), await connect(sso.t.url, as.learner, sockets)];
    const heard = (notices: ReadModelChanged[]) => notices.filter((n) => n.model === 'identityProviders' && n.id === orgId).map((n) => n.version);
    const { id } = ok<IdentityProviderItem>(await add(orgId));
    await eventually(() => heard(superUser.heard).includes(1), 'the notice of the new provider');
    await requireProvider(orgId, true);
    await eventually(() => heard(superUser.heard).includes(2), 'the notice of the policy');
    expect((await listOf(orgId)).version).toBe(2);
    ok(await change(orgId, id, { name: 'Renamed ID' }));
    await eventually(() => heard(superUser.heard).includes(3), 'the notice of the change');
    // Sent to the same process's sockets together: the learner's would have had it by now.
    expect(heard(learner.heard)).toEqual([]);
  });

  it('refuses every configuration to all but super users', async () => {
    const { orgId } = await me(as.manager);
    for (const role of ['learner', 'manager', 'admin'] as const) {
      refused(await as[role].get(api(ROUTES.list(orgId!))), 403, MSG.forbidden);
    }
  });

  it('held the secret, or its sealed form, in none of the answers above, refusals included', () => {
    const all = JSON.stringify(answers);
    expect(answers.length).toBeGreaterThan(20);
    expect(all).not.toContain(TEST_CLIENT_SECRET);
    expect(all).not.toContain('a-new-secret');
    expect(all).not.toMatch(/"v1\.[\w-]{8}\./);
    expect(all).not.toMatch(/client_?secret"/i);
  });
});
