import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import type { EventData, RecordedEvent } from '../types.js';
import type { ContractHarness } from './event-store.contract.js';
import { Collector, ids, newEvents, sleep } from './support.js';

const WRITERS = 8;
const STREAMS = 4;
const APPENDS_PER_WRITER = 40;
const HOLD_MS = 3_000;

/**
 * No gap, no duplicate, no reordering: 8 writers append to shared streams while (where the back end
 * has client transactions) one appending transaction stays open for seconds. A reader that skips
 * past rows of a transaction still in flight loses the held events; one that reads in commit order
 * without care breaks stream order; both fail here.
 */
export function concurrencyContract(harness: () => ContractHarness): void {
  it(`${WRITERS} concurrent writers and a transaction held open: a subscriber receives every event exactly once, in stream order`, async () => {
    const { store, holdAppendOpen, heldTransactionBlocksWriters } = harness();
    const run = randomUUID().slice(0, 8);
    const streams = Array.from({ length: STREAMS }, (_, n) => `concurrent-${run}${n}`);
    const heldStream = `held-${run}`;
    const ours = new Set([...streams, heldStream]);
    const start = (await store.headPosition()) ?? 'start';
    const live = new Collector(store.subscribeToAll({ fromPosition: start, maxBatchSize: 50 }), (e) => ours.has(e.streamId));
    try {
      const heldEvents = newEvents(5, 'Held');
      const held = holdAppendOpen ? await holdAppendOpen(heldStream, heldEvents) : null;
      const written: EventData[] = held ? [...heldEvents] : [];

      const writer = async (w: number): Promise<void> => {
        for (let n = 0; n < APPENDS_PER_WRITER; n += 1) {
          const events = newEvents(1 + (n % 3), `Written${w}`);
          await store.appendToStream(streams[(w + n) % STREAMS]!, events, { expectedRevision: 'any' });
          written.push(...events);
        }
      };
      const writers = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
      writers.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile

      try {
        if (held) {
          // With real connections every writer commits while the held transaction is still open.
          if (!heldTransactionBlocksWriters) await writers;
          await sleep(HOLD_MS);
        }
      } finally {
        // Always end the held transaction: left open, it would keep the store from closing.
        await held?.release();
      }
      await writers;

      // Wait for the newest event, not for a count: a reader that skipped events fails fast, not by timeout.
      const head = await store.headPosition();
      expect(head).not.toBeNull();
      const delivered = await live.through(head!);
      expect([...ids(delivered)].sort()).toEqual([...ids(written)].sort());
      expect(new Set(ids(delivered)).size).toBe(delivered.length);
      for (const stream of ours) {
        const revisions = delivered.filter((e) => e.streamId === stream).map((e) => Number(e.revision));
        expect(revisions).toEqual(revisions.map((_, n) => n));
      }
      if (held) expect(ids(delivered.filter((e) => e.streamId === heldStream))).toEqual(ids(heldEvents));
      expect(live.violations).toEqual([]);

      // Replaying from the same start yields the same sequence: nothing appeared behind the live cursor.
      const replay = new Collector(store.subscribeToAll({ fromPosition: start, maxBatchSize: 100 }), (e) => ours.has(e.streamId));
      let replayed: RecordedEvent[];
      try {
        replayed = await replay.through(head!);
      } finally {
        await replay.stop();
      }
      expect(ids(replayed)).toEqual(ids(delivered));
    } finally {
      await live.stop();
    }
  }, 120_000);
}
