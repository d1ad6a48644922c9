import type { ReadModelChanged } from '@cytocampus/contracts';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';

/**
 * Channel on which a projection's transaction announces the rows it changed that a screen shows.
 * PostgreSQL delivers a notification only when its transaction commits, so no screen hears of a
 * row before it can read it; every API process listens and tells its own sockets (docs/adr/0005).
 */
export const READ_MODEL_CHANNEL = 'read_model_changed';

/** A notice and the socket.io rooms it goes to. */
export interface LiveNotice {
  rooms: string[];
  notice: ReadModelChanged;
}

/** The distinct entity ids of the events of one stream category (`user-…` → ids), in order. */
export function idsOf(events: readonly RecordedEvent[], category: string): string[] {
  const prefix = `${category}-`;
  return [...new Set(events.filter((e) => e.streamId.startsWith(prefix)).map((e) => e.streamId.slice(prefix.length)))];
}

/** Sends the notices in one statement; they leave when the caller's transaction commits. */
export async function sendNotices(db: SqlExecutor, notices: readonly LiveNotice[]): Promise<void> {
  if (notices.length === 0) return;
  await db.query('select pg_notify($1, n) from unnest($2::text[]) as n', [READ_MODEL_CHANNEL, notices.map((n) => JSON.stringify(n))]);
}
