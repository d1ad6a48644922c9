import type { ThreadKind } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';
import { containing, SqlFilter } from '../../sql-filter.js';
import { MESSAGE_COLUMNS, type MessageRow, type ThreadTableRow } from './community-rows.js';

/**
 * How the API reads the community read model (ADR 0002 "Readers"; docs/adr/0027): its rows
 * (`ThreadTableRow` and `MessageRow`, in community-rows.ts, which the notices share) and its queries
 * live beside the projection that writes the tables: a user's conversations through `thread_members`
 * (its index on user and activity), a kind's threads through the `threads` list index; sticky
 * first, then the newest activity. Who may read what is the API's to check (libs/permissions).
 */

/** A live row of `threads`, with the viewer's read time (thread_reads). */
export type ThreadRow = Omit<ThreadTableRow, 'deleted'> & { read_at: Date | null };

/** The columns of ThreadRow from `threads t` left joined with the viewer's `thread_reads r`. */
const THREAD_COLUMNS = `t.id, t.kind, t.ref, t.user_ids, t.title, t.locked, t.sticky, t.created_by, t.created_at, t.activity_at,
  t.message_count, t.last_message_id, t.last_message_user_id, t.last_message_at, t.last_message_preview, t.version, r.read_at`;

/** The viewer's read time beside each thread (`$1` is the viewer). */
const READS_JOIN = 'left join thread_reads r on r.user_id = $1::text and r.thread_id = t.id';

/** The spec's unread rule in SQL over `t` and `r` (`$1` is the viewer): the newest message is someone else's and later than the viewer's read time. */
const UNREAD_SQL = `(t.last_message_user_id <> $1::text and t.last_message_at > coalesce(r.read_at, '-infinity'::timestamptz))`;

/** `$2`, epoch ms, as a time: an ISO text would not do for years beyond 9999, which a query may name. */
const AT_MS = 'to_timestamp($2::float8 / 1000)';

/** The live thread of this id with the viewer's read time; null when there is none (or it was deleted). */
export async function threadForViewer(sql: SqlExecutor, viewerId: string, id: string): Promise<ThreadRow | null> {
  const { rows } = await sql.query<ThreadRow>(`select ${THREAD_COLUMNS} from threads t ${READS_JOIN} where t.id = $2::text and not t.deleted`, [viewerId, id]);
  return rows[0] ?? null;
}

/** A message by id (any thread), or null when there is none (never posted, or deleted). */
export async function messageById(sql: SqlExecutor, messageId: string): Promise<MessageRow | null> {
  const { rows } = await sql.query<MessageRow>(`select ${MESSAGE_COLUMNS} from thread_messages m where m.id = $1::text`, [messageId]);
  return rows[0] ?? null;
}

/** Whether a message of the thread carries the file. */
export async function messageAttaches(sql: SqlExecutor, threadId: string, fileId: string): Promise<boolean> {
  const { rows } = await sql.query(`select 1 from thread_messages m where m.thread_id = $1::text and m.attachments @> $2::jsonb limit 1`, [
    threadId,
    JSON.stringify([{ fileId }]),
  ]);
  return rows.length > 0;
}

/**
 * The thread's first `limit` messages after `poll` (epoch ms), oldest first, so that a client that
 * polls again with the last one's time misses nothing; and whether any came before.
 */
export async function threadMessagesAfter(sql: SqlExecutor, threadId: string, poll: number, limit: number): Promise<{ rows: MessageRow[]; earlier: boolean }> {
  const [{ rows }, earlier] = await Promise.all([
    sql.query<MessageRow>(`select ${MESSAGE_COLUMNS} from thread_messages m where m.thread_id = $1::text and m.ts > ${AT_MS} order by m.ts, m.id limit $3`, [
      threadId,
      poll,
      limit,
    ]),
    sql.query(`select 1 from thread_messages m where m.thread_id = $1::text and m.ts <= ${AT_MS} limit 1`, [threadId, poll]),
  ]);
  return { rows, earlier: earlier.rows.length > 0 };
}

/** The thread's newest `limit` messages before `before` (epoch ms; null: the newest of all), newest first. */
export async function threadMessagesBefore(sql: SqlExecutor, threadId: string, before: number | null, limit: number): Promise<MessageRow[]> {
  const { rows } = await sql.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from thread_messages m
        where m.thread_id = $1::text and ($2::float8 is null or m.ts < ${AT_MS}) order by m.ts desc, m.id desc limit $3`,
    [threadId, before, limit],
  );
  return rows;
}

/** Which threads a list shows: the viewer's conversations, or the community's threads (`ref` null) or an organization's. */
export type ThreadListSource = { conversations: true } | { conversations: false; kind: 'community' | 'organization'; ref: string | null };

/** A list of threads: whose (the viewer, `$1`), which, matching every search word in the title, only the unread ones or all, which page. */
export interface ThreadListQuery {
  viewerId: string;
  source: ThreadListSource;
  /** The search's words. */
  words: readonly string[];
  unread: boolean;
  page: number;
  limit: number;
}

/** Where a list's rows come from (`$1` is the viewer), which, in which order. */
function listSource(source: ThreadListSource): { from: string; filter: SqlFilter; order: string } {
  // $1 is the viewer: the filter's own values follow.
  const filter = new SqlFilter(1);
  if (source.conversations) {
    filter.add('m.user_id = $1::text').add('not t.deleted');
    return { from: `thread_members m join threads t on t.id = m.thread_id ${READS_JOIN}`, filter, order: 'order by m.activity_at desc, m.thread_id desc' };
  }
  const { kind, ref } = source;
  filter
    .add('t.kind = ?', kind)
    .add(ref === null ? 't.ref is null' : 't.ref = ?', ...(ref === null ? [] : [ref]))
    .add('not t.deleted');
  return { from: `threads t ${READS_JOIN}`, filter, order: 'order by t.sticky desc, t.activity_at desc, t.id desc' };
}

/** One page of a list of threads (GET /threads) with the viewer's read times, and how many the list holds. */
export async function threadListPage(sql: SqlExecutor, q: ThreadListQuery): Promise<{ rows: ThreadRow[]; total: number }> {
  const { from, filter, order } = listSource(q.source);
  for (const word of q.words) filter.add('t.title ilike ?', containing(word));
  if (q.unread) filter.add(UNREAD_SQL);
  // A whole conversation list is counted and paged on thread_members alone (the projection keeps the
  // rows of live threads only), so that only the threads of the page are read, not thousands.
  const whole = q.source.conversations && q.words.length === 0 && !q.unread;
  const counted = whole
    ? sql.query<{ total: number }>('select count(*)::int as total from thread_members m where m.user_id = $1::text', [q.viewerId])
    : sql.query<{ total: number }>(`select count(*)::int as total from ${from} ${filter.where}`, [q.viewerId, ...filter.params]);
  const window = `limit ${filter.next(q.limit)} offset ${filter.next((q.page - 1) * q.limit)}`;
  const selection = whole
    ? `select ${THREAD_COLUMNS}
           from (select m.thread_id, m.activity_at from thread_members m where m.user_id = $1::text ${order} ${window}) m
           join threads t on t.id = m.thread_id ${READS_JOIN} where not t.deleted ${order}`
    : `select ${THREAD_COLUMNS} from ${from} ${filter.where} ${order} ${window}`;
  const [{ rows }, count] = await Promise.all([sql.query<ThreadRow>(selection, [q.viewerId, ...filter.params]), counted]);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** A row of `community_checks`: when the user last looked at each community list (null until they did). */
export interface CommunityChecksRow {
  last_thread_check: Date | null;
  last_org_thread_check: Date | null;
  last_message_check: Date | null;
}

/** The user's last-check times of the community lists; null until they first looked at one. */
export async function communityChecks(sql: SqlExecutor, userId: string): Promise<CommunityChecksRow | null> {
  const { rows } = await sql.query<CommunityChecksRow>(
    'select last_thread_check, last_org_thread_check, last_message_check from community_checks where user_id = $1::text',
    [userId],
  );
  return rows[0] ?? null;
}

/** An alert list: how many threads it counts, and the newest of them. */
export interface ThreadAlertRows {
  count: number;
  rows: ThreadRow[];
}

/** The count of an alert list and its newest `items` (`ordered` sorts newest first). */
async function alertRows(sql: SqlExecutor, count: string, ordered: string, params: unknown[], items: number): Promise<ThreadAlertRows> {
  const [counted, { rows }] = await Promise.all([sql.query<{ total: number }>(count, params), sql.query<ThreadRow>(`${ordered} limit ${items}`, params)]);
  return { count: counted.rows[0]?.total ?? 0, rows };
}

/**
 * The viewer's conversations unread whose last message came after `since` (ISO time; null: before
 * any check), counted, and the newest `items` of them.
 */
export async function conversationAlertRows(sql: SqlExecutor, viewerId: string, since: string | null, items: number): Promise<ThreadAlertRows> {
  // After a check, the members index finds the conversations active since; before any, the member rows
  // are not read at all (their primary key finds the threads), and the read times decide.
  const active = since === null ? '' : 'and m.activity_at > $2::timestamptz and t.last_message_at > $2::timestamptz';
  const from = `from thread_members m join threads t on t.id = m.thread_id ${READS_JOIN} where m.user_id = $1::text ${active} and not t.deleted and ${UNREAD_SQL}`;
  // The newest ones walk the members index newest first and stop at the page; the count reads no more than it needs.
  return alertRows(
    sql,
    `select count(*)::int as total ${from}`,
    `select ${THREAD_COLUMNS} ${from} order by m.activity_at desc, m.thread_id desc`,
    [viewerId, ...(since === null ? [] : [since])],
    items,
  );
}

/** One list of threads an alert counts: a kind's threads (of the organization `ref`) with activity after `since` (ISO time or '-infinity'). */
export interface ThreadAlertList {
  kind: ThreadKind;
  ref: string | null;
  since: string;
}

/**
 * The threads of the lists unread by the viewer whose last message came after the list's `since`,
 * counted, and the newest `items` of them (at least one list).
 */
export async function threadAlertRows(sql: SqlExecutor, viewerId: string, lists: readonly ThreadAlertList[], items: number): Promise<ThreadAlertRows> {
  const parts: string[] = [];
  const params: unknown[] = [viewerId];
  for (const { kind, ref, since } of lists) {
    params.push(since);
    const at = `$${params.length}::timestamptz`;
    const where = ref === null ? 't.ref is null' : `t.ref = $${params.push(ref)}::text`;
    parts.push(
      `select ${THREAD_COLUMNS} from threads t ${READS_JOIN}
          where t.kind = '${kind}' and ${where} and not t.deleted and t.activity_at > ${at} and t.last_message_at > ${at} and ${UNREAD_SQL}`,
    );
  }
  const selection = parts.join(' union all ');
  return alertRows(
    sql,
    `select count(*)::int as total from (${selection}) a`,
    `select * from (${selection}) a order by a.activity_at desc, a.id desc`,
    params,
    items,
  );
}
