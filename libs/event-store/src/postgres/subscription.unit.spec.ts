import { describe, expect, it } from '@jest/globals';
import { START, comparePositions, positionToString } from '../position.js';
import type { Position, RecordedEvent } from '../types.js';
import { pollingSubscription, type PollingSource } from './subscription.js';

/** An in-memory source: events become readable when `publish` is called, like commits below xmin. */
class FakeSource implements PollingSource {
  readonly readable: RecordedEvent[] = [];
  readonly reads: string[] = [];
  wake: (() => void) | null = null;
  onRead: (() => void) | null = null;

  publish(count: number, notify = true): void {
    for (let n = 0; n < count; n += 1) {
      const prepare = BigInt(this.readable.length + 1);
      this.readable.push(event(prepare));
    }
    if (notify) this.wake?.();
  }

  endPosition(): Promise<Position> {
    return Promise.resolve(this.readable.at(-1)?.position ?? START);
  }

  readAfter(after: Position, limit: number): Promise<RecordedEvent[]> {
    this.reads.push(positionToString(after));
    const batch = this.readable.filter((e) => comparePositions(e.position, after) > 0).slice(0, limit);
    this.onRead?.();
    return Promise.resolve(batch);
  }

  register(wake: () => void): () => void {
    this.wake = wake;
    return () => (this.wake = null);
  }
}

function event(prepare: bigint): RecordedEvent {
  const metadata = { occurredAt: '2026-01-01T00:00:00Z', actorId: null, orgId: null, correlationId: 'c', causationId: null };
  return { id: `e${prepare}`, type: 'T', data: {}, metadata, streamId: 's', revision: prepare - 1n, position: { commit: 1n, prepare }, created: new Date(0) };
}

const POLL_FOREVER = 3_600_000; // the timer never fires in these tests: only wakes move the reader

describe('polling subscription', () => {
  it('catches up in full batches without waiting, then hands out live events as they are published', async () => {
    const source = new FakeSource();
    source.publish(5, false);
    const subscription = pollingSubscription(source, { from: START, maxBatchSize: 2, pollIntervalMs: POLL_FOREVER });
    const iterator = subscription[Symbol.asyncIterator]();
    const ids = async () => ((await iterator.next()).value as RecordedEvent[]).map((e) => e.id);
    expect(await ids()).toEqual(['e1', 'e2']);
    expect(await ids()).toEqual(['e3', 'e4']);
    expect(await ids()).toEqual(['e5']);
    const next = ids();
    source.publish(1);
    expect(await next).toEqual(['e6']);
    await subscription.unsubscribe();
  });

  it('keeps a wake that arrives while a read is running', async () => {
    const source = new FakeSource();
    const subscription = pollingSubscription(source, { from: START, maxBatchSize: 10, pollIntervalMs: POLL_FOREVER });
    const iterator = subscription[Symbol.asyncIterator]();
    // The first read returns nothing; just after it, an event is published: the reader must not sleep.
    source.onRead = () => {
      source.onRead = null;
      queueMicrotask(() => source.publish(1));
    };
    const batch = (await iterator.next()).value as RecordedEvent[];
    expect(batch.map((e) => e.id)).toEqual(['e1']);
    await subscription.unsubscribe();
  });

  it("starts after the end position with 'end'", async () => {
    const source = new FakeSource();
    source.publish(3, false);
    const subscription = pollingSubscription(source, { from: 'end', maxBatchSize: 10, pollIntervalMs: POLL_FOREVER });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    await new Promise((resolve) => setImmediate(resolve));
    source.publish(1);
    expect(((await next).value as RecordedEvent[]).map((e) => e.id)).toEqual(['e4']);
    await subscription.unsubscribe();
  });

  it('unsubscribe ends a waiting iteration and stops listening', async () => {
    const source = new FakeSource();
    const subscription = pollingSubscription(source, { from: START, maxBatchSize: 10, pollIntervalMs: POLL_FOREVER });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    await new Promise((resolve) => setImmediate(resolve));
    await subscription.unsubscribe();
    expect((await next).done).toBe(true);
    expect(source.wake).toBeNull();
  });

  it('polls on the timer when no wake comes (an aborted transaction or a moving xmin sends none)', async () => {
    const source = new FakeSource();
    const subscription = pollingSubscription(source, { from: START, maxBatchSize: 10, pollIntervalMs: 5 });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    await new Promise((resolve) => setImmediate(resolve));
    source.publish(2, false);
    expect(((await next).value as RecordedEvent[]).map((e) => e.id)).toEqual(['e1', 'e2']);
    await subscription.unsubscribe();
  });
});
