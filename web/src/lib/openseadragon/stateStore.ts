/**
 * A minimal observable value: the viewer's state for its controls, readable by React's
 * useSyncExternalStore (a new object on every change, the same object otherwise). Pure.
 */
export interface StateStore<T extends object> {
  // Function properties, not methods: React calls them unbound (useSyncExternalStore).
  get: () => T;
  /** Merges a change; listeners hear of it only when a value really changed. */
  update: (change: Partial<T>) => void;
  subscribe: (listener: (state: T) => void) => () => void;
}

export function createStateStore<T extends object>(initial: T): StateStore<T> {
  let state = initial;
  const listeners = new Set<(state: T) => void>();
  return {
    get: () => state,
    update(change) {
      const changed = (Object.keys(change) as (keyof T)[]).some((key) => !Object.is(change[key], state[key]));
      if (!changed) return;
      state = { ...state, ...change };
      for (const listener of [...listeners]) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Typed events out of the viewer. */
export interface Emitter<Events extends object> {
  on<K extends keyof Events>(type: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  clear(): void;
}

export function createEmitter<Events extends object>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
      return () => set.delete(listener);
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) (listener as (value: typeof payload) => void)(payload);
    },
    clear: () => listeners.clear(),
  };
}
