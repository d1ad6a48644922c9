import { directoryRoom } from '@cytocampus/contracts';
import {
  subjectHash,
  type GroupDeleted,
  type IdentityLinked,
  type IdentityProviderAdded,
  type IdentityProviderChanged,
  type IdentityProviderRemoved,
  type IdentityProviderSecretSet,
  type IdentityProviderSettings,
  type SessionStarted,
  type SignInPolicyChanged,
} from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from '../../live-notices.js';
import { perEvent, streamEntityId, type Projection } from '../../projection.js';
import { execAll } from '../../sql.js';

/** Column of each provider setting a change may name (the secret changes by its own event). */
const COLUMNS: Record<keyof IdentityProviderSettings, string> = {
  name: 'name',
  issuer: 'issuer',
  clientId: 'client_id',
  emailClaim: 'email_claim',
  allowedDomains: 'allowed_domains',
  defaultRole: 'default_role',
  defaultGroupId: 'default_group_id',
  defaultCurriculum: 'default_curriculum',
  enabled: 'enabled',
};

/**
 * Moves the version of each organization's provider list that `orgsOf` selects (a select of
 * `org_id`, its parameters from $2), and marks it with the event that moved it: the notices are
 * those of the organizations marked by the batch's events. The list's version lives here, not as a
 * sum of its rows' versions, because removing a provider deletes its row and a sum would go back.
 */
const touchOrganizations = (db: SqlExecutor, event: RecordedEvent, orgsOf: string, params: readonly unknown[]) =>
  db.query(
    `insert into org_sign_in_policies (org_id, version, last_event_id) select distinct org_id, 1, $1::text from (${orgsOf}) as touched
     on conflict (org_id) do update set version = org_sign_in_policies.version + 1, last_event_id = excluded.last_event_id`,
    [event.id, ...params],
  );
/** The organization named. */
const ORG = 'select $2::text as org_id';
/** The organization of the provider named. */
const PROVIDER_ORG = 'select org_id from identity_providers where id = $2';

const writes = perEvent({
  IdentityProviderAdded: async (db, event) => {
    const d = event.data as IdentityProviderAdded['data'];
    await db.query(
      `insert into identity_providers (id, org_id, name, issuer, client_id, client_secret_sealed, email_claim, allowed_domains, default_role,
                                       default_group_id, default_curriculum, enabled, created, updated)
       values ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12, $13, $13) on conflict (id) do nothing`,
      [
        d.providerId,
        d.orgId,
        d.name,
        d.issuer,
        d.clientId,
        d.clientSecret,
        d.emailClaim,
        d.allowedDomains,
        d.defaultRole,
        d.defaultGroupId,
        d.defaultCurriculum,
        d.enabled,
        event.metadata.occurredAt,
      ],
    );
    await touchOrganizations(db, event, ORG, [d.orgId]);
  },
  IdentityProviderChanged: async (db, event) => {
    const entries = Object.entries((event.data as IdentityProviderChanged['data']).changes) as [keyof IdentityProviderSettings, unknown][];
    const sets = entries.map(([field], i) => `${COLUMNS[field]} = $${i + 3}${field === 'allowedDomains' ? '::text[]' : ''}`);
    await db.query(`update identity_providers set ${[...sets, 'updated = $2', 'version = version + 1'].join(', ')} where id = $1`, [
      streamEntityId(event),
      event.metadata.occurredAt,
      ...entries.map(([, value]) => value),
    ]);
    await touchOrganizations(db, event, PROVIDER_ORG, [streamEntityId(event)]);
  },
  IdentityProviderSecretSet: async (db, event) => {
    const d = event.data as IdentityProviderSecretSet['data'];
    await db.query(`update identity_providers set client_secret_sealed = $2, updated = $3, version = version + 1 where id = $1`, [
      streamEntityId(event),
      d.clientSecret,
      event.metadata.occurredAt,
    ]);
    await touchOrganizations(db, event, PROVIDER_ORG, [streamEntityId(event)]);
  },
  IdentityProviderRemoved: async (db, event) => {
    await db.query('delete from identity_providers where id = $1', [streamEntityId(event)]);
    await touchOrganizations(db, event, ORG, [(event.data as IdentityProviderRemoved['data']).orgId]);
  },
  // A provider whose default group is deleted makes its new accounts without a group.
  GroupDeleted: async (db, event) => {
    const { groupId } = event.data as GroupDeleted['data'];
    await touchOrganizations(db, event, 'select org_id from identity_providers where default_group_id = $2', [groupId]);
    await db.query('update identity_providers set default_group_id = null, updated = $2, version = version + 1 where default_group_id = $1', [
      groupId,
      event.metadata.occurredAt,
    ]);
  },
  SignInPolicyChanged: (db, event) =>
    db.query(
      `insert into org_sign_in_policies (org_id, provider_required, version, last_event_id) values ($1, $2, 1, $3)
       on conflict (org_id) do update set provider_required = excluded.provider_required, version = org_sign_in_policies.version + 1,
         last_event_id = excluded.last_event_id`,
      [streamEntityId(event), (event.data as SignInPolicyChanged['data']).providerRequired, event.id],
    ),
  OrganizationDeleted: (db, event) => db.query('delete from org_sign_in_policies where org_id = $1', [streamEntityId(event)]),
  // The list counts each provider's accounts: a link or a deleted account moves its organization's version.
  IdentityLinked: async (db, event) => {
    const d = event.data as IdentityLinked['data'];
    await db.query(
      `insert into user_identities (provider_id, subject_hash, user_id, email, via, linked_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (provider_id, subject_hash) do nothing`,
      [d.providerId, subjectHash(d.subject), streamEntityId(event), d.email, d.via, event.metadata.occurredAt],
    );
    await touchOrganizations(db, event, PROVIDER_ORG, [d.providerId]);
  },
  UserDeleted: async (db, event) => {
    const userId = streamEntityId(event);
    await touchOrganizations(db, event, 'select p.org_id from user_identities i join identity_providers p on p.id = i.provider_id where i.user_id = $2', [
      userId,
    ]);
    await db.query('delete from user_identities where user_id = $1', [userId]);
  },
  // Only sign-ins through a provider: the user's history names the provider of each (`session-<hash>`, ADR 0020).
  SessionStarted: (db, event) => {
    const d = event.data as SessionStarted['data'];
    if (!d.via) return Promise.resolve();
    return db.query(`insert into provider_sign_ins (session_hash, user_id, provider_id, at) values ($1, $2, $3, $4) on conflict (session_hash) do nothing`, [
      streamEntityId(event),
      d.userId,
      d.via.providerId,
      event.metadata.occurredAt,
    ]);
  },
});

/** One notice per organization whose provider list the events changed, to the super users' directory room (only they configure providers). */
async function providerListNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const { rows } = await db.query<{ org_id: string; version: number }>(
    'select org_id, version from org_sign_in_policies where last_event_id = any($1::text[]) order by org_id',
    [events.map((e) => e.id)],
  );
  return rows.map((r) => ({ rooms: [directoryRoom(null)], notice: { model: 'identityProviders', id: r.org_id, version: r.version } }));
}

/**
 * Single sign-on (docs/adr/0041): the organizations' identity providers with their sealed client
 * secrets (`identity_providers`; read by identity-providers.reader.ts, where one query alone reads
 * the secret), each organization's sign-in policy and the version of its provider list
 * (`org_sign_in_policies`), the accounts linked to a provider subject (`user_identities`, by the
 * subject's SHA-256 as the reservation streams name it), and the sign-ins through a provider
 * (`provider_sign_ins`) that a user's history names.
 */
export const identityProvidersProjection: Projection<'identityProviders'> = {
  name: 'identityProviders',
  version: 1,
  tables: ['identity_providers', 'org_sign_in_policies', 'user_identities', 'provider_sign_ins'],
  eventTypes: writes.eventTypes,
  apply: writes.apply,
  notices: providerListNotices,
  migrate: (db) =>
    execAll(db, [
      `create table if not exists identity_providers (
        id text primary key,
        org_id text not null,
        name text not null,
        issuer text not null,
        client_id text not null,
        client_secret_sealed text not null,
        email_claim text not null,
        allowed_domains text[] not null,
        default_role text not null,
        default_group_id text,
        default_curriculum text,
        enabled boolean not null,
        created timestamptz not null,
        updated timestamptz not null,
        version int not null default 1
      )`,
      `create index if not exists identity_providers_org_idx on identity_providers (org_id)`,
      `create index if not exists identity_providers_domains_idx on identity_providers using gin (allowed_domains)`,
      `create table if not exists org_sign_in_policies (
        org_id text primary key,
        provider_required boolean not null default false,
        version int not null,
        last_event_id text
      )`,
      `create table if not exists user_identities (
        provider_id text not null,
        subject_hash text not null,
        user_id text not null,
        email text not null,
        via text not null,
        linked_at timestamptz not null,
        primary key (provider_id, subject_hash)
      )`,
      `create index if not exists user_identities_user_idx on user_identities (user_id)`,
      `create table if not exists provider_sign_ins (
        session_hash text primary key,
        user_id text not null,
        provider_id text not null,
        at timestamptz not null
      )`,
      `create index if not exists provider_sign_ins_user_idx on provider_sign_ins (user_id, at desc)`,
    ]),
};
