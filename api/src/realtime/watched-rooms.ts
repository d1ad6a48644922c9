import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';
import { isRefusal } from '../http/api-exception.js';
import type { Logger } from '../infra/logger.js';
import type { RealtimeServer } from './broadcaster.js';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * The item rooms of one kind each socket joined by asking (`<kind>:watch`, ack true or false;
 * `<kind>:unwatch` leaves), at most `max` per socket: a list screen watches a page of rows, not
 * thousands. `roomFor` decides: it answers the room when the caller may read the item and throws
 * a refusal otherwise (unknown and unreadable items are refused alike).
 */
export class WatchedRooms {
  /** Per socket: the key each watch asked with → the room it joined. */
  private readonly watched = new WeakMap<ClientSocket, Map<string, string>>();

  constructor(
    private readonly kind: 'slide' | 'content' | 'thread',
    private readonly max = 100,
  ) {}

  serve(server: RealtimeServer, roomFor: (socket: ClientSocket, key: string) => Promise<string>, logger: Logger): void {
    server.on('connection', (socket) => {
      // Every kind has the same signatures; the names differ.
      socket.on(`${this.kind}:watch` as 'slide:watch', (key, ack) => {
        void this.watch(socket, key, roomFor, logger).then((allowed) => typeof ack === 'function' && ack(allowed));
      });
      socket.on(`${this.kind}:unwatch` as 'slide:unwatch', (key) => this.unwatch(socket, key));
    });
  }

  private async watch(socket: ClientSocket, key: unknown, roomFor: (socket: ClientSocket, key: string) => Promise<string>, logger: Logger): Promise<boolean> {
    if (typeof key !== 'string') return false;
    const rooms = this.watched.get(socket) ?? new Map<string, string>();
    if (rooms.size >= this.max && !rooms.has(key)) return false;
    try {
      const room = await roomFor(socket, key);
      rooms.set(key, room);
      this.watched.set(socket, rooms);
      await socket.join(room);
      return true;
    } catch (error) {
      if (!isRefusal(error)) logger.error({ err: error, kind: this.kind, key }, 'watch failed');
      return false;
    }
  }

  /** Leaves the key's room, unless another key of the socket (an item id and its revision id) is in it too. */
  private unwatch(socket: ClientSocket, key: unknown): void {
    const rooms = this.watched.get(socket);
    const room = typeof key === 'string' ? rooms?.get(key) : undefined;
    if (!rooms || room === undefined) return;
    rooms.delete(key as string);
    if (![...rooms.values()].includes(room)) void socket.leave(room);
  }
}
