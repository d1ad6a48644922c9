import type { ThreadRow } from '@cytocampus/projections';
import type { ThreadTarget } from '@cytocampus/permissions';

/** Ids the API names streams and rows by (uuids, demo ids); anything else is no thread. */
export const isThreadId = (id: string): boolean => /^[A-Za-z0-9-]{1,64}$/.test(id);

export const targetOf = (row: Pick<ThreadRow, 'kind' | 'ref' | 'user_ids' | 'locked'>): ThreadTarget => ({
  kind: row.kind,
  ref: row.ref,
  userIds: row.user_ids,
  locked: row.locked,
});

/** The spec's unread rule (the community reader applies it in SQL): the newest message is someone else's and later than the viewer's read time. */
export const isUnread = (row: ThreadRow, viewerId: string): boolean =>
  row.last_message_user_id !== null &&
  row.last_message_user_id !== viewerId &&
  row.last_message_at !== null &&
  (row.read_at === null || row.last_message_at > row.read_at);
