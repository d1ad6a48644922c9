import { MSG, PT_PAGE_TEXT } from '@cytocampus/contracts';
import { DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { mayListUsersOf, type Actor } from '@cytocampus/permissions';
import { userOrganization } from '@cytocampus/projections';

/**
 * Who may see and record a person's ladder: those who may list the users of the person's
 * organization (`mayListUsersOf`, the permission of the organization progress page: docs/adr/0024);
 * the person reads their own status too.
 *
 * The person, for a viewer who may see their ladder (`manage`: and record on it). Someone the
 * viewer may not see is 404, as an unknown id, so ids cannot be probed; the person asking to record
 * on their own ladder without the right is 403.
 */
export async function personFor(sql: SqlClient, viewer: Actor, userId: string, manage: boolean): Promise<{ orgId: string | null; manages: boolean }> {
  const row = await userOrganization(sql, userId);
  const manages = row !== null && mayListUsersOf(viewer, row.org_id);
  const self = viewer.id === userId;
  if (!row || (!manages && !self)) throw new DomainError('not_found', PT_PAGE_TEXT.notFound);
  if (manage && !manages) throw new DomainError('forbidden', MSG.forbidden);
  return { orgId: row.org_id, manages };
}
