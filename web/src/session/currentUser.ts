import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@cytocampus/contracts';
import { api, type ApiState } from '../http/baseApi';
import { sessionApi } from './sessionApi';
import { sessionEnded, sessionStarted, type SessionNotice } from './sessionSlice';

export interface StateWithApi {
  api: ApiState;
}

type Dispatch = ThunkDispatch<StateWithApi, unknown, UnknownAction>;

const selectCurrentUserResult = sessionApi.endpoints.getCurrentUser.select();

/** The signed-in user, or null when signed out or not known yet. */
export const selectCurrentUser = (state: StateWithApi): CurrentUser | null => selectCurrentUserResult(state).data ?? null;

/** A call answered with the user (login, register, preferences, profile): it becomes the cached user. */
export function currentUserReceived(user: CurrentUser) {
  return async (dispatch: Dispatch): Promise<void> => {
    dispatch(sessionStarted());
    await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user));
  };
}

/**
 * Forgets everything the signed-in user could see (every cached query) and records the user as
 * signed out, so the guards move to /login without asking the server again.
 */
export function sessionCleared(notice: SessionNotice | null) {
  return async (dispatch: Dispatch): Promise<void> => {
    dispatch(api.util.resetApiState());
    dispatch(sessionEnded(notice));
    await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
  };
}
