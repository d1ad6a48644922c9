/**
 * The event store interface, shaped after EventStoreDB's client so both back ends fit
 * (PostgreSQL by default, EventStoreDB when EVENTSTORE_URL is set). See docs/adr/0003-event-store.md.
 */

/** Who did what, why, and when. Time is injected by the caller, never read from a global clock in domain code. */
export interface EventMetadata {
  /** ISO-8601 time the command was decided. */
  occurredAt: string;
  /** User who caused the event; null for the system (seed, schedulers). */
  actorId: string | null;
  /** Organization the actor acted in, if any. */
  orgId: string | null;
  /** Ties together everything one request caused. */
  correlationId: string;
  /** The event or command id that directly caused this event. */
  causationId: string | null;
}

/** An event to append. `id` makes appends idempotent: re-appending the same ids is a no-op. */
export interface EventData<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

/**
 * A place in the global order ($all). Opaque to callers: compare with `comparePositions`,
 * serialize with `positionToString`/`positionFromString`. (PostgreSQL: commit = transaction id,
 * prepare = row position; EventStoreDB: its commit/prepare positions.)
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export interface RecordedEvent<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  data: TData;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based revision of the event within its stream. */
  revision: bigint;
  position: Position;
  /** When the store recorded it (store clock). */
  created: Date;
}

/** 'no_stream': the stream must not exist; 'stream_exists': it must; 'any': no check; bigint: the last revision must equal it. */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | bigint;

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event (what read-your-writes waits for). */
  position: Position;
}

export interface ReadStreamOptions {
  direction?: 'forwards' | 'backwards';
  /** Inclusive start revision; default: the start (forwards) or the end (backwards). */
  fromRevision?: bigint | 'start' | 'end';
  maxCount?: number;
}

export interface SubscribeToAllOptions {
  /** Exclusive: delivery starts with the first event after this position. Default 'start'. */
  fromPosition?: Position | 'start' | 'end';
  /** Largest batch handed out at once (default 500). */
  maxBatchSize?: number;
}

/**
 * Catch-up then live subscription to every event in global order. Yields non-empty batches,
 * in order, never skipping or reordering an event, even when writers commit out of order.
 */
export interface AllSubscription extends AsyncIterable<RecordedEvent[]> {
  unsubscribe(): Promise<void>;
}

export interface EventStore {
  /** Appends atomically; throws WrongExpectedRevisionError when the expectation fails. */
  appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult>;
  /** Reads one stream; a stream that does not exist yields nothing. */
  readStream(stream: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;
  subscribeToAll(options?: SubscribeToAllOptions): AllSubscription;
  /** Position of the newest event in $all, or null when the store is empty. */
  headPosition(): Promise<Position | null>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** Current last revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/**
 * An event id is already stored, but not as the same events of the same stream (which would be an
 * idempotent re-append). Event ids are unique across the PostgreSQL store.
 */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(readonly streamName: string) {
    super(`Stream ${streamName}: an event id of this append is already stored elsewhere`);
  }
}
