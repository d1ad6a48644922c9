import type { Bio, Preferences, Role, ThreadKind } from '@cytocampus/contracts';
import type { SqlExecutor } from '@cytocampus/event-store';

/**
 * How the API's e-mail dispatcher reads the community read model's pending mails (ADR 0002
 * "Readers"; docs/adr/0027), joined with the users read model (recipient and sender as they are now).
 */

export type MailReason = 'conversation' | 'reply' | 'organization';

/**
 * A row of `community_mail_pending` with its recipient (`u`), thread (`t`), message (`m`) and the
 * message's sender (`s`): the columns of each null when it is gone.
 */
export interface PendingMailRow {
  user_id: string;
  message_id: string;
  thread_id: string;
  reason: MailReason;
  email: string | null;
  role: Role | null;
  org_id: string | null;
  permissions: Record<string, boolean> | null;
  preferences: Partial<Preferences> | null;
  disabled: boolean | null;
  first_name: string | null;
  bio: Bio | null;
  kind: ThreadKind | null;
  ref: string | null;
  user_ids: string[] | null;
  locked: boolean | null;
  title: string | null;
  /** Whether the thread is there and not deleted. */
  live_thread: boolean;
  ts: Date | null;
  preview: string | null;
  sender_user_id: string | null;
  s_id: string | null;
  s_role: Role | null;
  s_org_id: string | null;
  s_first_name: string | null;
  s_last_name: string | null;
  s_bio: Bio | null;
  s_preferences: Preferences | null;
}

/** A mail of one message to one user. */
export interface PendingMailKey {
  userId: string;
  messageId: string;
}

/** What a pass leaves out. */
export interface PendingMailsQuery {
  /** Past the daily summary hour of today (UTC). */
  dailyDue: boolean;
  /** Users whose summary of today went out. */
  summarizedToday: readonly string[];
  /** Users not to look at now (a failed send waits). */
  resting: readonly string[];
  /** Mails recorded that the read model may not show gone yet. */
  recorded: readonly PendingMailKey[];
  /** Most users per pass. */
  users: number;
}

/**
 * The users whose pending mails a pass looks at: every user with some, except those waiting for
 * their daily summary (before the hour, or once theirs went out today) and those left out (`$3`).
 * Only the coarse cut is made here; the decision itself (the API's mail plan) applies the preference rules.
 */
const PENDING_SQL = `
  with due as (
    select distinct p.user_id from community_mail_pending p
      left join users u on u.id = p.user_id
     where p.user_id <> all($3::text[])
       and (u.id is null or u.disabled
         or not coalesce((u.preferences->>'allowEmail')::boolean, true)
         or coalesce(u.preferences->>'updateEmail', 'daily') <> 'daily'
         or ($1::boolean and p.user_id <> all($2::text[])))
     order by p.user_id limit $4)
  select p.user_id, p.message_id, p.thread_id, p.reason,
         u.email, u.role, u.org_id, u.permissions, u.preferences, u.disabled, u.first_name, u.bio,
         t.kind, t.ref, t.user_ids, t.locked, t.title, coalesce(not t.deleted, false) as live_thread,
         m.ts, m.preview, m.user_id as sender_user_id,
         s.id as s_id, s.role as s_role, s.org_id as s_org_id, s.first_name as s_first_name, s.last_name as s_last_name,
         s.bio as s_bio, s.preferences as s_preferences
    from community_mail_pending p
    join due on due.user_id = p.user_id
    left join users u on u.id = p.user_id
    left join threads t on t.id = p.thread_id
    left join thread_messages m on m.id = p.message_id
    left join users s on s.id = m.user_id
   where not exists (select 1 from unnest($5::text[], $6::text[]) as f(user_id, message_id) where f.user_id = p.user_id and f.message_id = p.message_id)
   order by p.user_id, m.ts nulls first, p.message_id`;

/** The pending mails of the users due now, each user's in time order. */
export async function pendingMailRows(sql: SqlExecutor, query: PendingMailsQuery): Promise<PendingMailRow[]> {
  const { rows } = await sql.query<PendingMailRow>(PENDING_SQL, [
    query.dailyDue,
    query.summarizedToday,
    query.resting,
    query.users,
    query.recorded.map((r) => r.userId),
    query.recorded.map((r) => r.messageId),
  ]);
  return rows;
}

/** Of `recorded`, those the read model still holds (the others it has caught up with). */
export async function stillPendingMails(sql: SqlExecutor, recorded: readonly PendingMailKey[]): Promise<PendingMailKey[]> {
  if (recorded.length === 0) return [];
  const { rows } = await sql.query<{ user_id: string; message_id: string }>(
    `select p.user_id, p.message_id from community_mail_pending p
         join unnest($1::text[], $2::text[]) as f(user_id, message_id) on f.user_id = p.user_id and f.message_id = p.message_id`,
    [recorded.map((r) => r.userId), recorded.map((r) => r.messageId)],
  );
  return rows.map((r) => ({ userId: r.user_id, messageId: r.message_id }));
}
