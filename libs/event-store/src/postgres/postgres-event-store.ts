import type { SqlClient, SqlExecutor } from '../sql/types.js';
import { START } from '../position.js';
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
import { appendAlone, appendInTransaction, type AppendCall } from './append.js';
import { EVENT_COLUMNS, toPosition, toRecordedEvent, type EventRow } from './rows.js';
import { migrate } from './schema.js';
import { pollingSubscription } from './subscription.js';
import { Waker } from './waker.js';

export interface PostgresEventStoreOptions {
  /** Longest a subscriber waits without a wake-up before looking again (default 100 ms). */
  pollIntervalMs?: number;
  /** Page size of stream reads (default 500). */
  readPageSize?: number;
  /** Background errors (LISTEN connection, post-commit notify); the library logs nothing itself. */
  onError?: (error: Error) => void;
  /**
   * How appendToStream tells other processes (default 'after_commit': one coalesced pg_notify after
   * the commit). 'in_transaction' queues NOTIFY in the append itself: exact, but PostgreSQL then
   * serializes committing appends on a database-wide lock (kept for the benchmark's comparison).
   */
  notify?: 'after_commit' | 'in_transaction';
  /** Least time between two post-commit notifications (default 5 ms): bounds their cost under load. */
  notifyIntervalMs?: number;
}

/**
 * Rows are readable by subscribers only once their transaction id is below the xmin of the current
 * snapshot: every transaction that could still add rows before them has ended, so nothing can ever
 * appear behind a reader's cursor (Emmett's approach). A long transaction delays readers; it never
 * makes them skip.
 */
const READ_ALL_AFTER = `
select ${EVENT_COLUMNS} from es_events
where (transaction_id, position) > ($1::xid8, $2::bigint)
  and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
order by transaction_id, position
limit $3`;

export class PostgresEventStore implements EventStore {
  readonly #sql: SqlClient;
  readonly #pollIntervalMs: number;
  readonly #pageSize: number;
  readonly #waker: Waker;
  readonly #notifyInTransaction: boolean;
  readonly #subscriptions = new Set<AllSubscription>();

  constructor(sql: SqlClient, options: PostgresEventStoreOptions = {}) {
    this.#sql = sql;
    this.#pollIntervalMs = options.pollIntervalMs ?? 100;
    this.#pageSize = options.readPageSize ?? 500;
    this.#waker = new Waker(sql, options.onError ?? (() => undefined), options.notifyIntervalMs ?? 5);
    this.#notifyInTransaction = options.notify === 'in_transaction';
  }

  /** Creates the table, indexes and append function when missing. Idempotent. */
  migrate(): Promise<void> {
    return this.#sql.transaction(migrate);
  }

  async appendToStream(stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult> {
    const result = await appendAlone(this.#sql, this.#appendCall(stream, events, options, this.#notifyInTransaction));
    this.#waker.committed({ tellOthers: !this.#notifyInTransaction });
    return result;
  }

  /**
   * Appends inside a transaction the caller owns (`sql.transaction(tx => store.appendWith(tx, …))`):
   * the events commit or roll back with the caller's other writes. Appends to the same stream in
   * such transactions take turns (a transaction-scoped lock). Subscribers are woken when it commits
   * (a NOTIFY queued in the transaction, which serializes commits: fine for occasional use).
   */
  appendWith(executor: SqlExecutor, stream: string, events: readonly EventData[], options: AppendOptions): Promise<AppendResult> {
    return appendInTransaction(executor, this.#appendCall(stream, events, options, true));
  }

  async *readStream(stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
    const backwards = options.direction === 'backwards';
    const first = startRevision(options.fromRevision, backwards);
    if (first === null) return; // forwards from the end
    let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
    let from: bigint = first;
    while (remaining > 0) {
      const page = await this.#readStreamPage(stream, from, Math.min(this.#pageSize, remaining), backwards);
      for (const event of page) yield event;
      const last = page[page.length - 1];
      if (!last || page.length < Math.min(this.#pageSize, remaining)) return;
      remaining -= page.length;
      from = last.revision + (backwards ? -1n : 1n);
    }
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): AllSubscription {
    const from = options.fromPosition ?? 'start';
    const subscription = pollingSubscription(
      {
        endPosition: () => this.#endPosition(),
        readAfter: (after, limit) => this.#readAllAfter(after, limit),
        register: (wake) => this.#waker.register(wake),
      },
      { from: from === 'start' ? START : from, maxBatchSize: options.maxBatchSize ?? 500, pollIntervalMs: this.#pollIntervalMs },
    );
    this.#subscriptions.add(subscription);
    return {
      [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
      unsubscribe: async () => {
        this.#subscriptions.delete(subscription);
        await subscription.unsubscribe();
      },
    };
  }

  /**
   * The newest event a subscriber can read now (below the snapshot xmin): subscribing from it is
   * safe. A just-committed append can be newer while an older transaction is still running.
   */
  async headPosition(): Promise<Position | null> {
    const { rows } = await this.#sql.query<{ transaction_id: string; position: string }>(
      `select transaction_id, position from es_events
       where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       order by transaction_id desc, position desc limit 1`,
    );
    const row = rows[0];
    return row ? toPosition(row.transaction_id, row.position) : null;
  }

  /** Stops subscriptions and listening. The SqlClient belongs to the caller and stays open. */
  async close(): Promise<void> {
    const subscriptions = [...this.#subscriptions];
    this.#subscriptions.clear();
    await Promise.all(subscriptions.map((s) => s.unsubscribe()));
    await this.#waker.close();
  }

  #appendCall(stream: string, events: readonly EventData[], options: AppendOptions, notifyInTransaction: boolean): AppendCall {
    return { stream, events, expectedRevision: options.expectedRevision, notifyInTransaction };
  }

  async #readStreamPage(stream: string, from: bigint, limit: number, backwards: boolean): Promise<RecordedEvent[]> {
    const { rows } = await this.#sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from es_events where stream_id = $1 and stream_revision ${backwards ? '<=' : '>='} $2
       order by stream_revision ${backwards ? 'desc' : 'asc'} limit $3`,
      [stream, from.toString(), limit],
    );
    return rows.map(toRecordedEvent);
  }

  async #readAllAfter(after: Position, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.#sql.query<EventRow>(READ_ALL_AFTER, [after.commit.toString(), after.prepare.toString(), limit]);
    return rows.map(toRecordedEvent);
  }

  /** Everything below the snapshot xmin is readable now; anything later has a transaction id at or above it. */
  async #endPosition(): Promise<Position> {
    const { rows } = await this.#sql.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot()) as xmin');
    return { commit: BigInt(rows[0]?.xmin ?? '0'), prepare: 0n };
  }
}

/** Largest int8: "from the end" going backwards. */
const LAST_REVISION = 9_223_372_036_854_775_807n;

/** Inclusive first revision to read, or null when there is nothing to read (forwards from the end). */
function startRevision(from: ReadStreamOptions['fromRevision'], backwards: boolean): bigint | null {
  if (typeof from === 'bigint') return from;
  if (from === 'start') return 0n;
  if (from === 'end') return backwards ? LAST_REVISION : null;
  return backwards ? LAST_REVISION : 0n;
}
