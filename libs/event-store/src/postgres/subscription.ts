import type { AllSubscription, Position, RecordedEvent } from '../types.js';

export interface PollingSource {
  /** Where 'end' starts: nothing readable now is delivered, nothing that becomes readable is missed. */
  endPosition(): Promise<Position>;
  /** Readable events strictly after `after`, in global order. */
  readAfter(after: Position, limit: number): Promise<RecordedEvent[]>;
  /** Calls `wake` whenever new events may be readable; returns the unregister function. */
  register(wake: () => void): () => void;
}

export interface PollingOptions {
  from: Position | 'end';
  maxBatchSize: number;
  pollIntervalMs: number;
}

/** Wakes a waiting reader; a wake that comes while nobody waits is kept for the next wait. */
class Signal {
  #woken = false;
  #resolve: (() => void) | null = null;

  wake(): void {
    this.#woken = true;
    this.#resolve?.();
  }

  /** Clears a kept wake: the query about to run will see whatever caused it. */
  reset(): void {
    this.#woken = false;
  }

  wait(ms: number): Promise<void> {
    if (this.#woken) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#resolve = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#resolve = done;
    });
  }
}

/** Catch-up then live: reads batches after a cursor, and waits for a wake or the poll timer when none. */
export function pollingSubscription(source: PollingSource, options: PollingOptions): AllSubscription {
  const signal = new Signal();
  let closed = false;
  let unregister: (() => void) | null = source.register(() => signal.wake());
  const stop = (): void => {
    closed = true;
    unregister?.();
    unregister = null;
    signal.wake();
  };

  async function* batches(): AsyncGenerator<RecordedEvent[]> {
    try {
      let cursor = options.from === 'end' ? await source.endPosition() : options.from;
      while (!closed) {
        signal.reset();
        const batch = await source.readAfter(cursor, options.maxBatchSize);
        if (closed) return;
        const last = batch[batch.length - 1];
        if (last) {
          cursor = last.position;
          yield batch;
          if (batch.length === options.maxBatchSize) continue; // still catching up
        }
        await signal.wait(options.pollIntervalMs);
      }
    } finally {
      stop();
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    unsubscribe: async () => {
      stop();
      await iterator.return(undefined);
    },
  };
}
