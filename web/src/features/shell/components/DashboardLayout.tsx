import type { ReactNode } from 'react';
import { AppShell, Box, Burger, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import type { CurrentUser } from '@cytocampus/contracts';
import { canAccess } from '@cytocampus/permissions';
import { Logo } from '../../../shared/brand/Logo';
import { ErrorBanner } from '../../../shared/errors/ErrorBanner';
import { MAIN_CONTENT_ID, SkipLink } from '../../../shared/layout/SkipLink';
import { useDocumentTitle } from '../../../shared/navigation/pageTitle';
import { useRouteHandle } from '../../../shared/navigation/routeHandle';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { OrganizationGate } from './OrganizationGate';
import { SideMenu } from './SideMenu';
import { TermsGate } from './TermsGate';
import { Unauthorized } from './Unauthorized';
import classes from './DashboardLayout.module.css';

interface DashboardLayoutProps {
  user: CurrentUser;
  /** An unknown path of a signed-in user: the shell stays, with a not-found message. */
  notFound?: boolean;
  /** A line above every page, from a feature the shell does not know (the framed launch's bar): the app passes it in. */
  banner?: ReactNode;
}

function PageContent({ user, notFound }: Omit<DashboardLayoutProps, 'banner'>) {
  const handle = useRouteHandle();
  if (notFound) return <NotFound />;
  if (handle.access && !canAccess(user, handle.access)) return <Unauthorized />;
  if (handle.allowWithoutOrganization) return <Outlet />;
  return (
    <OrganizationGate user={user}>
      <Outlet />
    </OrganizationGate>
  );
}

/** The application shell: the skip link, side menu, header, the store-error banner and the page (the one `main`, named by the page's title). */
export function DashboardLayout({ user, notFound = false, banner }: DashboardLayoutProps) {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const handle = useRouteHandle();
  const title = notFound ? 'Page not found' : (handle.title ?? '');
  useDocumentTitle(title);

  return (
    <AppShell
      layout="alt"
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
      classNames={{ header: classes.header, navbar: classes.navbar, main: classes.main }}
    >
      <SkipLink />
      <AppShell.Header>
        <Header user={user} title={title} showBack={!handle.isRoot || notFound} navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar data-closed={!navOpened || undefined}>
        <Box className={classes.brand}>
          <Logo size={30} />
          <Burger opened onClick={close} hiddenFrom="sm" size="sm" aria-label="Close navigation" />
        </Box>
        <SideMenu user={user} onNavigate={close} />
        <Text fz={11} c="dimmed" px="lg" py="md" className={classes.footer}>
          Education and training for cytology and pathology labs
        </Text>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} aria-label={title || undefined}>
        <Box maw={1280} mx="auto">
          {banner}
          <ErrorBanner />
          <PageContent user={user} notFound={notFound} />
          <TermsGate user={user} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
