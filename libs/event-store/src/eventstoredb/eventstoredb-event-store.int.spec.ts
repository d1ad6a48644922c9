import { describe, it } from '@jest/globals';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', () => {
    const store = EventStoreDbEventStore.connect(url);
    return Promise.resolve({ store, dispose: () => store.close() });
  });
} else {
  const reason = 'skipped: EVENTSTORE_URL is not set — no EventStoreDB server on this machine';
  describe('EventStore contract: EventStoreDB', () => {
    // Straight to stderr: jest swallows console output of a file whose tests are all skipped.
    process.stderr.write(`\nEventStoreDB contract ${reason}. Set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run it.\n`);
    it.skip(reason, () => undefined);
  });
}
