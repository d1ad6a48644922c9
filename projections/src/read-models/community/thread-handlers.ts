import type { ThreadEvent } from '@cytocampus/domain';
import type { RecordedEvent, SqlExecutor } from '@cytocampus/event-store';
import type { EventHandler } from '../../projection.js';

type Data<T extends ThreadEvent['type']> = Extract<ThreadEvent, { type: T }>['data'];
const dataOf = <T extends ThreadEvent['type']>(event: RecordedEvent): Data<T> => event.data as Data<T>;
const iso = (ms: number): string => new Date(ms).toISOString();

/** A flag or the title of a live thread; a deleted one stays as it was deleted. */
const setColumn = (db: SqlExecutor, threadId: string, column: 'title' | 'locked' | 'sticky', value: string | boolean) =>
  db.query(`update threads set ${column} = $2, version = version + 1 where id = $1::text and not deleted`, [threadId, value]);

/** What is left of a deleted thread: its row (deleted, for the removal notice), nothing else. */
const DELETED_THREAD_LEFTOVERS = ['thread_messages', 'thread_members', 'thread_participants', 'thread_reads', 'community_mail_pending'] as const;

/** The thread's own stream (`thread-<id>`): started, retitled, locked, made sticky, deleted. */
export const threadHandlers: Record<ThreadEvent['type'], EventHandler> = {
  // A conversation's members each get a row (their list of conversations, newest first).
  ThreadStarted: (db, event) => {
    const d = dataOf<'ThreadStarted'>(event);
    return db.query(
      `with t as (
         insert into threads (id, kind, ref, user_ids, title, created_by, created_at, activity_at)
         values ($1::text, $2::text, $3::text, $4::text[], $5::text, $6::text, $7::timestamptz, $7::timestamptz)
         on conflict (id) do nothing
         returning id, kind, user_ids, activity_at)
       insert into thread_members (user_id, thread_id, activity_at)
       select distinct unnest(t.user_ids), t.id, t.activity_at from t where t.kind = 'conversation'
       on conflict do nothing`,
      [d.threadId, d.kind, d.ref, d.kind === 'conversation' ? (d.userIds ?? []) : null, d.title, d.createdBy, iso(d.startedAt)],
    );
  },
  ThreadRetitled: (db, event) => {
    const d = dataOf<'ThreadRetitled'>(event);
    return setColumn(db, d.threadId, 'title', d.title);
  },
  ThreadLockChanged: (db, event) => {
    const d = dataOf<'ThreadLockChanged'>(event);
    return setColumn(db, d.threadId, 'locked', d.locked);
  },
  ThreadStickyChanged: (db, event) => {
    const d = dataOf<'ThreadStickyChanged'>(event);
    return setColumn(db, d.threadId, 'sticky', d.sticky);
  },
  ThreadDeleted: async (db, event) => {
    const { threadId } = dataOf<'ThreadDeleted'>(event);
    await db.query(`update threads set deleted = true, version = version + 1 where id = $1::text and not deleted`, [threadId]);
    for (const table of DELETED_THREAD_LEFTOVERS) await db.query(`delete from ${table} where thread_id = $1::text`, [threadId]);
  },
};
