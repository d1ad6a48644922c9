import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { THREAD_LIMITS, THREAD_MSG, type PersonRef, type ThreadDetail, type ThreadMessage, type ThreadSummary } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadThread, threadAbilities, type Actor } from '@cytocampus/permissions';
import { SQL } from '../../../infra/tokens.js';
import { People, pick } from './people.js';
import { MESSAGE_COLUMNS, messageOf, threadPatch, type MessageRow } from '@cytocampus/projections';
import { isThreadId, isUnread, READS_JOIN, targetOf, THREAD_COLUMNS, type ThreadRow } from './thread-rows.js';

/** Which messages of a thread: the newest page, the page before `before`, or only those after `poll` (epoch ms). */
export interface MessageWindow {
  before?: number | undefined;
  poll?: number | undefined;
}

/** `$2`, epoch ms, as a time: an ISO text would not do for years beyond 9999, which a query may name. */
const AT_MS = 'to_timestamp($2::float8 / 1000)';

/** Who a summary names: the starter, a conversation's members, the last message's sender. */
const namedIn = (row: ThreadRow): string[] => [row.created_by, ...(row.user_ids ?? []), ...(row.last_message_user_id ? [row.last_message_user_id] : [])];

/** The thread as the viewer sees it: the shared row, their read time and unread flag, what they may do. */
function toSummary(viewer: Actor, row: ThreadRow, people: PersonRef[]): ThreadSummary {
  return {
    id: row.id,
    kind: row.kind,
    ref: row.kind === 'organization' ? row.ref : null,
    userIds: row.kind === 'conversation' ? (row.user_ids ?? []) : null,
    ...threadPatch(row),
    created: row.created_at.getTime(),
    createdBy: row.created_by,
    readAt: row.read_at?.getTime() ?? null,
    unread: isUnread(row, viewer.id),
    people,
    abilities: threadAbilities(viewer, targetOf(row)),
    version: row.version,
  };
}

/** The community read model as the API answers it (docs/adr/0027); every read checks libs/permissions' thread rules. */
@Injectable()
export class ThreadReader {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly people: People,
  ) {}

  /** The live thread the viewer may read; any other id answers 404 'Thread not found.', so existence does not leak. */
  async readable(viewer: Actor, id: string): Promise<ThreadRow> {
    const row = isThreadId(id)
      ? (await this.sql.query<ThreadRow>(`select ${THREAD_COLUMNS} from threads t ${READS_JOIN} where t.id = $2::text and not t.deleted`, [viewer.id, id]))
          .rows[0]
      : undefined;
    if (!row || !canReadThread(viewer, targetOf(row))) throw new DomainError('not_found', THREAD_MSG.notFound);
    return row;
  }

  /** Rows of one list or alert as summaries, their people looked up at once. */
  async summaries(viewer: Actor, rows: ThreadRow[]): Promise<ThreadSummary[]> {
    const people = await this.people.refs(viewer, rows.flatMap(namedIn));
    return rows.map((row) => toSummary(viewer, row, pick(people, namedIn(row))));
  }

  async summary(viewer: Actor, id: string): Promise<ThreadSummary> {
    const [summary] = await this.summaries(viewer, [await this.readable(viewer, id)]);
    return summary!;
  }

  /** GET /threads/{id}: the thread and a window of its messages, oldest first, with everyone who wrote them. */
  async detail(viewer: Actor, id: string, window: MessageWindow = {}): Promise<ThreadDetail> {
    const row = await this.readable(viewer, id);
    const { messages, hasMore } = await this.messages(row.id, window);
    const named = [...namedIn(row), ...messages.map((m) => m.userId)];
    const people = await this.people.refs(viewer, named);
    return { ...toSummary(viewer, row, pick(people, named)), messages, hasMore };
  }

  /** A message by id (any thread), or null when there is none (never posted, or deleted). */
  async message(messageId: string): Promise<ThreadMessage | null> {
    const { rows } = await this.sql.query<MessageRow>(`select ${MESSAGE_COLUMNS} from thread_messages m where m.id = $1::text`, [messageId]);
    return rows[0] ? messageOf(rows[0]) : null;
  }

  /** Whether a message of the thread carries the file (what the file route serves). */
  async attaches(threadId: string, fileId: string): Promise<boolean> {
    const { rows } = await this.sql.query(`select 1 from thread_messages m where m.thread_id = $1::text and m.attachments @> $2::jsonb limit 1`, [
      threadId,
      JSON.stringify([{ fileId }]),
    ]);
    return rows.length > 0;
  }

  private async messages(threadId: string, { before, poll }: MessageWindow): Promise<{ messages: ThreadMessage[]; hasMore: boolean }> {
    const page = THREAD_LIMITS.messagesPerPage;
    if (poll !== undefined) {
      // Oldest first from the poll time on, so that a client that polls again with the last one's time misses nothing.
      const [{ rows }, earlier] = await Promise.all([
        this.sql.query<MessageRow>(
          `select ${MESSAGE_COLUMNS} from thread_messages m where m.thread_id = $1::text and m.ts > ${AT_MS} order by m.ts, m.id limit $3`,
          [threadId, poll, page],
        ),
        this.sql.query(`select 1 from thread_messages m where m.thread_id = $1::text and m.ts <= ${AT_MS} limit 1`, [threadId, poll]),
      ]);
      return { messages: rows.map(messageOf), hasMore: earlier.rows.length > 0 };
    }
    const { rows } = await this.sql.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from thread_messages m
        where m.thread_id = $1::text and ($2::float8 is null or m.ts < ${AT_MS}) order by m.ts desc, m.id desc limit $3`,
      [threadId, before ?? null, page + 1],
    );
    return { messages: rows.slice(0, page).reverse().map(messageOf), hasMore: rows.length > page };
  }
}
