import { describe, expect, it } from '@jest/globals';
import type { SlideChangedNotice } from '@cytocampus/contracts';
import { SharedSocket } from '../../../realtime/sharedSocket';
import type { AppSocket } from '../../../realtime/socket';
import { watchSlide } from './slideWatch';

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

const notice = (id: string, status: SlideChangedNotice['status']): SlideChangedNotice => ({ id, itemId: `item-${id}`, status, progress: null, error: null });

describe('following a slide live', () => {
  it("joins the slide's room on every connect, hands over only its notices, and leaves when stopped", () => {
    const socket = new FakeSocket();
    const received: SlideChangedNotice[] = [];
    let joins = 0;
    const shared = new SharedSocket();
    shared.set(socket as unknown as AppSocket);
    const stop = watchSlide('s1', (n) => received.push(n), () => (joins += 1), shared);

    socket.connected = true;
    socket.fire('connect');
    // Rooms do not survive a reconnect: it joins again.
    socket.fire('connect');
    expect(socket.emitted).toEqual([
      ['slide:watch', 's1'],
      ['slide:watch', 's1'],
    ]);
    // Caught up only when the server let it in.
    socket.acks[0]!(false);
    socket.acks[1]!(true);
    expect(joins).toBe(1);

    socket.fire('slide:changed', notice('other', 'COMPLETE'));
    socket.fire('slide:changed', notice('s1', 'PROCESSING'));
    expect(received.map((n) => [n.id, n.status])).toEqual([['s1', 'PROCESSING']]);

    stop();
    expect(socket.emitted.at(-1)).toEqual(['slide:unwatch', 's1']);
    // The connection is the store's: left open, with none of this watch's handlers on it.
    expect([...socket.handlers.keys()]).toEqual([]);
    socket.fire('slide:changed', notice('s1', 'COMPLETE'));
    expect(received).toHaveLength(1);
  });

  it("moves to the store's next connection (another user signed in) and joins there", () => {
    const first = new FakeSocket();
    const second = new FakeSocket();
    const shared = new SharedSocket();
    shared.set(first as unknown as AppSocket);
    const received: string[] = [];
    const stop = watchSlide('s1', (n) => received.push(n.status), undefined, shared);

    shared.set(null);
    expect([...first.handlers.keys()]).toEqual([]);
    second.connected = true;
    shared.set(second as unknown as AppSocket);
    expect(second.emitted).toEqual([['slide:watch', 's1']]);
    second.fire('slide:changed', notice('s1', 'QUEUED'));
    first.fire('slide:changed', notice('s1', 'ERROR'));
    expect(received).toEqual(['QUEUED']);
    stop();
  });
});
