import type { ThreadTableRow } from '@cytocampus/projections';
import type { ThreadTarget } from '@cytocampus/permissions';

/** Ids the API names streams and rows by (uuids, demo ids); anything else is no thread. */
export const isThreadId = (id: string): boolean => /^[A-Za-z0-9-]{1,64}$/.test(id);

/** A live row of the community read model's `threads` table, with the viewer's read time (thread_reads). */
export type ThreadRow = Omit<ThreadTableRow, 'deleted'> & { read_at: Date | null };

/** The columns of ThreadRow from `threads t` left joined with the viewer's `thread_reads r`. */
export const THREAD_COLUMNS = `t.id, t.kind, t.ref, t.user_ids, t.title, t.locked, t.sticky, t.created_by, t.created_at, t.activity_at,
  t.message_count, t.last_message_id, t.last_message_user_id, t.last_message_at, t.last_message_preview, t.version, r.read_at`;

/** The viewer's read time beside each thread (`$1` is the viewer). */
export const READS_JOIN = 'left join thread_reads r on r.user_id = $1::text and r.thread_id = t.id';

export const targetOf = (row: Pick<ThreadRow, 'kind' | 'ref' | 'user_ids' | 'locked'>): ThreadTarget => ({
  kind: row.kind,
  ref: row.ref,
  userIds: row.user_ids,
  locked: row.locked,
});

/** The spec's unread rule: the newest message is someone else's and later than the viewer's read time. */
export const isUnread = (row: ThreadRow, viewerId: string): boolean =>
  row.last_message_user_id !== null &&
  row.last_message_user_id !== viewerId &&
  row.last_message_at !== null &&
  (row.read_at === null || row.last_message_at > row.read_at);

/** The same rule in SQL over `t` and `r` (`$1` is the viewer). */
export const UNREAD_SQL = `(t.last_message_user_id <> $1::text and t.last_message_at > coalesce(r.read_at, '-infinity'::timestamptz))`;
