import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrganizationItem } from '@cytocampus/contracts';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { ListPage } from '../../../shared/list/ListPage';
import type { ListColumn } from '../../../shared/list/ListTable';
import { useUrlListParams } from '../../../shared/list/useListParams';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useListOrganizationsQuery } from '../api';
import { creatorRights } from '../shared/creatorRights';

const href = (org: OrganizationItem) => itemPath(SECTIONS.adminOrganizations, org.itemId);

const COLUMNS: ListColumn<OrganizationItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (org) => (
      <Anchor component={Link} to={href(org)} fw={600} fz="sm">
        {org.name}
      </Anchor>
    ),
  },
  { key: 'region', header: 'Region', render: (org) => <Text fz="sm">{org.region ?? '—'}</Text> },
  { key: 'users', header: 'Members', render: (org) => <Text fz="sm">{org.users}</Text> },
  { key: 'curriculum', header: 'Default Assignment', wide: true, render: (org) => <Text fz="sm">{org.defaultCurriculumName ?? '—'}</Text> },
  {
    key: 'preWork',
    header: 'Pre-work',
    wide: true,
    render: (org) =>
      org.preWork ? (
        <Badge variant="light" radius="sm">
          Pre-work
        </Badge>
      ) : (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ),
  },
];

/** Every organization (admin area). */
export function OrganizationListPage() {
  const { data: user } = useGetCurrentUserQuery();
  const controls = useUrlListParams([]);
  const { params } = controls;
  const {
    data: page,
    isLoading,
    isFetching,
  } = useListOrganizationsQuery({ page: params.page, limit: params.limit, search: params.search.trim() || undefined });
  if (!user) return null;
  return (
    <ListPage
      plural="Organizations"
      singular="Organization"
      controls={controls}
      page={page}
      isLoading={isLoading}
      isFetching={isFetching}
      columns={COLUMNS}
      rowKey={(org) => org.id}
      rowHref={href}
      addHref={creatorRights(user, 'admin').createOrganization ? `${SECTIONS.adminOrganizations.path}/new` : undefined}
    />
  );
}
