import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { comparePositions, positionFromString, positionToString } from '../position.js';
import { UnstorableEventError } from '../storable-json.js';
import { WrongExpectedRevisionError } from '../types.js';
import type { AppendResult, EventData, EventStore, ExpectedRevision, Position } from '../types.js';
import { concurrencyContract } from './concurrency.contract.js';
import { Collector, ids, newEvent, newEvents, readAll, revisions, text, uniqueStream } from './support.js';

export interface HeldAppend {
  /** Commits the held transaction; resolves with its append result. */
  release(): Promise<AppendResult>;
}

/** What the contract needs from one implementation. */
export interface ContractHarness {
  store: EventStore;
  /**
   * Appends to a new stream inside a transaction that stays open until release() (PostgreSQL).
   * Absent where the back end has no client-held transactions (EventStoreDB).
   */
  holdAppendOpen?: (stream: string, events: readonly EventData[]) => Promise<HeldAppend>;
  /** True when an open transaction blocks every other writer (PGlite has one connection). */
  heldTransactionBlocksWriters?: boolean;
  dispose(): Promise<void>;
}

/**
 * Registers the event store contract for one implementation. The store may be shared with other
 * data (an EventStoreDB server cannot be reset), so every test uses streams of its own and
 * filters $all by them.
 */
export function eventStoreContract(name: string, open: () => Promise<ContractHarness>): void {
  describe(`EventStore contract: ${name}`, () => {
    let harness: ContractHarness;
    const store = (): EventStore => harness.store;

    beforeAll(async () => {
      harness = await open();
    }, 60_000);
    afterAll(async () => {
      await harness?.dispose();
    }, 60_000);

    async function expectConflict(stream: string, expected: ExpectedRevision, actual: bigint | 'no_stream'): Promise<void> {
      const error = await store()
        .appendToStream(stream, [newEvent('Rejected')], { expectedRevision: expected })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      const wrong = error as WrongExpectedRevisionError;
      expect({ stream: wrong.streamName, expected: text(wrong.expected), actual: text(wrong.actual) }).toEqual({
        stream,
        expected: text(expected),
        actual: text(actual),
      });
    }

    describe('expected revision', () => {
      it('no_stream: creates a stream, then refuses to append to it', async () => {
        const stream = uniqueStream('contract');
        const result = await store().appendToStream(stream, newEvents(3), { expectedRevision: 'no_stream' });
        expect(text(result.nextExpectedRevision)).toBe('2');
        await expectConflict(stream, 'no_stream', 2n);
        expect(revisions(await readAll(store(), stream))).toEqual(['0', '1', '2']);
      });

      it('stream_exists: refuses a missing stream, accepts an existing one', async () => {
        const stream = uniqueStream('contract');
        await expectConflict(stream, 'stream_exists', 'no_stream');
        await store().appendToStream(stream, newEvents(1), { expectedRevision: 'no_stream' });
        const result = await store().appendToStream(stream, newEvents(2), { expectedRevision: 'stream_exists' });
        expect(text(result.nextExpectedRevision)).toBe('2');
      });

      it('any: appends whether or not the stream exists', async () => {
        const stream = uniqueStream('contract');
        expect(text((await store().appendToStream(stream, newEvents(1), { expectedRevision: 'any' })).nextExpectedRevision)).toBe('0');
        expect(text((await store().appendToStream(stream, newEvents(2), { expectedRevision: 'any' })).nextExpectedRevision)).toBe('2');
      });

      it('exact revision: accepts the last revision, refuses any other, and refuses a missing stream', async () => {
        const stream = uniqueStream('contract');
        await expectConflict(stream, 0n, 'no_stream');
        await store().appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
        await expectConflict(stream, 0n, 1n);
        await expectConflict(stream, 2n, 1n);
        const result = await store().appendToStream(stream, newEvents(1), { expectedRevision: 1n });
        expect(text(result.nextExpectedRevision)).toBe('2');
        expect(revisions(await readAll(store(), stream))).toEqual(['0', '1', '2']);
      });

      it('a refused append writes nothing', async () => {
        const stream = uniqueStream('contract');
        await store().appendToStream(stream, newEvents(1), { expectedRevision: 'no_stream' });
        await expectConflict(stream, 5n, 0n);
        expect(revisions(await readAll(store(), stream))).toEqual(['0']);
      });
    });

    describe('idempotent append', () => {
      it('re-appending the same events (same ids, same expectation) returns the original result and writes nothing', async () => {
        const stream = uniqueStream('contract');
        const events = newEvents(3);
        const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const again = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect({ revision: text(again.nextExpectedRevision), position: text(again.position) }).toEqual({
          revision: text(first.nextExpectedRevision),
          position: text(first.position),
        });
        expect(ids(await readAll(store(), stream))).toEqual(ids(events));
      });

      it('a retried append after later appends is still recognised', async () => {
        const stream = uniqueStream('contract');
        const events = newEvents(2);
        const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        await store().appendToStream(stream, newEvents(1), { expectedRevision: 1n });
        const again = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(text(again.nextExpectedRevision)).toBe(text(first.nextExpectedRevision));
        expect(revisions(await readAll(store(), stream))).toEqual(['0', '1', '2']);
      });
    });

    describe('unstorable text', () => {
      it('refuses a whole append when an event holds a NUL or a lone surrogate, and stores none of it', async () => {
        const stream = uniqueStream('contract');
        for (const data of [{ name: 'a\u0000b' }, { name: 'x\ud800' }, { ['\u0000']: 1 }]) {
          const error = await store()
            .appendToStream(stream, [newEvent('Fine'), newEvent('Bad', data)], { expectedRevision: 'any' })
            .then(
              () => null,
              (e: unknown) => e,
            );
          expect(error).toBeInstanceOf(UnstorableEventError);
        }
        expect(await readAll(store(), stream)).toEqual([]);
        // Paired surrogates (an emoji) and other control characters are text like any other.
        await store().appendToStream(stream, [newEvent('Fine', { name: 'slide 😀\u0001\n' })], { expectedRevision: 'no_stream' });
        const [stored] = await readAll(store(), stream);
        expect(stored?.data).toEqual({ name: 'slide 😀\u0001\n' });
      });
    });

    describe('reading a stream', () => {
      const written: EventData[] = [];
      let stream: string;
      beforeAll(async () => {
        stream = uniqueStream('reading');
        written.push(...newEvents(5, 'Read'));
        await store().appendToStream(stream, written.slice(0, 3), { expectedRevision: 'no_stream' });
        await store().appendToStream(stream, written.slice(3), { expectedRevision: 2n });
      });

      it('forwards: every event as written, with its stream, revision, position and store time', async () => {
        const events = await readAll(store(), stream);
        expect(events.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata, streamId: e.streamId }))).toEqual(
          written.map((e) => ({ id: e.id, type: e.type, data: e.data, metadata: e.metadata, streamId: stream })),
        );
        expect(revisions(events)).toEqual(['0', '1', '2', '3', '4']);
        expect(events.every((e) => e.created instanceof Date && !Number.isNaN(e.created.getTime()))).toBe(true);
        const positions = events.map((e) => e.position);
        expect(positions.slice(1).every((p, i) => comparePositions(positions[i]!, p) < 0)).toBe(true);
      });

      it('forwards from a revision, with a maximum count', async () => {
        expect(revisions(await readAll(store(), stream, { fromRevision: 2n }))).toEqual(['2', '3', '4']);
        expect(revisions(await readAll(store(), stream, { fromRevision: 1n, maxCount: 2 }))).toEqual(['1', '2']);
        expect(revisions(await readAll(store(), stream, { maxCount: 1 }))).toEqual(['0']);
      });

      it('backwards from the end, and from a revision', async () => {
        expect(revisions(await readAll(store(), stream, { direction: 'backwards' }))).toEqual(['4', '3', '2', '1', '0']);
        expect(revisions(await readAll(store(), stream, { direction: 'backwards', fromRevision: 3n, maxCount: 2 }))).toEqual(['3', '2']);
        expect(revisions(await readAll(store(), stream, { direction: 'backwards', maxCount: 1 }))).toEqual(['4']);
      });

      it('a stream that does not exist yields nothing, in either direction', async () => {
        const missing = uniqueStream('missing');
        expect(await readAll(store(), missing)).toEqual([]);
        expect(await readAll(store(), missing, { direction: 'backwards' })).toEqual([]);
      });
    });

    it('headPosition is the position of the newest event', async () => {
      const stream = uniqueStream('head');
      const result = await store().appendToStream(stream, newEvents(2), { expectedRevision: 'no_stream' });
      const head = await store().headPosition();
      expect(head === null ? null : positionToString(head)).toBe(positionToString(result.position));
      const [last] = await readAll(store(), stream, { direction: 'backwards', maxCount: 1 });
      expect(positionToString(last!.position)).toBe(positionToString(result.position));
    });

    describe('subscribing to $all', () => {
      it('from a stored checkpoint: catches up with the rest, then receives new events live, in order', async () => {
        const stream = uniqueStream('subscribed');
        const before = newEvents(10, 'Before');
        for (const [n, event] of before.entries()) {
          await store().appendToStream(stream, [event], { expectedRevision: n === 0 ? 'no_stream' : BigInt(n - 1) });
        }
        const recorded = await readAll(store(), stream);
        // A checkpoint as a projection stores it: text, read back later.
        const checkpoint: Position = positionFromString(positionToString(recorded[4]!.position));

        const collector = new Collector(store().subscribeToAll({ fromPosition: checkpoint, maxBatchSize: 3 }), (e) => e.streamId === stream);
        try {
          expect(ids(await collector.until(5))).toEqual(ids(before.slice(5)));
          const after = newEvents(5, 'After');
          await store().appendToStream(stream, after.slice(0, 2), { expectedRevision: 9n });
          await store().appendToStream(stream, after.slice(2), { expectedRevision: 11n });
          const delivered = await collector.until(10);
          expect(ids(delivered)).toEqual([...ids(before.slice(5)), ...ids(after)]);
          expect(revisions(delivered)).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
          expect(collector.all.every((e) => comparePositions(e.position, checkpoint) > 0)).toBe(true);
          expect(collector.violations).toEqual([]);
        } finally {
          await collector.stop();
        }
      });

      it("from 'end': only events appended afterwards", async () => {
        const stream = uniqueStream('subscribed');
        await store().appendToStream(stream, newEvents(2, 'Old'), { expectedRevision: 'no_stream' });
        const collector = new Collector(store().subscribeToAll({ fromPosition: 'end' }), (e) => e.streamId === stream);
        try {
          const fresh = newEvents(2, 'New');
          await store().appendToStream(stream, fresh, { expectedRevision: 1n });
          expect(ids(await collector.until(2))).toEqual(ids(fresh));
          await store().appendToStream(stream, [newEvent('Last')], { expectedRevision: 3n });
          expect(revisions(await collector.until(3))).toEqual(['2', '3', '4']);
          expect(collector.violations).toEqual([]);
        } finally {
          await collector.stop();
        }
      });

      it('from the start: every event of $all, each once, in order', async () => {
        const stream = uniqueStream('subscribed');
        const events = newEvents(3);
        await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        const collector = new Collector(store().subscribeToAll({ maxBatchSize: 7 }), (e) => e.streamId === stream);
        try {
          expect(ids(await collector.until(3))).toEqual(ids(events));
          expect(new Set(ids(collector.all)).size).toBe(collector.all.length);
          expect(collector.violations).toEqual([]);
        } finally {
          await collector.stop();
        }
      });

      it('unsubscribe ends the iteration', async () => {
        const subscription = store().subscribeToAll({ fromPosition: 'end' });
        const consumed = (async () => {
          let batches = 0;
          for await (const _ of subscription) batches += 1;
          return batches;
        })();
        await subscription.unsubscribe();
        expect(await consumed).toBeGreaterThanOrEqual(0);
      });
    });

    concurrencyContract(() => harness);
  });
}
