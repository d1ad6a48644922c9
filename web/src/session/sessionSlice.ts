import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type NoticeTone = 'info' | 'success' | 'warning';

/** A message the sign-in screen shows once: why the session ended, or that a password was reset. */
export interface SessionNotice {
  message: string;
  tone: NoticeTone;
}

export interface SessionState {
  notice: SessionNotice | null;
  /** True once a session ended by itself (push, expiry): the guard then goes to /login plainly. */
  ended: boolean;
}

const initialState: SessionState = { notice: null, ended: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionEnded(state, action: PayloadAction<SessionNotice | null>) {
      state.notice = action.payload;
      state.ended = true;
    },
    noticePosted(state, action: PayloadAction<SessionNotice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    sessionStarted(state) {
      state.ended = false;
      state.notice = null;
    },
  },
  selectors: {
    selectNotice: (state) => state.notice,
    selectSessionEnded: (state) => state.ended,
  },
});

export const { sessionEnded, noticePosted, noticeDismissed, sessionStarted } = sessionSlice.actions;
export const { selectNotice, selectSessionEnded } = sessionSlice.selectors;

/**
 * This tab is signing out (/logout): the live connection closes before the request, since the
 * server's push of this very sign-out (session:ended) would clear the session mid-request, abort the
 * request, and lose its answer (the provider's end-session address, docs/adr/0041).
 */
export const signOutStarted = createAction('session/signOutStarted');
/** The sign-out was refused or never reached the server: still signed in, so listening again. */
export const signOutFailed = createAction('session/signOutFailed');
