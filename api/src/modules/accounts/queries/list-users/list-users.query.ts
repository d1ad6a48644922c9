import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type NameEntry, type Page, type UserListItem } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { roleLevel, userListScope, type Actor } from '@cytocampus/permissions';
import { searchWords, type UserListQueryValues } from '@cytocampus/schema';
import { ApiException } from '../../../../http/api-exception.js';
import { containing, SqlFilter } from '../../../../infra/sql-filter.js';
import { SQL } from '../../../../infra/tokens.js';
import { toUserListItem, USER_ROW_SELECT, type UserRow } from '../../shared/user-rows.js';

export class ListUsers extends Query<Page<UserListItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly query: UserListQueryValues,
  ) {
    super();
  }
}

/** The filters of GET /users as SQL over the users read model, within what the viewer may list. */
function filterFor(viewer: Actor, q: UserListQueryValues): SqlFilter {
  const scope = userListScope(viewer);
  if (scope === null) throw new ApiException(403, MSG.forbidden);
  if (!scope.all && q.orgId !== undefined && q.orgId !== scope.orgId) throw new ApiException(403, MSG.forbidden);
  const filter = new SqlFilter();
  const orgId = scope.all ? q.orgId : scope.orgId;
  if (orgId !== undefined) filter.add('u.org_id = ?', orgId);
  for (const word of searchWords(q.search)) filter.add(`lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ?`, containing(word));
  // The role filter offers only roles at or below the viewer's own level.
  const roles = q.role.filter((role) => roleLevel(role) <= roleLevel(viewer.role));
  if (q.role.length > 0) filter.add('u.role = any(?)', roles);
  if (q.org !== 'any') filter.add(q.org === 'none' ? 'u.org_id is null' : 'u.org_id is not null');
  if (q.group !== undefined) filter.add('u.group_id = ?', q.group);
  if (q.curriculum !== 'any') filter.add(q.curriculum === 'none' ? 'u.curriculum is null' : 'u.curriculum is not null');
  if (q.disabled !== 'show') filter.add(q.disabled === 'only' ? 'u.disabled' : 'not u.disabled');
  return filter;
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers, Page<UserListItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, query }: ListUsers): Promise<Page<UserListItem> | NameEntry[]> {
    const filter = filterFor(viewer, query);
    const order = 'order by lower(u.last_name), lower(u.first_name), u.id';
    const window = `limit ${filter.next(query.limit)} offset ${filter.next((query.page - 1) * query.limit)}`;
    const [{ rows }, counted] = await Promise.all([
      this.sql.query<UserRow>(`${USER_ROW_SELECT} ${filter.where} ${order} ${window}`, filter.params),
      this.sql.query<{ total: number }>(`select count(*)::int as total from users u ${filter.where}`, filter.params.slice(0, -2)),
    ]);
    const items = rows.map((row) => toUserListItem(viewer, row));
    if (query.names) return items.map((u) => ({ name: `${u.firstName} ${u.lastName}`.trim(), itemid: u.id }));
    const total = counted.rows[0]?.total ?? 0;
    return { limit: query.limit, page: query.page, total, items, search: query.search, canNext: query.page * query.limit < total };
  }
}
