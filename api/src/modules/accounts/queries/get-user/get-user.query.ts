import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DIRECTORY_MSG, type UserDetail } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadUser } from '@cytocampus/permissions';
import type { UserRow } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { toUserDetail, userRowsQuery } from '../../shared/user-rows.js';
import { GetUser } from '../../../../messages/accounts.js';

/** GET /users/{id}: 404 alike for a user that does not exist and one the viewer may not read (no probing by id). */
@QueryHandler(GetUser)
export class GetUserHandler implements IQueryHandler<GetUser, UserDetail> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, userId }: GetUser): Promise<UserDetail> {
    const { rows } = await this.sql.query<UserRow>(userRowsQuery('where u.id = $1'), [userId]);
    const row = rows[0];
    if (!row || !canReadUser(viewer, { id: row.id, role: row.role, orgId: row.org_id })) throw new DomainError('not_found', DIRECTORY_MSG.userNotFound);
    return toUserDetail(viewer, row);
  }
}
