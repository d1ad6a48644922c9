import { describe, expect, it } from '@jest/globals';
import { SharedSocket } from './sharedSocket';
import type { AppSocket } from './socket';
import { ItemRooms, SLIDE_ROOM_EVENTS, THREAD_ROOM_EVENTS } from './itemRooms';

type Handler = (payload?: unknown) => void;

/** Enough of a socket.io client: handlers to fire, what was emitted. */
class FakeSocket {
  handlers = new Map<string, Handler>();
  emitted: unknown[][] = [];
  connected = false;
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  off(event: string, handler: Handler) {
    if (this.handlers.get(event) === handler) this.handlers.delete(event);
    return this;
  }
  acks: ((allowed: boolean) => void)[] = [];
  emit(...args: unknown[]) {
    this.emitted.push(args.filter((arg) => typeof arg !== 'function'));
    const ack = args.find((arg) => typeof arg === 'function') as ((allowed: boolean) => void) | undefined;
    if (ack) this.acks.push(ack);
    return this;
  }
  fire(event: string, payload?: unknown) {
    this.handlers.get(event)?.(payload);
  }
}

describe('item rooms (slides)', () => {
  it('joins a room for its first watcher on every connect, runs onJoined when let in, and leaves after the last watcher', () => {
    const socket = new FakeSocket();
    const shared = new SharedSocket();
    shared.set(socket as unknown as AppSocket);
    const rooms = new ItemRooms(SLIDE_ROOM_EVENTS, shared);
    let joins = 0;
    const stopPage = rooms.watch('s1', () => (joins += 1));
    const stopList = rooms.watch('s1');

    socket.connected = true;
    socket.fire('connect');
    // Rooms do not survive a reconnect: it joins again, once per room however many watch it.
    socket.fire('connect');
    expect(socket.emitted).toEqual([
      ['slide:watch', 's1'],
      ['slide:watch', 's1'],
    ]);
    // Caught up only when the server let it in.
    socket.acks[0]!(false);
    socket.acks[1]!(true);
    expect(joins).toBe(1);

    stopPage();
    expect(socket.emitted).toHaveLength(2);
    stopList();
    expect(socket.emitted.at(-1)).toEqual(['slide:unwatch', 's1']);
    socket.fire('connect');
    expect(socket.emitted).toHaveLength(3);
  });

  it("moves to the store's next connection (another user signed in) and joins there", () => {
    const first = new FakeSocket();
    const second = new FakeSocket();
    const shared = new SharedSocket();
    shared.set(first as unknown as AppSocket);
    const rooms = new ItemRooms(SLIDE_ROOM_EVENTS, shared);
    const stop = rooms.watch('s1');

    shared.set(null);
    expect([...first.handlers.keys()]).toEqual([]);
    second.connected = true;
    shared.set(second as unknown as AppSocket);
    expect(second.emitted).toEqual([['slide:watch', 's1']]);
    stop();
    expect(second.emitted.at(-1)).toEqual(['slide:unwatch', 's1']);
  });

  it("joins a thread's room with 'thread:watch' and leaves it with 'thread:unwatch'", () => {
    const socket = new FakeSocket();
    socket.connected = true;
    const shared = new SharedSocket();
    shared.set(socket as unknown as AppSocket);
    const rooms = new ItemRooms(THREAD_ROOM_EVENTS, shared);
    let joined = 0;
    const stop = rooms.watch('t1', () => (joined += 1));
    socket.acks[0]!(true);
    stop();
    expect([socket.emitted, joined]).toEqual([
      [
        ['thread:watch', 't1'],
        ['thread:unwatch', 't1'],
      ],
      1,
    ]);
  });
});
