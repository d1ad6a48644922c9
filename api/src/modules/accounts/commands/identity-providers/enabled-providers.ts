import type { EnabledProvidersOfOrganization } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { enabledProviderCount, signInPolicy } from '@cytocampus/projections';

/** What disabling or removing `providerId` depends on outside its stream: the organization's policy and its other enabled providers. */
export async function enabledProvidersOf(sql: SqlClient, orgId: string, providerId: string): Promise<EnabledProvidersOfOrganization> {
  const [policy, otherEnabledProviders] = await Promise.all([signInPolicy(sql, orgId), enabledProviderCount(sql, orgId, providerId)]);
  return { orgRequiresProvider: policy.providerRequired, otherEnabledProviders };
}
