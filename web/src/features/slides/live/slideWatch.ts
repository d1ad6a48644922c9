import { sharedSocket, type SharedSocket } from '../../../realtime/sharedSocket';
import type { AppSocket } from '../../../realtime/socket';

/**
 * The slide rooms this tab is in, on the store's one connection. Slide notices go only to a
 * slide's room (the server checks read access when joining), so every cache entry that shows a
 * slide watches it here; a room is joined for the first watcher and left after the last one, again
 * after every reconnect (rooms do not survive one) and on the next connection after a change of user.
 */
export class SlideRooms {
  private readonly watchers = new Map<string, Set<() => void>>();
  private socket: AppSocket | null = null;

  constructor(shared: SharedSocket = sharedSocket) {
    shared.follow((next) => {
      this.socket?.off('connect', this.joinAll);
      this.socket = next;
      next?.on('connect', this.joinAll);
      if (next?.connected) this.joinAll();
    });
  }

  /** Watches one slide; `onJoined` runs each time the server let this tab in. Answers how to stop. */
  watch(slideId: string, onJoined: () => void = () => undefined): () => void {
    const existing = this.watchers.get(slideId);
    const listeners = existing ?? new Set<() => void>();
    listeners.add(onJoined);
    this.watchers.set(slideId, listeners);
    if (!existing && this.socket?.connected) this.join(slideId);
    return () => {
      listeners.delete(onJoined);
      if (listeners.size > 0 || this.watchers.get(slideId) !== listeners) return;
      this.watchers.delete(slideId);
      if (this.socket?.connected) this.socket.emit('slide:unwatch', slideId);
    };
  }

  private readonly joinAll = (): void => {
    for (const slideId of this.watchers.keys()) this.join(slideId);
  };

  private join(slideId: string): void {
    this.socket?.emit('slide:watch', slideId, (allowed) => {
      if (allowed) for (const listener of [...(this.watchers.get(slideId) ?? [])]) listener();
    });
  }
}

/** The application's instance. */
export const slideRooms = new SlideRooms();
