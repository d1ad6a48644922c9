import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Organization } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { organizationById } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';

/** `orgId`: the caller's organization, null while they wait for one. */
export class GetOwnOrganization extends Query<Organization | null> {
  constructor(readonly orgId: string | null) {
    super();
  }
}

/** The caller's organization, or null (the waiting screen). */
@QueryHandler(GetOwnOrganization)
export class GetOwnOrganizationHandler implements IQueryHandler<GetOwnOrganization, Organization | null> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ orgId }: GetOwnOrganization): Promise<Organization | null> {
    if (!orgId) return null;
    const row = await organizationById(this.sql, orgId);
    return row ? { itemId: row.id, name: row.name, region: row.region, preWork: row.pre_work, defaultCurriculum: row.default_curriculum } : null;
  }
}
