import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@cytocampus/contracts';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * The item rooms each socket joined by asking (`<kind>:watch`), at most `max` per socket (a list
 * screen watches a page of rows, not thousands). `roomOf` decides: it answers the room when the
 * caller may read the item and throws otherwise.
 */
export class WatchedRooms {
  /** Per socket: the key each watch asked with → the room it joined. */
  private readonly watched = new WeakMap<ClientSocket, Map<string, string>>();

  constructor(private readonly max = 100) {}

  async watch(socket: ClientSocket, key: string, roomOf: () => Promise<string>): Promise<boolean> {
    const rooms = this.watched.get(socket) ?? new Map<string, string>();
    if (rooms.size >= this.max && !rooms.has(key)) return false;
    const room = await roomOf();
    rooms.set(key, room);
    this.watched.set(socket, rooms);
    await socket.join(room);
    return true;
  }

  /** Leaves the key's room, unless another key of the socket (an item id and its revision id) is in it too. */
  unwatch(socket: ClientSocket, key: string): void {
    const rooms = this.watched.get(socket);
    const room = rooms?.get(key);
    if (!rooms || room === undefined) return;
    rooms.delete(key);
    if (![...rooms.values()].includes(room)) void socket.leave(room);
  }
}
