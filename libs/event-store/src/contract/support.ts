import { randomUUID } from 'node:crypto';
import { comparePositions, positionToString } from '../position.js';
import type { AllSubscription, EventData, EventStore, Position, ReadStreamOptions, RecordedEvent } from '../types.js';

/** Helpers of the contract suite: event factories, readers, and a subscription collector. */

export function uniqueStream(category: string): string {
  return `${category}-${randomUUID()}`;
}

export function newEvent(type: string, data: Record<string, unknown> = {}): EventData {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      occurredAt: '2026-11-22T10:00:00.000Z',
      actorId: 'user-1',
      orgId: null,
      correlationId: randomUUID(),
      causationId: null,
    },
  };
}

export function newEvents(count: number, type = 'Tested'): EventData[] {
  return Array.from({ length: count }, (_, n) => newEvent(type, { n }));
}

export async function readAll(store: EventStore, stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.readStream(stream, options)) events.push(event);
  return events;
}

/** bigint-free views for assertions (jest workers cannot serialize bigint in failure messages). */
export const revisions = (events: readonly RecordedEvent[]): string[] => events.map((e) => e.revision.toString());
export const ids = (events: readonly { id: string }[]): string[] => events.map((e) => e.id);
export const text = (value: bigint | Position | string | null): string =>
  value !== null && typeof value === 'object' ? positionToString(value) : String(value);

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Consumes a subscription in the background. Records every delivered event (for order checks
 * across the whole of $all) and the ones a test cares about; notes every broken promise of the
 * interface (an empty batch, a position not after the previous one) instead of throwing mid-stream.
 */
export class Collector {
  readonly all: RecordedEvent[] = [];
  readonly matching: RecordedEvent[] = [];
  readonly violations: string[] = [];
  readonly #waiters = new Set<{ check: () => boolean; resolve: () => void }>();
  readonly #done: Promise<void>;
  #failure: Error | null = null;

  constructor(
    readonly subscription: AllSubscription,
    readonly filter: (event: RecordedEvent) => boolean,
  ) {
    this.#done = this.#consume();
  }

  /** Resolves once `count` matching events arrived (the jest timeout fails a test that waits forever). */
  async until(count: number): Promise<RecordedEvent[]> {
    await this.#waitFor(() => this.matching.length >= count);
    return this.matching.slice(0, count);
  }

  /** Resolves once an event at or after `position` arrived: everything before it must have arrived too. */
  async through(position: Position): Promise<RecordedEvent[]> {
    await this.#waitFor(() => this.all.some((e) => comparePositions(e.position, position) >= 0));
    return [...this.matching];
  }

  async #waitFor(check: () => boolean): Promise<void> {
    if (!check() && this.#failure === null) await new Promise<void>((resolve) => this.#waiters.add({ check, resolve }));
    if (this.#failure !== null) throw this.#failure;
  }

  async stop(): Promise<void> {
    await this.subscription.unsubscribe();
    await this.#done;
  }

  async #consume(): Promise<void> {
    try {
      for await (const batch of this.subscription) {
        if (batch.length === 0) this.violations.push('empty batch');
        for (const event of batch) this.#accept(event);
        for (const waiter of this.#waiters) {
          if (waiter.check()) {
            this.#waiters.delete(waiter);
            waiter.resolve();
          }
        }
      }
    } catch (error) {
      this.#failure = error instanceof Error ? error : new Error(String(error));
      for (const waiter of this.#waiters) waiter.resolve();
    }
  }

  #accept(event: RecordedEvent): void {
    const previous = this.all[this.all.length - 1];
    if (previous && comparePositions(previous.position, event.position) >= 0) {
      this.violations.push(`${positionToString(event.position)} delivered after ${positionToString(previous.position)}`);
    }
    this.all.push(event);
    if (this.filter(event)) this.matching.push(event);
  }
}
