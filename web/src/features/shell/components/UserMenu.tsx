import { useState } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { CurrentUser } from '@cytocampus/contracts';
import { fileUrl } from '../../../shared/uploads/fileUrl';
import { deferredModule } from './deferredModule';

/** The menu (Mantine's Menu and what it shows) downloads after the shell's first paint; the button shows at once. */
const useUserMenuDropdown = deferredModule('user menu', () => import('./UserMenuDropdown'));

function initials(user: CurrentUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The user menu: My Profile, Settings, Sign Out (UserMenuDropdown). Until the menu has arrived the
 * same button stands in for it: a click on it opens the menu as soon as it is there, and the focus
 * stays on the button when the two swap.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const dropdown = useUserMenuDropdown();
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const button = (
    <UnstyledButton
      // The name it shows comes first in the name it is called by (WCAG 2.5.3, label in name).
      aria-label={`${name}, user menu`}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-xl)' }}
      {...(dropdown
        ? { autoFocus: focused }
        : {
            'aria-haspopup': 'menu',
            'aria-expanded': false,
            onClick: () => setClicked((open) => !open),
            onFocus: () => setFocused(true),
            onBlur: () => setFocused(false),
          })}
    >
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
  );
  if (!dropdown) return button;
  // The side menu's icons come from the shell's chunk: passed from here, the menu's own chunk needs nothing of it.
  const icons = { profile: <IconUserCircle size={16} />, settings: <IconSettings size={16} /> };
  return <dropdown.UserMenuDropdown user={user} name={name} target={button} defaultOpened={clicked} icons={icons} />;
}
