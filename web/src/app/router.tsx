import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../shared/navigation/routeHandle';
import { HomePage } from '../features/home';
import { LoginPage, LogoutPage, ResetPasswordPage } from '../features/auth';
import { ProfilePage } from '../features/profile';
import { SettingsPage } from '../features/settings';
import { NotFound } from '../features/shell';
import { FullPageLoader } from './FullPageLoader';
import { GuestOnly, RequireUser, UnknownPath } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const handle = (value: RouteHandle): RouteHandle => value;

const LEARNER_ROLES = ['cytotechnologist', 'manager', 'admin', 'super'] as const;

/** The dashboard's children; each sets its title and who may open it. */
const dashboardRoutes: RouteObject[] = [
  // Redirects only: it must not wait behind the organization gate.
  { index: true, element: <Navigate to="home" replace />, handle: handle({ allowWithoutOrganization: true }) },
  { path: 'home', element: <HomePage />, handle: handle({ title: 'Home', isRoot: true, access: { roles: [...LEARNER_ROLES] } }) },
  { path: 'profile/back?', element: <ProfilePage />, handle: handle({ title: 'My Profile', allowWithoutOrganization: true }) },
  { path: 'settings/back?', element: <SettingsPage />, handle: handle({ title: 'Settings', allowWithoutOrganization: true }) },
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
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
