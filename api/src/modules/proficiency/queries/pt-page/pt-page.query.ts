import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@cytocampus/domain';
import { DIRECTORY_MSG, MSG, type Preferences, type PtOrgPage, type PtOrgRow } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { mayListUsersOf, userView, type Actor } from '@cytocampus/permissions';
import { groupOptions, organizationName, ptStatusPage, SqlFilter } from '@cytocampus/projections';
import type { Clock } from '../../../../infra/clock.js';
import { CLOCK, SQL } from '../../../../infra/tokens.js';
import { USER_ORDER } from '../../../accounts/index.js';
import { isOverdue, standingOf } from '../../shared/pt-rows.js';

export interface PtPageCriteria {
  year?: number | undefined;
  groupId?: string | undefined;
}

/** A page of the organization's PT page; every person the criteria select when `paging` is null (the export). */
export class GetPtPage extends Query<PtOrgPage> {
  constructor(
    readonly viewer: Actor,
    readonly orgId: string,
    readonly criteria: PtPageCriteria,
    readonly paging: { page: number; limit: number } | null,
  ) {
    super();
  }
}

/** Who screens and so takes the test: the organization's cytotechnologists (pathologists among them) and managers; not guests, nor the site's administrators. */
const PT_EXAMINEE_ROLES = ['cytotechnologist', 'manager'] as const;

/**
 * The organization's PT page (docs/adr/0035): every active screener of the organization (a group's)
 * with their ladder row of the year, none meaning the annual test is due; the counts per state.
 */
@QueryHandler(GetPtPage)
export class GetPtPageHandler implements IQueryHandler<GetPtPage, PtOrgPage> {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ viewer, orgId, criteria: c, paging }: GetPtPage): Promise<PtOrgPage> {
    // Before the organization is looked up: another organization's id cannot be probed.
    if (!mayListUsersOf(viewer, orgId)) throw new DomainError('forbidden', MSG.forbidden);
    const now = this.clock.now();
    const year = c.year ?? now.getUTCFullYear();
    const filter = new SqlFilter();
    filter.add('u.org_id = ?', orgId);
    filter.add('not u.disabled');
    filter.add('u.role = any(?)', [...PT_EXAMINEE_ROLES]);
    if (c.groupId !== undefined) filter.add('u.group_id = ?', c.groupId);
    const [orgName, groups, page] = await Promise.all([
      organizationName(this.sql, orgId),
      groupOptions(this.sql, orgId),
      ptStatusPage(this.sql, filter, year, USER_ORDER, paging),
    ]);
    if (orgName === null) throw new DomainError('not_found', DIRECTORY_MSG.organizationNotFound);
    const counts = page.counts ?? { due: 0, in_progress: 0, passed: 0, failed: 0, total: 0 };
    const at = now.getTime();
    return {
      orgId,
      orgName,
      year,
      rows: page.rows.map((row): PtOrgRow => {
        const seen = userView(viewer, { id: row.id, role: row.role, orgId: row.org_id, preferences: row.preferences as unknown as Preferences });
        const standing = standingOf(row);
        return {
          ...standing,
          id: row.id,
          firstName: seen.name ? row.first_name : row.alias,
          lastName: seen.name ? row.last_name : '',
          email: seen.email ? row.email : '',
          groupId: row.group_id,
          groupName: row.group_name,
          overdue: isOverdue(standing, at),
        };
      }),
      total: counts.total,
      page: paging?.page ?? 1,
      limit: paging?.limit ?? counts.total,
      canNext: paging ? paging.page * paging.limit < counts.total : false,
      counts: { due: counts.due, inProgress: counts.in_progress, passed: counts.passed, failed: counts.failed },
      groups,
      now: at,
    };
  }
}
