import { beforeEach, expect, it } from '@jest/globals';
import { subjectHash } from '@cytocampus/domain';
import type { EventData } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { contentProjection } from '../content/content.projection.js';
import { groupsProjection } from '../groups/groups.projection.js';
import { organizationsProjection } from '../organizations/organizations.projection.js';
import { ltiProjection } from '../lti/lti.projection.js';
import { identityProvidersProjection } from './identity-providers.projection.js';
import * as reader from './identity-providers.reader.js';

const SEALED = 'v1.kid00001.aXY.c2VjcmV0LW1hcmtlcg';
const RESEALED = 'v1.kid00002.aXY.bmV3LXNlY3JldA';
const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, '0')}:00.000Z`;

const added = (providerId: string, orgId: string, extra: object = {}) =>
  event(
    'IdentityProviderAdded',
    {
      providerId,
      orgId,
      name: 'Laboratory ID',
      issuer: 'https://id.lab.test',
      clientId: 'cytocampus',
      clientSecret: SEALED,
      emailClaim: 'email',
      allowedDomains: ['lab.test'],
      defaultRole: 'cytotechnologist',
      defaultGroupId: 'g1',
      defaultCurriculum: 'c1',
      enabled: true,
      ...extra,
    },
    at(0),
  );
const changed = (changes: object, minute = 1) => event('IdentityProviderChanged', { changes }, at(minute));
const linked = (providerId: string, subject: string, email: string) => event('IdentityLinked', { providerId, subject, email, via: 'provisioned' }, at(0));
const sessionStarted = (userId: string, minute: number, via?: { providerId: string }) =>
  event('SessionStarted', { userId, epoch: 0, expiresAt: '2027-01-01T00:00:00.000Z', userAgent: null, ip: null, ...(via ? { via } : {}) }, at(minute));

const notice = (orgId: string, version: number) => ({ rooms: ['directory:*'], notice: { model: 'identityProviders', id: orgId, version } });

forEachDatabase('identityProviders read model on %s', (h) => {
  /** Appends to the stream named and applies the identityProviders projection as the live runner does; answers its notices. */
  let record: (stream: string, ...events: EventData[]) => Promise<unknown[]>;
  /** Applies an event to the read models the reader takes names from (organizations, groups, assignments, LTI platforms), outside the store. */
  let recordNames: (stream: string, ...events: EventData[]) => Promise<void>;
  beforeEach(async () => {
    const named = [organizationsProjection, groupsProjection, contentProjection, ltiProjection];
    await h.sql.transaction(async (tx) => {
      for (const projection of [...named, identityProvidersProjection]) await projection.migrate(tx);
    });
    recordNames = (streamId, ...events) =>
      h.sql.transaction(async (tx) => {
        const recorded = events.map((e, n) => ({
          ...e,
          streamId,
          revision: BigInt(n),
          position: { commit: 1n, prepare: BigInt(n + 1) },
          created: new Date(0),
        }));
        for (const projection of named)
          await projection.apply(
            tx,
            recorded.filter((e) => projection.eventTypes.has(e.type)),
          );
      });
    record = liveRecorder(h, identityProvidersProjection, (stream) => stream);
    await recordNames(
      'organization-o1',
      event('OrganizationCreated', { orgId: 'o1', name: 'North Lab', region: null, preWork: false, defaultCurriculum: null }),
    );
    await recordNames(
      'organization-o2',
      event('OrganizationCreated', { orgId: 'o2', name: 'South Lab', region: null, preWork: false, defaultCurriculum: null }),
    );
    await recordNames('group-g1', event('GroupCreated', { groupId: 'g1', orgId: 'o1', name: 'Screeners', description: '', tags: [], defaultCurriculum: null }));
    await recordNames(
      'curriculum-c1',
      event('ContentCreated', {
        id: 'c1',
        itemId: 'c1',
        type: 'curriculum',
        ownerId: null,
        orgId: null,
        previousId: null,
        fields: { name: 'Basics', tags: [], entries: [] },
      }),
    );
  });

  it('keeps each provider from its events, names its group and assignment, and tells the super users’ room with a growing version', async () => {
    expect(await record('idp-p1', added('p1', 'o1'))).toEqual([notice('o1', 1)]);
    expect(await reader.orgIdentityProviders(h.sql, 'o1')).toEqual([
      {
        id: 'p1',
        org_id: 'o1',
        name: 'Laboratory ID',
        issuer: 'https://id.lab.test',
        client_id: 'cytocampus',
        email_claim: 'email',
        allowed_domains: ['lab.test'],
        default_role: 'cytotechnologist',
        default_group_id: 'g1',
        default_group_name: 'Screeners',
        default_curriculum: 'c1',
        default_curriculum_name: 'Basics',
        enabled: true,
        linked_accounts: 0,
        created: new Date(at(0)),
        updated: new Date(at(0)),
        version: 1,
      },
    ]);

    // Only the keys named change; a list of domains is stored as given.
    expect(await record('idp-p1', changed({ name: 'Lab ID', allowedDomains: ['lab.test', 'lab.example'], defaultCurriculum: null }, 2))).toEqual([
      notice('o1', 2),
    ]);
    expect(await reader.identityProviderRow(h.sql, 'p1')).toMatchObject({
      name: 'Lab ID',
      issuer: 'https://id.lab.test',
      allowed_domains: ['lab.test', 'lab.example'],
      default_curriculum: null,
      default_curriculum_name: null,
      updated: new Date(at(2)),
      version: 2,
    });
    expect(await reader.providerSignInConfig(h.sql, 'p1')).toMatchObject({ client_secret_sealed: SEALED, version: 2 });

    // A new seal replaces the secret; a disabled provider gives no sign-in configuration.
    expect(await record('idp-p1', event('IdentityProviderSecretSet', { clientSecret: RESEALED, reason: 'changed' }, at(3)))).toEqual([notice('o1', 3)]);
    expect(await record('idp-p1', changed({ enabled: false }, 4))).toEqual([notice('o1', 4)]);
    expect(await reader.providerSignInConfig(h.sql, 'p1')).toBeNull();
    await record('idp-p1', changed({ enabled: true }, 5));
    expect(await reader.providerSignInConfig(h.sql, 'p1')).toMatchObject({ id: 'p1', org_id: 'o1', client_secret_sealed: RESEALED, version: 5 });

    // Another organization's provider moves its own list only.
    expect(await record('idp-p2', added('p2', 'o2', { allowedDomains: ['south.test'], defaultGroupId: null }))).toEqual([notice('o2', 1)]);
    // A removal deletes the row, and the list's version still grows.
    expect(await record('idp-p1', event('IdentityProviderRemoved', { orgId: 'o1' }))).toEqual([notice('o1', 6)]);
    expect(await reader.identityProviderRow(h.sql, 'p1')).toBeNull();
    expect(await reader.orgIdentityProviders(h.sql, 'o1')).toEqual([]);
    expect(await reader.signInPolicy(h.sql, 'o1')).toEqual({ providerRequired: false, names: [], version: 6 });
  });

  it('offers the enabled providers by exact e-mail domain and by organization, with the policy, the counts and the domains taken', async () => {
    await record('idp-p1', added('p1', 'o1', { name: 'Lab ID', allowedDomains: ['lab.test', 'cytocampus.test'] }));
    await record('idp-p2', added('p2', 'o1', { name: 'Backup ID', allowedDomains: ['backup.test'], enabled: false }));
    await record('idp-p3', added('p3', 'o2', { name: 'South ID', allowedDomains: ['south.test'] }));
    expect(await record('organization-o1', event('SignInPolicyChanged', { providerRequired: true }))).toEqual([notice('o1', 3)]);

    const lab = { id: 'p1', name: 'Lab ID', org_id: 'o1', org_name: 'North Lab', provider_required: true };
    expect(await reader.signInProvidersByDomain(h.sql, 'Lab.Test')).toEqual([lab]);
    // No subdomains, and a disabled provider is not offered.
    expect(await reader.signInProvidersByDomain(h.sql, 'eu.lab.test')).toEqual([]);
    expect(await reader.signInProvidersByDomain(h.sql, 'backup.test')).toEqual([]);
    expect(await reader.signInProvidersOfOrg(h.sql, 'o1')).toEqual([lab]);
    expect(await reader.signInProvidersOfOrg(h.sql, 'o2')).toEqual([
      { id: 'p3', name: 'South ID', org_id: 'o2', org_name: 'South Lab', provider_required: false },
    ]);

    expect(await reader.signInPolicy(h.sql, 'o1')).toEqual({ providerRequired: true, names: ['Lab ID'], version: 3 });
    expect(await reader.signInPolicy(h.sql, 'o9')).toEqual({ providerRequired: false, names: [], version: 0 });
    expect(await reader.enabledProviderCount(h.sql, 'o1')).toBe(1);
    expect(await reader.enabledProviderCount(h.sql, 'o1', 'p1')).toBe(0);
    expect(await reader.organizationProviderCount(h.sql, 'o1')).toBe(2);
    expect(await reader.organizationProviderCount(h.sql, 'o9')).toBe(0);
    // Any other provider's domains, disabled ones and other organizations' included; a provider's own are not taken from itself.
    expect(await reader.domainsTaken(h.sql, ['south.test', 'backup.test', 'lab.test', 'new.test'], 'p1')).toEqual(['backup.test', 'south.test']);
    expect(await reader.domainsTaken(h.sql, ['lab.test'], null)).toEqual(['lab.test']);

    expect(await record('organization-o1', event('SignInPolicyChanged', { providerRequired: false }))).toEqual([notice('o1', 4)]);
    expect(await reader.signInPolicy(h.sql, 'o1')).toMatchObject({ providerRequired: false });
    await record('organization-o1', event('OrganizationDeleted', { orgId: 'o1' }));
    expect(await snapshot(h.sql, 'org_sign_in_policies', 'org_id')).toEqual([expect.objectContaining({ org_id: 'o2' })]);
  });

  it('counts the accounts linked by subject hash until they are deleted, nulls a deleted default group, and records sign-ins through a provider only', async () => {
    await record('idp-p1', added('p1', 'o1'));
    expect(await record('user-u1', linked('p1', 'sub-1', 'ada@lab.test'))).toEqual([notice('o1', 2)]);
    await record('user-u2', linked('p1', 'sub-2', 'bob@lab.test'));
    expect(await snapshot(h.sql, 'user_identities', 'user_id')).toEqual([
      { provider_id: 'p1', subject_hash: subjectHash('sub-1'), user_id: 'u1', email: 'ada@lab.test', via: 'provisioned', linked_at: new Date(at(0)) },
      expect.objectContaining({ subject_hash: subjectHash('sub-2'), user_id: 'u2' }),
    ]);
    expect(await reader.identityProviderRow(h.sql, 'p1')).toMatchObject({ linked_accounts: 2 });
    expect(await record('user-u1', event('UserDeleted', { email: 'ada@lab.test' }))).toEqual([notice('o1', 4)]);
    expect(await reader.identityProviderRow(h.sql, 'p1')).toMatchObject({ linked_accounts: 1 });
    // A user without a link changes no list.
    expect(await record('user-u9', event('UserDeleted', { email: 'nobody@lab.test' }))).toEqual([]);

    expect(await record('group-g2', event('GroupDeleted', { groupId: 'g2', orgId: 'o1' }))).toEqual([]);
    expect(await record('group-g1', event('GroupDeleted', { groupId: 'g1', orgId: 'o1' }, at(9)))).toEqual([notice('o1', 5)]);
    expect(await reader.identityProviderRow(h.sql, 'p1')).toMatchObject({ default_group_id: null, updated: new Date(at(9)), version: 2 });

    await record('session-s1', sessionStarted('u2', 10, { providerId: 'p1' }));
    await record('session-s2', sessionStarted('u2', 11));
    await record('session-s3', sessionStarted('u2', 12, { providerId: 'p1' }));
    expect(await reader.providerSignIns(h.sql, 'u2')).toEqual([
      { session_hash: 's3', provider_id: 'p1', at: new Date(at(12)) },
      { session_hash: 's1', provider_id: 'p1', at: new Date(at(10)) },
    ]);
    expect(await reader.providerSignIns(h.sql, 'u2', 1)).toHaveLength(1);
    expect(await reader.providerNames(h.sql, ['p1', 'gone'])).toEqual([{ id: 'p1', name: 'Laboratory ID' }]);

    // An account linked to two providers of the organization moves its list once when deleted.
    await record('idp-p3', added('p3', 'o1', { allowedDomains: ['third.test'] }));
    await record('user-u2', linked('p3', 'sub-2', 'bob@lab.test'));
    expect(await record('user-u2', event('UserDeleted', { email: 'bob@lab.test' }))).toEqual([notice('o1', 8)]);
    expect(await snapshot(h.sql, 'user_identities', 'user_id')).toEqual([]);
  });

  it('answers the sealed secret from providerSignInConfig alone', async () => {
    await record('idp-p1', added('p1', 'o1', { allowedDomains: ['lab.test'] }));
    await record('user-u1', linked('p1', 'sub-1', 'ada@lab.test'));
    await record('session-s1', sessionStarted('u1', 1, { providerId: 'p1' }));
    await record('organization-o1', event('SignInPolicyChanged', { providerRequired: true }));
    // Every function of the reader, called so that it finds p1: a new one fails here until it is added.
    const calls: Record<string, () => Promise<unknown>> = {
      orgIdentityProviders: () => reader.orgIdentityProviders(h.sql, 'o1'),
      identityProviderRow: () => reader.identityProviderRow(h.sql, 'p1'),
      providerSignInConfig: () => reader.providerSignInConfig(h.sql, 'p1'),
      signInProvidersByDomain: () => reader.signInProvidersByDomain(h.sql, 'lab.test'),
      signInProvidersOfOrg: () => reader.signInProvidersOfOrg(h.sql, 'o1'),
      signInPolicy: () => reader.signInPolicy(h.sql, 'o1'),
      enabledProviderCount: () => reader.enabledProviderCount(h.sql, 'o1'),
      organizationProviderCount: () => reader.organizationProviderCount(h.sql, 'o1'),
      domainsTaken: () => reader.domainsTaken(h.sql, ['lab.test'], null),
      providerSignIns: () => reader.providerSignIns(h.sql, 'u1'),
      providerNames: () => reader.providerNames(h.sql, ['p1']),
      identityProviderIds: () => reader.identityProviderIds(h.sql),
    };
    const functions = Object.entries(reader).filter(([, value]) => typeof value === 'function');
    expect(functions.map(([name]) => name).sort()).toEqual(Object.keys(calls).sort());
    const holdingTheSecret: string[] = [];
    for (const [name, call] of Object.entries(calls)) {
      const answer = JSON.stringify(await call());
      expect(answer).not.toMatch(/^(null|\[\]|0|false)$/);
      if (answer.includes(SEALED) || answer.includes('client_secret')) holdingTheSecret.push(name);
    }
    expect(holdingTheSecret).toEqual(['providerSignInConfig']);
  });

  it('rebuilds from zero to the same rows as applying the events one at a time', async () => {
    await record('idp-p1', added('p1', 'o1'));
    await record('idp-p1', changed({ allowedDomains: ['lab.test', 'lab.example'] }));
    await record('idp-p1', event('IdentityProviderSecretSet', { clientSecret: RESEALED, reason: 'resealed' }, at(2)));
    await record('idp-p2', added('p2', 'o1', { allowedDomains: ['other.test'] }));
    await record('idp-p2', event('IdentityProviderRemoved', { orgId: 'o1' }, at(3)));
    await record('organization-o1', event('SignInPolicyChanged', { providerRequired: true }));
    await record('user-u1', linked('p1', 'sub-1', 'ada@lab.test'));
    await record('session-s1', sessionStarted('u1', 4, { providerId: 'p1' }));
    await record('group-g1', event('GroupDeleted', { groupId: 'g1', orgId: 'o1' }, at(5)));
    const tables = async () =>
      Promise.all([
        snapshot(h.sql, 'identity_providers', 'id'),
        snapshot(h.sql, 'org_sign_in_policies', 'org_id'),
        snapshot(h.sql, 'user_identities', 'provider_id, subject_hash'),
        snapshot(h.sql, 'provider_sign_ins', 'session_hash'),
      ]);
    const live = await tables();
    expect(live[0]).toEqual([expect.objectContaining({ id: 'p1', client_secret_sealed: RESEALED, default_group_id: null, version: 4 })]);
    expect(await rebuildProjection({ sql: h.sql, store: h.store, projection: identityProvidersProjection })).toMatchObject({ parked: [] });
    expect(await tables()).toEqual(live);
  });
});
