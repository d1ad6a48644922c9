import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CurrentUser } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { currentUserRow, type CurrentUserRow } from '@cytocampus/projections';
import { resolvePermissions } from '@cytocampus/permissions';
import { SQL } from '../../../../infra/tokens.js';

export class GetCurrentUser extends Query<CurrentUser | null> {
  constructor(readonly userId: string) {
    super();
  }
}

export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  return {
    id: row.id,
    itemId: row.id,
    userId: row.id,
    authUserId: row.id,
    created: row.created.getTime(),
    email: row.email,
    orgId: row.org_id,
    groupId: row.group_id,
    curriculum: row.curriculum,
    terms: row.terms,
    role: row.role,
    disabled: row.disabled,
    permissions: row.permissions,
    effectivePermissions: resolvePermissions({ role: row.role, permissions: row.permissions }),
    preferences: row.preferences,
    pinned: row.pinned,
    notifications: {
      lastThreadCheck: row.last_thread_check?.getTime() ?? 0,
      lastOrgThreadCheck: row.last_org_thread_check?.getTime() ?? 0,
      lastMessageCheck: row.last_message_check?.getTime() ?? 0,
    },
    bio: row.bio,
    firstName: row.first_name,
    lastName: row.last_name,
    profession: row.profession,
    version: row.version,
  };
}

@QueryHandler(GetCurrentUser)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUser, CurrentUser | null> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ userId }: GetCurrentUser): Promise<CurrentUser | null> {
    const row = await currentUserRow(this.sql, userId);
    return row ? toCurrentUser(row) : null;
  }
}
