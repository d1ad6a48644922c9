import { BACKWARDS, END, EventStoreDBClient, FORWARDS, StreamNotFoundError, WrongExpectedVersionError, excludeSystemEvents } from '@eventstore/db-client';
import type {
  AllSubscription,
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  Position,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
} from '../types.js';
import { WrongExpectedRevisionError } from '../types.js';
import { batchedSubscription } from './batched-subscription.js';
import { fromEsdbEvent, isSystemEvent, toEsdbEvent, toEsdbExpectedRevision } from './mapping.js';

/** The EventStore interface over EventStoreDB (selected by EVENTSTORE_URL). */
export class EventStoreDbEventStore implements EventStore {
  readonly #client: EventStoreDBClient;
  readonly #subscriptions = new Set<AllSubscription>();

  constructor(client: EventStoreDBClient) {
    this.#client = client;
  }

  /** @param url e.g. esdb://localhost:2113?tls=false */
  static connect(url: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url));
  }

  async appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult> {
    try {
      const result = await this.#client.appendToStream(
        stream,
        events.map((event) => toEsdbEvent(stream, event)),
        {
          expectedRevision: toEsdbExpectedRevision(options.expectedRevision),
        },
      );
      const position = result.position ?? (await this.#lastPositionOf(stream));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        throw new WrongExpectedRevisionError(stream, options.expectedRevision, error.actualVersion);
      }
      throw error;
    }
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    const reading = this.#client.readStream(stream, {
      direction: backwards ? BACKWARDS : FORWARDS,
      fromRevision: options.fromRevision ?? (backwards ? END : 'start'),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
    });
    try {
      for await (const resolved of reading) {
        if (resolved.event) yield fromEsdbEvent(resolved.event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return; // a missing stream reads as empty
      throw error;
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const stream = this.#client.subscribeToAll({
      fromPosition: options.fromPosition ?? 'start',
      filter: excludeSystemEvents(),
    });
    const subscription = batchedSubscription(stream, options.maxBatchSize ?? 500);
    this.#subscriptions.add(subscription);
    return {
      [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
      unsubscribe: async () => {
        this.#subscriptions.delete(subscription);
        await subscription.unsubscribe();
      },
    };
  }

  /** The newest non-system event: what a filtered subscription's last delivered position can reach. */
  async headPosition(): Promise<Position | null> {
    const reading = this.#client.readAll({ direction: BACKWARDS, fromPosition: END });
    for await (const resolved of reading) {
      const event = resolved.event;
      if (event && !isSystemEvent(event)) {
        await reading.cancel();
        return event.position;
      }
    }
    return null;
  }

  async close(): Promise<void> {
    const subscriptions = [...this.#subscriptions];
    this.#subscriptions.clear();
    await Promise.all(subscriptions.map((s) => s.unsubscribe()));
    await this.#client.dispose();
  }

  /** Older servers may omit the position in the append answer: read it from the stream's last event. */
  async #lastPositionOf(stream: string): Promise<Position> {
    for await (const event of this.readStream(stream, { direction: 'backwards', maxCount: 1 })) return event.position;
    throw new Error(`EventStoreDB returned no position for the append to ${stream}`);
  }
}
