import type { MessageAttachment, ThreadKind, ThreadLivePatch, ThreadMessage } from '@cytocampus/contracts';

/** A row of `threads`, as the projection's notices and the API's reads select it. */
export interface ThreadTableRow {
  id: string;
  kind: ThreadKind;
  ref: string | null;
  user_ids: string[] | null;
  title: string;
  locked: boolean;
  sticky: boolean;
  created_by: string;
  created_at: Date;
  activity_at: Date;
  message_count: number;
  last_message_id: string | null;
  last_message_user_id: string | null;
  last_message_at: Date | null;
  last_message_preview: string | null;
  deleted: boolean;
  version: number;
}

/** A thread's shared fields, as its notice carries them and every viewer's summary shows them. */
export const threadPatch = (
  row: Pick<
    ThreadTableRow,
    'title' | 'locked' | 'sticky' | 'message_count' | 'last_message_id' | 'last_message_user_id' | 'last_message_at' | 'last_message_preview'
  >,
): ThreadLivePatch => ({
  title: row.title,
  locked: row.locked,
  sticky: row.sticky,
  messageCount: row.message_count,
  lastMessage:
    row.last_message_id && row.last_message_user_id && row.last_message_at
      ? { id: row.last_message_id, ts: row.last_message_at.getTime(), userId: row.last_message_user_id, preview: row.last_message_preview ?? '' }
      : null,
});

/** A row of `thread_messages`, as the projection's notices and the API's reads select it (MESSAGE_COLUMNS over `m`). */
export interface MessageRow {
  id: string;
  thread_id: string;
  user_id: string;
  message: string;
  attachments: MessageAttachment[];
  ts: Date;
  last_edit: Date | null;
  version: number;
}

export const MESSAGE_COLUMNS = 'm.id, m.thread_id, m.user_id, m.message, m.attachments, m.ts, m.last_edit, m.version';

export const messageOf = (row: MessageRow): ThreadMessage => ({
  id: row.id,
  threadId: row.thread_id,
  ts: row.ts.getTime(),
  lastEdit: row.last_edit?.getTime() ?? null,
  userId: row.user_id,
  message: row.message,
  attachments: row.attachments,
  version: row.version,
});
