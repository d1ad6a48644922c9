import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';

/**
 * A read model writer. Projections are the only code that writes read-model tables; they are
 * rebuilt from zero by replaying every event, so `migrate` uses unqualified table names (the runner
 * points search_path at a shadow schema during a rebuild) and `apply` must not read the clock.
 */
export interface Projection {
  /** Checkpoint key; stable. */
  readonly name: string;
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
}

/** Builds `apply` from one handler per event type, for projections that need no set-based writes. */
export function perEvent(
  handlers: Record<string, (db: SqlExecutor, event: RecordedEvent) => Promise<unknown>>,
): Pick<Projection, 'eventTypes' | 'apply'> {
  return {
    eventTypes: new Set(Object.keys(handlers)),
    apply: async (db, events) => {
      for (const event of events) await handlers[event.type]?.(db, event);
    },
  };
}

/** The id part of a stream name such as `user-<id>`. */
export const streamEntityId = (event: RecordedEvent): string => event.streamId.slice(event.streamId.indexOf('-') + 1);
