import type { ComponentType } from 'react';
import { IconHome2, IconSettings, IconUserCircle, type IconProps } from '@tabler/icons-react';
import type { AccessRule } from '@cytocampus/permissions';

export interface NavEntry {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Entries are filtered by level, permissions and role (spec part 1 section 2). */
  access: AccessRule;
}

export interface NavSection {
  label: string;
  entries: NavEntry[];
}

/** The side menu; only routes that exist are listed, more join as their features land. */
export const NAV_SECTIONS: NavSection[] = [
  {
    label: 'Learning',
    entries: [{ label: 'Home', to: '/dashboard/home', icon: IconHome2, access: { roles: ['cytotechnologist', 'manager', 'admin', 'super'] } }],
  },
  {
    label: 'Account',
    entries: [
      { label: 'My Profile', to: '/dashboard/profile', icon: IconUserCircle, access: { minLevel: 1 } },
      { label: 'Settings', to: '/dashboard/settings', icon: IconSettings, access: { minLevel: 1 } },
    ],
  },
];
