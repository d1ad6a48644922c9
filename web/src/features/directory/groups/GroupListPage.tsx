import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { GroupItem } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ListPage } from '../../../shared/list/ListPage';
import type { ListColumn } from '../../../shared/list/ListTable';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useListGroupsQuery } from '../api';
import { creatorRights } from '../shared/creatorRights';

const href = (group: GroupItem) => itemPath(SECTIONS.orgGroups, group.itemId);

const COLUMNS: ListColumn<GroupItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (group) => (
      <Anchor component={Link} to={href(group)} fw={600} fz="sm">
        {group.name}
      </Anchor>
    ),
  },
  {
    key: 'description',
    header: 'Description',
    wide: true,
    render: (group) => (
      <Text fz="sm" lineClamp={1}>
        {group.description || '—'}
      </Text>
    ),
  },
  { key: 'users', header: 'Members', render: (group) => <Text fz="sm">{group.users}</Text> },
  { key: 'curriculum', header: 'Assignment', render: (group) => <Text fz="sm">{group.defaultCurriculumName ?? 'Unassigned'}</Text> },
];

/** The groups of the signed-in user's organization. */
export function GroupListPage() {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams([]);
  const { params } = controls;
  const orgId = user?.orgId ?? '';
  const {
    data: page,
    isLoading,
    isFetching,
  } = useListGroupsQuery({ orgId, page: params.page, limit: params.limit, search: params.search.trim() || undefined }, { skip: !orgId });
  if (!user) return null;
  return (
    <ListPage
      plural="Groups"
      singular="Group"
      controls={controls}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={COLUMNS}
      rowKey={(group) => group.id}
      rowHref={href}
      addHref={creatorRights(user, 'org').createGroup ? `${SECTIONS.orgGroups.path}/new` : undefined}
    />
  );
}
