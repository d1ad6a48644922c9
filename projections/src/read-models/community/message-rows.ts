import type { MessageAttachment, ThreadMessage } from '@cytocampus/contracts';

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
