import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { LiveNotice } from './live-notices.js';
import { StatementBatch } from './runner/statement-batch.js';

/**
 * A read model writer. Projections are the only code that writes read-model tables; they are
 * rebuilt from zero by replaying every event, so `migrate` uses unqualified table names (the runner
 * points search_path at a shadow schema during a rebuild) and `apply` must not read the clock.
 */
export interface Projection<Name extends string = string> {
  /** Checkpoint key; stable. Read-your-writes names it (`ReadModelName`), so a misspelling does not compile. */
  readonly name: Name;
  /** Bump when the tables or the way events map to rows change: the runner then rebuilds it. */
  readonly version: number;
  /** Tables owned (created by migrate, swapped in by a rebuild). */
  readonly tables: readonly string[];
  /** Event types it reads; other events only advance its checkpoint. */
  readonly eventTypes: ReadonlySet<string>;
  /** Creates the tables if they do not exist. */
  migrate(db: SqlExecutor): Promise<void>;
  /** Applies the events (already filtered to eventTypes, in order) inside the runner's transaction. */
  apply(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * For read models a screen shows: after `apply`, in the same transaction, reads the rows those
   * events changed and answers one notice per row (the runner sends them on commit; a rebuild sends
   * none). Several changes of a row in one batch make one notice with the last version.
   */
  notices?(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]>;
}

/** Writes the read model for one event. See `perEvent` for what a handler may do with `db`. */
export type EventHandler = (db: SqlExecutor, event: RecordedEvent) => Promise<unknown>;

/**
 * Builds `apply` from one handler per event type, for projections that need no set-based writes.
 *
 * Handler contract: handlers only write. Their `db.query` queues the statement and resolves at once;
 * the queued statements run in order, many per round trip, before `apply` returns (and so in the
 * runner's transaction, before its checkpoint). Hence a handler must not
 * - read a query result: `rows` and `rowCount` throw (a projection that must read writes its own `apply`);
 * - expect a statement's error where it awaits it: errors surface when `apply` flushes, failing the
 *   batch, which the runner then retries event by event to park the poison event;
 * - send a parameterized text that is not one SELECT/INSERT/UPDATE/DELETE/MERGE/VALUES statement
 *   (it is PREPAREd before the batch runs), change table definitions (that is `migrate`'s job), or
 *   pass a parameter of a kind runner/sql-literal.ts refuses (it throws at once, failing the handler).
 */
export function perEvent(handlers: Record<string, EventHandler>): Pick<Projection, 'eventTypes' | 'apply'> {
  return {
    eventTypes: new Set(Object.keys(handlers)),
    apply: async (db, events) => {
      const batch = new StatementBatch(db);
      for (const event of events) {
        await handlers[event.type]?.(batch.executor, event);
        if (batch.full) await batch.flush();
      }
      await batch.flush();
    },
  };
}

/** The id part of a stream name such as `user-<id>`. */
export const streamEntityId = (event: RecordedEvent): string => event.streamId.slice(event.streamId.indexOf('-') + 1);
