import type { LiveModel, ReadModelChanged } from '@cytocampus/contracts';
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

/**
 * PostgreSQL refuses a notification payload of 8000 bytes or more, which would fail the batch: a
 * notice whose patch (a long message, a big chart) would pass this goes without it, and its clients fetch the row.
 */
const MAX_NOTICE_BYTES = 7_500;

/** The notice with its patch, or without it when the whole would be too long to send. */
export function fitting(rooms: string[], notice: ReadModelChanged): LiveNotice {
  const whole = { rooms, notice };
  if (!('patch' in notice) || Buffer.byteLength(JSON.stringify(whole)) < MAX_NOTICE_BYTES) return whole;
  const { patch: _patch, ...rest } = notice;
  return { rooms, notice: rest as ReadModelChanged };
}

/** A row removed: its version is beyond any, so every client holding it fetches (and learns it is gone). */
export const REMOVED_VERSION = Number.MAX_SAFE_INTEGER;

/**
 * One notice per row of `table` (a read model with `id` and `version` columns, and its organization
 * in `orgColumn`) that the events of `category` changed, to the rooms `roomsOf` names for its
 * organization; a row that is gone is announced as removed, with no organization known any more.
 */
export async function orgScopedNotices(
  db: SqlExecutor,
  events: readonly RecordedEvent[],
  spec: {
    model: Exclude<LiveModel, 'slide' | 'review' | 'progress' | 'slideLibrary' | 'lti'>;
    category: string;
    table: string;
    orgColumn: string;
    roomsOf: (id: string, orgId: string | null) => string[];
  },
): Promise<LiveNotice[]> {
  const ids = idsOf(events, spec.category);
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string; org_id: string | null; version: number }>(
    `select id, ${spec.orgColumn} as org_id, version from ${spec.table} where id = any($1)`,
    [ids],
  );
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = found.get(id);
    return row
      ? { rooms: spec.roomsOf(id, row.org_id), notice: { model: spec.model, id, version: row.version } }
      : { rooms: spec.roomsOf(id, null), notice: { model: spec.model, id, version: REMOVED_VERSION, removed: true } };
  });
}
