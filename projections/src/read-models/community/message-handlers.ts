import { messagePreview, type MessageEvent } from '@cytocampus/domain';
import type { RecordedEvent } from '@cytocampus/event-store';
import type { EventHandler } from '../../projection.js';

type Data<T extends MessageEvent['type']> = Extract<MessageEvent, { type: T }>['data'];
const dataOf = <T extends MessageEvent['type']>(event: RecordedEvent): Data<T> => event.data as Data<T>;
const iso = (ms: number): string => new Date(ms).toISOString();
/** A message row's version: its stream revision + 1 (the first event, MessagePosted, is version 1). */
const versionOf = (event: RecordedEvent): number => Number(event.revision) + 1;

/**
 * Who hears of a new message by e-mail (community_mail_pending): a conversation's members; the
 * earlier participants of a community or organization thread ('reply'); and, for the first message
 * of an organization thread, every member of that organization ('organization'). Never the sender,
 * nor a disabled or deleted account. One row per person, by the first reason that applies.
 */
const MAIL_RECIPIENTS = `
  insert into community_mail_pending (user_id, message_id, thread_id, reason, created_at)
  select distinct on (r.user_id) r.user_id, $1::text, $2::text, r.reason, $6::timestamptz
  from (
    select unnest(t.user_ids) as user_id, 'conversation' as reason, 1 as rank from t where t.kind = 'conversation'
    union all
    select p.user_id, 'reply', 2 from t join thread_participants p on p.thread_id = t.id where t.kind <> 'conversation'
    union all
    select c.user_id, 'organization', 3 from t join community_members c on c.org_id = t.ref and not c.disabled
     where t.kind = 'organization' and not exists (select 1 from thread_participants p where p.thread_id = t.id)
  ) r
  join community_members c on c.user_id = r.user_id and not c.disabled
  where r.user_id <> $3::text and exists (select 1 from m)
  order by r.user_id, r.rank
  on conflict do nothing`;

/**
 * One statement, so that nothing happens unless the message row is new and its thread is live (a
 * post that lost a race with the thread's deletion leaves no trace). Every part reads the tables as
 * they were before it: "earlier participants" and "the first message" exclude this one's sender.
 * The thread's last message is the newest by time (a message that arrives late does not replace it).
 */
const POST = `
  with t as (select id, kind, ref, user_ids from threads where id = $2::text and not deleted),
  m as (
    insert into thread_messages (id, thread_id, user_id, message, attachments, ts, version, preview)
    select $1::text, t.id, $3::text, $4::text, $5::jsonb, $6::timestamptz, $7::int, $8::text from t
    on conflict (id) do nothing
    returning thread_id),
  newest as (
    update threads set
      message_count = message_count + 1,
      last_message_id = case when last_message_at is null or last_message_at <= $6::timestamptz then $1::text else last_message_id end,
      last_message_user_id = case when last_message_at is null or last_message_at <= $6::timestamptz then $3::text else last_message_user_id end,
      last_message_preview = case when last_message_at is null or last_message_at <= $6::timestamptz then $8::text else last_message_preview end,
      last_message_at = greatest(last_message_at, $6::timestamptz),
      activity_at = greatest(activity_at, $6::timestamptz),
      version = version + 1
    where id in (select thread_id from m)),
  members as (update thread_members set activity_at = greatest(activity_at, $6::timestamptz) where thread_id in (select thread_id from m)),
  participant as (insert into thread_participants (thread_id, user_id) select thread_id, $3::text from m on conflict do nothing)
  ${MAIL_RECIPIENTS}`;

/**
 * A deletion removes the message and the e-mails still waiting for it, and gives the thread (and
 * its members' conversation lists) the newest remaining message, or none and its start time.
 */
const DELETE = `
  with d as (delete from thread_messages where id = $1::text returning thread_id),
  pending as (delete from community_mail_pending where message_id = $1::text),
  l as (
    select d.thread_id, x.id, x.user_id, x.ts, x.preview from d
    left join lateral (
      select id, user_id, ts, preview from thread_messages
       where thread_id = d.thread_id and id <> $1::text order by ts desc, id desc limit 1
    ) x on true),
  members as (
    update thread_members tm set activity_at = coalesce(l.ts, t.created_at)
      from l join threads t on t.id = l.thread_id where tm.thread_id = l.thread_id)
  update threads t set
    message_count = greatest(t.message_count - 1, 0),
    last_message_id = l.id, last_message_user_id = l.user_id, last_message_at = l.ts, last_message_preview = l.preview,
    activity_at = coalesce(l.ts, t.created_at),
    version = t.version + 1
  from l where t.id = l.thread_id and not t.deleted`;

/** A message's own stream (`message-<id>`): posted, edited, deleted. */
export const messageHandlers: Record<MessageEvent['type'], EventHandler> = {
  MessagePosted: (db, event) => {
    const d = dataOf<'MessagePosted'>(event);
    return db.query(POST, [
      d.messageId,
      d.threadId,
      d.userId,
      d.message,
      JSON.stringify(d.attachments),
      iso(d.ts),
      versionOf(event),
      messagePreview(d.message),
    ]);
  },
  // The thread row changes (and is announced) only when the edited message is its last one.
  MessageEdited: (db, event) => {
    const d = dataOf<'MessageEdited'>(event);
    return db.query(
      `with m as (
         update thread_messages set message = $2::text, attachments = $3::jsonb, last_edit = $4::timestamptz, version = $5::int, preview = $6::text
          where id = $1::text returning thread_id)
       update threads set last_message_preview = $6::text, version = version + 1
        where id in (select thread_id from m) and last_message_id = $1::text and not deleted`,
      [d.messageId, d.message, JSON.stringify(d.attachments), iso(d.lastEdit), versionOf(event), messagePreview(d.message)],
    );
  },
  MessageDeleted: (db, event) => db.query(DELETE, [dataOf<'MessageDeleted'>(event).messageId]),
};
