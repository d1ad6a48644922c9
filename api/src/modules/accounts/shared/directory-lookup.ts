import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { DIRECTORY_MSG } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { groupNamesOf, itemExists, membershipDefaults } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';

export interface Membership {
  orgId: string | null;
  groupId: string | null;
  /** The assignment that goes with the membership: the group's default, else the organization's. */
  defaultCurriculum: string | null;
}

/** Checks the organizations, groups and assignments a user form refers to, in their read models. */
@Injectable()
export class DirectoryLookup {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The membership for an organization and group, or a 400 naming the field that is wrong. */
  async membership(orgId: string | null, groupId: string | null): Promise<Membership> {
    if (orgId === null) {
      if (groupId !== null) throw new DomainError('invalid', DIRECTORY_MSG.groupNotInOrganization, 'groupId');
      return { orgId, groupId, defaultCurriculum: null };
    }
    const row = await membershipDefaults(this.sql, orgId, groupId);
    if (!row) throw new DomainError('invalid', DIRECTORY_MSG.noSuchOrganization, 'orgId');
    if (groupId !== null && row.group_id === null) throw new DomainError('invalid', DIRECTORY_MSG.groupNotInOrganization, 'groupId');
    return { orgId, groupId, defaultCurriculum: (groupId !== null ? row.group_default : null) ?? row.org_default };
  }

  async requireCurriculum(curriculum: string | null): Promise<void> {
    if (curriculum === null) return;
    if (!(await itemExists(this.sql, 'curriculum', curriculum))) throw new DomainError('invalid', DIRECTORY_MSG.noSuchCurriculum, 'curriculum');
  }

  /** Group ids of an organization by lower-cased name (CSV import refers to groups by name). */
  async groupsByName(orgId: string): Promise<Map<string, string>> {
    const rows = await groupNamesOf(this.sql, orgId);
    return new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
  }
}
