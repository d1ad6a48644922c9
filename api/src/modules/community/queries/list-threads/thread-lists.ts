import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { MSG, type AlertList, type ThreadAlerts, type ThreadKind, type ThreadPage } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadThread, type Actor } from '@cytocampus/permissions';
import { searchWords, type ThreadListQueryValues } from '@cytocampus/schema';
import {
  communityChecks,
  conversationAlertRows,
  threadAlertRows,
  threadListPage,
  type ThreadAlertList,
  type ThreadAlertRows,
  type ThreadListSource,
} from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { ThreadReader } from '../../shared/thread-reader.js';
import { GetSkillOutlierAlerts } from '../../../../messages/screening-skill.js';

/** How many threads each alert list shows (the newest). */
const ALERT_ITEMS = 5;

/** Whether the viewer may read threads of a kind at all (a conversation: with themself in it). */
const readsKind = (viewer: Actor, kind: ThreadKind, ref: string | null): boolean =>
  canReadThread(viewer, { kind, ref, userIds: kind === 'conversation' ? [viewer.id] : null, locked: false });

/**
 * The thread lists and the alerts menu (spec part 3 "Threads and messages", part 1 section 4;
 * docs/adr/0027), from the community read model's reader: who may read which list is checked here.
 */
@Injectable()
export class ThreadLists {
  constructor(
    @Inject(SQL) private readonly sql: SqlClient,
    private readonly reader: ThreadReader,
    private readonly queries: QueryBus,
  ) {}

  /** GET /threads: `conversations=1` the viewer's conversations, `ref` an organization's threads, else the community's (403 when the viewer may read none of them). */
  async list(viewer: Actor, q: ThreadListQueryValues): Promise<ThreadPage> {
    const { rows, total } = await threadListPage(this.sql, {
      viewerId: viewer.id,
      source: this.source(viewer, q),
      words: searchWords(q.search),
      unread: q.unread,
      page: q.page,
      limit: q.limit,
    });
    return { limit: q.limit, page: q.page, total, items: await this.reader.summaries(viewer, rows), search: q.search, canNext: q.page * q.limit < total };
  }

  /**
   * GET /threads/alerts: Messages (conversations) and Notifications (community threads and the
   * viewer's organization's): a thread counts when its last message is someone else's and later
   * than both the list's last-check time and the viewer's read time of the thread.
   */
  async alerts(viewer: Actor): Promise<ThreadAlerts> {
    const checks = await communityChecks(this.sql, viewer.id);
    const since = (at: Date | null | undefined): string => at?.toISOString() ?? '-infinity';
    const [messages, notifications, outliers] = await Promise.all([
      readsKind(viewer, 'conversation', null)
        ? this.alertList(viewer, conversationAlertRows(this.sql, viewer.id, checks?.last_message_check?.toISOString() ?? null, ALERT_ITEMS))
        : empty(),
      this.threadAlerts(viewer, since(checks?.last_thread_check), since(checks?.last_org_thread_check)),
      // The screening skill's outlier notifications (docs/adr/0036) show in the Notifications tab beside the threads.
      this.queries.execute(new GetSkillOutlierAlerts(viewer)),
    ]);
    return { messages, notifications, outliers };
  }

  /** Which list the query asks for, when the viewer may read it. */
  private source(viewer: Actor, q: ThreadListQueryValues): ThreadListSource {
    if (q.conversations) {
      if (!readsKind(viewer, 'conversation', null)) throw new DomainError('forbidden', MSG.forbidden);
      return { conversations: true };
    }
    const ref = q.ref ?? null;
    const kind = ref === null ? 'community' : 'organization';
    if (!readsKind(viewer, kind, ref)) throw new DomainError('forbidden', MSG.forbidden);
    return { conversations: false, kind, ref };
  }

  /** The community's threads and the viewer's organization's, each list as the viewer may read it. */
  private async threadAlerts(viewer: Actor, threadsSince: string, orgSince: string): Promise<AlertList> {
    const lists: ThreadAlertList[] = [];
    if (readsKind(viewer, 'community', null)) lists.push({ kind: 'community', ref: null, since: threadsSince });
    if (viewer.orgId !== null && readsKind(viewer, 'organization', viewer.orgId)) lists.push({ kind: 'organization', ref: viewer.orgId, since: orgSince });
    if (lists.length === 0) return empty();
    return this.alertList(viewer, threadAlertRows(this.sql, viewer.id, lists, ALERT_ITEMS));
  }

  /** An alert list's count and its newest threads as summaries. */
  private async alertList(viewer: Actor, alerts: Promise<ThreadAlertRows>): Promise<AlertList> {
    const { count, rows } = await alerts;
    return { count, items: await this.reader.summaries(viewer, rows) };
  }
}

const empty = (): Promise<AlertList> => Promise.resolve({ count: 0, items: [] });
