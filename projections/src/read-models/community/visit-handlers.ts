import type { CommunityList } from '@cytocampus/contracts';
import type { CommunityMailEvent, UserEvent, VisitEvent } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { streamEntityId, type EventHandler } from '../../projection.js';

const iso = (ms: number): string => new Date(ms).toISOString();

/** The last-check column of each list (`PUT /user/visit/{list}`). */
const CHECK_COLUMN: Readonly<Record<CommunityList, string>> = {
  threads: 'last_thread_check',
  orgThreads: 'last_org_thread_check',
  messages: 'last_message_check',
};

/** A user's read and check times change: the `community` notice's version moves with them. */
const bumpChecks = (db: SqlExecutor, userId: string) =>
  db.query(
    `insert into community_checks (user_id) values ($1::text)
     on conflict (user_id) do update set version = community_checks.version + 1`,
    [userId],
  );

/** Read times and last-check times never go back (a visit recorded late changes nothing). */
export const visitHandlers: Record<VisitEvent['type'], EventHandler> = {
  ThreadRead: async (db, event) => {
    const d = event.data as Extract<VisitEvent, { type: 'ThreadRead' }>['data'];
    await db.query(
      `insert into thread_reads (user_id, thread_id, read_at)
       select $1::text, $2::text, $3::timestamptz where exists (select 1 from threads where id = $2::text and not deleted)
       on conflict (user_id, thread_id) do update set read_at = greatest(thread_reads.read_at, excluded.read_at)`,
      [d.userId, d.threadId, iso(d.at)],
    );
    await bumpChecks(db, d.userId);
  },
  CommunityListChecked: (db, event) => {
    const d = event.data as Extract<VisitEvent, { type: 'CommunityListChecked' }>['data'];
    const column = CHECK_COLUMN[d.list];
    return db.query(
      `insert into community_checks (user_id, ${column}) values ($1::text, $2::timestamptz)
       on conflict (user_id) do update set ${column} = greatest(community_checks.${column}, excluded.${column}), version = community_checks.version + 1`,
      [d.userId, iso(d.at)],
    );
  },
};

/** The messages an e-mail event names leave the user's pending mail, whether sent now, summarized or skipped. */
const mailed: EventHandler = (db, event) => {
  const d = event.data as CommunityMailEvent['data'];
  return db.query(`delete from community_mail_pending where user_id = $1::text and message_id = any($2::text[])`, [d.userId, d.messageIds]);
};
export const mailHandlers: Record<CommunityMailEvent['type'], EventHandler> = {
  CommunityMailSent: mailed,
  DailySummarySent: mailed,
  CommunityMailSkipped: mailed,
};

type UserData<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];

/**
 * `community_members`: who belongs to which organization, and who is disabled, as of each event
 * (the read model's own copy, see community-tables.ts). A deleted account's waiting e-mails go too.
 */
export const memberHandlers = {
  UserRegistered: (db, event) => {
    const d = event.data as UserData<'UserRegistered'>;
    return db.query(`insert into community_members (user_id, org_id) values ($1::text, $2::text) on conflict (user_id) do nothing`, [d.userId, d.orgId]);
  },
  UserMembershipChanged: (db, event) =>
    db.query(`update community_members set org_id = $2::text where user_id = $1::text`, [
      streamEntityId(event),
      (event.data as UserData<'UserMembershipChanged'>).orgId,
    ]),
  UserDeactivated: (db, event) => db.query(`update community_members set disabled = true where user_id = $1::text`, [streamEntityId(event)]),
  UserReactivated: (db, event) => db.query(`update community_members set disabled = false where user_id = $1::text`, [streamEntityId(event)]),
  UserDeleted: async (db, event) => {
    await db.query(`delete from community_members where user_id = $1::text`, [streamEntityId(event)]);
    await db.query(`delete from community_mail_pending where user_id = $1::text`, [streamEntityId(event)]);
  },
} satisfies Partial<Record<UserEvent['type'], EventHandler>>;
