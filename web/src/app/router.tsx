import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import { SSO_CALLBACK_PATH } from '@cytocampus/contracts';
import { FirstAllowedSection } from '../shared/navigation/FirstAllowedSection';
import type { RouteHandle } from '../shared/navigation/routeHandle';
import { SECTIONS, type Section } from '../shared/navigation/sections';
import type { ContentSectionKey } from '../features/content';
import { NotFound, Unauthorized } from '../features/shell';
import { FullPageLoader } from './FullPageLoader';
import { GuestOnly, loadShell, RequireSignedIn, RequireUser, UnknownPath } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const handle = (value: RouteHandle): RouteHandle => value;

const LEARNER_ROLES = ['cytotechnologist', 'manager', 'admin', 'super'] as const;

/**
 * A page loaded when its route is first opened: the sign-in screen and Home load only what they
 * use; the administration, the authoring screens, the rich-text editor and the viewer come on demand.
 */
type PageLoader = () => Promise<ReactNode>;
const page = (load: PageLoader) => async () => ({ element: await load() });
/** A page of a feature module: `pick` builds it from the module once loaded. */
const pageOf =
  <Module,>(load: () => Promise<Module>) =>
  (pick: (module: Module) => ReactNode): PageLoader =>
  async () =>
    pick(await load());
// The sign-in screen (with sign-out) and Home are pages like the others: neither downloads the other's code.
const authPage = pageOf(() => import('../features/auth'));
const directoryPage = pageOf(() => import('../features/directory'));
const contentPage = pageOf(() => import('../features/content'));
const slidePage = pageOf(() => import('./slidePages'));
const communityPage = pageOf(() => import('../features/community'));
const reportsPage = pageOf(() => import('../features/reports'));
const teachingPage = pageOf(() => import('../features/teaching'));
const auditPage = pageOf(() => import('../features/audit'));
const ptPage = pageOf(() => import('../features/pt-page'));
const skillsPage = pageOf(() => import('../features/skills'));
const ltiPage = pageOf(() => import('../features/lti'));

/** The Skills view of an organization at {segment}, and a learner's Skills page beneath it. */
function skillRoutes(segment: string, scope: 'org' | 'admin', section: Section): RouteObject[] {
  return [
    {
      path: segment,
      lazy: page(skillsPage(({ OrgSkillsPage }) => <OrgSkillsPage scope={scope} base={section.path} />)),
      handle: handle({ title: 'Screening skills', access: section.access }),
    },
    {
      path: `${segment}/:userId`,
      lazy: page(skillsPage(({ LearnerSkillsPage }) => <LearnerSkillsPage back={section.path} />)),
      handle: handle({ title: 'Screening skills', access: section.access }),
    },
  ];
}
/** A user's page, with the progress overlay's 'View Progress' among its actions (features do not import each other; the app joins them). */
const userDetailPage =
  (scope: 'admin' | 'org'): PageLoader =>
  async () => {
    const [{ UserDetailPage }, { ViewProgressButton }] = await Promise.all([import('../features/directory'), import('../features/progress')]);
    return <UserDetailPage scope={scope} viewProgress={(userId) => <ViewProgressButton userId={userId} />} />;
  };
/** The organization progress page; a learner's name opens their Progress Overview (the progress feature's link). */
const orgProgressPage =
  (scope: 'org' | 'admin'): PageLoader =>
  async () => {
    const [{ OrgProgressPage }, { ViewProgressLink }] = await Promise.all([import('../features/org-progress'), import('../features/progress')]);
    return <OrgProgressPage scope={scope} learnerLink={ViewProgressLink} />;
  };

/** A section's list at {segment} and its items at {segment}/{contentId}/{back?} ('new' creates one). */
function sectionRoutes(segment: string, section: Section, titles: [list: string, item: string], list: PageLoader, item: PageLoader): RouteObject[] {
  return [
    { path: segment, lazy: page(list), handle: handle({ title: titles[0], access: section.access }) },
    { path: `${segment}/:contentId/back?`, lazy: page(item), handle: handle({ title: titles[1], access: section.access }) },
  ];
}

/** Reports (issue 15): the list, the form at {segment}/new, and a report's page. */
function reportRoutes(segment: string, scope: 'admin' | 'org', section: Section): RouteObject[] {
  return [
    {
      path: `${segment}/new`,
      lazy: page(reportsPage(({ NewReportPage }) => <NewReportPage scope={scope} />)),
      handle: handle({ title: 'New Report', access: section.access }),
    },
    ...sectionRoutes(
      segment,
      section,
      ['Reports', 'Report'],
      reportsPage(({ ReportListPage }) => <ReportListPage scope={scope} />),
      reportsPage(({ ReportItemPage }) => <ReportItemPage scope={scope} />),
    ),
  ];
}

/** A content section's list and detail; keyed by section, so moving between sections starts each page afresh. */
function contentSectionRoutes(segment: string, key: ContentSectionKey, section: Section, titles: [list: string, item: string]): RouteObject[] {
  return sectionRoutes(
    segment,
    section,
    titles,
    contentPage(({ ContentListPage }) => <ContentListPage key={key} sectionKey={key} />),
    contentPage(({ ContentDetailPage }) => <ContentDetailPage key={key} sectionKey={key} />),
  );
}

const ADMIN_SECTIONS = [SECTIONS.adminUsers, SECTIONS.adminOrganizations, SECTIONS.adminAssignments, SECTIONS.adminAnnouncements, SECTIONS.adminReports];
const ORG_SECTIONS = [SECTIONS.orgUsers, SECTIONS.orgGroups, SECTIONS.orgAssignments, SECTIONS.orgReports];
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
      ...sectionRoutes(
        'users',
        SECTIONS.adminUsers,
        ['Users', 'User'],
        directoryPage(({ UserListPage }) => <UserListPage scope="admin" />),
        userDetailPage('admin'),
      ),
      ...sectionRoutes(
        'organizations',
        SECTIONS.adminOrganizations,
        ['Organizations', 'Organization'],
        directoryPage(({ OrganizationListPage }) => <OrganizationListPage />),
        directoryPage(({ OrganizationDetailPage }) => <OrganizationDetailPage />),
      ),
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
      { path: 'progress', lazy: page(orgProgressPage('admin')), handle: handle({ title: 'Progress', access: SECTIONS.adminProgress.access }) },
      {
        path: 'proficiency',
        lazy: page(ptPage(({ PtPage }) => <PtPage scope="admin" />)),
        handle: handle({ title: 'Proficiency Tests', access: SECTIONS.adminProficiency.access }),
      },
      ...skillRoutes('skills', 'admin', SECTIONS.adminSkills),
      ...reportRoutes('reports', 'admin', SECTIONS.adminReports),
      {
        path: 'lti',
        lazy: page(ltiPage(({ LtiAdminPage }) => <LtiAdminPage />)),
        handle: handle({ title: 'Learning platforms', access: SECTIONS.adminLti.access }),
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
      ...sectionRoutes(
        'users',
        SECTIONS.orgUsers,
        ['Users', 'User'],
        directoryPage(({ UserListPage }) => <UserListPage scope="org" />),
        userDetailPage('org'),
      ),
      ...sectionRoutes(
        'groups',
        SECTIONS.orgGroups,
        ['Groups', 'Group'],
        directoryPage(({ GroupListPage }) => <GroupListPage />),
        directoryPage(({ GroupDetailPage }) => <GroupDetailPage />),
      ),
      ...contentSectionRoutes('assignments', 'orgAssignments', SECTIONS.orgAssignments, ['Assignments', 'Assignment']),
      { path: 'progress', lazy: page(orgProgressPage('org')), handle: handle({ title: 'Progress', access: SECTIONS.orgProgress.access }) },
      {
        path: 'proficiency',
        lazy: page(ptPage(({ PtPage }) => <PtPage scope="org" />)),
        handle: handle({ title: 'Proficiency Tests', access: SECTIONS.orgProficiency.access }),
      },
      ...skillRoutes('skills', 'org', SECTIONS.orgSkills),
      ...reportRoutes('reports', 'org', SECTIONS.orgReports),
    ],
  },
];

/** The content area: admins (readContent) author site-wide, managers (readOrgContent) for their organization. */
const contentRoutes: RouteObject = {
  path: 'content',
  lazy: page(contentPage(({ ContentAreaGate }) => <ContentAreaGate denied={<Unauthorized />} />)),
  children: [
    { index: true, element: <FirstAllowedSection sections={CONTENT_SECTIONS} />, handle: handle({ title: 'Content', access: SECTIONS.contentCourses.access }) },
    ...contentSectionRoutes('courses', 'courses', SECTIONS.contentCourses, ['Courses', 'Course']),
    ...contentSectionRoutes('presentations', 'presentations', SECTIONS.contentPresentations, ['Presentations', 'Presentation']),
    ...contentSectionRoutes('quizzes', 'quizzes', SECTIONS.contentQuizzes, ['Quizzes', 'Quiz']),
    ...sectionRoutes(
      'slides',
      SECTIONS.contentSlides,
      ['Slides', 'Slide'],
      slidePage(({ SlideListPage, CONTENT_KIT }) => <SlideListPage kit={CONTENT_KIT} />),
      slidePage(({ SlideDetailPage, CONTENT_KIT }) => <SlideDetailPage kit={CONTENT_KIT} />),
    ),
    ...contentSectionRoutes('tests', 'tests', SECTIONS.contentTests, ['Slide Tests', 'Slide Test']),
    ...contentSectionRoutes('feedback', 'feedback', SECTIONS.contentFeedback, ['Evaluation Forms', 'Evaluation Form']),
  ],
};

/** The dashboard's children; each sets its title and who may open it. */
const dashboardRoutes: RouteObject[] = [
  // Redirects only: it must not wait behind the organization gate.
  { index: true, element: <Navigate to="home" replace />, handle: handle({ allowWithoutOrganization: true }) },
  {
    path: 'home',
    lazy: page(pageOf(() => import('../features/learning'))(({ HomePage }) => <HomePage />)),
    handle: handle({ title: 'Home', isRoot: true, access: { roles: [...LEARNER_ROLES] } }),
  },
  {
    path: 'learning',
    children: [
      { index: true, element: <Navigate to="courses" replace />, handle: handle({ title: 'Courses', access: SECTIONS.learningCourses.access }) },
      {
        path: 'courses',
        lazy: page(pageOf(() => import('../features/learning/pages'))(({ CoursesPage }) => <CoursesPage />)),
        handle: handle({ title: 'Courses', access: SECTIONS.learningCourses.access }),
      },
      {
        path: 'courses/:moduleId/back?',
        lazy: page(pageOf(() => import('../features/learning/pages'))(({ CoursePage }) => <CoursePage />)),
        handle: handle({ title: 'Course', access: SECTIONS.learningCourses.access }),
      },
      {
        path: 'certificates',
        lazy: page(pageOf(() => import('../features/certificates'))(({ CertificatesPage }) => <CertificatesPage />)),
        handle: handle({ title: 'P.A.C.E. Certificates', access: SECTIONS.learningCertificates.access }),
      },
      {
        path: 'skills',
        lazy: page(skillsPage(({ LearnerSkillsPage }) => <LearnerSkillsPage key="own" />)),
        handle: handle({ title: 'Screening skills', access: SECTIONS.learningSkills.access }),
      },
    ],
  },
  // The community (issue 14): its three lists, and a thread of any kind at messages/{threadId} (spec part 3 route table); the API decides who reads a thread.
  {
    path: 'community',
    children: [
      { index: true, element: <Navigate to="messages" replace />, handle: handle({ title: 'Messages', access: SECTIONS.communityMessages.access }) },
      {
        path: 'threads',
        lazy: page(communityPage(({ ThreadListPage }) => <ThreadListPage key="threads" list="threads" />)),
        handle: handle({ title: 'Threads', access: SECTIONS.communityThreads.access }),
      },
      {
        path: 'organization',
        lazy: page(communityPage(({ ThreadListPage }) => <ThreadListPage key="orgThreads" list="orgThreads" />)),
        handle: handle({ title: 'Organization Threads', access: SECTIONS.communityOrgThreads.access }),
      },
      {
        path: 'messages',
        lazy: page(communityPage(({ ThreadListPage }) => <ThreadListPage key="messages" list="messages" />)),
        handle: handle({ title: 'Messages', access: SECTIONS.communityMessages.access }),
      },
      { path: 'messages/:threadId', lazy: page(communityPage(({ ThreadPage }) => <ThreadPage />)), handle: handle({ title: 'Message Thread' }) },
    ],
  },
  // Live teaching (issue 16, docs/adr/0030): the live sessions and a session's page; the API decides who sees a session.
  {
    path: 'teaching',
    lazy: page(teachingPage(({ TeachingListPage }) => <TeachingListPage />)),
    handle: handle({ title: 'Live teaching', access: SECTIONS.teaching.access }),
  },
  {
    path: 'teaching/:sessionId',
    lazy: page(teachingPage(({ TeachingSessionPage }) => <TeachingSessionPage />)),
    handle: handle({ title: 'Live session', access: SECTIONS.teaching.access }),
  },
  {
    path: 'profile/back?',
    lazy: page(pageOf(() => import('../features/profile'))(({ ProfilePage }) => <ProfilePage />)),
    handle: handle({ title: 'My Profile', allowWithoutOrganization: true }),
  },
  {
    path: 'settings/back?',
    lazy: page(pageOf(() => import('../features/settings'))(({ SettingsPage }) => <SettingsPage />)),
    handle: handle({ title: 'Settings', allowWithoutOrganization: true }),
  },
  ...managementRoutes,
  // The review audit (issue 16): the list tells auditors from others itself (either audit permission); a replay is the API's to refuse (a learner opens their own).
  {
    path: 'audit',
    lazy: page(auditPage(({ AuditListPage }) => <AuditListPage denied={<Unauthorized />} />)),
    handle: handle({ title: 'Review audit' }),
  },
  { path: 'audit/:reviewId', lazy: page(auditPage(({ ReplayPage }) => <ReplayPage />)), handle: handle({ title: 'Replay', allowWithoutOrganization: true }) },
  contentRoutes,
  { path: '*', element: <NotFound />, handle: handle({ title: 'Page not found', allowWithoutOrganization: true }) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded page arrives on the first load.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        path: 'login/*',
        lazy: page(
          authPage(({ LoginPage }) => (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          )),
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
      { path: 'reset-password', lazy: page(pageOf(() => import('../features/auth/resetPassword'))(({ ResetPasswordPage }) => <ResetPasswordPage />)) },
      { path: 'logout', lazy: page(authPage(({ LogoutPage }) => <LogoutPage />)) },
      // Where an identity provider sends the browser back (docs/adr/0041); no guard: the page itself signs in, then moves on.
      { path: SSO_CALLBACK_PATH.slice(1), lazy: page(authPage(({ SsoCallbackPage }) => <SsoCallbackPage />)) },
      // The signed-in shell downloads alongside the page, not after it.
      { path: 'dashboard', lazy: page(() => loadShell().then(() => <RequireUser />)), children: dashboardRoutes },
      // The item players (spec part 2 section 2): full-page, for signed-in users with ctAccess (the players' own gate).
      {
        path: 'course/:moduleId',
        element: <RequireSignedIn />,
        children: [
          { index: true, lazy: page(pageOf(() => import('../features/players'))(({ CourseRedirect }) => <CourseRedirect />)) },
          {
            path: 'presentation/:itemId/:pageNum?',
            lazy: page(pageOf(() => import('../features/players'))(({ PresentationPlayerPage }) => <PresentationPlayerPage />)),
          },
          { path: 'quiz/:itemId/:pageNum?', lazy: page(pageOf(() => import('../features/players'))(({ QuizPlayerPage }) => <QuizPlayerPage />)) },
          {
            path: 'test/:itemId',
            // The summary shows the feedback feature's button (features do not import each other; the app joins them).
            lazy: page(async () => {
              const [{ TestSummaryPage }, { TestFeedbackButton }] = await Promise.all([import('../features/players'), import('../features/feedback')]);
              return <TestSummaryPage feedback={TestFeedbackButton} />;
            }),
          },
          // The P.A.C.E. evaluation form of a complete test (docs/adr/0025).
          { path: 'test/:itemId/feedback', lazy: page(pageOf(() => import('../features/feedback'))(({ EvaluationFormPage }) => <EvaluationFormPage />)) },
          // Keyed by kind: moving from a known to a case starts the page afresh.
          ...(['case', 'known', 'unknown'] as const).map((kind) => ({
            path: kind === 'case' ? 'case/:itemId/:testId?' : `${kind}/:itemId`,
            lazy: page(pageOf(() => import('../features/players'))(({ SlideReviewPage }) => <SlideReviewPage key={kind} kind={kind} />)),
          })),
        ],
      },
      // Demo runs (spec part 2 "Demo"): an author plays an item with a mock review; the page checks level 2 and readContent.
      {
        path: 'demo/:role',
        element: <RequireSignedIn />,
        children: (
          [
            ['presentation', 'presentation/:itemId/:pageNum?'],
            ['quiz', 'quiz/:itemId/:pageNum?'],
            ['test', 'test/:itemId/:clear?'],
            ['case', 'case/:itemId/:refId?/:clear?'],
            ['known', 'known/:itemId/:clear?'],
            ['unknown', 'unknown/:itemId/:clear?'],
          ] as const
        ).map(([kind, path]) => ({
          path,
          lazy: page(pageOf(() => import('../features/players'))(({ DemoPage }) => <DemoPage key={kind} kind={kind} />)),
        })),
      },
      // The deep-linking picker (docs/adr/0042), inside a learning platform's frame: no guard, the launch's framed session signs in and the page says when there is none.
      { path: 'lti/deep-linking', lazy: page(ltiPage(({ DeepLinkingPage }) => <DeepLinkingPage />)) },
      // The public verification of a certificate (docs/adr/0026): no sign-in, like the sign-in screen.
      { path: 'verify/:code', lazy: page(pageOf(() => import('../features/certificates/VerifyPage'))(({ VerifyPage }) => <VerifyPage />)) },
      // The spec's own path for the announcement editor (part 3): the admin area lives under /dashboard.
      { path: 'admin/announcements', element: <Navigate to={SECTIONS.adminAnnouncements.path} replace /> },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
