/**
 * The community's permission matrix (spec part 3 section 5; docs/adr/0027): every thread call, for
 * every role and a few permission overrides, on every kind of thread (community, the own
 * organization's, another organization's, locked or not, a conversation with and without the
 * caller). Expectations come from the pure rules of libs/permissions (their unit tests pin them to
 * the spec), so this proves the API enforces exactly them; and a refused request changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Response } from 'supertest';
import { MSG, THREAD_MSG, THREAD_ROUTES, type CurrentUser, type ThreadDetail } from '@cytocampus/contracts';
import { canCommentThread, canCreateThread, canReadThread, messageAbilities, threadAbilities, type Actor, type ThreadTarget } from '@cytocampus/permissions';
import { signedInAll } from '../../testing/sign-in.js';
import type { TestClient } from '../../testing/test-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { account, api, communityEventCount, me, ok, start } from './testing/community-client.js';

/** The demo roles and accounts whose overrides change what they may do. */
const CALLERS = ['learner', 'manager', 'admin', 'super', 'learner with createThreads', 'manager with deleteOrgThreads', 'learner without chat'] as const;
type Caller = (typeof CALLERS)[number];
const TARGETS = [
  'community',
  'locked community',
  'own organization',
  'locked own organization',
  'other organization',
  'locked other organization',
  'conversation with the caller',
  'conversation without the caller',
] as const;
type TargetKind = (typeof TARGETS)[number];

let t: TestServer;
const as = {} as Record<Caller, TestClient>;
const actors = {} as Record<Caller, Actor>;
let own: string;
let other: string;
/** Who starts the threads: nobody the matrix asks, so every message in them is someone else's. */
let starters: { own: TestClient; other: TestClient; partner: string };
/** Threads kept per caller and kind while the calls on them change nothing (a fresh one after an allowed change). */
const kept = new Map<string, Made>();

beforeAll(async () => {
  // Hundreds of threads in a minute: the posting allowance is not under test here.
  t = await startTestServer({ env: { COMMUNITY_POSTS_PER_MINUTE: '100000' } });
  const demo = await signedInAll(t.url);
  Object.assign(as, demo);
  own = (await me(demo.manager)).orgId!;
  other = ok<{ id: string }>(await demo.super.post(api('/organizations'), { name: 'Other Laboratory' })).id;
  const overrides: [Caller, object][] = [
    ['learner with createThreads', { orgId: own, permissions: { createThreads: true } }],
    ['manager with deleteOrgThreads', { orgId: own, role: 'manager', permissions: { deleteOrgThreads: true } }],
    ['learner without chat', { orgId: own }],
  ];
  const ids = {} as Record<Caller, string>;
  for (const [caller, fields] of overrides) ({ client: as[caller], id: ids[caller] } = await account(t.url, demo.super, fields));
  const starter = await account(t.url, demo.super, { orgId: own, permissions: { createThreads: true } });
  const outsider = await account(t.url, demo.super, { orgId: other });
  const partner = await account(t.url, demo.super, { orgId: own });
  starters = { own: starter.client, other: outsider.client, partner: partner.id };
  // Nobody can start a conversation with someone without chat: theirs is started before chat is taken away.
  actors['learner without chat'] = { id: ids['learner without chat'], role: 'cytotechnologist', orgId: own };
  kept.set('learner without chat/conversation with the caller', await made('conversation with the caller', 'learner without chat'));
  ok(await demo.super.put(api(`/users/${ids['learner without chat']}`), { permissions: { chat: false } }));
  for (const caller of CALLERS) {
    const user: CurrentUser = await me(as[caller]);
    actors[caller] = { id: user.id, role: user.role, orgId: user.orgId, effectivePermissions: user.effectivePermissions };
  }
  expect(actors['learner without chat'].effectivePermissions?.chat).toBe(false);
}, 60_000);
afterAll(() => t.close());

interface Made {
  id: string;
  target: ThreadTarget;
  /** The starter's first message. */
  messageId: string;
  senderId: string;
}

/** A fresh thread of a kind, started by someone the matrix does not ask (locked by super where the kind says). */
async function made(kind: TargetKind, caller: Caller): Promise<Made> {
  const starter = kind.includes('other organization') ? starters.other : starters.own;
  const body = kind.startsWith('conversation')
    ? { userIds: [kind === 'conversation with the caller' ? actors[caller].id : starters.partner], message: '<p>Hello</p>' }
    : { title: `A ${kind} thread`, message: '<p>Hello</p>', ...(kind.includes('community') ? {} : { ref: kind.includes('own') ? own : other }) };
  const thread = await start(starter, body);
  if (kind.startsWith('locked')) ok(await as.super.put(api(THREAD_ROUTES.lock(thread.id)), { locked: true }));
  const target: ThreadTarget = { kind: thread.kind, ref: thread.ref, userIds: thread.userIds, locked: kind.startsWith('locked') };
  return { id: thread.id, target, messageId: thread.messages[0]!.id, senderId: thread.messages[0]!.userId };
}

/** What a thread looks like to super (who reads everything): a refused call must leave it so. */
const snapshot = async (id: string): Promise<unknown> => {
  const res = await as.super.get(api(THREAD_ROUTES.thread(id)));
  if (res.status !== 200) return res.status;
  const d = res.body.data as ThreadDetail;
  return [d.version, d.title, d.locked, d.sticky, d.messageCount, d.messages.map((m) => [m.id, m.version])];
};

type Action = [name: string, call: (c: TestClient, th: Made) => Promise<Response>, allowed: (a: Actor, th: Made) => boolean, changes: boolean];
const ACTIONS: Action[] = [
  ['read', (c, th) => c.get(api(THREAD_ROUTES.thread(th.id))), (a, th) => canReadThread(a, th.target), false],
  ['open (visit)', (c, th) => c.put(api(THREAD_ROUTES.visitThread), { threadId: th.id }), (a, th) => canReadThread(a, th.target), false],
  ['comment', (c, th) => c.post(api(THREAD_ROUTES.thread(th.id)), { message: '<p>A comment</p>' }), (a, th) => canCommentThread(a, th.target), false],
  ['lock', (c, th) => c.put(api(THREAD_ROUTES.lock(th.id)), { locked: !th.target.locked }), (a, th) => threadAbilities(a, th.target).canLock, true],
  ['make sticky', (c, th) => c.put(api(THREAD_ROUTES.sticky(th.id)), { sticky: true }), (a, th) => threadAbilities(a, th.target).canSticky, true],
  ['edit the title', (c, th) => c.put(api(THREAD_ROUTES.thread(th.id)), { title: 'Moderated' }), (a, th) => threadAbilities(a, th.target).canEdit, true],
  ['delete', (c, th) => c.call('delete', api(THREAD_ROUTES.thread(th.id))), (a, th) => threadAbilities(a, th.target).canDel, true],
  [
    "edit another's message",
    (c, th) => c.put(api(THREAD_ROUTES.message(th.id, th.messageId)), { message: '<p>Moderated</p>' }),
    (a, th) => messageAbilities(a, th.target, th.senderId).canEdit,
    true,
  ],
  [
    "delete another's message",
    (c, th) => c.call('delete', api(THREAD_ROUTES.message(th.id, th.messageId))),
    (a, th) => messageAbilities(a, th.target, th.senderId).canDel,
    true,
  ],
];

async function targetFor(caller: Caller, kind: TargetKind): Promise<Made> {
  const key = `${caller}/${kind}`;
  const thread = kept.get(key) ?? (await made(kind, caller));
  kept.set(key, thread);
  return thread;
}

const matrix = ACTIONS.flatMap(([name, call, allowed, changes]) =>
  CALLERS.flatMap((caller) => TARGETS.map((kind) => [name, caller, kind, call, allowed, changes] as const)),
);

describe('thread calls for every role and override, on every kind of thread', () => {
  it.each(matrix)('%s as %s on a %s thread', async (_name, caller, kind, call, allowed, changes) => {
    const thread = await targetFor(caller, kind);
    const reads = canReadThread(actors[caller], thread.target);
    const expected = !reads ? 404 : allowed(actors[caller], thread) ? 200 : 403;
    const before = await snapshot(thread.id);
    const res = await call(as[caller], thread);
    expect([res.status, res.body.code]).toEqual([expected, expected]);
    if (expected === 404) expect(res.body.message).toBe(THREAD_MSG.notFound);
    if (expected === 403) expect(res.body.message).toBe(thread.target.locked && _name === 'comment' ? THREAD_MSG.locked : MSG.forbidden);
    if (expected !== 200) expect(await snapshot(thread.id)).toEqual(before);
    if (expected === 200 && changes) kept.delete(`${caller}/${kind}`);
  });
});

type ScopeCase = [name: string, call: (c: TestClient) => Promise<Response>, allowed: (a: Actor) => boolean];
const SCOPE_CASES: ScopeCase[] = [
  [
    'GET /threads (community)',
    (c) => c.get(api(THREAD_ROUTES.threads)),
    (a) => canReadThread(a, { kind: 'community', ref: null, userIds: null, locked: false }),
  ],
  [
    'GET /threads of the own organization',
    (c) => c.get(api(`${THREAD_ROUTES.threads}?ref=${own}`)),
    (a) => canReadThread(a, { kind: 'organization', ref: own, userIds: null, locked: false }),
  ],
  [
    'GET /threads of another organization',
    (c) => c.get(api(`${THREAD_ROUTES.threads}?ref=${other}`)),
    (a) => canReadThread(a, { kind: 'organization', ref: other, userIds: null, locked: false }),
  ],
  [
    'GET /threads?conversations=1',
    (c) => c.get(api(`${THREAD_ROUTES.threads}?conversations=1`)),
    (a) => canReadThread(a, { kind: 'conversation', ref: null, userIds: [a.id], locked: false }),
  ],
  ['GET /threads/people', (c) => c.get(api(THREAD_ROUTES.people)), (a) => canCreateThread(a, 'conversation', null)],
  ['POST /threads (community)', (c) => c.post(api(THREAD_ROUTES.threads), { title: 'Started', message: 'Hi' }), (a) => canCreateThread(a, 'community', null)],
  [
    'POST /threads in the own organization',
    (c) => c.post(api(THREAD_ROUTES.threads), { title: 'Started', ref: own, message: 'Hi' }),
    (a) => canCreateThread(a, 'organization', own),
  ],
  [
    'POST /threads in another organization',
    (c) => c.post(api(THREAD_ROUTES.threads), { title: 'Started', ref: other, message: 'Hi' }),
    (a) => canCreateThread(a, 'organization', other),
  ],
  [
    'POST /threads (a conversation)',
    (c) => c.post(api(THREAD_ROUTES.threads), { userIds: [starters.partner], message: 'Hi' }),
    (a) => canCreateThread(a, 'conversation', null),
  ],
];

const eventCount = (): Promise<number> => communityEventCount(t.server.infra.sql);

describe('lists and new threads for every role and override', () => {
  it.each(SCOPE_CASES.flatMap(([name, call, allowed]) => CALLERS.map((caller) => [name, caller, call, allowed] as const)))(
    '%s as %s',
    async (name, caller, call, allowed) => {
      const expected = allowed(actors[caller]) ? 200 : 403;
      const before = await eventCount();
      const res = await call(as[caller]);
      expect([res.status, res.body.code]).toEqual([expected, expected]);
      if (expected === 403 && name.includes('another organization') && name.startsWith('POST')) expect(res.body.message).toBe(THREAD_MSG.notYourOrganization);
      if (expected !== 200) expect(await eventCount()).toBe(before);
    },
  );
});

describe('the overrides change what the rules say they change', () => {
  it('lets a learner with createThreads start community threads, a manager with deleteOrgThreads delete, a learner without chat no conversation', () => {
    const community = { kind: 'community', ref: null, userIds: null, locked: false } as const;
    const orgThread = { kind: 'organization', ref: own, userIds: null, locked: false } as const;
    const chat = (a: Actor) => ({ kind: 'conversation', ref: null, userIds: [a.id, 'someone'], locked: false }) as const;
    expect([canCreateThread(actors.learner, 'community', null), canCreateThread(actors['learner with createThreads'], 'community', null)]).toEqual([
      false,
      true,
    ]);
    expect([threadAbilities(actors.manager, orgThread).canDel, threadAbilities(actors['manager with deleteOrgThreads'], orgThread).canDel]).toEqual([
      false,
      true,
    ]);
    expect([canReadThread(actors.learner, chat(actors.learner)), canReadThread(actors['learner without chat'], chat(actors['learner without chat']))]).toEqual([
      true,
      false,
    ]);
    // And the rest of what they may do stays as their role's.
    expect(canReadThread(actors['learner without chat'], community)).toBe(true);
  });
});
