import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { THREAD_LIMITS, THREAD_MSG, type PersonRef, type ThreadDetail, type ThreadMessage, type ThreadSummary } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadThread, threadAbilities, type Actor } from '@cytocampus/permissions';
import { SQL } from '../../../infra/tokens.js';
import { People, pick } from './people.js';
import {
  messageAttaches,
  messageById,
  messageOf,
  threadForViewer,
  threadMessagesAfter,
  threadMessagesBefore,
  threadPatch,
  type ThreadRow,
} from '@cytocampus/projections';
import { isThreadId, isUnread, targetOf } from './thread-rows.js';

/** Which messages of a thread: the newest page, the page before `before`, or only those after `poll` (epoch ms). */
export interface MessageWindow {
  before?: number | undefined;
  poll?: number | undefined;
}

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
    const row = isThreadId(id) ? await threadForViewer(this.sql, viewer.id, id) : null;
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
    const row = await messageById(this.sql, messageId);
    return row ? messageOf(row) : null;
  }

  /** Whether a message of the thread carries the file (what the file route serves). */
  attaches(threadId: string, fileId: string): Promise<boolean> {
    return messageAttaches(this.sql, threadId, fileId);
  }

  private async messages(threadId: string, { before, poll }: MessageWindow): Promise<{ messages: ThreadMessage[]; hasMore: boolean }> {
    const page = THREAD_LIMITS.messagesPerPage;
    if (poll !== undefined) {
      // Oldest first from the poll time on, so that a client that polls again with the last one's time misses nothing.
      const { rows, earlier } = await threadMessagesAfter(this.sql, threadId, poll, page);
      return { messages: rows.map(messageOf), hasMore: earlier };
    }
    const rows = await threadMessagesBefore(this.sql, threadId, before ?? null, page + 1);
    return { messages: rows.slice(0, page).reverse().map(messageOf), hasMore: rows.length > page };
  }
}
