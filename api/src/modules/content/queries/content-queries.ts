import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MSG, type AuthoredType, type ContentItem, type NameEntry, type Page } from '@cytocampus/contracts';
import { CONTENT_MSG, DomainError } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadContent, contentListScope, type Actor } from '@cytocampus/permissions';
import { searchWords, type ListQueryValues } from '@cytocampus/schema';
import { containing, currentRevisions, SqlFilter, visibleInOrg } from '@cytocampus/projections';
import { pageOf } from '../../../infra/page.js';
import { SQL } from '../../../infra/tokens.js';
import { contentSelect, targetOf, toContentItem, type ContentRow } from '../shared/content-rows.js';
import { GetContent } from '../../../messages/content.js';

export type ContentListValues = ListQueryValues & { status: 'any' | 'active' | 'inactive' };

export class ListContent extends Query<Page<ContentItem> | NameEntry[]> {
  constructor(
    readonly viewer: Actor,
    readonly type: AuthoredType,
    readonly query: ContentListValues,
  ) {
    super();
  }
}

const VISIBLE_IN_ORG = visibleInOrg('c', '?');

/**
 * GET /{type path}: the current revision of every item the viewer may read; with `orgId` (the
 * organization's content area) what is visible in that organization. Search: every word in the
 * name, or every word among the tags (spec part 3 "Generic content list").
 */
@QueryHandler(ListContent)
export class ListContentHandler implements IQueryHandler<ListContent, Page<ContentItem> | NameEntry[]> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  execute({ viewer, type, query }: ListContent): Promise<Page<ContentItem> | NameEntry[]> {
    const filter = contentListFilter(viewer, type, query);
    const from = `${currentRevisions(type)} c`;
    return pageOf<ContentRow, ContentItem>(
      this.sql,
      contentSelect(currentRevisions(type)),
      from,
      filter,
      query,
      (row) => toContentItem(viewer, row),
      (row) => ({ name: row.name, itemid: row.item_id }),
    );
  }
}

/** The filter of a content list over current revisions aliased c: what the viewer may read, search, state. */
export function contentListFilter(viewer: Actor, type: AuthoredType | 'slide', query: Pick<ContentListValues, 'orgId' | 'search' | 'status'>): SqlFilter {
  const scope = contentListScope(viewer, type);
  if (scope === null || (!scope.all && query.orgId !== undefined && query.orgId !== scope.orgId)) throw new DomainError('forbidden', MSG.forbidden);
  const orgId = scope.all ? query.orgId : scope.orgId;
  const filter = new SqlFilter();
  if (orgId !== undefined) filter.add(VISIBLE_IN_ORG, orgId, orgId, orgId);
  const words = searchWords(query.search);
  if (words.length > 0)
    filter.add(`(${words.map(() => 'lower(c.name) like ?').join(' and ')}) or c.tags @> ?::jsonb`, ...words.map(containing), JSON.stringify(words));
  if (query.status !== 'any') filter.add(query.status === 'active' ? 'c.active' : 'not c.active');
  return filter;
}

@QueryHandler(GetContent)
export class GetContentHandler implements IQueryHandler<GetContent, ContentItem> {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async execute({ viewer, type, id, asLearner }: GetContent): Promise<ContentItem> {
    const { rows } = await this.sql.query<ContentRow>(
      `${contentSelect('content_items')} where c.type = $1 and (c.id = $2 or c.item_id = $2) order by (c.id = $2) desc, c.active desc, c.created desc limit 1`,
      [type, id],
    );
    const row = rows[0];
    // Not found, or not readable: the same answer, so ids cannot be probed.
    if (!row || !(asLearner || canReadContent(viewer, targetOf(row)))) throw new DomainError('not_found', CONTENT_MSG.notFound);
    return toContentItem(viewer, row);
  }
}
