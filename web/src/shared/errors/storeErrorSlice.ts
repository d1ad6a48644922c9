import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type StoreErrorLevel = 'error' | 'warn';

/** The one store error the dashboard banner shows; a new error replaces the previous one. */
export interface StoreError {
  code: number;
  message: string;
  details?: string;
  level: StoreErrorLevel;
}

export interface StoreErrorState {
  current: StoreError | null;
}

const initialState: StoreErrorState = { current: null };

export const storeErrorSlice = createSlice({
  name: 'storeError',
  initialState,
  reducers: {
    storeErrorRaised(state, action: PayloadAction<StoreError>) {
      state.current = action.payload;
    },
    storeErrorCleared(state) {
      state.current = null;
    },
  },
  selectors: {
    selectStoreError: (state) => state.current,
  },
});

export const { storeErrorRaised, storeErrorCleared } = storeErrorSlice.actions;
export const { selectStoreError } = storeErrorSlice.selectors;
