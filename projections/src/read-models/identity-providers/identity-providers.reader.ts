import type { SignInDefaultRole } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions } from '../content/content.reader.js';

/**
 * How the API reads the identityProviders read model (ADR 0002 "Readers"; docs/adr/0041): its rows
 * and its queries live beside the projection that writes the tables. Every query names its columns:
 * `client_secret_sealed` is read by `providerSignInConfig` alone, so no answer built from the others
 * can hold a secret. Names come from the groups, organizations and content read models.
 */

/** A provider as the organization's page lists it: never its secret; with its default group's and assignment's names and how many accounts it links. */
export interface IdentityProviderRow {
  id: string;
  org_id: string;
  name: string;
  issuer: string;
  client_id: string;
  email_claim: string;
  allowed_domains: string[];
  default_role: SignInDefaultRole;
  default_group_id: string | null;
  default_group_name: string | null;
  default_curriculum: string | null;
  default_curriculum_name: string | null;
  enabled: boolean;
  linked_accounts: number;
  created: Date;
  updated: Date;
  version: number;
}

/** What a sign-in through an enabled provider needs, its sealed secret included; `version` keys the API's discovery cache. */
export interface ProviderSignInConfigRow {
  id: string;
  org_id: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret_sealed: string;
  email_claim: string;
  allowed_domains: string[];
  default_role: SignInDefaultRole;
  default_group_id: string | null;
  default_curriculum: string | null;
  version: number;
}

/** A button of the sign-in screen: an enabled provider and its organization. */
export interface SignInProviderRow {
  id: string;
  name: string;
  org_id: string;
  org_name: string;
  provider_required: boolean;
}

/** Whether an organization requires its providers, the names of the enabled ones, and the version of its provider list (0 before any change). */
export interface SignInPolicyRow {
  providerRequired: boolean;
  names: string[];
  version: number;
}

/** A sign-in through a provider, for the user's history. */
export interface ProviderSignInRow {
  session_hash: string;
  provider_id: string;
  at: Date;
}

const PROVIDER_SELECT = `
  select p.id, p.org_id, p.name, p.issuer, p.client_id, p.email_claim, p.allowed_domains, p.default_role,
         p.default_group_id, g.name as default_group_name, p.default_curriculum, c.name as default_curriculum_name, p.enabled,
         (select count(*)::int from user_identities i where i.provider_id = p.id) as linked_accounts, p.created, p.updated, p.version
    from identity_providers p
    left join groups g on g.id = p.default_group_id
    left join ${currentRevisions('curriculum')} c on c.item_id = p.default_curriculum`;

/** The organization's providers, by name. */
export async function orgIdentityProviders(sql: SqlExecutor, orgId: string): Promise<IdentityProviderRow[]> {
  const { rows } = await sql.query<IdentityProviderRow>(`${PROVIDER_SELECT} where p.org_id = $1 order by lower(p.name), p.id`, [orgId]);
  return rows;
}

/** One provider, enabled or not; null when there is none (or it was removed). */
export async function identityProviderRow(sql: SqlExecutor, id: string): Promise<IdentityProviderRow | null> {
  const { rows } = await sql.query<IdentityProviderRow>(`${PROVIDER_SELECT} where p.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The only query that reads a provider's sealed client secret: what a sign-in through the provider
 * needs, while it is enabled (null otherwise). Nothing built from it is ever answered.
 */
export async function providerSignInConfig(sql: SqlExecutor, id: string): Promise<ProviderSignInConfigRow | null> {
  const { rows } = await sql.query<ProviderSignInConfigRow>(
    `select id, org_id, name, issuer, client_id, client_secret_sealed, email_claim, allowed_domains, default_role, default_group_id, default_curriculum, version
       from identity_providers where id = $1 and enabled`,
    [id],
  );
  return rows[0] ?? null;
}

const SIGN_IN_PROVIDER_SELECT = `
  select p.id, p.name, p.org_id, o.name as org_name, coalesce(s.provider_required, false) as provider_required
    from identity_providers p
    join organizations o on o.id = p.org_id
    left join org_sign_in_policies s on s.org_id = p.org_id
   where p.enabled`;

/** The enabled providers that sign in e-mail addresses of this domain (an exact, lower-cased match), by name. */
export async function signInProvidersByDomain(sql: SqlExecutor, domain: string): Promise<SignInProviderRow[]> {
  const { rows } = await sql.query<SignInProviderRow>(`${SIGN_IN_PROVIDER_SELECT} and p.allowed_domains @> array[$1::text] order by lower(p.name), p.id`, [
    domain.toLowerCase(),
  ]);
  return rows;
}

/** The organization's enabled providers, by name (`/login?org=`). */
export async function signInProvidersOfOrg(sql: SqlExecutor, orgId: string): Promise<SignInProviderRow[]> {
  const { rows } = await sql.query<SignInProviderRow>(`${SIGN_IN_PROVIDER_SELECT} and p.org_id = $1 order by lower(p.name), p.id`, [orgId]);
  return rows;
}

/** The organization's sign-in policy, with its enabled providers' names (the refusal of a password sign-in names them) and its list's version. */
export async function signInPolicy(sql: SqlExecutor, orgId: string): Promise<SignInPolicyRow> {
  const { rows } = await sql.query<SignInPolicyRow>(
    `select coalesce((select provider_required from org_sign_in_policies where org_id = $1), false) as "providerRequired",
            coalesce((select version from org_sign_in_policies where org_id = $1), 0) as version,
            array(select name from identity_providers where org_id = $1 and enabled order by lower(name), id) as names`,
    [orgId],
  );
  return rows[0] ?? { providerRequired: false, names: [], version: 0 };
}

/** How many of the organization's providers are enabled, leaving out `exceptId` (the one a change or removal concerns). */
export async function enabledProviderCount(sql: SqlExecutor, orgId: string, exceptId: string | null = null): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    'select count(*)::int as count from identity_providers where org_id = $1 and enabled and ($2::text is null or id <> $2)',
    [orgId, exceptId],
  );
  return rows[0]?.count ?? 0;
}

/** How many providers the organization has, enabled or not (an organization is removed only without any). */
export async function organizationProviderCount(sql: SqlExecutor, orgId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>('select count(*)::int as count from identity_providers where org_id = $1', [orgId]);
  return rows[0]?.count ?? 0;
}

/** Those of `domains` that a provider other than `exceptId` already signs in (of any organization, enabled or not), sorted. */
export async function domainsTaken(sql: SqlExecutor, domains: readonly string[], exceptId: string | null): Promise<string[]> {
  const { rows } = await sql.query<{ domain: string }>(
    `select distinct d as domain from identity_providers p, unnest(p.allowed_domains) as d
      where d = any($1::text[]) and ($2::text is null or p.id <> $2) order by d`,
    [domains, exceptId],
  );
  return rows.map((row) => row.domain);
}

/** The user's sign-ins through a provider, newest first. */
export async function providerSignIns(sql: SqlExecutor, userId: string, limit = 100): Promise<ProviderSignInRow[]> {
  const { rows } = await sql.query<ProviderSignInRow>(
    'select session_hash, provider_id, at from provider_sign_ins where user_id = $1 order by at desc, session_hash limit $2',
    [userId, limit],
  );
  return rows;
}

/** The names of these providers (a removed one is absent). */
export async function providerNames(sql: SqlExecutor, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  // An LTI platform signs people in as a provider does (docs/adr/0042): the history names it the same way.
  const { rows } = await sql.query<{ id: string; name: string }>(
    'select id, name from identity_providers where id = any($1::text[]) union all select id, name from lti_platforms where id = any($1::text[])',
    [ids],
  );
  return rows;
}

/** Every configured provider, enabled or not, by id: what `npm run secrets:reseal` goes through (it reads each secret from the provider's stream). */
export async function identityProviderIds(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.query<{ id: string }>('select id from identity_providers order by id');
  return rows.map((row) => row.id);
}
