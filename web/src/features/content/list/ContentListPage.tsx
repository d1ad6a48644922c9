import { useMemo } from 'react';
import type { ContentListQuery } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ACTIVE_STATE_FILTER } from '../../../shared/list/activeStateFilter';
import { ListPage } from '../../../shared/list/ListPage';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath } from '../../../shared/navigation/sections';
import { contentRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import { useListContentQuery } from '../api';
import { canCreateIn, contentScopeOf, scopeOrgId } from '../contentAccess';
import { CONTENT_SECTIONS, type ContentSectionKey } from '../contentSections';
import { contentColumns } from './contentColumns';

const FILTER_KEYS = [ACTIVE_STATE_FILTER.key];

const statusOf = (value: string | undefined): ContentListQuery['status'] => (value === 'active' || value === 'inactive' ? value : undefined);

/**
 * One content section's list (spec part 3 "Generic content list"): search, state filter, paging,
 * and 'Add {singular}' for users who may create. In an organization's area the list is what that
 * organization sees (orgId).
 */
export function ContentListPage({ sectionKey }: { sectionKey: ContentSectionKey }) {
  const config = CONTENT_SECTIONS[sectionKey];
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams(FILTER_KEYS);
  const { params } = controls;
  const scope = user ? contentScopeOf(user, config.area) : null;
  const query: ContentListQuery = {
    page: params.page,
    limit: params.limit,
    search: params.search.trim() || undefined,
    status: statusOf(params.filters.status),
    orgId: scope ? scopeOrgId(scope) : undefined,
  };
  const { data: page, isLoading, isFetching } = useListContentQuery({ type: config.type, query }, { skip: !scope });
  // The rows follow their notices, row by row, without refetching the page.
  useItemRooms(contentRooms, page?.items.map((item) => `${config.type}/${item.id}`) ?? []);
  const columns = useMemo(() => contentColumns((item) => itemPath(config.section, item.itemId)), [config.section]);
  if (!user || !scope) return null;
  return (
    <ListPage
      plural={config.plural}
      singular={config.singular}
      controls={controls}
      filters={[ACTIVE_STATE_FILTER]}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={columns}
      rowKey={(item) => item.id}
      rowHref={(item) => itemPath(config.section, item.itemId)}
      addHref={canCreateIn(user, config.type, scope) ? `${config.section.path}/new` : undefined}
    />
  );
}
