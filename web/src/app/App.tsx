import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../theme/theme';
import { AlertPanelsProvider } from '../features/shell';
import { ALERT_PANELS } from './alertPanels';
import { Toasts } from './overlays';
import { createAppRouter } from './router';
import type { AppStore } from './store';

/** Providers around the router: theme, toasts, the store, and the alert lists the shell shows. */
export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Toasts />
        <AlertPanelsProvider panels={ALERT_PANELS}>
          <RouterProvider router={router} />
        </AlertPanelsProvider>
      </MantineProvider>
    </Provider>
  );
}
