import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG, type GroupItem, type NameEntry, type Page } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadGroupsOf, type Actor } from '@cytocampus/permissions';
import { searchWords, type ListQueryValues } from '@cytocampus/schema';
import { containing, GROUP_SELECT, GROUPS_FROM, SqlFilter, type GroupRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { pageOf } from '../../../infra/page.js';
import { toGroupItem } from '../shared/rows.js';

export class ListGroups extends Query<Page<GroupItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly query: ListQueryValues,
  ) {
    super();
  }
}

export class GetGroup extends Query<GroupItem> {
  constructor(
    readonly viewer: Actor,
    readonly groupId: string,
    /** Addressed through this organization: a group of another one is not found. */
    readonly inOrganization: string | null = null,
  ) {
    super();
  }
}

/** GET /groups?orgId: the groups of one organization (the viewer's own when none is named); name search by words or tags. */
@QueryHandler(ListGroups)
export class ListGroupsHandler implements IQueryHandler<ListGroups, Page<GroupItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute({ viewer, query }: ListGroups): Promise<Page<GroupItem> | NameEntry[]> {
    const orgId = query.orgId ?? viewer.orgId;
    if (orgId === null || !canReadGroupsOf(viewer, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    const filter = new SqlFilter().add('g.org_id = ?', orgId);
    const words = searchWords(query.search);
    // Spec part 3: all words in the name, or all of them among the tags.
    if (words.length > 0) {
      const inName = words.map(() => 'lower(g.name) like ?').join(' and ');
      filter.add(`(${inName}) or g.tags @> ?::jsonb`, ...words.map(containing), JSON.stringify(words));
    }
    return pageOf<GroupRow, GroupItem>(this.sql, GROUP_SELECT, GROUPS_FROM, filter, query, (row) => toGroupItem(viewer, row));
  }
}

@QueryHandler(GetGroup)
export class GetGroupHandler implements IQueryHandler<GetGroup, GroupItem> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, groupId, inOrganization }: GetGroup): Promise<GroupItem> {
    const { rows } = await this.sql.query<GroupRow>(`${GROUP_SELECT} where g.id = $1`, [groupId]);
    const row = rows[0];
    const elsewhere = inOrganization !== null && row?.org_id !== inOrganization;
    if (!row || !canReadGroupsOf(viewer, row.org_id) || elsewhere) throw new DomainError('not_found', DIRECTORY_MSG.groupNotFound);
    return toGroupItem(viewer, row);
  }
}
