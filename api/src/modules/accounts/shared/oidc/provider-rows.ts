import { SSO_CALLBACK_PATH, type IdentityProviderItem, type IdentityProviderList } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { identityProviderRow, orgIdentityProviders, signInPolicy, type IdentityProviderRow } from '@cytocampus/projections';

/** What to register at a provider as the redirect URI: the web page that posts the provider's answer to the API (docs/adr/0041). */
export const redirectUriOf = (publicUrl: string): string => `${publicUrl}${SSO_CALLBACK_PATH}`;

/** A provider as answered: every field by name, so nothing else of the row (never a secret) can slip into an answer. */
export function identityProviderItem(row: IdentityProviderRow): IdentityProviderItem {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    issuer: row.issuer,
    clientId: row.client_id,
    emailClaim: row.email_claim,
    allowedDomains: row.allowed_domains,
    defaultRole: row.default_role,
    defaultGroupId: row.default_group_id,
    defaultGroupName: row.default_group_name,
    defaultCurriculum: row.default_curriculum,
    defaultCurriculumName: row.default_curriculum_name,
    enabled: row.enabled,
    clientSecretSet: true,
    linkedAccounts: row.linked_accounts,
    created: row.created.getTime(),
    updated: row.updated.getTime(),
    version: row.version,
  };
}

/** The organization's providers with its policy; `version` is the one identityProviders notices carry. */
export async function identityProviderList(sql: SqlClient, orgId: string, publicUrl: string): Promise<IdentityProviderList> {
  const [policy, rows] = await Promise.all([signInPolicy(sql, orgId), orgIdentityProviders(sql, orgId)]);
  return {
    orgId,
    redirectUri: redirectUriOf(publicUrl),
    providerRequired: policy.providerRequired,
    version: policy.version,
    items: rows.map(identityProviderItem),
  };
}

/** One provider after a command, or a 500-worthy bug if the read model lacks what it was waited for. */
export async function identityProviderItemOf(sql: SqlClient, providerId: string): Promise<IdentityProviderItem> {
  const row = await identityProviderRow(sql, providerId);
  if (!row) throw new Error(`identity provider ${providerId} missing from the read model after the wait`);
  return identityProviderItem(row);
}
