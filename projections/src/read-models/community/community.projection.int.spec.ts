import { beforeEach, expect, it } from '@jest/globals';
import { COMMUNITY_EVERY_ORGANIZATION, communityRoom, threadRoom, userRoom, type ThreadKind } from '@cytocampus/contracts';
import type { EventData, RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { REMOVED_VERSION, type LiveNotice } from '../../live-notices.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, registered, snapshot } from '../../testing/harness.js';
import { communityProjection } from './community.projection.js';

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;

const member = (userId: string, orgId: string | null) => registered(userId, `${userId}@lab.test`, { orgId });
const started = (threadId: string, kind: ThreadKind, by: string, extra: { ref?: string; userIds?: string[]; minute?: number } = {}) =>
  event('ThreadStarted', {
    threadId,
    kind,
    ref: extra.ref ?? null,
    userIds: extra.userIds ?? null,
    title: `Thread ${threadId}`,
    createdBy: by,
    startedAt: at(extra.minute ?? 0),
  });
const posted = (messageId: string, threadId: string, userId: string, minute: number, message = `<p>Message ${messageId}</p>`) =>
  event('MessagePosted', { messageId, threadId, userId, message, attachments: [], ts: at(minute) });

forEachDatabase('community read model on %s', (h) => {
  /** How many events of the store have been applied. */
  let applied: number;
  beforeEach(async () => {
    applied = 0;
    await h.sql.transaction((tx) => communityProjection.migrate(tx));
  });

  /** Appends each [stream, events] in turn, then applies everything new in one batch as the runner does; answers its notices. */
  async function record(...appends: [string, EventData[]][]): Promise<LiveNotice[]> {
    let count = 0;
    for (const [stream, events] of appends) {
      await h.store.appendToStream(stream, events, { expectedRevision: 'any' });
      count += events.length;
    }
    const all: RecordedEvent[] = [];
    const subscription = h.store.subscribeToAll({ fromPosition: 'start', maxBatchSize: 1000 });
    for await (const batch of subscription) if (all.push(...batch) >= applied + count) break;
    await subscription.unsubscribe();
    const fresh = all.slice(applied).filter((e) => communityProjection.eventTypes.has(e.type));
    applied = all.length;
    return h.sql.transaction(async (tx) => {
      await communityProjection.apply(tx, fresh);
      return communityProjection.notices!(tx, fresh);
    });
  }
  const post = (messageId: string, threadId: string, userId: string, minute: number, message?: string) =>
    record([`message-${messageId}`, [posted(messageId, threadId, userId, minute, message)]]);
  const thread = async (id: string) =>
    (
      await h.sql.query<Record<string, unknown>>(
        `select message_count, last_message_id, last_message_user_id, last_message_at, last_message_preview, activity_at, locked, sticky, title, deleted, version
           from threads where id = $1`,
        [id],
      )
    ).rows[0];
  const pending = async () =>
    (
      await h.sql.query<{ user_id: string; message_id: string; reason: string }>(
        `select user_id, message_id, reason from community_mail_pending order by message_id, user_id`,
      )
    ).rows;
  const organization = async () => {
    await record(
      ['user-u1', [member('u1', 'org1')]],
      ['user-u2', [member('u2', 'org1')]],
      ['user-u3', [member('u3', 'org1')]],
      ['user-u4', [member('u4', 'org2')]],
      ['user-u5', [member('u5', 'org1'), event('UserDeactivated', {})]],
      ['user-u6', [member('u6', null), event('UserMembershipChanged', { orgId: 'org1', groupId: null })]],
    );
  };

  it('mails the first message of an organization thread to its other members, later ones to earlier participants, never to the sender', async () => {
    await organization();
    await record(['thread-o1', [started('o1', 'organization', 'u1', { ref: 'org1' })]], ['message-m1', [posted('m1', 'o1', 'u1', 1)]]);
    expect(await pending()).toEqual([
      { user_id: 'u2', message_id: 'm1', reason: 'organization' },
      { user_id: 'u3', message_id: 'm1', reason: 'organization' },
      { user_id: 'u6', message_id: 'm1', reason: 'organization' },
    ]);
    await post('m2', 'o1', 'u2', 2);
    await post('m3', 'o1', 'u3', 3);
    // A member who joins later hears of replies only once they wrote in the thread.
    await record(['user-u7', [member('u7', 'org1')]]);
    await post('m4', 'o1', 'u1', 4);
    expect((await pending()).filter((p) => p.message_id !== 'm1')).toEqual([
      { user_id: 'u1', message_id: 'm2', reason: 'reply' },
      { user_id: 'u1', message_id: 'm3', reason: 'reply' },
      { user_id: 'u2', message_id: 'm3', reason: 'reply' },
      { user_id: 'u2', message_id: 'm4', reason: 'reply' },
      { user_id: 'u3', message_id: 'm4', reason: 'reply' },
    ]);
    expect(await thread('o1')).toEqual({
      message_count: 4,
      last_message_id: 'm4',
      last_message_user_id: 'u1',
      last_message_at: new Date(at(4)),
      last_message_preview: 'Message m4',
      activity_at: new Date(at(4)),
      locked: false,
      sticky: false,
      title: 'Thread o1',
      deleted: false,
      version: 5,
    });
    const participants = await h.sql.query(`select user_id from thread_participants where thread_id = 'o1' order by user_id`);
    expect(participants.rows).toEqual([{ user_id: 'u1' }, { user_id: 'u2' }, { user_id: 'u3' }]);
  });

  it('keeps a conversation for each member, newest first, and mails its messages to the other members', async () => {
    await organization();
    await record(['thread-c1', [started('c1', 'conversation', 'u1', { userIds: ['u1', 'u4', 'u5'] })]], ['message-c1m1', [posted('c1m1', 'c1', 'u1', 5)]]);
    // u5 is disabled: no mail waits for a deactivated account.
    expect(await pending()).toEqual([{ user_id: 'u4', message_id: 'c1m1', reason: 'conversation' }]);
    await post('c1m2', 'c1', 'u4', 7);
    expect((await pending()).filter((p) => p.message_id === 'c1m2')).toEqual([{ user_id: 'u1', message_id: 'c1m2', reason: 'conversation' }]);
    const members = await h.sql.query(`select user_id, activity_at from thread_members where thread_id = 'c1' order by user_id`);
    expect(members.rows).toEqual(['u1', 'u4', 'u5'].map((user_id) => ({ user_id, activity_at: new Date(at(7)) })));
  });

  it('announces a thread to the rooms of its kind and its own room, and a message to the thread room only', async () => {
    const notices = await record(
      ['thread-o1', [started('o1', 'organization', 'u1', { ref: 'org1' })]],
      ['message-m1', [posted('m1', 'o1', 'u1', 1, '<p>Hello&nbsp;<b>there</b></p><p>&lt;friends&gt; &amp; all</p>')]],
      ['thread-c1', [started('c1', 'conversation', 'u1', { userIds: ['u1', 'u4'] })]],
      ['thread-g1', [started('g1', 'community', 'u4')]],
    );
    const lastMessage = { id: 'm1', ts: at(1), userId: 'u1', preview: 'Hello there <friends> & all' };
    expect(notices).toEqual([
      {
        rooms: [threadRoom('o1')],
        notice: {
          model: 'message',
          id: 'm1',
          version: 1,
          patch: {
            id: 'm1',
            threadId: 'o1',
            ts: at(1),
            lastEdit: null,
            userId: 'u1',
            message: '<p>Hello&nbsp;<b>there</b></p><p>&lt;friends&gt; &amp; all</p>',
            attachments: [],
            version: 1,
          },
        },
      },
      {
        rooms: [communityRoom('org1'), COMMUNITY_EVERY_ORGANIZATION, threadRoom('o1')],
        notice: { model: 'thread', id: 'o1', version: 2, patch: { title: 'Thread o1', locked: false, sticky: false, messageCount: 1, lastMessage } },
      },
      {
        rooms: [userRoom('u1'), userRoom('u4'), threadRoom('c1')],
        notice: { model: 'thread', id: 'c1', version: 1, patch: expect.objectContaining({ messageCount: 0, lastMessage: null }) },
      },
      {
        rooms: [communityRoom(null), threadRoom('g1')],
        notice: { model: 'thread', id: 'g1', version: 1, patch: expect.objectContaining({ title: 'Thread g1' }) },
      },
    ]);
  });

  it('sends a long message’s notice without the message (too long for a notification); clients fetch it', async () => {
    await record(['thread-g1', [started('g1', 'community', 'u1')]]);
    const notices = await post('m1', 'g1', 'u1', 1, `<p>${'é'.repeat(9_000)}</p>`);
    expect(notices[0]).toEqual({ rooms: [threadRoom('g1')], notice: { model: 'message', id: 'm1', version: 1 } });
    expect(notices[1]!.notice).toMatchObject({ model: 'thread', patch: { lastMessage: { preview: `${'é'.repeat(139)}…` } } });
  });

  it('edits a message, and the thread’s preview only when it is the last one', async () => {
    await record(['thread-g1', [started('g1', 'community', 'u1')]]);
    await post('m1', 'g1', 'u1', 1);
    await post('m2', 'g1', 'u2', 2);
    const edit = (messageId: string, message: string, minute: number) =>
      record([`message-${messageId}`, [event('MessageEdited', { messageId, threadId: 'g1', message, attachments: [], by: 'u1', lastEdit: at(minute) })]]);
    const first = await edit('m1', '<p>First, edited</p>', 3);
    expect(first).toEqual([expect.objectContaining({ notice: expect.objectContaining({ model: 'message', id: 'm1', version: 2 }) })]);
    expect(await thread('g1')).toMatchObject({ last_message_preview: 'Message m2', version: 3 });
    const last = await edit('m2', '<p>Second, edited</p>', 4);
    expect(last.map((n) => n.notice)).toEqual([
      expect.objectContaining({
        model: 'message',
        id: 'm2',
        version: 2,
        patch: expect.objectContaining({ lastEdit: at(4), message: '<p>Second, edited</p>' }),
      }),
      expect.objectContaining({
        model: 'thread',
        id: 'g1',
        version: 4,
        patch: expect.objectContaining({ lastMessage: expect.objectContaining({ preview: 'Second, edited' }) }),
      }),
    ]);
    const stored = await h.sql.query(`select id, message, last_edit, version from thread_messages order by id`);
    expect(stored.rows).toEqual([
      { id: 'm1', message: '<p>First, edited</p>', last_edit: new Date(at(3)), version: 2 },
      { id: 'm2', message: '<p>Second, edited</p>', last_edit: new Date(at(4)), version: 2 },
    ]);
  });

  it('gives the thread its newest remaining message after a deletion, or none and its start time', async () => {
    await organization();
    await record(['thread-c1', [started('c1', 'conversation', 'u1', { userIds: ['u1', 'u2'], minute: 0 })]]);
    await post('m1', 'c1', 'u1', 1);
    await post('m2', 'c1', 'u2', 2);
    const remove = (messageId: string) => record([`message-${messageId}`, [event('MessageDeleted', { messageId, threadId: 'c1', by: 'u2', at: at(9) })]]);
    const notices = await remove('m2');
    expect(notices.map((n) => n.notice)).toEqual([
      { model: 'message', id: 'm2', version: REMOVED_VERSION, removed: true },
      expect.objectContaining({ model: 'thread', id: 'c1', version: 4, patch: expect.objectContaining({ messageCount: 1 }) }),
    ]);
    expect(await thread('c1')).toMatchObject({ message_count: 1, last_message_id: 'm1', last_message_user_id: 'u1', activity_at: new Date(at(1)) });
    expect(await pending()).toEqual([{ user_id: 'u2', message_id: 'm1', reason: 'conversation' }]);
    await remove('m1');
    expect(await thread('c1')).toMatchObject({
      message_count: 0,
      last_message_id: null,
      last_message_at: null,
      last_message_preview: null,
      activity_at: new Date(at(0)),
    });
    expect(await pending()).toEqual([]);
    const members = await h.sql.query(`select activity_at from thread_members where thread_id = 'c1'`);
    expect(members.rows).toEqual([{ activity_at: new Date(at(0)) }, { activity_at: new Date(at(0)) }]);
  });

  it('locks, makes sticky and retitles, each a new version; a deleted thread loses everything but its row, and ignores later posts', async () => {
    await organization();
    await record(['thread-o1', [started('o1', 'organization', 'u1', { ref: 'org1' })]], ['message-m1', [posted('m1', 'o1', 'u1', 1)]]);
    const change = { threadId: 'o1', by: 'u1', at: at(2) };
    await record([
      'thread-o1',
      [
        event('ThreadLockChanged', { ...change, locked: true }),
        event('ThreadStickyChanged', { ...change, sticky: true }),
        event('ThreadRetitled', { ...change, title: 'Renamed' }),
      ],
    ]);
    expect(await thread('o1')).toMatchObject({ locked: true, sticky: true, title: 'Renamed', version: 5 });
    await record(['visits-u2', [event('ThreadRead', { userId: 'u2', threadId: 'o1', at: at(3) })]]);
    const notices = await record(['thread-o1', [event('ThreadDeleted', change)]]);
    expect(notices).toEqual([
      { rooms: [communityRoom('org1'), COMMUNITY_EVERY_ORGANIZATION, threadRoom('o1')], notice: { model: 'thread', id: 'o1', version: 6, removed: true } },
    ]);
    await post('m2', 'o1', 'u2', 4);
    expect(await thread('o1')).toMatchObject({ deleted: true, version: 6 });
    for (const table of ['thread_messages', 'thread_participants', 'thread_reads', 'community_mail_pending']) {
      expect((await h.sql.query(`select 1 from ${table}`)).rowCount).toBe(0);
    }
  });

  it('keeps the latest read time of a thread and each list’s check time, and tells the user', async () => {
    await record(['thread-g1', [started('g1', 'community', 'u1')]]);
    const read = (minute: number) => event('ThreadRead', { userId: 'u2', threadId: 'g1', at: at(minute) });
    const notices = await record(['visits-u2', [read(5), read(3)]]);
    expect(notices).toEqual([{ rooms: [userRoom('u2')], notice: { model: 'community', id: 'u2', version: 2 } }]);
    expect((await h.sql.query(`select read_at from thread_reads where user_id = 'u2' and thread_id = 'g1'`)).rows).toEqual([{ read_at: new Date(at(5)) }]);
    await record([
      'visits-u2',
      [
        event('CommunityListChecked', { userId: 'u2', list: 'threads', at: at(6) }),
        event('CommunityListChecked', { userId: 'u2', list: 'messages', at: at(7) }),
        event('CommunityListChecked', { userId: 'u2', list: 'threads', at: at(4) }),
      ],
    ]);
    const checks = await h.sql.query(`select last_thread_check, last_org_thread_check, last_message_check, version from community_checks where user_id = 'u2'`);
    expect(checks.rows).toEqual([{ last_thread_check: new Date(at(6)), last_org_thread_check: null, last_message_check: new Date(at(7)), version: 5 }]);
  });

  it('lets go of the pending mails that a mail event names, and of a deleted account’s', async () => {
    await organization();
    await record(['thread-o1', [started('o1', 'organization', 'u1', { ref: 'org1' })]], ['message-m1', [posted('m1', 'o1', 'u1', 1)]]);
    await post('m2', 'o1', 'u2', 2);
    await record(
      ['mailbox-u2', [event('CommunityMailSent', { userId: 'u2', messageIds: ['m1'], at: at(3) })]],
      ['digest-u1-2026-11-22', [event('DailySummarySent', { userId: 'u1', day: '2026-11-22', messageIds: ['m2', 'm1'], at: at(3) })]],
      ['mailbox-u3', [event('CommunityMailSkipped', { userId: 'u3', messageIds: ['m2'], at: at(3) })]],
    );
    expect(await pending()).toEqual([
      { user_id: 'u3', message_id: 'm1', reason: 'organization' },
      { user_id: 'u6', message_id: 'm1', reason: 'organization' },
    ]);
    await record(['user-u6', [event('UserDeleted', { email: 'u6@lab.test' })]]);
    expect(await pending()).toEqual([{ user_id: 'u3', message_id: 'm1', reason: 'organization' }]);
  });

  it('rebuilds to the rows it kept live, even after memberships changed', async () => {
    await organization();
    await record(['thread-o1', [started('o1', 'organization', 'u1', { ref: 'org1' })]], ['message-m1', [posted('m1', 'o1', 'u1', 1)]]);
    await record(['user-u4', [event('UserMembershipChanged', { orgId: 'org1', groupId: null })]]);
    await post('m2', 'o1', 'u2', 2);
    await post('m3', 'o1', 'u4', 3);
    await record(['thread-c1', [started('c1', 'conversation', 'u1', { userIds: ['u1', 'u3'] })]], ['message-c1m1', [posted('c1m1', 'c1', 'u1', 3)]]);
    await record(['message-m3', [event('MessageDeleted', { messageId: 'm3', threadId: 'o1', by: 'u4', at: at(4) })]]);
    await record(['visits-u3', [event('ThreadRead', { userId: 'u3', threadId: 'c1', at: at(5) })]]);
    const tables = {
      threads: 'id',
      thread_members: 'user_id, thread_id',
      thread_messages: 'id',
      thread_participants: 'thread_id, user_id',
      thread_reads: 'user_id, thread_id',
      community_checks: 'user_id',
      community_mail_pending: 'user_id, message_id',
    };
    const read = () => Promise.all(Object.entries(tables).map(([table, key]) => snapshot(h.sql, table, key)));
    const live = await read();
    await rebuildProjection({ sql: h.sql, store: h.store, projection: communityProjection });
    expect(await read()).toEqual(live);
    // u4 joined after the thread started: not mailed about its first message, live or rebuilt.
    const kept = (live[6] as { user_id: string; message_id: string; reason: string }[]).map((p) => `${p.user_id} ${p.message_id} ${p.reason}`);
    expect(kept).toEqual(['u1 m2 reply', 'u2 m1 organization', 'u3 c1m1 conversation', 'u3 m1 organization', 'u6 m1 organization']);
  });
});
