import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type NameEntry, type Page, type UserListItem } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { roleLevel, userListScope, type Actor } from '@cytocampus/permissions';
import { bucketedUsersCount, containing, SqlFilter, usersCount, type UserRow } from '@cytocampus/projections';
import { searchWords, type UserListQueryValues } from '@cytocampus/schema';
import { pageAnswer } from '../../../../infra/page.js';
import { SQL } from '../../../../infra/tokens.js';
import { SEARCH_ORDER, toUserListItem, USER_ORDER, userRowsQuery } from '../../shared/user-rows.js';

export class ListUsers extends Query<Page<UserListItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly query: UserListQueryValues,
  ) {
    super();
  }
}

/** The filters of GET /users, within what the viewer may list. */
function criteria(viewer: Actor, q: UserListQueryValues) {
  const scope = userListScope(viewer);
  if (scope === null) throw new DomainError('forbidden', MSG.forbidden);
  if (!scope.all && q.orgId !== undefined && q.orgId !== scope.orgId) throw new DomainError('forbidden', MSG.forbidden);
  return {
    orgId: scope.all ? q.orgId : scope.orgId,
    // The role filter offers only roles at or below the viewer's own level.
    roles: q.role.length > 0 ? q.role.filter((role) => roleLevel(role) <= roleLevel(viewer.role)) : null,
    words: searchWords(q.search),
    org: q.org,
    group: q.group,
    curriculum: q.curriculum,
    disabled: q.disabled,
  };
}
type Criteria = ReturnType<typeof criteria>;

function usersFilter(c: Criteria): SqlFilter {
  const filter = new SqlFilter();
  if (c.orgId !== undefined) filter.add('u.org_id = ?', c.orgId);
  for (const word of c.words) filter.add('u.search_text like ?', containing(word));
  if (c.roles) filter.add('u.role = any(?)', c.roles);
  if (c.org !== 'any') filter.add(c.org === 'none' ? 'u.org_id is null' : 'u.org_id is not null');
  if (c.group !== undefined) filter.add('u.group_id = ?', c.group);
  if (c.curriculum !== 'any') filter.add(c.curriculum === 'none' ? 'u.curriculum is null' : 'u.curriculum is not null');
  if (c.disabled !== 'show') filter.add(c.disabled === 'only' ? 'u.disabled' : 'not u.disabled');
  return filter;
}

/** The same filters over the user_counts buckets, when none of them needs the rows (no search, no group). */
function countsFilter(c: Criteria): SqlFilter | null {
  if (c.words.length > 0 || c.group !== undefined) return null;
  const filter = new SqlFilter();
  if (c.orgId !== undefined) filter.add('c.org_key = ?', c.orgId);
  if (c.roles) filter.add('c.role = any(?)', c.roles);
  if (c.org !== 'any') filter.add(c.org === 'none' ? "c.org_key = ''" : "c.org_key <> ''");
  if (c.curriculum !== 'any') filter.add(c.curriculum === 'none' ? 'not c.assigned' : 'c.assigned');
  if (c.disabled !== 'show') filter.add(c.disabled === 'only' ? 'c.disabled' : 'not c.disabled');
  return filter;
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers, Page<UserListItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, query }: ListUsers): Promise<Page<UserListItem> | NameEntry[]> {
    const c = criteria(viewer, query);
    const filter = usersFilter(c);
    const counts = countsFilter(c);
    const total = query.names ? null : counts ? bucketedUsersCount(this.sql, counts) : usersCount(this.sql, filter);
    const window = `limit ${filter.next(query.limit)} offset ${filter.next((query.page - 1) * query.limit)}`;
    const order = c.words.length > 0 ? SEARCH_ORDER : USER_ORDER;
    const [{ rows }, counted] = await Promise.all([this.sql.query<UserRow>(userRowsQuery(`${filter.where} ${order} ${window}`), filter.params), total]);
    const items = rows.map((row) => toUserListItem(viewer, row));
    if (counted === null) return items.map((u) => ({ name: `${u.firstName} ${u.lastName}`.trim(), itemid: u.id }));
    return pageAnswer(query, counted, items);
  }
}
