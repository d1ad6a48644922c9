import { API_PREFIX, LTI_ROUTES, type LtiPlatformItem, type LtiPlatformList, type LtiToolRegistration } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiListVersion, ltiPlatforms, type LtiPlatformRow } from '@cytocampus/projections';

export const platformItemOf = (row: LtiPlatformRow): LtiPlatformItem => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.client_id,
  deploymentIds: row.deployment_ids,
  keySetUrl: row.key_set_url,
  authUrl: row.auth_url,
  tokenUrl: row.token_url,
  orgId: row.org_id,
  orgName: row.org_name,
  enabled: row.enabled,
  linkedAccounts: row.linked_accounts,
  failingPassbacks: row.failing_passbacks,
  created: row.created.getTime(),
  updated: row.updated.getTime(),
  version: row.version,
});

/** What an administrator enters at the platform when registering our tool. */
export const toolRegistration = (publicUrl: string): LtiToolRegistration => {
  const api = `${publicUrl}${API_PREFIX}`;
  return {
    loginUrl: `${api}${LTI_ROUTES.login}`,
    launchUrl: `${api}${LTI_ROUTES.launch}`,
    keySetUrl: `${api}${LTI_ROUTES.jwks}`,
    deepLinkingUrl: `${api}${LTI_ROUTES.launch}`,
  };
};

export async function platformList(sql: SqlClient, publicUrl: string): Promise<LtiPlatformList> {
  const [rows, version] = await Promise.all([ltiPlatforms(sql), ltiListVersion(sql, 'platforms')]);
  return { tool: toolRegistration(publicUrl), version, items: rows.map(platformItemOf) };
}
