import { isRejectedWithValue, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../http/baseApi';
import { isApiFailure, type ApiFailure } from '../../http/errors';
import { selectCurrentUser, type StateWithApi } from '../../session/currentUser';
import { storeErrorRaised } from './storeErrorSlice';

interface RejectedCall {
  payload: ApiFailure;
  meta: { arg?: { type?: 'query' | 'mutation'; endpointName?: string } };
}

function rejectedCall(action: UnknownAction): RejectedCall | null {
  if (!isRejectedWithValue(action) || !isApiFailure(action.payload)) return null;
  return action as unknown as RejectedCall;
}

/** Further field problems beyond the headline message, if the server listed any. */
function fieldDetails(error: ApiFailure): string | undefined {
  const more = error.errors.map((item) => item.message).filter((message) => message !== error.message);
  return more.length > 0 ? more.join('; ') : undefined;
}

/**
 * Failed reads go to the store error (the dashboard banner); forms show their own 4xx answers, so
 * mutations reach the banner only when the server or the network failed. A 401 while signed in
 * means the session expired: asking GET /user again lets the guards send the user to sign in.
 */
export function addStoreErrorListener(startListening: TypedStartListening<StateWithApi>): void {
  startListening({
    predicate: (action) => rejectedCall(action) !== null,
    effect: (action, listener) => {
      const call = rejectedCall(action);
      if (!call) return;
      const { payload: error, meta } = call;
      if (error.status === 401) {
        if (selectCurrentUser(listener.getState())) listener.dispatch(api.util.invalidateTags(['CurrentUser']));
        return;
      }
      const unexpected = error.status === 0 || error.status >= 500;
      if (meta.arg?.type === 'mutation' && !unexpected) return;
      listener.dispatch(
        storeErrorRaised({
          code: error.code,
          message: error.message,
          details: fieldDetails(error),
          level: unexpected ? 'error' : 'warn',
        }),
      );
    },
  });
}
