import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { FirstAllowedSection } from '../shared/navigation/FirstAllowedSection';
import type { RouteHandle } from '../shared/navigation/routeHandle';
import { SECTIONS, type Section } from '../shared/navigation/sections';
import { ContentAreaGate, ContentDetailPage, ContentListPage, type ContentSectionKey } from '../features/content';
import { contentScopeOf } from '../features/content/contentAccess';
import { ORG_HIDDEN_FIELDS } from '../features/content/contentDefinitions';
import { commonFields } from '../features/content/detail/commonFields';
import { ContentStateBadges } from '../features/content/detail/ContentStateBadges';
import { contentColumns } from '../features/content/list/contentColumns';
import { SlideDetailPage, SlideListPage, type ContentKit } from '../features/slides';
import { GroupDetailPage, GroupListPage, OrganizationDetailPage, OrganizationListPage, UserDetailPage, UserListPage } from '../features/directory';
import { HomePage } from '../features/home';
import { LoginPage, LogoutPage, ResetPasswordPage } from '../features/auth';
import { ProfilePage } from '../features/profile';
import { SettingsPage } from '../features/settings';
import { NotFound, Unauthorized } from '../features/shell';
import { FullPageLoader } from './FullPageLoader';
import { GuestOnly, RequireUser, UnknownPath } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const handle = (value: RouteHandle): RouteHandle => value;

const LEARNER_ROLES = ['cytotechnologist', 'manager', 'admin', 'super'] as const;

/** A section's list at {segment} and its items at {segment}/{contentId}/{back?} ('new' creates one). */
function sectionRoutes(segment: string, section: Section, titles: [list: string, item: string], list: ReactNode, item: ReactNode): RouteObject[] {
  return [
    { path: segment, element: list, handle: handle({ title: titles[0], access: section.access }) },
    { path: `${segment}/:contentId/back?`, element: item, handle: handle({ title: titles[1], access: section.access }) },
  ];
}

/** A content section's list and detail; keyed by section, so moving between sections starts each page afresh. */
function contentSectionRoutes(segment: string, key: ContentSectionKey, section: Section, titles: [list: string, item: string]): RouteObject[] {
  return sectionRoutes(segment, section, titles, <ContentListPage key={key} sectionKey={key} />, <ContentDetailPage key={key} sectionKey={key} />);
}

/** The content screens' pieces the slide screens share (features do not import each other; ADR 0017). */
const CONTENT_KIT: ContentKit = {
  scopeOf: (user) => contentScopeOf(user, 'content'),
  StateBadges: ContentStateBadges,
  columns: contentColumns,
  commonFields,
  orgHiddenFields: ORG_HIDDEN_FIELDS,
};

const ADMIN_SECTIONS = [SECTIONS.adminUsers, SECTIONS.adminOrganizations, SECTIONS.adminAssignments, SECTIONS.adminAnnouncements];
const ORG_SECTIONS = [SECTIONS.orgUsers, SECTIONS.orgGroups, SECTIONS.orgAssignments];
const CONTENT_SECTIONS = [
  SECTIONS.contentCourses,
  SECTIONS.contentPresentations,
  SECTIONS.contentQuizzes,
  SECTIONS.contentSlides,
  SECTIONS.contentTests,
  SECTIONS.contentFeedback,
];

/** The admin area (level 3) and the organization area (readOrg and an organization). */
const managementRoutes: RouteObject[] = [
  {
    path: 'admin',
    children: [
      { index: true, element: <FirstAllowedSection sections={ADMIN_SECTIONS} />, handle: handle({ title: 'Administration', access: { minLevel: 3 } }) },
      ...sectionRoutes('users', SECTIONS.adminUsers, ['Users', 'User'], <UserListPage scope="admin" />, <UserDetailPage scope="admin" />),
      ...sectionRoutes('organizations', SECTIONS.adminOrganizations, ['Organizations', 'Organization'], <OrganizationListPage />, <OrganizationDetailPage />),
      ...contentSectionRoutes('assignments', 'adminAssignments', SECTIONS.adminAssignments, ['Assignments', 'Assignment']),
      {
        path: 'announcements',
        // Lazy: the rich-text editor is heavy and only administrators open it.
        lazy: async () => {
          const { AnnouncementEditorPage } = await import('../features/announcements');
          return { element: <AnnouncementEditorPage /> };
        },
        handle: handle({ title: 'Announcements', access: SECTIONS.adminAnnouncements.access }),
      },
    ],
  },
  {
    path: 'org',
    children: [
      {
        index: true,
        element: <FirstAllowedSection sections={ORG_SECTIONS} />,
        handle: handle({ title: 'Organization', access: { permissions: ['readOrg'] } }),
      },
      ...sectionRoutes('users', SECTIONS.orgUsers, ['Users', 'User'], <UserListPage scope="org" />, <UserDetailPage scope="org" />),
      ...sectionRoutes('groups', SECTIONS.orgGroups, ['Groups', 'Group'], <GroupListPage />, <GroupDetailPage />),
      ...contentSectionRoutes('assignments', 'orgAssignments', SECTIONS.orgAssignments, ['Assignments', 'Assignment']),
    ],
  },
];

/** The content area: admins (readContent) author site-wide, managers (readOrgContent) for their organization. */
const contentRoutes: RouteObject = {
  path: 'content',
  element: <ContentAreaGate denied={<Unauthorized />} />,
  children: [
    { index: true, element: <FirstAllowedSection sections={CONTENT_SECTIONS} />, handle: handle({ title: 'Content', access: SECTIONS.contentCourses.access }) },
    ...contentSectionRoutes('courses', 'courses', SECTIONS.contentCourses, ['Courses', 'Course']),
    ...contentSectionRoutes('presentations', 'presentations', SECTIONS.contentPresentations, ['Presentations', 'Presentation']),
    ...contentSectionRoutes('quizzes', 'quizzes', SECTIONS.contentQuizzes, ['Quizzes', 'Quiz']),
    ...sectionRoutes('slides', SECTIONS.contentSlides, ['Slides', 'Slide'], <SlideListPage kit={CONTENT_KIT} />, <SlideDetailPage kit={CONTENT_KIT} />),
    ...contentSectionRoutes('tests', 'tests', SECTIONS.contentTests, ['Slide Tests', 'Slide Test']),
    ...contentSectionRoutes('feedback', 'feedback', SECTIONS.contentFeedback, ['Evaluation Forms', 'Evaluation Form']),
  ],
};

/** The dashboard's children; each sets its title and who may open it. */
const dashboardRoutes: RouteObject[] = [
  // Redirects only: it must not wait behind the organization gate.
  { index: true, element: <Navigate to="home" replace />, handle: handle({ allowWithoutOrganization: true }) },
  { path: 'home', element: <HomePage />, handle: handle({ title: 'Home', isRoot: true, access: { roles: [...LEARNER_ROLES] } }) },
  { path: 'profile/back?', element: <ProfilePage />, handle: handle({ title: 'My Profile', allowWithoutOrganization: true }) },
  { path: 'settings/back?', element: <SettingsPage />, handle: handle({ title: 'Settings', allowWithoutOrganization: true }) },
  ...managementRoutes,
  contentRoutes,
  { path: '*', element: <NotFound />, handle: handle({ title: 'Page not found', allowWithoutOrganization: true }) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded page (registration) arrives on the first load.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        path: 'login/*',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: 'register',
        lazy: async () => {
          const { RegisterPage } = await import('../features/auth/register');
          return {
            element: (
              <GuestOnly>
                <RegisterPage />
              </GuestOnly>
            ),
          };
        },
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'dashboard', element: <RequireUser />, children: dashboardRoutes },
      // The spec's own path for the announcement editor (part 3): the admin area lives under /dashboard.
      { path: 'admin/announcements', element: <Navigate to={SECTIONS.adminAnnouncements.path} replace /> },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
