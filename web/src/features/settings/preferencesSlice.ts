import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Preferences } from '@cytocampus/contracts';
import { sessionEnded } from '../../session/sessionSlice';

export type PreferenceChanges = Partial<Preferences>;

/**
 * Preference edits not yet confirmed by the server. The form shows server values overlaid with
 * `sending` and then `pending`, so a toggle never flickers back while its batch is on the way.
 */
export interface PreferencesState {
  /** Changed, waiting for the batch delay. */
  pending: PreferenceChanges;
  /** Sent, waiting for the answer. */
  sending: PreferenceChanges;
}

const initialState: PreferencesState = { pending: {}, sending: {} };

/** Drops the keys of `from` whose value is still the one in `sent` (newer edits stay). */
function dropSent(from: PreferenceChanges, sent: PreferenceChanges): void {
  const target = from as Record<string, unknown>;
  for (const [key, value] of Object.entries(sent)) {
    if (target[key] === value) delete target[key];
  }
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    preferenceChanged(state, action: PayloadAction<PreferenceChanges>) {
      Object.assign(state.pending, action.payload);
    },
    /** Send the pending batch now instead of after the delay (leaving the page). */
    preferencesFlushRequested() {},
    preferencesSent(state, action: PayloadAction<PreferenceChanges>) {
      Object.assign(state.sending, action.payload);
      dropSent(state.pending, action.payload);
    },
    preferencesSettled(state, action: PayloadAction<PreferenceChanges>) {
      dropSent(state.sending, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
  selectors: {
    selectPendingPreferences: (state) => state.pending,
    selectSendingPreferences: (state) => state.sending,
  },
});

export const { preferenceChanged, preferencesFlushRequested, preferencesSent, preferencesSettled } = preferencesSlice.actions;
export const { selectPendingPreferences, selectSendingPreferences } = preferencesSlice.selectors;
