import { Inject, Injectable } from '@nestjs/common';
import type { Bio, Preferences, Role, ThreadKind } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import type { PersonRow } from '../shared/people.js';

export type MailReason = 'conversation' | 'reply' | 'organization';

/** The account a pending mail is for, as the users read model has it now. */
export interface Recipient {
  id: string;
  email: string;
  role: Role;
  orgId: string | null;
  permissions: Record<string, boolean>;
  /** As stored (the spec's defaults merged in at registration). */
  preferences: Partial<Preferences>;
  disabled: boolean;
  firstName: string;
  bio: Bio;
}

/** One message waiting to be e-mailed to one user, with what the e-mail and the decision need. */
export interface PendingMail {
  userId: string;
  messageId: string;
  threadId: string;
  reason: MailReason;
  /** Null when the account is gone. */
  recipient: Recipient | null;
  /** Null when the thread is gone or deleted. */
  thread: { kind: ThreadKind; ref: string | null; userIds: string[] | null; locked: boolean; title: string } | null;
  /** Null when the message is gone. */
  message: { ts: Date; preview: string; senderId: string } | null;
  /** Null when the sender's account is gone. */
  sender: PersonRow | null;
}

interface Row {
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

/**
 * The users whose pending mails a pass looks at: every user with some, except those waiting for
 * their daily summary (before the hour, or once theirs went out today) and those left out (`$3`).
 * Only the coarse cut is made here; the decision itself (mail-plan.ts) applies the preference rules.
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

const toPending = (r: Row): PendingMail => ({
  userId: r.user_id,
  messageId: r.message_id,
  threadId: r.thread_id,
  reason: r.reason,
  recipient:
    r.email === null
      ? null
      : {
          id: r.user_id,
          email: r.email,
          role: r.role!,
          orgId: r.org_id,
          permissions: r.permissions ?? {},
          preferences: r.preferences ?? {},
          disabled: r.disabled ?? false,
          firstName: r.first_name ?? '',
          bio: r.bio ?? ({} as Bio),
        },
  thread: r.live_thread ? { kind: r.kind!, ref: r.ref, userIds: r.user_ids, locked: r.locked ?? false, title: r.title ?? '' } : null,
  message: r.ts && r.sender_user_id ? { ts: r.ts, preview: r.preview ?? '', senderId: r.sender_user_id } : null,
  sender: r.s_id
    ? {
        id: r.s_id,
        role: r.s_role!,
        org_id: r.s_org_id,
        first_name: r.s_first_name ?? '',
        last_name: r.s_last_name ?? '',
        bio: r.s_bio!,
        preferences: r.s_preferences!,
      }
    : null,
});

/** What a pass leaves out. */
export interface PendingQuery {
  /** Past the daily summary hour of today (UTC). */
  dailyDue: boolean;
  /** Users whose summary of today went out. */
  summarizedToday: readonly string[];
  /** Users not to look at now (a failed send waits). */
  resting: readonly string[];
  /** Mails recorded that the read model may not show gone yet. */
  recorded: readonly { userId: string; messageId: string }[];
  /** Most users per pass. */
  users: number;
}

/** The e-mail dispatcher's reads of the community read model, joined with the users read model. */
@Injectable()
export class PendingMails {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** The pending mails of the users due now, each user's in time order. */
  async load(query: PendingQuery): Promise<PendingMail[]> {
    const { rows } = await this.sql.query<Row>(PENDING_SQL, [
      query.dailyDue,
      query.summarizedToday,
      query.resting,
      query.users,
      query.recorded.map((r) => r.userId),
      query.recorded.map((r) => r.messageId),
    ]);
    return rows.map(toPending);
  }

  /** Of `recorded`, those the read model still holds (the others it has caught up with). */
  async stillPending(recorded: readonly { userId: string; messageId: string }[]): Promise<{ userId: string; messageId: string }[]> {
    if (recorded.length === 0) return [];
    const { rows } = await this.sql.query<{ user_id: string; message_id: string }>(
      `select p.user_id, p.message_id from community_mail_pending p
         join unnest($1::text[], $2::text[]) as f(user_id, message_id) on f.user_id = p.user_id and f.message_id = p.message_id`,
      [recorded.map((r) => r.userId), recorded.map((r) => r.messageId)],
    );
    return rows.map((r) => ({ userId: r.user_id, messageId: r.message_id }));
  }
}
