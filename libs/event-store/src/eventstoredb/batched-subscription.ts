import type { AllStreamResolvedEvent, AllStreamSubscription } from '@eventstore/db-client';
import type { AllSubscription, RecordedEvent } from '../types.js';
import { fromEsdbEvent } from './mapping.js';

type Wakeup = 'readable' | 'end';

/**
 * Hands out what the client's subscription stream has buffered as one batch (up to maxBatchSize),
 * waiting for 'readable' when the buffer is empty. The stream's own backpressure applies.
 */
export function batchedSubscription(stream: AllStreamSubscription, maxBatchSize: number): AllSubscription {
  const state: { failure: Error | null; ended: boolean } = { failure: null, ended: false };
  stream.on('error', (error) => (state.failure = error));
  stream.on('end', () => (state.ended = true));
  stream.on('close', () => (state.ended = true));

  // A function, not a field read: TypeScript would keep its narrowing across the await below.
  const failure = (): Error | null => state.failure;

  function drain(): RecordedEvent[] {
    const batch: RecordedEvent[] = [];
    while (batch.length < maxBatchSize) {
      const resolved = stream.read() as AllStreamResolvedEvent | null;
      if (resolved === null) break;
      if (resolved.event) batch.push(fromEsdbEvent(resolved.event));
    }
    return batch;
  }

  function wakeup(): Promise<Wakeup> {
    return new Promise((resolve) => {
      const done = (why: Wakeup) => () => {
        stream.off('readable', onReadable);
        stream.off('end', onEnd);
        stream.off('close', onEnd);
        stream.off('error', onEnd);
        resolve(why);
      };
      const onReadable = done('readable');
      const onEnd = done('end');
      stream.once('readable', onReadable);
      stream.once('end', onEnd);
      stream.once('close', onEnd);
      stream.once('error', onEnd);
    });
  }

  async function* batches(): AsyncGenerator<RecordedEvent[]> {
    try {
      for (;;) {
        const batch = drain();
        if (batch.length > 0) {
          yield batch;
          continue;
        }
        const failed = failure();
        if (failed) throw failed;
        if (state.ended || (await wakeup()) === 'end') {
          const failedWhileWaiting = failure();
          if (failedWhileWaiting) throw failedWhileWaiting;
          return;
        }
      }
    } finally {
      await stream.unsubscribe();
    }
  }

  const iterator = batches();
  return {
    [Symbol.asyncIterator]: () => iterator,
    unsubscribe: async () => {
      await stream.unsubscribe();
      stream.destroy();
      await iterator.return(undefined);
    },
  };
}
