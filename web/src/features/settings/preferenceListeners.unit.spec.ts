import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { CurrentUser } from '@cytocampus/contracts';
import { api } from '../../http/baseApi';
import { addPreferenceListeners } from './preferenceListeners';
import { preferenceChanged, preferencesFlushRequested, preferencesSlice } from './preferencesSlice';

let puts: unknown[];

function makeStore() {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: { api: api.reducer, preferences: preferencesSlice.reducer },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
  addPreferenceListeners(listeners.startListening.withTypes<ReturnType<typeof store.getState>, typeof store.dispatch>());
  return store;
}

beforeEach(() => {
  jest.useFakeTimers();
  puts = [];
  Object.assign(globalThis, { document: { cookie: 'cc_csrf=t' } });
  globalThis.fetch = jest.fn<typeof fetch>((_input, init) => {
    puts.push(JSON.parse(init?.body as string));
    const user = { id: 'u1', version: 2, preferences: {} } as unknown as CurrentUser;
    return Promise.resolve(new Response(JSON.stringify({ code: 200, data: user }), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('preference batching', () => {
  it('merges changes and sends them once, 2000 ms after the last change', async () => {
    const store = makeStore();
    store.dispatch(preferenceChanged({ allowEmail: false }));
    await jest.advanceTimersByTimeAsync(1500);
    store.dispatch(preferenceChanged({ socialAllowLab: true }));
    store.dispatch(preferenceChanged({ allowEmail: true }));
    await jest.advanceTimersByTimeAsync(1999);
    expect(puts).toEqual([]);
    expect(store.getState().preferences.pending).toEqual({ allowEmail: true, socialAllowLab: true });
    await jest.advanceTimersByTimeAsync(1);
    await jest.runOnlyPendingTimersAsync();
    expect(puts).toEqual([{ allowEmail: true, socialAllowLab: true }]);
    expect(store.getState().preferences).toEqual({ pending: {}, sending: {} });
  });

  it('sends a waiting batch at once when asked to flush', async () => {
    const store = makeStore();
    store.dispatch(preferenceChanged({ orgAllowName: false }));
    store.dispatch(preferencesFlushRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(puts).toEqual([{ orgAllowName: false }]);
    await jest.advanceTimersByTimeAsync(5000);
    expect(puts).toHaveLength(1);
  });
});
