import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, TAGS } from '../http/baseApi';
import { selectCurrentUser, sessionCleared, type StateWithApi } from '../session/currentUser';
import { sharedSocket as appSharedSocket, type SharedSocket } from './sharedSocket';
import { connectSocket, type AppSocket, type SocketFactory } from './socket';
import { uploadProgressReceived } from './uploadPushes';

type Dispatch = ThunkDispatch<StateWithApi, unknown, UnknownAction>;

/** Routes each server push to the cache or the session; nothing else in the client listens. */
function wire(socket: AppSocket, dispatch: Dispatch, getState: () => StateWithApi): void {
  let connectedBefore = false;

  socket.on('connect', () => {
    // Missed pushes are not replayed after a reconnect without recovery: refetch what is cached.
    if (connectedBefore && !socket.recovered) dispatch(api.util.invalidateTags([...TAGS]));
    connectedBefore = true;
  });

  socket.on('connect_error', () => {
    // The server refused the handshake (no reconnection will follow): ask whether we are still signed in.
    if (!socket.active) dispatch(api.util.invalidateTags(['CurrentUser']));
  });

  socket.on('session:ended', ({ message }) => {
    void dispatch(sessionCleared({ message, tone: 'warning' }));
  });

  socket.on('user:changed', ({ version }) => {
    // This tab already holds that version when it made the change itself.
    const cached = selectCurrentUser(getState());
    if (!cached || version > cached.version) dispatch(api.util.invalidateTags(['CurrentUser']));
  });

  socket.on('announcement:changed', () => {
    dispatch(api.util.invalidateTags(['Announcement']));
  });

  socket.on('upload:progress', (notice) => {
    dispatch(uploadProgressReceived(notice));
  });

  socket.on('upload:changed', () => {
    dispatch(api.util.invalidateTags(['Upload']));
  });
}

/**
 * The one socket.io connection, owned by the store: it opens when a user is signed in, closes on
 * sign-out, and reopens when a different user signs in. Pages that follow a room get it through
 * `shared`.
 */
export function createRealtimeMiddleware(factory: SocketFactory = connectSocket, shared: SharedSocket = appSharedSocket): Middleware<object, StateWithApi> {
  return (store) => {
    let socket: AppSocket | null = null;
    let userId: string | null = null;

    return (next) => (action) => {
      const result = next(action);
      const nextUserId = selectCurrentUser(store.getState())?.id ?? null;
      if (nextUserId !== userId) {
        socket?.disconnect();
        socket = null;
        userId = nextUserId;
        if (nextUserId) {
          socket = factory();
          wire(socket, store.dispatch as Dispatch, () => store.getState());
        }
        shared.set(socket);
      }
      return result;
    };
  };
}
