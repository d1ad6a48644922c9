import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Center, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { canAccess } from '@cytocampus/permissions';
import type { CurrentUser } from '@cytocampus/contracts';
import { describeFailure, isApiFailure } from '../http/errors';
import { useGetCurrentUserQuery } from '../session/sessionApi';
import { selectSessionEnded } from '../session/sessionSlice';
import { safeReturnPath } from '../shared/navigation/safeReturnPath';
import { Unauthorized } from '../features/shell';
import { FullPageLoader } from './FullPageLoader';
import { useAppSelector } from './hooks';

/**
 * The signed-in shell is a chunk of its own, so the sign-in screen does not download it; the router
 * loads it alongside the dashboard page being opened (router.tsx).
 */
export const loadShell = () => import('../features/shell/dashboard');
const LazyDashboardLayout = lazy(async () => ({ default: (await loadShell()).DashboardLayout }));
// Which learning platform opened this session (docs/adr/0042): a small part of its own, drawn only for a launch's session.
const LazyLaunchBar = lazy(async () => ({ default: (await import('../features/lti/launchBar')).LaunchBar }));

function LaunchBar(spacing: { m?: 'xs'; mb?: 'sm' }) {
  return (
    <Suspense fallback={null}>
      <LazyLaunchBar {...spacing} />
    </Suspense>
  );
}

function DashboardLayout(props: { user: CurrentUser; notFound?: boolean }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <LazyDashboardLayout {...props} banner={<LaunchBar mb="sm" />} />
    </Suspense>
  );
}

/** Waits for GET /user; a server or network failure gets a retry instead of a wrong redirect. */
function WithSession({ children }: { children: (user: CurrentUser | null) => ReactNode }) {
  const { data, isLoading, isError, error, refetch } = useGetCurrentUserQuery();
  if (isLoading) return <FullPageLoader />;
  if (isError) {
    return (
      <Center component="main" h="100vh">
        <Stack align="center" gap="sm" role="alert">
          <Text fw={600}>CytoCampus could not be reached.</Text>
          <Text c="dimmed" fz="sm">
            {isApiFailure(error) ? describeFailure(error) : 'Please check your connection.'}
          </Text>
          <Button variant="light" onClick={() => void refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return children(data ?? null);
}

/** /login/{original path}: where a signed-out visitor is sent, keeping where they wanted to go. */
function useLoginRedirect(): string {
  const { pathname, search } = useLocation();
  const ended = useAppSelector(selectSessionEnded);
  return ended ? '/login' : `/login${pathname}${search}`;
}

/** Dashboard pages: signed-in users of level 1 or more. */
export function RequireUser() {
  const loginPath = useLoginRedirect();
  return (
    <WithSession>
      {(user) => {
        if (!user) return <Navigate to={loginPath} replace />;
        if (!canAccess(user, { minLevel: 1 })) return <Unauthorized />;
        return <DashboardLayout user={user} />;
      }}
    </WithSession>
  );
}

/** Full-page areas outside the shell (the item players): signed-in users; the page checks its own access. */
export function RequireSignedIn() {
  const loginPath = useLoginRedirect();
  return (
    <WithSession>
      {(user) =>
        user ? (
          <>
            <LaunchBar m="xs" />
            <Outlet />
          </>
        ) : (
          <Navigate to={loginPath} replace />
        )
      }
    </WithSession>
  );
}

/** Sign-in and registration: a signed-in user goes on to the original path, else the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const params = useParams();
  const { search } = useLocation();
  return <WithSession>{(user) => (user ? <Navigate to={safeReturnPath(params['*'], search) ?? '/dashboard'} replace /> : children)}</WithSession>;
}

/** Unknown paths: signed-out users go to /login/{path}; signed-in users stay, inside the shell. */
export function UnknownPath() {
  const loginPath = useLoginRedirect();
  return <WithSession>{(user) => (user ? <DashboardLayout user={user} notFound /> : <Navigate to={loginPath} replace />)}</WithSession>;
}
