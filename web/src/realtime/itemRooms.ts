import { sharedSocket, type SharedSocket } from './sharedSocket';
import type { AppSocket } from './socket';

/** How one kind of item room is joined and left on the socket (the server checks read access on joining). */
export interface RoomEvents {
  watch(socket: AppSocket, key: string, ack: (allowed: boolean) => void): void;
  unwatch(socket: AppSocket, key: string): void;
}

/**
 * The item rooms of one kind (slides, content items) this tab is in, on the store's one connection.
 * An item's notices go only to its room, so every cache entry that shows an item watches it here; a
 * room is joined for the first watcher and left after the last one, again after every reconnect
 * (rooms do not survive one) and on the next connection after a change of user.
 */
export class ItemRooms {
  private readonly watchers = new Map<string, Set<() => void>>();
  private socket: AppSocket | null = null;

  constructor(
    private readonly events: RoomEvents,
    shared: SharedSocket = sharedSocket,
  ) {
    shared.follow((next) => {
      this.socket?.off('connect', this.joinAll);
      this.socket = next;
      next?.on('connect', this.joinAll);
      if (next?.connected) this.joinAll();
    });
  }

  /** Watches one item; `onJoined` runs each time the server let this tab in. Answers how to stop. */
  watch(key: string, onJoined: () => void = () => undefined): () => void {
    const existing = this.watchers.get(key);
    const listeners = existing ?? new Set<() => void>();
    listeners.add(onJoined);
    this.watchers.set(key, listeners);
    if (!existing && this.socket?.connected) this.join(key);
    return () => {
      listeners.delete(onJoined);
      if (listeners.size > 0 || this.watchers.get(key) !== listeners) return;
      this.watchers.delete(key);
      if (this.socket?.connected) this.events.unwatch(this.socket, key);
    };
  }

  private readonly joinAll = (): void => {
    for (const key of this.watchers.keys()) this.join(key);
  };

  private join(key: string): void {
    if (!this.socket) return;
    this.events.watch(this.socket, key, (allowed) => {
      if (allowed) for (const listener of [...(this.watchers.get(key) ?? [])]) listener();
    });
  }
}

/** Slides, by revision id: their status and image follow the slides projection. */
export const SLIDE_ROOM_EVENTS: RoomEvents = {
  watch: (socket, id, ack) => socket.emit('slide:watch', id, ack),
  unwatch: (socket, id) => socket.emit('slide:unwatch', id),
};

/** Content items of the authored types, by `<type>/<revision id>` (the server reads the item as that type). */
export const CONTENT_ROOM_EVENTS: RoomEvents = {
  watch: (socket, key, ack) => socket.emit('content:watch', key, ack),
  unwatch: (socket, key) => socket.emit('content:unwatch', key),
};

/** Threads, by id: their messages' notices go only to their room (the server checks read access on joining). */
export const THREAD_ROOM_EVENTS: RoomEvents = {
  watch: (socket, id, ack) => socket.emit('thread:watch', id, ack),
  unwatch: (socket, id) => socket.emit('thread:unwatch', id),
};

/** The application's instances. */
export const slideRooms = new ItemRooms(SLIDE_ROOM_EVENTS);
export const contentRooms = new ItemRooms(CONTENT_ROOM_EVENTS);
export const threadRooms = new ItemRooms(THREAD_ROOM_EVENTS);
