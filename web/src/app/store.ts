import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../http/baseApi';
import { createRealtimeMiddleware } from '../realtime/realtimeMiddleware';
import type { SocketFactory } from '../realtime/socket';
import { sessionSlice } from '../session/sessionSlice';
import { storeErrorSlice } from '../shared/errors/storeErrorSlice';
import { preferencesSlice } from '../features/settings';

// A plain reducer map: configureStore infers `any` state from combineSlices' reducer.
const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [storeErrorSlice.reducerPath]: storeErrorSlice.reducer,
  [preferencesSlice.reducerPath]: preferencesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const listenerMiddleware = createListenerMiddleware();

export function createAppStore(options: { socketFactory?: SocketFactory } = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware, createRealtimeMiddleware(options.socketFactory)),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
