import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import { fileUrl } from '../../../shared/uploads/fileUrl';

function initials(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The user menu: My Profile, Settings, Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="cyto" radius="xl" size={34} variant="filled" src={user.bio.avatar ? fileUrl(user.bio.avatar) : null} alt="">
              {initials(user)}
            </Avatar>
            <Text fz="sm" fw={550} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py={8}>
          <Text fz="sm" fw={600} truncate>
            {name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user.email}
          </Text>
          <Badge size="xs" variant="light" mt={4}>
            {roleLabel(user.role)}
          </Badge>
        </Stack>
        <Menu.Divider />
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={<IconUserCircle size={16} />}>
          My Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
