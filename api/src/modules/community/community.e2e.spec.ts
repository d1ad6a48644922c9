/**
 * The community over HTTP and socket.io (spec part 3 "Chat thread and message", "Threads and
 * messages", sections 5 and 7; part 1 `notifications`, `PUT /user/visit/...`; docs/adr/0027).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  FORM_ERROR,
  MSG,
  THREAD_LIMITS,
  THREAD_MSG,
  THREAD_ROUTES,
  UPLOAD_MSG,
  type PersonRef,
  type ThreadAlerts,
  type ThreadDetail,
  type ThreadMessage,
  type ThreadPage,
  type ThreadSummary,
} from '@cytocampus/contracts';
import { GENERIC, INPUT_MESSAGES } from '@cytocampus/schema';
import { signedInAll, type DemoRole } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { fileBytes } from '../../testing/tus.js';
import {
  account,
  api,
  communityEventCount,
  connect,
  eventually,
  me,
  ok,
  refused,
  start,
  uploaded,
  watchThread,
  type ClientSocket,
} from './testing/community-client.js';

let t: TestServer;
let as: Record<DemoRole, TestClient>;
const ids = {} as Record<DemoRole, string>;
let org: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await startTestServer();
  as = await signedInAll(t.url);
  for (const role of ['learner', 'manager', 'admin', 'super'] as const) ids[role] = (await me(as[role])).id;
  org = (await me(as.manager)).orgId!;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await t.close();
});

const detail = async (client: TestClient, id: string, query = ''): Promise<ThreadDetail> =>
  ok<ThreadDetail>(await client.get(api(`${THREAD_ROUTES.thread(id)}${query}`)));
const post = (client: TestClient, id: string, body: object) => client.post(api(THREAD_ROUTES.thread(id)), body);
const posted = async (client: TestClient, id: string, message: string): Promise<ThreadMessage> => ok<ThreadMessage>(await post(client, id, { message }));
const list = async (client: TestClient, query: string): Promise<ThreadPage> => ok<ThreadPage>(await client.get(api(`${THREAD_ROUTES.threads}?${query}`)));
const alerts = async (client: TestClient): Promise<ThreadAlerts> => ok<ThreadAlerts>(await client.get(api(THREAD_ROUTES.alerts)));
const eventCount = (): Promise<number> => communityEventCount(t.server.infra.sql);
/** A word no other test's titles hold, to find one test's threads by search. */
const tag = (): string => `T${randomUUID().slice(0, 8)}`;

describe('starting threads', () => {
  it('starts a community, an organization and a conversation thread, each with its first message', async () => {
    const community = await start(as.super, { title: 'Welcome', message: '<p>Hello <b>everyone</b></p>' });
    expect(community).toMatchObject({ kind: 'community', ref: null, userIds: null, title: 'Welcome', messageCount: 1, createdBy: ids.super, locked: false });
    expect(community.messages.map((m) => [m.userId, m.message, m.lastEdit, m.version])).toEqual([[ids.super, '<p>Hello <b>everyone</b></p>', null, 1]]);
    expect(community.lastMessage).toEqual({ id: community.messages[0]!.id, ts: community.messages[0]!.ts, userId: ids.super, preview: 'Hello everyone' });

    const own = await start(as.manager, { title: 'Night shift rota', ref: org, message: '<p>Who swaps on Friday?</p>' });
    expect(own).toMatchObject({ kind: 'organization', ref: org, userIds: null, abilities: { canComment: true, canLock: true } });

    const chat = await start(as.learner, { userIds: [ids.manager], message: '<p>A question about slide 4</p>' });
    expect(chat).toMatchObject({ kind: 'conversation', ref: null, title: '', userIds: [ids.learner, ids.manager] });
    // The learner may not read the manager's details: the alias stands in (spec part 1 section 6); the manager sees the learner's name.
    expect(chat.people).toEqual(expect.arrayContaining([{ id: ids.manager, name: 'JP1000', avatar: null }]));
    const seenByManager = await detail(as.manager, chat.id);
    expect(seenByManager.people).toEqual(expect.arrayContaining([{ id: ids.learner, name: 'Riley Thompson', avatar: null }]));
    expect(seenByManager.abilities).toEqual({ canComment: true, canEdit: false, canDel: false, canLock: false, canSticky: false });
  });

  it('refuses a thread of another organization, unknown people, and a community thread without a title, storing nothing', async () => {
    const other = ok<{ id: string }>(await as.super.post(api('/organizations'), { name: 'Harbor Cytology' })).id;
    // Someone deactivated cannot receive messages.
    const gone = await account(t.url, as.admin, { orgId: org });
    ok(await as.admin.put(api(`/user/disabled/${gone.id}`)));
    const before = await eventCount();
    refused(await as.manager.post(api(THREAD_ROUTES.threads), { title: 'Theirs', ref: other, message: 'x' }), 403, THREAD_MSG.notYourOrganization);
    refused(await as.learner.post(api(THREAD_ROUTES.threads), { userIds: [randomUUID()], message: 'Hi' }), 400, THREAD_MSG.unknownPerson, 'userIds');
    refused(await as.learner.post(api(THREAD_ROUTES.threads), { userIds: [gone.id], message: 'Hi' }), 400, THREAD_MSG.unknownPerson, 'userIds');
    refused(await as.learner.post(api(THREAD_ROUTES.threads), { userIds: [ids.learner], message: 'Hi' }), 400, GENERIC.needAtLeastItems(1), 'userIds');
    refused(await as.super.post(api(THREAD_ROUTES.threads), { message: 'No title' }), 400, GENERIC.required, 'title');
    // Without createThreads (a learner's default) no community thread.
    refused(await as.learner.post(api(THREAD_ROUTES.threads), { title: 'Mine', message: 'x' }), 403, MSG.forbidden);
    expect(await eventCount()).toBe(before);
  });

  it('answers the stored thread and message to a resent request, never twice', async () => {
    const body = { title: `Resent ${tag()}`, ref: org, message: '<p>Once</p>', id: randomUUID(), messageId: randomUUID() };
    const first = await start(as.manager, body);
    const again = await start(as.manager, body);
    expect([again.id, again.messageCount, again.messages.map((m) => m.id)]).toEqual([body.id, 1, [body.messageId]]);
    expect(again.version).toBe(first.version);

    const reply = { message: '<p>Twice?</p>', id: randomUUID() };
    const one = ok<ThreadMessage>(await post(as.learner, body.id, reply));
    const two = ok<ThreadMessage>(await post(as.learner, body.id, reply));
    expect(two).toEqual(one);
    expect((await detail(as.learner, body.id)).messageCount).toBe(2);
    // Someone else cannot take over the id.
    refused(await post(as.manager, body.id, reply), 409, THREAD_MSG.messageNotFound);
  });

  it('finds the people the caller may write to, by the name the caller sees', async () => {
    const people = ok<PersonRef[]>(await as.learner.get(api(`${THREAD_ROUTES.people}?search=jp10`)));
    expect(people).toEqual([{ id: ids.manager, name: 'JP1000', avatar: null }]);
    // The manager's real name is hidden from the learner: searching for it finds nobody.
    expect(ok<PersonRef[]>(await as.learner.get(api(`${THREAD_ROUTES.people}?search=patel`)))).toEqual([]);
    const all = ok<PersonRef[]>(await as.learner.get(api(THREAD_ROUTES.people)));
    expect(all.map((p) => p.id)).not.toContain(ids.learner);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([ids.manager, ids.admin]));
  });
});

describe('messages', () => {
  it('posts, edits one’s own (lastEdit set) and deletes it; nobody else edits it without the permission', async () => {
    const thread = await start(as.manager, { title: `Edits ${tag()}`, ref: org, message: '<p>Start</p>' });
    const mine = await posted(as.learner, thread.id, '<p>First try</p>');
    const edited = ok<ThreadMessage>(await as.learner.put(api(THREAD_ROUTES.message(thread.id, mine.id)), { message: '<p>Second try</p>' }));
    expect(edited).toMatchObject({ id: mine.id, message: '<p>Second try</p>', version: 2, ts: mine.ts });
    expect(edited.lastEdit).toBeGreaterThanOrEqual(mine.ts);
    // The manager holds no editOrgThreads / deleteOrgThreads by default.
    refused(await as.manager.put(api(THREAD_ROUTES.message(thread.id, mine.id)), { message: '<p>Not yours</p>' }), 403, MSG.forbidden);
    refused(await as.manager.call('delete', api(THREAD_ROUTES.message(thread.id, mine.id))), 403, MSG.forbidden);
    // A message of another thread is not this thread's.
    refused(await as.learner.put(api(THREAD_ROUTES.message(thread.id, thread.messages[0]!.id + 'x')), { message: 'x' }), 404, THREAD_MSG.messageNotFound);

    expect((await detail(as.learner, thread.id)).lastMessage?.preview).toBe('Second try');
    expect(ok(await as.learner.call('delete', api(THREAD_ROUTES.message(thread.id, mine.id))))).toEqual({ success: true });
    const after = await detail(as.learner, thread.id);
    expect([after.messageCount, after.messages.map((m) => m.id), after.lastMessage?.id]).toEqual([1, [thread.messages[0]!.id], thread.messages[0]!.id]);
  });

  it('sanitizes messages: a <script> or an event handler never comes back', async () => {
    const thread = await start(as.manager, {
      title: `Scripts ${tag()}`,
      ref: org,
      message: '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(2)">',
    });
    expect(thread.messages[0]!.message).toBe('<p>Hi</p>');
    const reply = await posted(as.learner, thread.id, '<a href="javascript:alert(3)" onmouseover="x()">link</a><svg onload="alert(4)"></svg> text');
    const shown = JSON.stringify(await detail(as.manager, thread.id));
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript:', 'onload']) expect(shown).not.toContain(bad);
    expect(reply.message).toBe('link text');
  });

  it('refuses an empty message and one too long once sanitized, storing nothing', async () => {
    const thread = await start(as.manager, { title: `Limits ${tag()}`, ref: org, message: '<p>Start</p>' });
    const before = await eventCount();
    refused(await post(as.learner, thread.id, { message: '<p> &nbsp;</p><script>x</script>' }), 400, THREAD_MSG.emptyMessage, 'message');
    const long = `<p>${'x'.repeat(THREAD_LIMITS.messageChars - 7 + 5)}</p>`;
    const res = await post(as.learner, thread.id, { message: long });
    refused(res, 400, GENERIC.tooLongBy(5), 'message');
    expect((res.body as { errors?: { code: number }[] }).errors?.[0]?.code).toBe(FORM_ERROR.invalid);
    // Decoded, an entity can be a control character the edge refuses.
    refused(await post(as.learner, thread.id, { message: '<p>a&#x1b;b</p>' }), 400, INPUT_MESSAGES.unsafeCharacter, 'message');
    expect(await eventCount()).toBe(before);
    expect((await detail(as.learner, thread.id)).messageCount).toBe(1);
  });

  it('pages messages: the newest oldest-first, older ones with before, newer ones with poll', async () => {
    const thread = await start(as.manager, { title: `Pages ${tag()}`, ref: org, message: '<p>one</p>' });
    await new Promise((r) => setTimeout(r, 5));
    const two = await posted(as.learner, thread.id, 'two');
    await new Promise((r) => setTimeout(r, 5));
    const three = await posted(as.manager, thread.id, 'three');
    const newest = await detail(as.learner, thread.id);
    expect([newest.messages.map((m) => m.message), newest.hasMore]).toEqual([['<p>one</p>', 'two', 'three'], false]);
    expect((await detail(as.learner, thread.id, `?before=${three.ts}`)).messages.map((m) => m.id)).toEqual([thread.messages[0]!.id, two.id]);
    const polled = await detail(as.learner, thread.id, `?poll=${two.ts}`);
    expect([polled.messages.map((m) => m.id), polled.hasMore]).toEqual([[three.id], true]);
    expect((await detail(as.learner, thread.id, `?poll=${three.ts}`)).messages).toEqual([]);
    // The last time JavaScript knows (year 275760) is a time too.
    expect((await detail(as.learner, thread.id, '?poll=8640000000000000')).messages).toEqual([]);
    expect((await detail(as.learner, thread.id, '?before=8640000000000000')).messages).toHaveLength(3);
  });
});

describe('moderation', () => {
  it('locks a thread against comments, makes it sticky, retitles and deletes it, by the abilities', async () => {
    const thread = await start(as.manager, { title: `Moderated ${tag()}`, ref: org, message: '<p>Start</p>' });
    const locked = ok<ThreadSummary>(await as.manager.put(api(THREAD_ROUTES.lock(thread.id)), { locked: true }));
    expect([locked.locked, locked.version]).toEqual([true, thread.version + 1]);
    refused(await post(as.learner, thread.id, { message: 'Let me in' }), 403, THREAD_MSG.locked);
    expect((await detail(as.learner, thread.id)).abilities.canComment).toBe(false);
    ok(await as.manager.put(api(THREAD_ROUTES.lock(thread.id)), { locked: false }));
    await posted(as.learner, thread.id, 'Thanks');

    // Sticky and the title need editThreads / editOrgThreads: the admin's, not the manager's.
    refused(await as.manager.put(api(THREAD_ROUTES.sticky(thread.id)), { sticky: true }), 403, MSG.forbidden);
    expect(ok<ThreadSummary>(await as.admin.put(api(THREAD_ROUTES.sticky(thread.id)), { sticky: true })).sticky).toBe(true);
    expect(ok<ThreadSummary>(await as.admin.put(api(THREAD_ROUTES.thread(thread.id)), { title: 'Renamed' })).title).toBe('Renamed');
    refused(await as.learner.put(api(THREAD_ROUTES.thread(thread.id)), { title: 'Mine now' }), 403, MSG.forbidden);

    // deleteThreads is nobody's but super's by default.
    refused(await as.admin.call('delete', api(THREAD_ROUTES.thread(thread.id))), 403, MSG.forbidden);
    expect(ok(await as.super.call('delete', api(THREAD_ROUTES.thread(thread.id))))).toEqual({ success: true });
    refused(await as.learner.get(api(THREAD_ROUTES.thread(thread.id))), 404, THREAD_MSG.notFound);
    refused(await post(as.learner, thread.id, { message: 'Anyone?' }), 404, THREAD_MSG.notFound);
  });
});

describe('lists, unread state and alerts', () => {
  it('lists sticky threads first, then the newest activity; searches titles; filters the unread', async () => {
    const word = tag();
    const a = await start(as.manager, { title: `${word} alpha`, ref: org, message: 'a' });
    const b = await start(as.manager, { title: `${word} beta`, ref: org, message: 'b' });
    const c = await start(as.manager, { title: `${word} gamma`, ref: org, message: 'c' });
    ok(await as.admin.put(api(THREAD_ROUTES.sticky(a.id)), { sticky: true }));
    await posted(as.manager, b.id, 'b again');
    const page = await list(as.learner, `ref=${org}&search=${word}`);
    expect([page.total, page.items.map((i) => i.id)]).toEqual([3, [a.id, b.id, c.id]]);
    expect(page.items.map((i) => i.unread)).toEqual([true, true, true]);
    expect((await list(as.learner, `ref=${org}&search=${word}+gam`)).items.map((i) => i.id)).toEqual([c.id]);
    expect((await list(as.learner, `ref=${org}&search=${word}&limit=10&page=2`)).items).toEqual([]);

    ok(await as.learner.put(api(THREAD_ROUTES.visitThread), { threadId: b.id }));
    const read = (await list(as.learner, `ref=${org}&search=${word}`)).items.find((i) => i.id === b.id)!;
    expect([read.unread, read.readAt! >= read.lastMessage!.ts]).toEqual([false, true]);
    expect((await list(as.learner, `ref=${org}&search=${word}&unread=1`)).items.map((i) => i.id)).toEqual([a.id, c.id]);
    // One's own newest message is never unread.
    await posted(as.learner, a.id, 'mine');
    expect((await list(as.learner, `ref=${org}&search=${word}&unread=1`)).items.map((i) => i.id)).toEqual([c.id]);
    // The community list and the caller's conversations are lists of their own.
    expect((await list(as.learner, `search=${word}`)).total).toBe(0);
    expect((await list(as.learner, `conversations=1&search=${word}`)).total).toBe(0);
    refused(await as.learner.put(api(THREAD_ROUTES.visitThread), { threadId: randomUUID() }), 404, THREAD_MSG.notFound);
  });

  it("counts alerts after the list's last check and the thread's read time, and keeps the checks in the user record", async () => {
    const { client: reader, id: readerId } = await account(t.url, as.admin, { orgId: org });
    expect((await me(reader)).notifications).toEqual({ lastThreadCheck: 0, lastOrgThreadCheck: 0, lastMessageCheck: 0 });
    for (const list of ['threads', 'orgThreads', 'messages'] as const) ok(await reader.put(api(THREAD_ROUTES.visit(list))));
    const checks = (await me(reader)).notifications;
    expect(Object.values(checks).every((at) => at > 0)).toBe(true);
    expect(await alerts(reader)).toEqual({ messages: { count: 0, items: [] }, notifications: { count: 0, items: [] }, outliers: { count: 0, items: [] } });
    await new Promise((r) => setTimeout(r, 5));

    const thread = await start(as.manager, { title: `Alerts ${tag()}`, ref: org, message: 'News' });
    const chat = await start(as.manager, { userIds: [readerId], message: 'Psst' });
    let seen = await alerts(reader);
    expect([seen.messages.count, seen.messages.items.map((i) => i.id)]).toEqual([1, [chat.id]]);
    expect([seen.notifications.count, seen.notifications.items.map((i) => i.id)]).toEqual([1, [thread.id]]);
    expect(seen.messages.items[0]).toMatchObject({ unread: true, readAt: null, lastMessage: { preview: 'Psst', userId: ids.manager } });

    // Opening the thread, visiting the messages list: both gone.
    ok(await reader.put(api(THREAD_ROUTES.visitThread), { threadId: thread.id }));
    ok(await reader.put(api(THREAD_ROUTES.visit('messages'))));
    expect(await alerts(reader)).toEqual({ messages: { count: 0, items: [] }, notifications: { count: 0, items: [] }, outliers: { count: 0, items: [] } });
    expect((await me(reader)).notifications.lastMessageCheck).toBeGreaterThan(checks.lastMessageCheck);

    // A new message brings the thread back, until the list is visited.
    await new Promise((r) => setTimeout(r, 5));
    await posted(as.manager, thread.id, 'More news');
    seen = await alerts(reader);
    expect([seen.notifications.count, seen.notifications.items[0]?.lastMessage?.preview]).toEqual([1, 'More news']);
    ok(await reader.put(api(THREAD_ROUTES.visit('orgThreads'))));
    expect((await alerts(reader)).notifications.count).toBe(0);
  });
});

describe('attachments', () => {
  it('attaches an image and a PDF of the sender, served to readers of the thread only', async () => {
    const png = fileBytes.png(4_000);
    const pdf = fileBytes.pdf(3_000);
    const image = await uploaded(t.url, as.learner, png, { filename: 'smear.png', filetype: 'image/png', purpose: 'image' });
    const doc = await uploaded(t.url, as.learner, pdf, { filename: 'report.pdf', filetype: 'application/pdf', purpose: 'file' });
    const chat = await start(as.learner, { userIds: [ids.manager], message: '<p>See attached</p>', attachments: [image, doc] });
    expect(chat.messages[0]!.attachments).toEqual([
      { fileId: image, name: 'smear.png', type: 'image/png', size: 4_000 },
      { fileId: doc, name: 'report.pdf', type: 'application/pdf', size: 3_000 },
    ]);
    for (const [fileId, bytes, type] of [
      [image, png, 'image/png'],
      [doc, pdf, 'application/pdf'],
    ] as const) {
      const res = await fetch(`${t.url}${api(THREAD_ROUTES.file(chat.id, fileId))}`, { headers: { cookie: as.manager.cookieHeader } });
      expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')?.startsWith('inline')]).toEqual([200, type, true]);
      expect(Buffer.compare(Buffer.from(await res.arrayBuffer()), bytes)).toBe(0);
    }
    // Not a reader of the conversation, a file of no message of it, a thread of no such file: all 'File not found.'.
    refused(await as.admin.get(api(THREAD_ROUTES.file(chat.id, image))), 404, UPLOAD_MSG.fileNotFound);
    const other = await start(as.learner, { userIds: [ids.manager], message: 'No files here' });
    refused(await as.manager.get(api(THREAD_ROUTES.file(other.id, image))), 404, UPLOAD_MSG.fileNotFound);
    refused(await as.manager.get(api(THREAD_ROUTES.file(randomUUID(), image))), 404, UPLOAD_MSG.fileNotFound);
    // A message may be only attachments.
    const only = ok<ThreadMessage>(await post(as.learner, chat.id, { message: '', attachments: [image] }));
    expect([only.message, only.attachments.map((a) => a.fileId)]).toEqual(['', [image]]);
  });

  it('refuses a kind messages do not take, someone else’s upload and an unknown id, storing nothing', async () => {
    const chat = await start(as.learner, { userIds: [ids.manager], message: 'Files next' });
    const csv = await uploaded(t.url, as.learner, fileBytes.csv(5), { filename: 'metrics.csv', filetype: 'text/csv', purpose: 'analysis' });
    const theirs = await uploaded(t.url, as.manager, fileBytes.png(2_000), { filename: 'theirs.png', filetype: 'image/png', purpose: 'image' });
    const before = await eventCount();
    refused(await post(as.learner, chat.id, { message: 'csv', attachments: [csv] }), 400, THREAD_MSG.attachmentNotAllowed, 'attachments');
    refused(await post(as.learner, chat.id, { message: 'theirs', attachments: [theirs] }), 400, THREAD_MSG.attachmentNotFound, 'attachments');
    refused(await post(as.learner, chat.id, { message: 'none', attachments: [randomUUID()] }), 400, THREAD_MSG.attachmentNotFound, 'attachments');
    refused(
      await as.learner.post(api(THREAD_ROUTES.threads), { userIds: [ids.manager], message: 'x', attachments: [theirs] }),
      400,
      THREAD_MSG.attachmentNotFound,
      'attachments',
    );
    expect(await eventCount()).toBe(before);
    expect((await detail(as.learner, chat.id)).messageCount).toBe(1);
  });
});

describe('posting allowance', () => {
  it('refuses posts beyond the allowance with 429 and the wait, storing nothing; a resent post costs nothing', async () => {
    const { client: poster } = await account(t.url, as.admin, { orgId: org });
    const thread = await start(as.manager, { title: `Busy ${tag()}`, ref: org, message: 'Go' });
    const { points } = t.config.communityPosts;
    expect(points).toBe(THREAD_LIMITS.postsPerMinute);
    let last: ThreadMessage | null = null;
    const first = { message: 'post 0', id: randomUUID() };
    for (let i = 0; i < points; i++) last = ok<ThreadMessage>(await post(poster, thread.id, i === 0 ? first : { message: `post ${i}` }));
    const before = await eventCount();
    const res = await post(poster, thread.id, { message: 'one too many' });
    const waitOf = (reply: typeof res): number => Number(/wait (\d+) seconds/.exec(reply.body.message ?? '')?.[1]);
    const seconds = waitOf(res);
    refused(res, 429, THREAD_MSG.postingTooFast(seconds));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    // A new thread is refused too, its wait counted down meanwhile (a second may pass on a busy machine).
    const again = await poster.post(api(THREAD_ROUTES.threads), { userIds: [ids.manager], message: 'neither' });
    refused(again, 429, THREAD_MSG.postingTooFast(waitOf(again)));
    expect(waitOf(again)).toBeGreaterThan(0);
    expect(waitOf(again)).toBeLessThanOrEqual(seconds);
    expect(await eventCount()).toBe(before);
    const shown = await detail(poster, thread.id);
    expect([shown.messageCount, shown.lastMessage?.id]).toEqual([points + 1, last!.id]);
    expect(ok<ThreadMessage>(await post(poster, thread.id, first)).message).toBe('post 0');
  });
});

describe('live', () => {
  it('sends a message notice to the thread room, a thread notice to the members’ user rooms, and keeps non-readers out', async () => {
    const chat = await start(as.learner, { userIds: [ids.manager], message: 'Live?' });
    const learner = await connect(t.url, as.learner, sockets);
    const manager = await connect(t.url, as.manager, sockets);
    const admin = await connect(t.url, as.admin, sockets);
    expect(await watchThread(learner.socket, chat.id)).toBe(true);
    expect(await watchThread(admin.socket, chat.id)).toBe(false);
    expect(await watchThread(learner.socket, randomUUID())).toBe(false);

    const message = await posted(as.manager, chat.id, '<p>Live!</p>');
    await eventually(() => learner.heard.some((n) => n.model === 'message' && n.id === message.id), 'the message notice');
    expect(learner.heard.find((n) => n.model === 'message')).toEqual({ model: 'message', id: message.id, version: 1, patch: message });
    // The manager is a member without the room: the thread notice reaches their user room, not the message.
    await eventually(() => manager.heard.some((n) => n.model === 'thread' && n.id === chat.id), 'the thread notice');
    expect(manager.heard.some((n) => n.model === 'message')).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(admin.heard.filter((n) => n.model === 'thread' || n.model === 'message')).toEqual([]);

    // A community thread's notice goes to those who may read community threads.
    const community = await start(as.super, { title: 'Live community', message: 'Hello' });
    await eventually(() => learner.heard.some((n) => n.model === 'thread' && n.id === community.id), "the community thread's notice");
  });
});
