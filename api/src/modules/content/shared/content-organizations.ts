import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { FORM_ERROR } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { NOT_VALID } from '@cytocampus/schema';
import { organizationExists } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

/** The organization a new item is created in must exist (a site-wide author may name any one). */
@Injectable()
export class ContentOrganizations {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async requireExisting(orgId: string | null): Promise<void> {
    if (orgId === null) return;
    if (!(await organizationExists(this.sql, orgId))) throw DomainError.invalid([{ field: 'orgId', message: NOT_VALID, code: FORM_ERROR.invalid }]);
  }
}
