import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, MSG, type NameEntry, type OrganizationItem, type Page } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canListOrganizations, canReadOrganization, type Actor } from '@cytocampus/permissions';
import { searchWords, type ListQueryValues } from '@cytocampus/schema';
import { containing, ORGANIZATION_SELECT, ORGANIZATIONS_FROM, SqlFilter, type OrganizationRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { pageOf } from '../../../infra/page.js';
import { toOrganizationItem } from '../shared/rows.js';

export class ListOrganizations extends Query<Page<OrganizationItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly query: ListQueryValues,
  ) {
    super();
  }
}

export class GetOrganization extends Query<OrganizationItem> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
  ) {
    super();
  }
}

/**
 * GET /organizations: every organization for readOrganization; a name list of just the own one
 * for a member who may read it (pickers of managers).
 */
@QueryHandler(ListOrganizations)
export class ListOrganizationsHandler implements IQueryHandler<ListOrganizations, Page<OrganizationItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute({ viewer, query }: ListOrganizations): Promise<Page<OrganizationItem> | NameEntry[]> {
    const filter = new SqlFilter();
    if (!canListOrganizations(viewer)) {
      if (!query.names || viewer.orgId === null || !canReadOrganization(viewer, viewer.orgId)) throw new DomainError('forbidden', MSG.forbidden);
      filter.add('o.id = ?', viewer.orgId);
    }
    for (const word of searchWords(query.search)) filter.add('lower(o.name) like ?', containing(word));
    return pageOf<OrganizationRow, OrganizationItem>(this.sql, ORGANIZATION_SELECT, ORGANIZATIONS_FROM, filter, query, (row) =>
      toOrganizationItem(viewer, row),
    );
  }
}

@QueryHandler(GetOrganization)
export class GetOrganizationHandler implements IQueryHandler<GetOrganization, OrganizationItem> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, orgId }: GetOrganization): Promise<OrganizationItem> {
    const { rows } = await this.sql.query<OrganizationRow>(`${ORGANIZATION_SELECT} where o.id = $1`, [orgId]);
    const row = rows[0];
    if (!row || !canReadOrganization(viewer, orgId)) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
    return toOrganizationItem(viewer, row);
  }
}
