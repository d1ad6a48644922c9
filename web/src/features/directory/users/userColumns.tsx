import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { UserListItem } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import type { ListColumn } from '../../../shared/list/ListTable';
import { DeactivatedBadge } from '../shared/DeactivatedBadge';

/** A user's name as a list shows it; personal details may be blank for viewers without the detail permission. */
export function displayName(user: Pick<UserListItem, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || 'Unnamed user';
}

const dash = (value: string | null) =>
  value || (
    <Text span c="dimmed">
      —
    </Text>
  );

/** Columns of a user list; the organization column only where users of every organization are listed. */
export function userColumns(href: (user: UserListItem) => string, withOrganization: boolean): ListColumn<UserListItem>[] {
  const columns: ListColumn<UserListItem>[] = [
    {
      key: 'name',
      header: 'Name',
      nowrap: true,
      render: (user) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={href(user)} fw={600} fz="sm">
            {displayName(user)}
          </Anchor>
          <DeactivatedBadge disabled={user.disabled} size="xs" />
        </Group>
      ),
    },
    { key: 'email', header: 'Email', nowrap: true, render: (user) => <Text fz="sm">{dash(user.email)}</Text> },
    {
      key: 'role',
      header: 'Role',
      nowrap: true,
      render: (user) => (
        <Badge variant="light" color={user.role === 'cytotechnologist' ? 'gray' : 'cyto'} radius="sm" miw="max-content">
          {roleLabel(user.role)}
        </Badge>
      ),
    },
  ];
  if (withOrganization) columns.push({ key: 'org', header: 'Organization', wide: true, render: (user) => <Text fz="sm">{dash(user.orgName)}</Text> });
  columns.push(
    { key: 'group', header: 'Group', wide: true, render: (user) => <Text fz="sm">{dash(user.groupName)}</Text> },
    { key: 'curriculum', header: 'Assignment', wide: true, render: (user) => <Text fz="sm">{dash(user.curriculumName)}</Text> },
  );
  return columns;
}
