import type { AppSocket } from './socket';

type Listener = (socket: AppSocket | null) => void;

/**
 * The store's one socket.io connection, offered to pages that follow a room of their own (a slide's
 * status): they are told the current socket at once and each time it changes (sign-in, sign-out,
 * another user), so they emit on the one connection instead of opening a second.
 */
export class SharedSocket {
  private current: AppSocket | null = null;
  private readonly listeners = new Set<Listener>();

  set(socket: AppSocket | null): void {
    this.current = socket;
    for (const listener of this.listeners) listener(socket);
  }

  /** Calls `listener` with the current socket now and with every later one; answers the unsubscribe. */
  follow(listener: Listener): () => void {
    this.listeners.add(listener);
    listener(this.current);
    return () => this.listeners.delete(listener);
  }
}

/** The application's instance, set by the realtime middleware of the store. */
export const sharedSocket = new SharedSocket();
