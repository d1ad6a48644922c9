import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { PREFERENCES_BATCH_DELAY_MS } from '@cytocampus/contracts';
import type { StateWithApi } from '../../session/currentUser';
import { showToast } from '../../shared/feedback/toast';
import { settingsApi } from './api';
import { preferenceChanged, preferencesFlushRequested, preferencesSent, preferencesSettled, type PreferencesState } from './preferencesSlice';

type State = StateWithApi & { preferences: PreferencesState };

/**
 * Preference updates are batched and merged, then sent after a 2000 ms delay (spec part 1
 * section 4): every change restarts the delay, so one burst of toggles becomes one PUT.
 */
export function addPreferenceListeners(startListening: TypedStartListening<State>): void {
  startListening({
    matcher: isAnyOf(preferenceChanged, preferencesFlushRequested),
    effect: async (action, listener) => {
      listener.cancelActiveListeners();
      if (preferenceChanged.match(action)) await listener.delay(PREFERENCES_BATCH_DELAY_MS);
      const batch = listener.getState().preferences.pending;
      if (Object.keys(batch).length === 0) return;
      listener.dispatch(preferencesSent(batch));
      const result = await listener.dispatch(settingsApi.endpoints.updatePreferences.initiate(batch));
      listener.dispatch(preferencesSettled(batch));
      if (result.error) {
        showToast({ title: 'Settings not saved', message: 'Your latest settings could not be saved. Please try again.' });
      }
    },
  });
}
