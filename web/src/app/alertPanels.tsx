import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { AlertPanels } from '../features/shell';

// Loaded when the Uploads tab is first opened: no screen downloads the list (or its tooltips) up front.
const UploadsAlertList = lazy(async () => ({ default: (await import('../features/uploads')).UploadsAlertList }));

/** The lists of the header's alerts menu, from the features that own them. */
export const ALERT_PANELS: AlertPanels = {
  uploads: (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <UploadsAlertList />
    </Suspense>
  ),
};
