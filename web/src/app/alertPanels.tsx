import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { AlertPanels } from '../features/shell';

// Loaded when the Uploads tab is first opened: no screen downloads the list (or its tooltips) up front.
const UploadsAlertList = lazy(async () => ({ default: (await import('../features/uploads')).UploadsAlertList }));
// The community's counts show on the bell, so they load once the shell is on screen (never before its first paint); its lists with their tabs.
const communityAlerts = () => import('../features/community/alerts');
const CommunityAlertList = lazy(async () => ({ default: (await communityAlerts()).AlertThreadList }));
const AlertsBadge = lazy(async () => ({ default: (await communityAlerts()).AlertsBadge }));
const AlertTabCount = lazy(async () => ({ default: (await communityAlerts()).AlertTabCount }));

const loading = (
  <Center py="xl">
    <Loader size="sm" />
  </Center>
);
const withLoader = (list: ReactNode) => <Suspense fallback={loading}>{list}</Suspense>;
const quietly = (part: ReactNode) => <Suspense fallback={null}>{part}</Suspense>;

/** The lists of the header's alerts menu, from the features that own them, and the community's counts. */
export const ALERT_PANELS: AlertPanels = {
  messages: withLoader(<CommunityAlertList tab="messages" />),
  notifications: withLoader(<CommunityAlertList tab="notifications" />),
  uploads: withLoader(<UploadsAlertList />),
  badge: quietly(<AlertsBadge />),
  counts: {
    messages: quietly(<AlertTabCount tab="messages" />),
    notifications: quietly(<AlertTabCount tab="notifications" />),
  },
};
