/**
 * The permission matrix of the administration (spec part 1 section 6): every endpoint, for every
 * role, on a target in the caller's organization and in another one. Expectations come from the
 * pure rules of @cytocampus/permissions (their own unit tests pin them to the spec), so this file
 * proves the API enforces exactly them, and that a refused request changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IDENTITY_PROVIDER_ROUTES,
  LTI_ROUTES,
  type CurrentUser,
  type IdentityProviderItem,
  type LtiPlatformItem,
  type LtiPlatformRequest,
  type LtiToolKeyList,
  type OrganizationItem,
  type UserDetail,
} from '@cytocampus/contracts';
import {
  canConfigureIdentityProviders,
  canConfigureLtiPlatforms,
  canCreateUserIn,
  canEditGroupsOf,
  canEditOrganizations,
  canListOrganizations,
  canReadGroupsOf,
  canReadOrganization,
  canReadUser,
  userAbilities,
  userListScope,
  type Actor,
  type UserTarget,
} from '@cytocampus/permissions';
import { startTestProvider, type TestProvider } from '@cytocampus/testing/oidc';
import type { Response } from 'supertest';
import { providerRequest, SSO_PUBLIC_URL } from './accounts/testing/sso.js';
import { newUser } from '../testing/factories.js';
import { signedInAll, type DemoRole } from '../testing/sign-in.js';
import type { TestClient } from '../testing/test-client.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const ROLES: DemoRole[] = ['learner', 'manager', 'admin', 'super'];
let t: TestServer;
let as: Record<DemoRole, TestClient>;
const actors = {} as Record<DemoRole, Actor>;
let own: string;
let other: string;
/** The laboratory's OpenID provider, whose issuer the identity provider cases configure. */
let provider: TestProvider;

beforeAll(async () => {
  t = await startTestServer();
  provider = await startTestProvider({ appUrl: SSO_PUBLIC_URL });
  as = await signedInAll(t.url);
  for (const role of ROLES) {
    const me = (await as[role].get('/api/v1/user')).body.data as CurrentUser;
    actors[role] = { id: me.id, role: me.role, orgId: me.orgId, effectivePermissions: me.effectivePermissions };
  }
  own = actors.manager.orgId!;
  other = ((await as.super.post('/api/v1/organizations', { name: 'Other Laboratory' })).body.data as OrganizationItem).id;
});
afterAll(async () => {
  await provider?.close();
  await t.close();
});

/** A fresh user for one case, so that allowed writes never disturb other cases. */
async function freshTarget(orgId: string, role: 'cytotechnologist' | 'admin' = 'cytotechnologist'): Promise<UserDetail> {
  const res = await as.super.post('/api/v1/users', newUser({ orgId, role }));
  expect(res.status).toBe(200);
  return res.body.data as UserDetail;
}

const versionOf = async (id: string): Promise<number | null> => {
  const res = await as.super.get(`/api/v1/users/${id}`);
  return res.status === 200 ? (res.body.data as UserDetail).version : null;
};

type TargetCase = [string, (client: TestClient, target: UserDetail) => Promise<Response>, (actor: Actor, target: UserTarget) => boolean];
const TARGET_CASES: TargetCase[] = [
  ['GET /users/{id}', (c, u) => c.get(`/api/v1/users/${u.id}`), canReadUser],
  ['PUT /users/{id} bio', (c, u) => c.put(`/api/v1/users/${u.id}`, { bio: { lab: 'Changed Lab' } }), (a, u) => userAbilities(a, u).canEdit],
  ['PUT /users/{id} e-mail', (c, u) => c.put(`/api/v1/users/${u.id}`, { email: `changed-${u.email}` }), (a, u) => userAbilities(a, u).canEdit],
  ['PUT /users/{id} role', (c, u) => c.put(`/api/v1/users/${u.id}`, { role: 'manager' }), (a, u) => userAbilities(a, u).roleOptions.includes('manager')],
  [
    'PUT /users/{id} permissions',
    (c, u) => c.put(`/api/v1/users/${u.id}`, { permissions: { createThreads: true } }),
    (a, u) => userAbilities(a, u).canEditPermissions,
  ],
  ['PUT /users/{id} assignment', (c, u) => c.put(`/api/v1/users/${u.id}`, { curriculum: 'DEFAULT' }), (a, u) => userAbilities(a, u).canAssign],
  [
    'PUT /users/{id} organization',
    (c, u) => c.put(`/api/v1/users/${u.id}`, { orgId: u.orgId === own ? other : own }),
    (a, u) => userAbilities(a, u).canChangeOrganization,
  ],
  ['PUT /user/disabled/{id}', (c, u) => c.put(`/api/v1/user/disabled/${u.id}`), (a, u) => userAbilities(a, u).canDeactivate],
  ['POST /user/resetPassword', (c, u) => c.post('/api/v1/user/resetPassword', { email: u.email }), (a, u) => userAbilities(a, u).canResetPassword],
  ['DELETE /users/{id}', (c, u) => c.call('delete', `/api/v1/users/${u.id}`), (a, u) => userAbilities(a, u).canDel],
  ['POST /users/{id}/tokens', (c, u) => c.post(`/api/v1/users/${u.id}/tokens`, { name: 'Matrix' }), (a, u) => userAbilities(a, u).canManageTokens],
];

/** Learners in the caller's organization and in another one, and an admin in the caller's (a higher role for a manager). */
const TARGETS = [
  ['a learner of the own organization', 'own', 'cytotechnologist'],
  ['a learner of another organization', 'other', 'cytotechnologist'],
  ['an admin of the own organization', 'own', 'admin'],
] as const;
const matrix = TARGET_CASES.flatMap(([name, call, rule]) =>
  ROLES.flatMap((role) => TARGETS.map(([label, where, targetRole]) => [name, role, label, where, targetRole, call, rule] as const)),
);

describe('user endpoints for every role, on users in the own and in another organization', () => {
  it.each(matrix)('%s as %s on %s', async (_name, role, _label, where, targetRole, call, rule) => {
    const target = await freshTarget(where === 'own' ? own : other, targetRole);
    const subject = { id: target.id, role: target.role, orgId: target.orgId };
    const expected = rule(actors[role], subject) ? 200 : canReadUser(actors[role], subject) ? 403 : 404;
    const before = await versionOf(target.id);
    const res = await call(as[role], target);
    expect([res.status, res.body.code]).toEqual([expected, expected]);
    if (expected !== 200) {
      expect(typeof res.body.message).toBe('string');
      expect(await versionOf(target.id)).toBe(before);
    }
  });
});

const IDP = IDENTITY_PROVIDER_ROUTES;
let domains = 0;
/** A provider of its own domain: a domain signs in through one provider only. */
const newProvider = () => providerRequest(provider.issuer, { allowedDomains: [`matrix-${++domains}.test`] });
/** The organization's providers and policy as a super user reads them. */
const providersOf = async (orgId: string): Promise<unknown> => (await as.super.get(`/api/v1${IDP.list(orgId)}`)).body.data;
/** The call; when refused, the organization's providers and policy are as they were. */
async function unchangedUnlessAllowed(orgId: string, call: () => Promise<Response>): Promise<Response> {
  const before = await providersOf(orgId);
  const res = await call();
  if (res.status !== 200) expect(await providersOf(orgId)).toEqual(before);
  return res;
}
/** The call on a provider made for it alone, so that an allowed change or removal disturbs no other case. */
async function onFreshProvider(orgId: string, call: (id: string) => Promise<Response>): Promise<Response> {
  const res = await as.super.post(`/api/v1${IDP.list(orgId)}`, newProvider());
  expect(res.status).toBe(200);
  return unchangedUnlessAllowed(orgId, () => call((res.body.data as IdentityProviderItem).id));
}
/** Every identity provider route, on the caller's organization and on another one (docs/adr/0041). */
const identityProviderCases = (where: 'own' | 'other'): ScopeCase[] => {
  const org = () => (where === 'own' ? own : other);
  return [
    [`GET /organizations/{${where}}/identity-providers`, (c) => c.get(`/api/v1${IDP.list(org())}`), canConfigureIdentityProviders, 403],
    [
      `POST /organizations/{${where}}/identity-providers`,
      (c) => unchangedUnlessAllowed(org(), () => c.post(`/api/v1${IDP.list(org())}`, newProvider())),
      canConfigureIdentityProviders,
      403,
    ],
    [
      `PUT /organizations/{${where}}/identity-providers/{id}`,
      (c) => onFreshProvider(org(), (id) => c.put(`/api/v1${IDP.one(org(), id)}`, { name: 'Matrix ID', enabled: false })),
      canConfigureIdentityProviders,
      403,
    ],
    [
      `DELETE /organizations/{${where}}/identity-providers/{id}`,
      (c) => onFreshProvider(org(), (id) => c.call('delete', `/api/v1${IDP.one(org(), id)}`)),
      canConfigureIdentityProviders,
      403,
    ],
    [
      `PUT /organizations/{${where}}/sign-in-policy`,
      (c) => unchangedUnlessAllowed(org(), () => c.put(`/api/v1${IDP.policy(org())}`, { providerRequired: false })),
      canConfigureIdentityProviders,
      403,
    ],
  ];
};

let platforms = 0;
/** A platform of its own issuer (one registration per issuer and client id); addresses of this machine, never called here. */
const newPlatform = (): LtiPlatformRequest => {
  const issuer = `http://127.0.0.1:9/lms-${++platforms}`;
  return {
    name: `Matrix LMS ${platforms}`,
    issuer,
    clientId: 'cytocampus',
    deploymentIds: ['1'],
    keySetUrl: `${issuer}/jwks`,
    authUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    orgId: own,
    enabled: true,
  };
};
/** The platforms and keys as a super user reads them. */
const ltiState = async (): Promise<unknown> => [
  (await as.super.get(`/api/v1${LTI_ROUTES.platforms}`)).body.data,
  (await as.super.get(`/api/v1${LTI_ROUTES.keys}`)).body.data,
];
/** The call (on a platform made for it alone); when refused, the platforms and keys are as they were. */
async function ltiUnchangedUnlessAllowed(call: (platformId: string) => Promise<Response>): Promise<Response> {
  const made = await as.super.post(`/api/v1${LTI_ROUTES.platforms}`, newPlatform());
  expect(made.status).toBe(200);
  const before = await ltiState();
  const res = await call((made.body.data as LtiPlatformItem).id);
  if (res.status !== 200) expect(await ltiState()).toEqual(before);
  return res;
}
/** A key that is not the signing one: the older of two. */
const retirableKid = async (): Promise<string> => {
  const keys = (await as.super.post(`/api/v1${LTI_ROUTES.keys}`)).body.data as LtiToolKeyList;
  return keys.items.find((key) => !key.signing)!.kid;
};
/** Every LTI administration route (docs/adr/0042): super users only. */
const LTI_CASES: ScopeCase[] = [
  ['GET /lti/platforms', (c) => c.get(`/api/v1${LTI_ROUTES.platforms}`), canConfigureLtiPlatforms, 403],
  ['POST /lti/platforms', (c) => ltiUnchangedUnlessAllowed(() => c.post(`/api/v1${LTI_ROUTES.platforms}`, newPlatform())), canConfigureLtiPlatforms, 403],
  [
    'PUT /lti/platforms/{id}',
    (c) => ltiUnchangedUnlessAllowed((id) => c.put(`/api/v1${LTI_ROUTES.platform(id)}`, { enabled: false })),
    canConfigureLtiPlatforms,
    403,
  ],
  [
    'DELETE /lti/platforms/{id}',
    (c) => ltiUnchangedUnlessAllowed((id) => c.call('delete', `/api/v1${LTI_ROUTES.platform(id)}`)),
    canConfigureLtiPlatforms,
    403,
  ],
  ['GET /lti/keys', (c) => c.get(`/api/v1${LTI_ROUTES.keys}`), canConfigureLtiPlatforms, 403],
  ['POST /lti/keys', (c) => ltiUnchangedUnlessAllowed(() => c.post(`/api/v1${LTI_ROUTES.keys}`)), canConfigureLtiPlatforms, 403],
  [
    'DELETE /lti/keys/{kid}',
    async (c) => {
      const kid = await retirableKid();
      return ltiUnchangedUnlessAllowed(() => c.call('delete', `/api/v1${LTI_ROUTES.key(kid)}`));
    },
    canConfigureLtiPlatforms,
    403,
  ],
  ['GET /lti/grade-passbacks', (c) => c.get(`/api/v1${LTI_ROUTES.gradePassbacks}`), canConfigureLtiPlatforms, 403],
];

type ScopeCase = [string, (client: TestClient) => Promise<Response>, (actor: Actor) => boolean, number];
const SCOPE_CASES: ScopeCase[] = [
  ['GET /users', (c) => c.get('/api/v1/users'), (a) => userListScope(a) !== null, 403],
  ['GET /users of another organization', (c) => c.get(`/api/v1/users?orgId=${other}`), (a) => userListScope(a)?.all === true, 403],
  ['POST /users in the own organization', (c) => c.post('/api/v1/users', newUser({ orgId: own })), (a) => canCreateUserIn(a, own), 403],
  ['POST /users in another organization', (c) => c.post('/api/v1/users', newUser({ orgId: other })), (a) => canCreateUserIn(a, other), 403],
  [
    'POST /users/import/preview',
    (c) => c.post('/api/v1/users/import/preview', { csv: 'email,firstName,lastName\nx@lab.test,Xi,Yu' }),
    (a) => canCreateUserIn(a, own),
    403,
  ],
  ['POST /user/rawImport', (c) => c.post('/api/v1/user/rawImport', { userJson: '[]' }), (a) => a.role === 'super', 403],
  ['GET /organizations', (c) => c.get('/api/v1/organizations'), canListOrganizations, 403],
  ['GET /organizations/{own}', (c) => c.get(`/api/v1/organizations/${own}`), (a) => canReadOrganization(a, own), 404],
  ['GET /organizations/{other}', (c) => c.get(`/api/v1/organizations/${other}`), (a) => canReadOrganization(a, other), 404],
  ['POST /organizations', (c) => c.post('/api/v1/organizations', { name: 'New Laboratory' }), canEditOrganizations, 403],
  ['GET /groups of the own organization', (c) => c.get('/api/v1/groups'), (a) => canReadGroupsOf(a, own), 403],
  ['GET /groups of another organization', (c) => c.get(`/api/v1/groups?orgId=${other}`), (a) => canReadGroupsOf(a, other), 403],
  ['POST /groups in the own organization', (c) => c.post('/api/v1/groups', { name: 'Matrix Group' }), (a) => canEditGroupsOf(a, own), 403],
  ['POST /groups in another organization', (c) => c.post('/api/v1/groups', { orgId: other, name: 'Matrix Group' }), (a) => canEditGroupsOf(a, other), 403],
  ...identityProviderCases('own'),
  ...identityProviderCases('other'),
  ...LTI_CASES,
];

describe('list, create and organization endpoints for every role', () => {
  it.each(SCOPE_CASES.flatMap(([name, call, rule, refusal]) => ROLES.map((role) => [name, role, call, rule, refusal] as const)))(
    '%s as %s',
    async (_name, role, call, rule, refusal) => {
      const expected = rule(actors[role]) ? 200 : refusal;
      const res = await call(as[role]);
      expect([res.status, res.body.code]).toEqual([expected, expected]);
    },
  );
});

describe('escalation and probing', () => {
  it('refuses raising one’s own role or permissions, and changes nothing', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const before = await versionOf(actors[role].id);
      expect((await as[role].put(`/api/v1/users/${actors[role].id}`, { role: 'super' })).status).toBe(403);
      expect((await as[role].put(`/api/v1/users/${actors[role].id}`, { permissions: { deleteOtherContent: true } })).status).toBe(403);
      expect(await versionOf(actors[role].id)).toBe(before);
    }
  });

  it('refuses an admin editing, deactivating or deleting a super', async () => {
    const superId = actors.super.id;
    const before = await versionOf(superId);
    expect((await as.admin.put(`/api/v1/users/${superId}`, { bio: { lab: 'Hijacked' } })).status).toBe(403);
    expect((await as.admin.put(`/api/v1/user/disabled/${superId}`)).body).toMatchObject({ code: 403, message: 'You are not allowed to deactivate this user!' });
    expect((await as.admin.call('delete', `/api/v1/users/${superId}`)).body).toMatchObject({ code: 403, message: 'You are not allowed to remove this user!' });
    expect(await versionOf(superId)).toBe(before);
  });

  it('refuses deleting or deactivating oneself with the spec texts', async () => {
    for (const role of ROLES) {
      expect((await as[role].call('delete', `/api/v1/users/${actors[role].id}`)).body).toMatchObject({
        code: 403,
        message: 'You are not allowed to delete yourself!',
      });
      expect((await as[role].put(`/api/v1/user/disabled/${actors[role].id}`)).body).toMatchObject({
        code: 403,
        message: 'You are not allowed to deactivate yourself!',
      });
    }
  });

  it('answers a guessed id of another organization exactly like an id that does not exist', async () => {
    const theirs = await freshTarget(other);
    const guessed = await as.manager.get(`/api/v1/users/${theirs.id}`);
    const missing = await as.manager.get('/api/v1/users/00000000-0000-4000-8000-000000000000');
    expect(guessed.body).toEqual(missing.body);
    expect(guessed.status).toBe(404);
  });

  it('refuses everything without a session', async () => {
    const { TestClient } = await import('../testing/test-client.js');
    const anonymous = new TestClient(t.url);
    const paths = ['/api/v1/users', `/api/v1/users/${actors.learner.id}`, '/api/v1/organizations', '/api/v1/groups', '/api/v1/curricula?names=1'];
    for (const path of [...paths, `/api/v1${IDP.list(own)}`, `/api/v1${LTI_ROUTES.platforms}`]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
  });
});
