import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@cytocampus/event-store';
import { visibleInOrganization } from '@cytocampus/permissions';
import { currentRevisions, type ContentAccessRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { AssignmentVisibleIn } from '../../../messages/organizations.js';

/** The content reader's access columns but the type (every row here is an assignment). */
type Row = Omit<ContentAccessRow, 'type'>;

@QueryHandler(AssignmentVisibleIn)
export class AssignmentVisibleInHandler implements IQueryHandler<AssignmentVisibleIn, boolean> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ curriculum, orgId }: AssignmentVisibleIn): Promise<boolean> {
    const { rows } = await this.sql.query<Row>(
      `select item_id, owner_id, org_id, is_public, allowed_orgs, filter_orgs, locked from ${currentRevisions('curriculum')} c where item_id = $1`,
      [curriculum],
    );
    const row = rows[0];
    if (!row) return false;
    const target = {
      type: 'curriculum',
      itemId: row.item_id,
      ownerId: row.owner_id,
      orgId: row.org_id,
      isPublic: row.is_public,
      allowedOrgs: row.allowed_orgs,
      filterOrgs: row.filter_orgs,
      locked: row.locked,
    };
    return visibleInOrganization(target, orgId);
  }
}
