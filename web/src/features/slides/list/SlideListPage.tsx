import { useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import { API_PREFIX, SLIDE_ROUTES, type ContentListQuery, type SlideItem } from '@cytocampus/contracts';
import { canCreateContent, normalizeRole } from '@cytocampus/permissions';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ACTIVE_STATE_FILTER } from '../../../shared/list/activeStateFilter';
import type { ListFilter } from '../../../shared/list/FilterBar';
import { ListPage } from '../../../shared/list/ListPage';
import type { ListColumn } from '../../../shared/list/ListTable';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useListSlidesQuery } from '../api';
import { slideRooms } from '../../../realtime/itemRooms';
import { useItemRooms } from '../../../realtime/useItemRooms';
import type { ContentKit } from '../contentKit';
import { SlideStatusIcon } from '../SlideStatusIcon';
import { SLIDE_TEXT } from '../slideTexts';
import { atypiaOf } from './atypia';
import { SlideLibraryStrip } from './SlideLibraryStrip';
import classes from './SlideListPage.module.css';

/** The spec's list leaves out slides still NEW or UPLOADING; authors may ask for them. */
const ALL_IMAGES = 'all';
const IMAGES_FILTER: ListFilter = {
  key: 'images',
  label: 'Images',
  placeholder: 'Processing or ready',
  options: [{ value: ALL_IMAGES, label: 'Also new and uploading' }],
};
const FILTERS = [ACTIVE_STATE_FILTER, IMAGES_FILTER];
const FILTER_KEYS = FILTERS.map((filter) => filter.key);

const statusOf = (value: string | undefined): ContentListQuery['status'] => (value === 'active' || value === 'inactive' ? value : undefined);
const href = (item: { itemId: string }) => itemPath(SECTIONS.contentSlides, item.itemId);

const ACCESSION: ListColumn<SlideItem> = {
  key: 'accession',
  header: 'Accession',
  nowrap: true,
  render: (item) => <Text fz="sm">{typeof item.fields.accession === 'string' ? item.fields.accession : ''}</Text>,
};
/** A processed slide shows its thumbnail beside its status: slides are told apart by eye. */
const IMAGE: ListColumn<SlideItem> = {
  key: 'image',
  header: 'Image',
  nowrap: true,
  render: (item) => (
    <Group gap="sm" wrap="nowrap">
      {item.status === 'COMPLETE' && <img src={`${API_PREFIX}${SLIDE_ROUTES.thumbnail(item.id)}`} alt="" loading="lazy" className={classes.thumb} />}
      <SlideStatusIcon status={item.status} withLabel />
    </Group>
  ),
};
/** Super only: atypia and its spread when both are above 0 (spec part 3 route table). */
const ATYPIA: ListColumn<SlideItem> = { key: 'atypia', header: 'Atypia', nowrap: true, render: (item) => <Text fz="sm">{atypiaOf(item.fields) ?? '—'}</Text> };

/** /dashboard/content/slides: the content list of slides with their image status, and for creators 'Add Slide' and how far the images have come. */
export function SlideListPage({ kit }: { kit: ContentKit }) {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams(FILTER_KEYS);
  const { params } = controls;
  const scope = user ? kit.scopeOf(user) : null;
  const orgId = scope?.kind === 'org' ? scope.orgId : undefined;
  const query = {
    page: params.page,
    limit: params.limit,
    search: params.search.trim() || undefined,
    status: statusOf(params.filters.status),
    images: params.filters.images === ALL_IMAGES ? ('all' as const) : undefined,
    orgId,
  };
  const { data: page, isLoading, isFetching } = useListSlidesQuery(query, { skip: !scope });
  // The rows' status follows their notices, row by row, without refetching the page.
  useItemRooms(slideRooms, page?.items.map((slide) => slide.id) ?? []);
  const isSuper = normalizeRole(user?.role) === 'super';
  const columns = useMemo(() => {
    const [name, ...rest] = kit.columns(href) as ListColumn<SlideItem>[];
    return [name!, ACCESSION, IMAGE, ...(isSuper ? [ATYPIA] : []), ...rest];
  }, [kit, isSuper]);
  if (!user || !scope) return null;
  const mayCreate = canCreateContent(user, 'slide', orgId ?? null);
  return (
    <ListPage
      plural={SLIDE_TEXT.plural}
      singular={SLIDE_TEXT.singular}
      controls={controls}
      filters={FILTERS}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={columns}
      rowKey={(item) => item.id}
      rowHref={href}
      addHref={mayCreate ? `${SECTIONS.contentSlides.path}/new` : undefined}
      banner={
        mayCreate && (
          <SlideLibraryStrip
            orgId={orgId}
            showsWaiting={query.images === 'all'}
            onShowWaiting={() => controls.change({ filters: { [IMAGES_FILTER.key]: ALL_IMAGES } })}
          />
        )
      }
    />
  );
}
