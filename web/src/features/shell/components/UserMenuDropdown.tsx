import type { ReactElement, ReactNode } from 'react';
import { Badge, Menu, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';

interface UserMenuDropdownProps {
  user: CurrentUser;
  name: string;
  /** The header's button (UserMenu), which opens the menu. */
  target: ReactElement;
  /** Open at once: the button was clicked before this arrived. */
  defaultOpened: boolean;
  /** The icons of My Profile and Settings, which the side menu shows too (see UserMenu). */
  icons: { profile: ReactNode; settings: ReactNode };
}

/** The user menu itself (UserMenu), loaded once the shell is on screen: My Profile, Settings, Sign Out. */
export function UserMenuDropdown({ user, name, target, defaultOpened, icons }: UserMenuDropdownProps) {
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
        <Menu.Item component={Link} to="/dashboard/profile" leftSection={icons.profile}>
          My Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={icons.settings}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red.8" leftSection={<IconLogout size={16} />}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
