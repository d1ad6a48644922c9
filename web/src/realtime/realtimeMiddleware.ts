import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, TAGS } from '../http/baseApi';
import { log } from '../lib/log';
import { selectCurrentUser, sessionCleared, type StateWithApi } from '../session/currentUser';
import { signOutFailed, signOutStarted } from '../session/sessionSlice';
import { liveEvents as appLiveEvents, type LiveEvents } from './liveEvents';
import { sharedSocket as appSharedSocket, type SharedSocket } from './sharedSocket';
import { connectSocket, type AppSocket, type SocketFactory } from './socket';

type Dispatch = ThunkDispatch<StateWithApi, unknown, UnknownAction>;

/** Session pushes go to the session; read-model notices and progress to the cache entries following them (liveEvents). */
function wire(socket: AppSocket, dispatch: Dispatch, events: LiveEvents): void {
  let connectedBefore = false;

  socket.on('connect', () => {
    // Notices sent while this tab was away are not replayed (each API process relays them to its own
    // sockets only, outside socket.io's recovery): refetch what is cached, once.
    if (connectedBefore) dispatch(api.util.invalidateTags([...TAGS]));
    connectedBefore = true;
  });

  socket.on('connect_error', () => {
    // The server refused the handshake (no reconnection will follow): ask whether we are still signed in.
    if (!socket.active) dispatch(api.util.invalidateTags(['CurrentUser']));
  });

  socket.on('session:ended', ({ message }) => {
    void dispatch(sessionCleared({ message, tone: 'warning' }));
  });

  socket.on('changed', (notice) => events.emit('changed', notice));
  socket.on('upload:progress', (notice) => events.emit('upload:progress', notice));
  socket.on('slide:progress', (notice) => events.emit('slide:progress', notice));
  socket.on('report:progress', (notice) => events.emit('report:progress', notice));
}

/**
 * The one socket.io connection, owned by the store: it opens when a user is signed in, closes on
 * sign-out, and reopens when a different user signs in. Pages that follow a room get it through
 * `shared`.
 */
export function createRealtimeMiddleware(
  factory: SocketFactory = connectSocket,
  shared: SharedSocket = appSharedSocket,
  events: LiveEvents = appLiveEvents,
): Middleware<object, StateWithApi> {
  return (store) => {
    let socket: AppSocket | null = null;
    let userId: string | null = null;
    /** Counts user changes: a socket that arrives after the next change is not for the current user. */
    let generation = 0;

    const use = (opened: AppSocket | null) => {
      socket = opened;
      if (opened) wire(opened, store.dispatch as Dispatch, events);
      shared.set(opened);
    };

    return (next) => (action) => {
      const result = next(action);
      if (signOutStarted.match(action)) {
        // Deaf to the push of this tab's own sign-out; the next user change opens a socket again.
        socket?.disconnect();
        use(null);
        generation++;
      }
      // Forgetting whose socket it was reopens one below for the user still signed in.
      if (signOutFailed.match(action)) userId = null;
      const nextUserId = selectCurrentUser(store.getState())?.id ?? null;
      if (nextUserId !== userId) {
        socket?.disconnect();
        socket = null;
        userId = nextUserId;
        const opening = ++generation;
        const made = nextUserId ? factory() : null;
        if (made instanceof Promise) {
          // The client library is on its way: pages are given the socket once it exists.
          shared.set(null);
          made.then(
            (opened) => {
              if (opening === generation) use(opened);
              else opened.disconnect();
            },
            (error: unknown) => log.warn('The live connection could not be opened.', error),
          );
        } else use(made);
      }
      return result;
    };
  };
}
