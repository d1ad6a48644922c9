import { createSlice } from '@reduxjs/toolkit';
import type { UploadProgressNotice } from '@cytocampus/contracts';
import { uploadProgressReceived } from '../../realtime/uploadPushes';
import { sessionEnded } from '../../session/sessionSlice';
import { uploadsApi } from './api';

/** Live progress pushed by the server (volatile, so client state); the list itself is the server's. */
export interface UploadsState {
  live: Record<string, UploadProgressNotice>;
}

const initialState: UploadsState = { live: {} };

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(uploadProgressReceived, (state, action) => {
      state.live[action.payload.id] = action.payload;
    });
    builder.addCase(sessionEnded, () => initialState);
    // A fresh list is the truth for finished and cleared uploads: their pushes are no longer needed.
    builder.addMatcher(uploadsApi.endpoints.getUploads.matchFulfilled, (state, action) => {
      const unfinished = new Set(action.payload.filter((entry) => entry.progress < 1 && entry.error === null).map((entry) => entry.id));
      for (const id of Object.keys(state.live)) if (!unfinished.has(id)) delete state.live[id];
    });
  },
  selectors: {
    selectLiveUploads: (state) => state.live,
  },
});

export const { selectLiveUploads } = uploadsSlice.selectors;
