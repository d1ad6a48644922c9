import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { UploadEntry } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { createRealtimeMiddleware } from '../../realtime/realtimeMiddleware';
import type { AppSocket } from '../../realtime/socket';
import { sessionApi } from '../../session/sessionApi';
import { sessionSlice } from '../../session/sessionSlice';
import { uploadsApi } from './api';
import { selectLiveUploads, uploadsSlice } from './uploadsSlice';

type Handler = (payload?: unknown) => void;
const handlers = new Map<string, Handler>();
const fakeSocket = { on: (event: string, handler: Handler) => (handlers.set(event, handler), fakeSocket), disconnect: () => fakeSocket } as unknown as AppSocket;
const flush = () => new Promise((done) => setTimeout(done, 0));

let listed: UploadEntry[];
let listReads: number;
const entry = (id: string, progress: number): UploadEntry => ({ id, name: `${id}.pdf`, path: '', progress, error: null, active: true, size: 10, purpose: 'file', type: 'application/pdf', created: 1 });

beforeEach(() => {
  handlers.clear();
  listed = [entry('a', 0.2)];
  listReads = 0;
  globalThis.fetch = jest.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/v1/uploads')) listReads += 1;
    const data = url.endsWith('/api/v1/user') ? { id: 'u1', version: 1 } : listed;
    return Promise.resolve(new Response(JSON.stringify({ code: 200, data }), { headers: { 'content-type': 'application/json' } }));
  });
});

const makeStore = () =>
  configureStore({
    reducer: { api: api.reducer, session: sessionSlice.reducer, uploads: uploadsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, createRealtimeMiddleware(() => fakeSocket)),
  });
let store: ReturnType<typeof makeStore>;
afterEach(() => void store?.dispatch(api.util.resetApiState()));

describe('uploads fed by the socket', () => {
  it('keeps the pushed progress, refetches the list on a change, and drops progress of finished uploads', async () => {
    store = makeStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    const subscription = store.dispatch(uploadsApi.endpoints.getUploads.initiate());
    await flush();
    expect(listReads).toBe(1);

    handlers.get('upload:progress')?.({ id: 'a', name: 'a.pdf', progress: 0.6, error: null, active: true });
    expect(selectLiveUploads(store.getState()).a?.progress).toBe(0.6);

    listed = [entry('a', 1)];
    handlers.get('upload:changed')?.({ id: 'a', change: 'completed' });
    await flush();
    await flush();
    expect(listReads).toBe(2);
    expect(selectLiveUploads(store.getState())).toEqual({});
    subscription.unsubscribe();
  });
});
