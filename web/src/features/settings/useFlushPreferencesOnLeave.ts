import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { ACCOUNT_ROUTES } from '@cytocampus/contracts';
import { apiRequest } from '../../http/request';
import { preferencesFlushRequested, type PreferencesState } from './preferencesSlice';

/**
 * A batch still waiting for its delay is sent at once when the user leaves the settings page, and
 * with a keepalive request when the tab is closed, so no toggle is lost.
 */
export function useFlushPreferencesOnLeave(): void {
  const dispatch = useDispatch();
  const store = useStore<{ preferences: PreferencesState }>();

  useEffect(() => {
    const onPageHide = () => {
      const pending = store.getState().preferences.pending;
      if (Object.keys(pending).length === 0) return;
      void apiRequest({ url: ACCOUNT_ROUTES.prefs, method: 'PUT', body: pending, keepalive: true });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      dispatch(preferencesFlushRequested());
    };
  }, [dispatch, store]);
}
