import { Outlet, ScrollRestoration } from 'react-router';
import { Dialogs } from './overlays';

/**
 * The dialogs are inside the router so that they (the notification dialog's Sign Out link, the
 * leave-page warning) can use router links and blockers.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <Dialogs />
    </>
  );
}
