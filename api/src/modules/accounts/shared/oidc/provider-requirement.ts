import { OIDC_MSG, type Role } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { atLeast } from '@cytocampus/permissions';
import { signInPolicy } from '@cytocampus/projections';

/**
 * Why a password sign-in is refused to this member, or null: an organization that requires its
 * provider signs its learners and managers in through it alone; admins and supers keep their
 * password, a way in while the provider is down (ADR 0041).
 */
export async function passwordSignInRefusal(sql: SqlExecutor, member: { orgId: string | null; role: Role }): Promise<string | null> {
  if (member.orgId === null || atLeast(member.role, 'admin')) return null;
  const policy = await signInPolicy(sql, member.orgId);
  return policy.providerRequired ? OIDC_MSG.providerRequired(policy.names) : null;
}
