import { ModalsProvider } from '@mantine/modals';
import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Inside the router so that modals (the notification dialog's Sign Out link, the leave-page
 * warning) can use router links and blockers.
 */
export function RootLayout() {
  return (
    <ModalsProvider labels={{ confirm: 'OK', cancel: 'Cancel' }} modalProps={{ centered: true }}>
      <Outlet />
      <ScrollRestoration />
    </ModalsProvider>
  );
}
