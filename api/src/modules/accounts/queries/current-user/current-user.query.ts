import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Bio, CurrentUser, PinnedItem, Preferences, Role } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { resolvePermissions } from '@cytocampus/permissions';
import { SQL } from '../../../../infra/tokens.js';

export class GetCurrentUser extends Query<CurrentUser | null> {
  constructor(readonly userId: string) {
    super();
  }
}

interface UserRow {
  id: string;
  email: string;
  role: Role;
  org_id: string | null;
  group_id: string | null;
  curriculum: string | null;
  disabled: boolean;
  terms: number;
  first_name: string;
  last_name: string;
  profession: string;
  bio: Bio;
  preferences: Preferences;
  permissions: Record<string, boolean>;
  pinned: PinnedItem[];
  /** The last-check times of the community lists (community_checks, docs/adr/0027), null until visited. */
  last_thread_check: Date | null;
  last_org_thread_check: Date | null;
  last_message_check: Date | null;
  created: Date;
  version: number;
}

export function toCurrentUser(row: UserRow): CurrentUser {
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
    const { rows } = await this.sql.query<UserRow>(
      `select u.*, c.last_thread_check, c.last_org_thread_check, c.last_message_check
         from users u left join community_checks c on c.user_id = u.id where u.id = $1`,
      [userId],
    );
    return rows[0] ? toCurrentUser(rows[0]) : null;
  }
}
