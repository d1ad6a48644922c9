import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@cytocampus/domain';
import { QueryBus } from '@nestjs/cqrs';
import { MSG, type AlertList, type ThreadAlerts, type ThreadKind, type ThreadPage } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { canReadThread, type Actor } from '@cytocampus/permissions';
import { searchWords, type ThreadListQueryValues } from '@cytocampus/schema';
import { containing, SqlFilter } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { ThreadReader } from '../../shared/thread-reader.js';
import { READS_JOIN, THREAD_COLUMNS, UNREAD_SQL, type ThreadRow } from '../../shared/thread-rows.js';
import { GetSkillOutlierAlerts } from '../../../../messages/screening-skill.js';

/** How many threads each alert list shows (the newest). */
const ALERT_ITEMS = 5;

/** Whether the viewer may read threads of a kind at all (a conversation: with themself in it). */
const readsKind = (viewer: Actor, kind: ThreadKind, ref: string | null): boolean =>
  canReadThread(viewer, { kind, ref, userIds: kind === 'conversation' ? [viewer.id] : null, locked: false });

interface Checks {
  last_thread_check: Date | null;
  last_org_thread_check: Date | null;
  last_message_check: Date | null;
}

/** A list's rows: where they come from (`$1` is the viewer), which, in which order. */
interface Source {
  from: string;
  filter: SqlFilter;
  order: string;
}

/**
 * The thread lists and the alerts menu (spec part 3 "Threads and messages", part 1 section 4;
 * docs/adr/0027), from the community read model: a user's conversations through `thread_members`
 * (its index on user and activity), a kind's threads through the `threads` list index; sticky first,
 * then the newest activity.
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
    const words = searchWords(q.search);
    const { from, filter, order } = this.source(viewer, q);
    for (const word of words) filter.add('t.title ilike ?', containing(word));
    if (q.unread) filter.add(UNREAD_SQL);
    // A whole conversation list is counted and paged on thread_members alone (the projection keeps the
    // rows of live threads only), so that only the threads of the page are read, not thousands.
    const whole = q.conversations && words.length === 0 && !q.unread;
    const counted = whole
      ? this.sql.query<{ total: number }>('select count(*)::int as total from thread_members m where m.user_id = $1::text', [viewer.id])
      : this.sql.query<{ total: number }>(`select count(*)::int as total from ${from} ${filter.where}`, [viewer.id, ...filter.params]);
    const window = `limit ${filter.next(q.limit)} offset ${filter.next((q.page - 1) * q.limit)}`;
    const selection = whole
      ? `select ${THREAD_COLUMNS}
           from (select m.thread_id, m.activity_at from thread_members m where m.user_id = $1::text ${order} ${window}) m
           join threads t on t.id = m.thread_id ${READS_JOIN} where not t.deleted ${order}`
      : `select ${THREAD_COLUMNS} from ${from} ${filter.where} ${order} ${window}`;
    const [{ rows }, count] = await Promise.all([this.sql.query<ThreadRow>(selection, [viewer.id, ...filter.params]), counted]);
    const total = count.rows[0]?.total ?? 0;
    return { limit: q.limit, page: q.page, total, items: await this.reader.summaries(viewer, rows), search: q.search, canNext: q.page * q.limit < total };
  }

  /**
   * GET /threads/alerts: Messages (conversations) and Notifications (community threads and the
   * viewer's organization's): a thread counts when its last message is someone else's and later
   * than both the list's last-check time and the viewer's read time of the thread.
   */
  async alerts(viewer: Actor): Promise<ThreadAlerts> {
    const { rows } = await this.sql.query<Checks>(
      'select last_thread_check, last_org_thread_check, last_message_check from community_checks where user_id = $1::text',
      [viewer.id],
    );
    const checks = rows[0];
    const since = (at: Date | null | undefined): string => at?.toISOString() ?? '-infinity';
    const [messages, notifications, outliers] = await Promise.all([
      readsKind(viewer, 'conversation', null) ? this.conversationAlerts(viewer, checks?.last_message_check?.toISOString() ?? null) : empty(),
      this.threadAlerts(viewer, since(checks?.last_thread_check), since(checks?.last_org_thread_check)),
      // The screening skill's outlier notifications (docs/adr/0036) show in the Notifications tab beside the threads.
      this.queries.execute(new GetSkillOutlierAlerts(viewer)),
    ]);
    return { messages, notifications, outliers };
  }

  private source(viewer: Actor, q: ThreadListQueryValues): Source {
    // $1 is the viewer: the filter's own values follow.
    const filter = new SqlFilter(1);
    if (q.conversations) {
      if (!readsKind(viewer, 'conversation', null)) throw new DomainError('forbidden', MSG.forbidden);
      filter.add('m.user_id = $1::text').add('not t.deleted');
      return { from: `thread_members m join threads t on t.id = m.thread_id ${READS_JOIN}`, filter, order: 'order by m.activity_at desc, m.thread_id desc' };
    }
    const ref = q.ref ?? null;
    const kind = ref === null ? 'community' : 'organization';
    if (!readsKind(viewer, kind, ref)) throw new DomainError('forbidden', MSG.forbidden);
    filter
      .add('t.kind = ?', kind)
      .add(ref === null ? 't.ref is null' : 't.ref = ?', ...(ref === null ? [] : [ref]))
      .add('not t.deleted');
    return { from: `threads t ${READS_JOIN}`, filter, order: 'order by t.sticky desc, t.activity_at desc, t.id desc' };
  }

  private async conversationAlerts(viewer: Actor, since: string | null): Promise<AlertList> {
    // After a check, the members index finds the conversations active since; before any, the member rows
    // are not read at all (their primary key finds the threads), and the read times decide.
    const active = since === null ? '' : 'and m.activity_at > $2::timestamptz and t.last_message_at > $2::timestamptz';
    const from = `from thread_members m join threads t on t.id = m.thread_id ${READS_JOIN} where m.user_id = $1::text ${active} and not t.deleted and ${UNREAD_SQL}`;
    // The newest ones walk the members index newest first and stop at the page; the count reads no more than it needs.
    return this.alertList(viewer, `select count(*)::int as total ${from}`, `select ${THREAD_COLUMNS} ${from} order by m.activity_at desc, m.thread_id desc`, [
      viewer.id,
      ...(since === null ? [] : [since]),
    ]);
  }

  private async threadAlerts(viewer: Actor, threadsSince: string, orgSince: string): Promise<AlertList> {
    const parts: string[] = [];
    const params: unknown[] = [viewer.id];
    const part = (kind: ThreadKind, ref: string | null, since: string): void => {
      params.push(since);
      const at = `$${params.length}::timestamptz`;
      const where = ref === null ? 't.ref is null' : `t.ref = $${params.push(ref)}::text`;
      parts.push(
        `select ${THREAD_COLUMNS} from threads t ${READS_JOIN}
          where t.kind = '${kind}' and ${where} and not t.deleted and t.activity_at > ${at} and t.last_message_at > ${at} and ${UNREAD_SQL}`,
      );
    };
    if (readsKind(viewer, 'community', null)) part('community', null, threadsSince);
    if (viewer.orgId !== null && readsKind(viewer, 'organization', viewer.orgId)) part('organization', viewer.orgId, orgSince);
    if (parts.length === 0) return empty();
    const selection = parts.join(' union all ');
    return this.alertList(
      viewer,
      `select count(*)::int as total from (${selection}) a`,
      `select * from (${selection}) a order by a.activity_at desc, a.id desc`,
      params,
    );
  }

  /** The count of an alert list and its newest ALERT_ITEMS (`ordered` sorts newest first). */
  private async alertList(viewer: Actor, count: string, ordered: string, params: unknown[]): Promise<AlertList> {
    const [counted, { rows }] = await Promise.all([
      this.sql.query<{ total: number }>(count, params),
      this.sql.query<ThreadRow>(`${ordered} limit ${ALERT_ITEMS}`, params),
    ]);
    return { count: counted.rows[0]?.total ?? 0, items: await this.reader.summaries(viewer, rows) };
  }
}

const empty = (): Promise<AlertList> => Promise.resolve({ count: 0, items: [] });
