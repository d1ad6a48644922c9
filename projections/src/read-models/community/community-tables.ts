import type { SqlExecutor } from '@cytocampus/event-store';
import { execAll } from '../../sql.js';

/**
 * The community read model (docs/adr/0027). Its tables and columns are a contract: the API's thread
 * queries and the e-mail dispatcher read them. Added to the shared layout: `thread_messages.preview`
 * (the plain-text preview, so a deletion can restore the thread's last message in SQL) and
 * `community_members`, this read model's own map of who belongs to which organization (who hears of
 * a new organization thread), kept from the user events so that a rebuild sees memberships as they
 * were when each thread started, not as the users table has them now.
 */
export const COMMUNITY_TABLES = [
  'threads',
  'thread_members',
  'thread_messages',
  'thread_participants',
  'thread_reads',
  'community_checks',
  'community_mail_pending',
  'community_members',
] as const;

export const migrateCommunity = (db: SqlExecutor): Promise<void> =>
  execAll(db, [
    `create table if not exists threads (
      id text primary key,
      kind text not null,
      ref text,
      user_ids text[],
      title text not null,
      locked boolean not null default false,
      sticky boolean not null default false,
      created_by text not null,
      created_at timestamptz not null,
      activity_at timestamptz not null,
      message_count int not null default 0,
      last_message_id text,
      last_message_user_id text,
      last_message_at timestamptz,
      last_message_preview text,
      deleted boolean not null default false,
      version int not null default 1
    )`,
    `create index if not exists threads_list_idx on threads (kind, ref, sticky desc, activity_at desc) where not deleted`,
    `create table if not exists thread_members (
      user_id text not null,
      thread_id text not null,
      activity_at timestamptz not null,
      primary key (user_id, thread_id)
    )`,
    `create index if not exists thread_members_activity_idx on thread_members (user_id, activity_at desc)`,
    `create index if not exists thread_members_thread_idx on thread_members (thread_id)`,
    `create table if not exists thread_messages (
      id text primary key,
      thread_id text not null,
      user_id text not null,
      message text not null,
      attachments jsonb not null default '[]',
      ts timestamptz not null,
      last_edit timestamptz,
      version int not null,
      preview text not null default ''
    )`,
    `create index if not exists thread_messages_thread_idx on thread_messages (thread_id, ts)`,
    `create table if not exists thread_participants (
      thread_id text not null,
      user_id text not null,
      primary key (thread_id, user_id)
    )`,
    `create table if not exists thread_reads (
      user_id text not null,
      thread_id text not null,
      read_at timestamptz not null,
      primary key (user_id, thread_id)
    )`,
    `create index if not exists thread_reads_thread_idx on thread_reads (thread_id)`,
    `create table if not exists community_checks (
      user_id text primary key,
      last_thread_check timestamptz,
      last_org_thread_check timestamptz,
      last_message_check timestamptz,
      version int not null default 1
    )`,
    `create table if not exists community_mail_pending (
      user_id text not null,
      message_id text not null,
      thread_id text not null,
      reason text not null,
      created_at timestamptz not null,
      primary key (user_id, message_id)
    )`,
    `create index if not exists community_mail_pending_message_idx on community_mail_pending (message_id)`,
    `create index if not exists community_mail_pending_thread_idx on community_mail_pending (thread_id)`,
    `create table if not exists community_members (
      user_id text primary key,
      org_id text,
      disabled boolean not null default false
    )`,
    `create index if not exists community_members_org_idx on community_members (org_id) where not disabled`,
  ]);
