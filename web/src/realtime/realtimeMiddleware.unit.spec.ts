import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { CurrentUser } from '@cytocampus/contracts';
import { api } from '../http/baseApi';
import { selectCurrentUser } from '../session/currentUser';
import { sessionApi } from '../session/sessionApi';
import { selectNotice, sessionSlice, signOutFailed, signOutStarted } from '../session/sessionSlice';
import { createRealtimeMiddleware } from './realtimeMiddleware';
import { SharedSocket } from './sharedSocket';
import type { AppSocket, SocketFactory } from './socket';

type Handler = (payload?: unknown) => void;

/** Enough of a socket.io client socket: handlers to fire, flags to set. */
class FakeSocket {
  handlers = new Map<string, Handler>();
  recovered = false;
  active = true;
  disconnected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  /** A disconnected socket hears nothing more, as socket.io's. */
  fire(event: string, payload?: unknown) {
    if (!this.disconnected) this.handlers.get(event)?.(payload);
  }
}

const user = (version: number) => ({ id: 'u1', version, firstName: 'Riley' }) as unknown as CurrentUser;
const flush = () => new Promise((done) => setTimeout(done, 0));

let sockets: FakeSocket[];
let userReads: number;
let served: CurrentUser | null;

let stores: { dispatch: (action: ReturnType<typeof api.util.resetApiState>) => unknown }[] = [];

const fakeSocket = () => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket as unknown as AppSocket;
};

function makeStore(factory: SocketFactory = fakeSocket, shared?: SharedSocket) {
  const store = configureStore({
    reducer: { api: api.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, createRealtimeMiddleware(factory, shared)),
  });
  stores.push(store);
  return store;
}

// Stops RTK Query's cache-expiry timers so the test run can end.
afterEach(() => {
  for (const store of stores) store.dispatch(api.util.resetApiState());
  stores = [];
});

beforeEach(() => {
  sockets = [];
  userReads = 0;
  served = user(1);
  globalThis.fetch = jest.fn<typeof fetch>((input) => {
    if (typeof input === 'string' && input.endsWith('/api/v1/user')) userReads += 1;
    const body = served ? { code: 200, data: served } : { code: 401, message: 'x', field: null };
    return Promise.resolve(new Response(JSON.stringify(body), { status: served ? 200 : 401, headers: { 'content-type': 'application/json' } }));
  });
});

async function signedInStore() {
  const store = makeStore();
  await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
  return store;
}

describe('the realtime middleware', () => {
  it('opens one socket when a user is signed in, none before', async () => {
    served = null;
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(sockets).toHaveLength(0);
    served = user(1);
    await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, user(1)));
    expect(sockets).toHaveLength(1);
  });

  it("refetches the user on a notice of the user's newer version only", async () => {
    const store = await signedInStore();
    const subscription = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(userReads).toBe(1);
    sockets[0]?.fire('changed', { model: 'user', id: 'u1', version: 1 });
    sockets[0]?.fire('changed', { model: 'user', id: 'someone-else', version: 7 });
    sockets[0]?.fire('changed', { model: 'upload', id: 'u1', version: 9 });
    await flush();
    expect(userReads).toBe(1);
    served = user(2);
    sockets[0]?.fire('changed', { model: 'user', id: 'u1', version: 2 });
    await flush();
    await flush();
    expect(userReads).toBe(2);
    expect(selectCurrentUser(store.getState())?.version).toBe(2);
    subscription.unsubscribe();
  });

  it('clears the session and disconnects on session:ended, keeping its message', async () => {
    const store = await signedInStore();
    const socket = sockets[0];
    socket?.fire('session:ended', { reason: 'signed-out-everywhere', message: 'Signed out everywhere.' });
    await flush();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(selectNotice(store.getState())?.message).toBe('Signed out everywhere.');
    expect(socket?.disconnected).toBe(true);
  });

  it('stops listening when this tab starts signing out: the push of its own sign-out does not clear the session mid-request', async () => {
    const store = await signedInStore();
    const socket = sockets[0];
    store.dispatch(signOutStarted());
    expect(socket?.disconnected).toBe(true);
    socket?.fire('session:ended', { reason: 'signed-out', message: 'Signed out.' });
    await flush();
    expect(selectCurrentUser(store.getState())?.id).toBe('u1');
    expect(sockets).toHaveLength(1);
  });

  it('listens again after a sign-out that failed, the user still signed in', async () => {
    const store = await signedInStore();
    store.dispatch(signOutStarted());
    store.dispatch(signOutFailed());
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.disconnected).toBe(false);
  });

  it('refetches cached data after every reconnect (notices are not replayed), not on the first connect', async () => {
    const store = await signedInStore();
    const subscription = store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    const socket = sockets[0];
    socket?.fire('connect');
    await flush();
    expect(userReads).toBe(1);
    socket!.recovered = true;
    socket?.fire('connect');
    await flush();
    await flush();
    expect(userReads).toBe(2);
    subscription.unsubscribe();
  });
});

describe('the realtime middleware with a client library still to download (as in the browser)', () => {
  /** A factory whose sockets arrive when the test says so. */
  function slowFactory() {
    const pending: (() => void)[] = [];
    const factory: SocketFactory = () => new Promise<AppSocket>((resolve) => pending.push(() => resolve(fakeSocket())));
    const arrive = async () => {
      pending.shift()?.();
      await flush();
    };
    return { factory, arrive };
  }

  it('shares the socket once it has arrived, and wires it', async () => {
    const slow = slowFactory();
    const shared = new SharedSocket();
    const seen: (AppSocket | null)[] = [];
    shared.follow((socket) => seen.push(socket));
    const store = makeStore(slow.factory, shared);
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(sockets).toHaveLength(0);
    await slow.arrive();
    expect(sockets).toHaveLength(1);
    expect(seen.at(-1)).toBe(sockets[0]);
    sockets[0]?.fire('session:ended', { reason: 'signed-out-everywhere', message: 'Signed out everywhere.' });
    await flush();
    expect(selectCurrentUser(store.getState())).toBeNull();
    expect(sockets[0]?.disconnected).toBe(true);
    expect(seen.at(-1)).toBeNull();
  });

  it('closes a socket that arrives after its user has signed out', async () => {
    const slow = slowFactory();
    const shared = new SharedSocket();
    const store = makeStore(slow.factory, shared);
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
    await slow.arrive();
    expect(sockets[0]?.disconnected).toBe(true);
    let current: AppSocket | null | undefined;
    shared.follow((socket) => (current = socket));
    expect(current).toBeNull();
  });
});
