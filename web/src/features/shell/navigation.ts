import type { ComponentType } from 'react';
import { IconBuildingHospital, IconHome2, IconSettings, IconSpeakerphone, IconUserCircle, IconUsers, IconUsersGroup, type IconProps } from '@tabler/icons-react';
import type { AccessRule } from '@cytocampus/permissions';
import { SECTIONS, type Section } from '../../shared/navigation/sections';

export interface NavEntry {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Entries are filtered by level, permissions and role (spec part 1 section 2). */
  access: AccessRule;
  /** Only for users who belong to an organization. */
  needsOrganization?: boolean;
}

const sectionEntry = (label: string, section: Section, icon: ComponentType<IconProps>): NavEntry => ({
  label,
  to: section.path,
  icon,
  access: section.access,
  needsOrganization: section.needsOrganization,
});

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
    label: 'Organization',
    entries: [sectionEntry('Users', SECTIONS.orgUsers, IconUsers), sectionEntry('Groups', SECTIONS.orgGroups, IconUsersGroup)],
  },
  {
    label: 'Administration',
    entries: [
      sectionEntry('All Users', SECTIONS.adminUsers, IconUsers),
      sectionEntry('Organizations', SECTIONS.adminOrganizations, IconBuildingHospital),
      sectionEntry('Announcements', SECTIONS.adminAnnouncements, IconSpeakerphone),
    ],
  },
  {
    label: 'Account',
    entries: [
      { label: 'My Profile', to: '/dashboard/profile', icon: IconUserCircle, access: { minLevel: 1 } },
      { label: 'Settings', to: '/dashboard/settings', icon: IconSettings, access: { minLevel: 1 } },
    ],
  },
];
