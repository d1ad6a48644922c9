import { Inject } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type AuditReviewRow, type Page } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { auditListScope, type Actor } from '@cytocampus/permissions';
import { searchWords, type AuditReviewQueryValues } from '@cytocampus/schema';
import { AUDITED_REVIEWS_FROM, AUDITED_REVIEWS_SELECT, containing, SqlFilter } from '@cytocampus/projections';
import { pageOf } from '../../../../infra/page.js';
import { SQL } from '../../../../infra/tokens.js';
import { SLIDE_REVIEW_TYPES, toAuditRow, type AuditRow } from '../../shared/audited-reviews.js';

export class ListAuditReviews extends Query<Page<AuditReviewRow>> {
  constructor(
    readonly viewer: Actor,
    readonly query: AuditReviewQueryValues,
  ) {
    super();
  }
}

/** The slide reviews the viewer may audit (every organization's, or the own one's), narrowed as asked. */
function auditListFilter(viewer: Actor, query: AuditReviewQueryValues): SqlFilter {
  const scope = auditListScope(viewer);
  if (scope === null) throw new DomainError('forbidden', MSG.forbidden);
  const filter = new SqlFilter().add('s.item_type = any(?)', [...SLIDE_REVIEW_TYPES]);
  if (!scope.all) filter.add('s.org_id = ?', scope.orgId);
  if (query.userId !== undefined) filter.add('s.user_id = ?', query.userId);
  if (query.itemId !== undefined) filter.add('s.item_id = ?', query.itemId);
  if (query.state !== undefined) filter.add(query.state === 'submitted' ? 's.progress >= 1' : 's.progress < 1');
  // Every word somewhere in the learner's name or e-mail, the item's name or the course's.
  for (const word of searchWords(query.search))
    filter.add(`lower(concat_ws(' ', u.first_name, u.last_name, u.email, i.name, m.name)) like ?`, containing(word));
  return filter;
}

/** GET /audit/reviews: a page of slide reviews, the most recently worked on first. */
@QueryHandler(ListAuditReviews)
export class ListAuditReviewsHandler implements IQueryHandler<ListAuditReviews, Page<AuditReviewRow>> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, query }: ListAuditReviews): Promise<Page<AuditReviewRow>> {
    const filter = auditListFilter(viewer, query);
    const page = await pageOf<AuditRow, AuditReviewRow>(
      this.sql,
      AUDITED_REVIEWS_SELECT,
      AUDITED_REVIEWS_FROM,
      filter,
      query,
      toAuditRow,
      undefined,
      's.last_update desc, s.id',
    );
    if (Array.isArray(page)) throw new Error('the audit list answered names');
    return page;
  }
}
