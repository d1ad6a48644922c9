import type { ComponentType } from 'react';
import {
  IconBooks,
  IconBroadcast,
  IconCertificate,
  IconBuildingHospital,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconHistory,
  IconHome2,
  IconListCheck,
  IconMail,
  IconMessages,
  IconMicroscope,
  IconPlugConnected,
  IconPresentation,
  IconReportAnalytics,
  IconSlideshow,
  IconSchool,
  IconTargetArrow,
  IconSettings,
  IconSpeakerphone,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconWorld,
  type IconProps,
} from '@tabler/icons-react';
import type { AccessRule } from '@cytocampus/permissions';
import { CONTENT_AUDIENCES, SECTIONS, type Section } from '../../shared/navigation/sections';

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

/**
 * A content section once per audience (admins with readContent, managers with readOrgContent): the
 * two rules exclude each other by role, so a user sees each entry at most once.
 */
const contentEntries = (label: string, section: Section, icon: ComponentType<IconProps>): NavEntry[] => [
  { label, to: section.path, icon, access: CONTENT_AUDIENCES.admin },
  { label, to: section.path, icon, access: CONTENT_AUDIENCES.org, needsOrganization: true },
];

export interface NavSection {
  label: string;
  entries: NavEntry[];
}

/** The side menu; only routes that exist are listed, more join as their features land. */
export const NAV_SECTIONS: NavSection[] = [
  {
    label: 'Learning',
    entries: [
      { label: 'Home', to: '/dashboard/home', icon: IconHome2, access: { roles: ['cytotechnologist', 'manager', 'admin', 'super'] } },
      // 'My Courses': the content area's 'Courses' (authoring) keeps its name.
      sectionEntry('My Courses', SECTIONS.learningCourses, IconSchool),
      sectionEntry('P.A.C.E. Certificates', SECTIONS.learningCertificates, IconCertificate),
      // 'My screening skills': the organization's and the site's views keep the plain name under their headings.
      sectionEntry('My screening skills', SECTIONS.learningSkills, IconTargetArrow),
      sectionEntry('Live teaching', SECTIONS.teaching, IconBroadcast),
    ],
  },
  {
    label: 'Community',
    entries: [
      sectionEntry('Threads', SECTIONS.communityThreads, IconWorld),
      sectionEntry('Organization', SECTIONS.communityOrgThreads, IconMessages),
      sectionEntry('Messages', SECTIONS.communityMessages, IconMail),
    ],
  },
  {
    label: 'Organization',
    entries: [
      sectionEntry('Users', SECTIONS.orgUsers, IconUsers),
      sectionEntry('Groups', SECTIONS.orgGroups, IconUsersGroup),
      sectionEntry('Progress', SECTIONS.orgProgress, IconChartBar),
      sectionEntry('Proficiency Tests', SECTIONS.orgProficiency, IconMicroscope),
      sectionEntry('Screening skills', SECTIONS.orgSkills, IconTargetArrow),
      sectionEntry('Reports', SECTIONS.orgReports, IconReportAnalytics),
      sectionEntry('Review audit', SECTIONS.orgAudit, IconHistory),
      sectionEntry('Assignments', SECTIONS.orgAssignments, IconClipboardList),
    ],
  },
  {
    label: 'Content',
    entries: [
      ...contentEntries('Courses', SECTIONS.contentCourses, IconBooks),
      ...contentEntries('Presentations', SECTIONS.contentPresentations, IconPresentation),
      ...contentEntries('Quizzes', SECTIONS.contentQuizzes, IconListCheck),
      ...contentEntries('Slides', SECTIONS.contentSlides, IconSlideshow),
      ...contentEntries('Slide Tests', SECTIONS.contentTests, IconMicroscope),
      ...contentEntries('Evaluation Forms', SECTIONS.contentFeedback, IconClipboardCheck),
    ],
  },
  {
    label: 'Administration',
    entries: [
      sectionEntry('All Users', SECTIONS.adminUsers, IconUsers),
      sectionEntry('Organizations', SECTIONS.adminOrganizations, IconBuildingHospital),
      sectionEntry('Progress', SECTIONS.adminProgress, IconChartBar),
      sectionEntry('Proficiency Tests', SECTIONS.adminProficiency, IconMicroscope),
      sectionEntry('Screening skills', SECTIONS.adminSkills, IconTargetArrow),
      sectionEntry('Reports', SECTIONS.adminReports, IconReportAnalytics),
      sectionEntry('Review audit', SECTIONS.adminAudit, IconHistory),
      sectionEntry('All Assignments', SECTIONS.adminAssignments, IconClipboardList),
      sectionEntry('Announcements', SECTIONS.adminAnnouncements, IconSpeakerphone),
      sectionEntry('Learning platforms', SECTIONS.adminLti, IconPlugConnected),
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
