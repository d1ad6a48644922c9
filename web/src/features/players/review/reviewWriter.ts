import { REVIEW_MSG, type ReviewCopy, type ReviewRecord } from '@cytocampus/contracts';
import { isApiFailure, type ApiFailure } from '../../../http/errors';
import { copyOf } from './reviewPages';

export type WriteAction = 'visit' | 'update' | 'submit' | 'save';

/** One write of a review: its body is built when it is sent, from the copy the server answered last. */
export interface ReviewWrite {
  action: WriteAction;
  /** A write still waiting with the same key is replaced by this one (the latest answer or position wins). */
  key?: string;
  /**
   * The body, given the copy to send and the record it comes from; null when the write no longer
   * applies to that record (its page was submitted meanwhile): nothing is sent and the write
   * answers the record as it is.
   */
  body: (copy: ReviewCopy, record: ReviewRecord) => Record<string, unknown> | null;
  /** Called with the server's answer, before any later write is sent. */
  sent?: (record: ReviewRecord) => void;
}

export interface WriterEvents {
  /** The server's new record: the copy for the next write. */
  record: (record: ReviewRecord) => void;
}

/** A write that was refused or failed: an Error carrying the API's failure (status, code, message, field). */
export class WriteRefused extends Error implements ApiFailure {
  readonly status: number;
  readonly code: number;
  readonly field: string | null;
  readonly errors: ApiFailure['errors'];

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = 'WriteRefused';
    this.status = failure.status;
    this.code = failure.code;
    this.field = failure.field;
    this.errors = failure.errors;
  }
}

/** Sends one write; `record` is the server's last answer, which the body was built from. */
export type SendWrite = (action: WriteAction, body: Record<string, unknown>, record: ReviewRecord) => Promise<ReviewRecord>;

interface Queued {
  write: ReviewWrite;
  waiters: { resolve: (record: ReviewRecord) => void; reject: (error: WriteRefused) => void }[];
}

/** 409 'Your review session has expired.': another tab or device took the review over. */
export const isSessionExpiredFailure = (error: unknown): boolean => isApiFailure(error) && error.status === 409 && error.message === REVIEW_MSG.sessionExpired;

const refusal = (error: unknown): WriteRefused => {
  if (error instanceof WriteRefused) return error;
  if (isApiFailure(error)) return new WriteRefused(error);
  return new WriteRefused({ status: 0, code: 0, message: error instanceof Error ? error.message : String(error), field: null, errors: [] });
};

/**
 * Sends a review's writes one at a time, each with the copy (id, elapsed, start, session,
 * lastUpdate) of the server's previous answer, as the review lifecycle requires. A write waiting
 * behind another is replaced by a newer one with the same key, so a burst of clicks or positions
 * sends at most one in flight and one waiting. After an expired session nothing more is sent.
 */
export class ReviewWriter {
  private record: ReviewRecord;
  private readonly queue: Queued[] = [];
  private running = false;
  private stoppedBy: WriteRefused | null = null;
  private idleWaiters: (() => void)[] = [];

  constructor(
    record: ReviewRecord,
    private readonly send: SendWrite,
    private readonly events: WriterEvents,
  ) {
    this.record = record;
  }

  get current(): ReviewRecord {
    return this.record;
  }

  /** A write is in flight or waiting. */
  get busy(): boolean {
    return this.running || this.queue.length > 0;
  }

  get stopped(): boolean {
    return this.stoppedBy !== null;
  }

  /** Queues a write; answers the server's record once it is done. */
  write(write: ReviewWrite): Promise<ReviewRecord> {
    if (this.stoppedBy) return Promise.reject(this.stoppedBy);
    return new Promise<ReviewRecord>((resolve, reject) => {
      const waiting = write.key ? this.queue.find((queued) => queued.write.key === write.key) : undefined;
      if (waiting) {
        waiting.write = write;
        waiting.waiters.push({ resolve, reject });
      } else {
        this.queue.push({ write, waiters: [{ resolve, reject }] });
      }
      void this.drain();
    });
  }

  /** Resolves once nothing is in flight or waiting. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Sends nothing more; waiting writes fail with `reason`. */
  stop(reason: ApiFailure): void {
    const stopped = (this.stoppedBy ??= refusal(reason));
    for (const queued of this.queue.splice(0)) for (const waiter of queued.waiters) waiter.reject(stopped);
    this.settleIdle();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { write, waiters } = next;
      try {
        const body = write.body(copyOf(this.record), this.record);
        if (body === null) {
          for (const waiter of waiters) waiter.resolve(this.record);
          continue;
        }
        const record = await this.send(write.action, body, this.record);
        this.record = record;
        write.sent?.(record);
        this.events.record(record);
        for (const waiter of waiters) waiter.resolve(record);
      } catch (error) {
        const failure = refusal(error);
        if (isSessionExpiredFailure(failure)) this.stop(failure);
        for (const waiter of waiters) waiter.reject(failure);
      }
    }
    this.running = false;
    this.settleIdle();
  }

  private settleIdle(): void {
    if (this.busy) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
