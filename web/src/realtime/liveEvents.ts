import type { ServerToClientEvents } from '@cytocampus/contracts';

/** The pushes cache entries follow: read-model notices and volatile progress. */
export const RELAYED_EVENTS = ['changed', 'upload:progress', 'slide:progress', 'report:progress'] as const;
export type RelayedEvent = (typeof RELAYED_EVENTS)[number];
export type RelayedPayload<E extends RelayedEvent> = Parameters<ServerToClientEvents[E]>[0];
type Listener = (payload: never) => void;

/**
 * The store's socket hands its pushes here, and RTK Query cache entries listen while they live
 * (`followCacheEntry`): one socket for the whole store, however many entries follow it.
 */
export class LiveEvents {
  private readonly listeners = new Map<RelayedEvent, Set<Listener>>();

  on<E extends RelayedEvent>(event: E, listener: (payload: RelayedPayload<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  emit<E extends RelayedEvent>(event: E, payload: RelayedPayload<E>): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (payload: RelayedPayload<E>) => void)(payload);
  }
}

/** The application's instance, fed by the realtime middleware. */
export const liveEvents = new LiveEvents();
