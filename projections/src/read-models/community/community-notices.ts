import { COMMUNITY_EVERY_ORGANIZATION, communityRoom, threadRoom, userRoom, type ThreadKind } from '@cytocampus/contracts';
import { MESSAGE_EVENT_TYPES, THREAD_EVENT_TYPES } from '@cytocampus/domain';
import { MESSAGE_COLUMNS, messageOf, threadPatch, type MessageRow, type ThreadTableRow } from './community-rows.js';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import { fitting, REMOVED_VERSION, type LiveNotice } from '../../live-notices.js';

/** The columns the notices select. */
type ThreadRow = Omit<ThreadTableRow, 'created_by' | 'created_at' | 'activity_at'>;

/** Who hears of a thread's row: its members, or those who may read its organization's or the community's threads; and whoever has it open. */
export function threadRooms(thread: { id: string; kind: ThreadKind; ref: string | null; userIds: readonly string[] | null }): string[] {
  const readers =
    thread.kind === 'conversation'
      ? (thread.userIds ?? []).map(userRoom)
      : thread.kind === 'organization'
        ? [communityRoom(thread.ref), COMMUNITY_EVERY_ORGANIZATION]
        : [communityRoom(null)];
  return [...readers, threadRoom(thread.id)];
}

const THREAD_ROW_EVENTS: ReadonlySet<string> = new Set([...THREAD_EVENT_TYPES, ...MESSAGE_EVENT_TYPES]);
const MESSAGE_EVENTS: ReadonlySet<string> = new Set(MESSAGE_EVENT_TYPES);
const threadIdOf = (event: RecordedEvent): string => (event.data as { threadId: string }).threadId;

async function threadNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const ofThreads = events.filter((e) => THREAD_ROW_EVENTS.has(e.type));
  const edited = new Set(ofThreads.filter((e) => e.type === 'MessageEdited').map((e) => (e.data as { messageId: string }).messageId));
  const changed = new Set(ofThreads.filter((e) => e.type !== 'MessageEdited').map(threadIdOf));
  const ids = [...new Set(ofThreads.map(threadIdOf))];
  if (ids.length === 0) return [];
  const { rows } = await db.query<ThreadRow>(
    `select id, kind, ref, user_ids, title, locked, sticky, message_count, last_message_id, last_message_user_id, last_message_at,
            last_message_preview, deleted, version
       from threads where id = any($1::text[])`,
    [ids],
  );
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id): LiveNotice[] => {
    const row = found.get(id);
    // An edit changed the row only when it edited the last message (see message-handlers.ts).
    if (!row || !(changed.has(id) || (row.last_message_id !== null && edited.has(row.last_message_id)))) return [];
    const rooms = threadRooms({ id, kind: row.kind, ref: row.ref, userIds: row.user_ids });
    if (row.deleted) return [{ rooms, notice: { model: 'thread', id, version: row.version, removed: true } }];
    return [fitting(rooms, { model: 'thread', id, version: row.version, patch: threadPatch(row) })];
  });
}

/** Posted and edited messages with the message, deleted ones as removed: to the thread's room only. */
async function messageNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const threadOf = new Map<string, string>();
  for (const event of events) {
    if (!MESSAGE_EVENTS.has(event.type)) continue;
    const { messageId, threadId } = event.data as { messageId: string; threadId: string };
    threadOf.set(messageId, threadId);
  }
  if (threadOf.size === 0) return [];
  const { rows } = await db.query<MessageRow>(`select ${MESSAGE_COLUMNS} from thread_messages m where m.id = any($1::text[])`, [[...threadOf.keys()]]);
  const found = new Map(rows.map((row) => [row.id, row]));
  return [...threadOf].map(([id, threadId]) => {
    const row = found.get(id);
    const rooms = [threadRoom(threadId)];
    if (!row) return { rooms, notice: { model: 'message', id, version: REMOVED_VERSION, removed: true } };
    return fitting(rooms, { model: 'message', id, version: row.version, patch: messageOf(row) });
  });
}

/** A user's read times or last-check times moved: to their own tabs (alert counts, unread marks). */
async function visitNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  const users = [
    ...new Set(events.filter((e) => e.type === 'ThreadRead' || e.type === 'CommunityListChecked').map((e) => (e.data as { userId: string }).userId)),
  ];
  if (users.length === 0) return [];
  const { rows } = await db.query<{ user_id: string; version: number }>(`select user_id, version from community_checks where user_id = any($1::text[])`, [
    users,
  ]);
  return rows.map((row) => ({ rooms: [userRoom(row.user_id)], notice: { model: 'community', id: row.user_id, version: row.version } }));
}

/**
 * The `message`, `thread` and `community` notices of a batch: one query per kind for all of its
 * rows, whatever the batch size. A row changed several times in the batch makes one notice.
 */
export async function communityNotices(db: SqlExecutor, events: readonly RecordedEvent[]): Promise<LiveNotice[]> {
  return [...(await messageNotices(db, events)), ...(await threadNotices(db, events)), ...(await visitNotices(db, events))];
}
