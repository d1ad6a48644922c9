import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler, type QueryBus } from '@nestjs/cqrs';
import { DIRECTORY_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { visibleInOrganization } from '@cytocampus/permissions';
import { ApiException } from '../../../http/api-exception.js';
import { currentRevisions } from '../../../infra/read-models.js';
import { SQL } from '../../../infra/tokens.js';

/**
 * Whether an organization (null: users without one) may see an assignment: the content rule of
 * ADR 0011 (`visibleInOrganization`) on the item's current revision; false when it does not exist.
 * Accounts ask it for users' assignments, this module for default assignments.
 */
export class AssignmentVisibleIn extends Query<boolean> {
  constructor(
    readonly curriculum: string,
    readonly orgId: string | null,
  ) {
    super();
  }
}

interface Row {
  item_id: string;
  owner_id: string | null;
  org_id: string | null;
  is_public: boolean;
  allowed_orgs: string[];
  filter_orgs: string[];
  locked: boolean;
}

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

/**
 * 400 on `field` unless the organization may see the assignment (null: none given, nothing to
 * check). Missing and hidden ids get the same answer, so private assignments cannot be probed.
 */
export async function requireAssignmentFor(
  queries: QueryBus,
  curriculum: string | null,
  orgId: string | null,
  field: 'curriculum' | 'defaultCurriculum',
): Promise<void> {
  if (curriculum === null) return;
  if (!(await queries.execute(new AssignmentVisibleIn(curriculum, orgId)))) throw new ApiException(400, DIRECTORY_MSG.assignmentNotAvailable, field);
}
