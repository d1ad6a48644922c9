import { describe, expect, it } from '@jest/globals';
import { produce } from 'immer';
import type { ThreadLivePatch, ThreadPage } from '@cytocampus/contracts';
import { detail, message, person, summary } from './fixtures';
import { applyMessageNotice, applySummary, decideListNotice, updateListRow, upsertMessage } from './liveThreads';

const ids = (thread: { messages: { id: string }[] }) => thread.messages.map((held) => held.id);
const patchOf = (fields: Partial<ThreadLivePatch> = {}): ThreadLivePatch => ({
  title: 'Thread a',
  locked: false,
  sticky: false,
  messageCount: 2,
  lastMessage: { id: 'm2', ts: 5_000, userId: 'u2', preview: 'New' },
  ...fields,
});
const pageOf = (...items: ReturnType<typeof summary>[]): ThreadPage => ({ items, total: items.length, page: 1, limit: 25, search: '', canNext: false });

describe("a thread page's messages", () => {
  it('inserts in time order, replaces only with a newer version, and drops a removed one', () => {
    let thread = detail([message('a', 10), message('c', 30)]);
    thread = produce(thread, (draft) => void upsertMessage(draft, message('b', 20)));
    expect(ids(thread)).toEqual(['a', 'b', 'c']);

    const edited = message('b', 20, { message: '<p>edited</p>', version: 2 });
    thread = produce(thread, (draft) => void applyMessageNotice(draft, { model: 'message', id: 'b', version: 2, patch: edited }));
    expect(thread.messages[1]!.message).toBe('<p>edited</p>');
    // The page's own answer came first: the notice of that version (or an older one) changes nothing.
    const stale = produce(thread, (draft) => void applyMessageNotice(draft, { model: 'message', id: 'b', version: 2, patch: message('b', 20) }));
    expect(stale).toBe(thread);

    thread = produce(thread, (draft) => void applyMessageNotice(draft, { model: 'message', id: 'a', version: 3, removed: true }));
    expect(ids(thread)).toEqual(['b', 'c']);
  });

  it("ignores another thread's message, and one older than the window while older ones are still to load", () => {
    const thread = detail([message('b', 20)], { hasMore: true });
    const other = { model: 'message' as const, id: 'x', version: 1, patch: message('x', 25, { threadId: 't2' }) };
    expect(produce(thread, (draft) => void applyMessageNotice(draft, other))).toBe(thread);
    expect(produce(thread, (draft) => void upsertMessage(draft, message('a', 10)))).toBe(thread);
    // Unless those are what was loaded ('Load older messages').
    expect(ids(produce(thread, (draft) => void upsertMessage(draft, message('a', 10), true)))).toEqual(['a', 'b']);
  });

  it("takes a summary's fields unless it holds a later version, and keeps its messages and everyone's names", () => {
    const thread = detail([message('a', 10)], { version: 3, people: [person('u1')] });
    const older = produce(thread, (draft) => applySummary(draft, summary('t1', { version: 2, title: 'Old', people: [person('u9', 'New Person')] })));
    expect([older.title, older.people.map((p) => p.id)]).toEqual([thread.title, ['u1', 'u9']]);
    const newer = produce(thread, (draft) =>
      applySummary(draft, summary('t1', { version: 4, locked: true, abilities: { ...thread.abilities, canComment: false } })),
    );
    expect([newer.locked, newer.abilities.canComment, ids(newer), newer.version]).toEqual([true, false, ['a'], 4]);
  });
});

describe("a thread list's rule for thread notices", () => {
  const a = summary('a', { version: 1, people: [person('u1'), person('u2')] });
  const b = summary('b', { version: 1, lastMessage: { id: 'mb', ts: 3_000, userId: 'u1', preview: '' } });

  it('patches the next version, fetches after a gap or when the new sender is not named, drops a removal, checks an unknown thread', () => {
    const page = pageOf(b, a);
    expect(decideListNotice(page, { model: 'thread', id: 'a', version: 2, patch: patchOf() })).toEqual({ kind: 'patch', patch: patchOf() });
    expect(decideListNotice(page, { model: 'thread', id: 'a', version: 1, patch: patchOf() })).toEqual({ kind: 'ignore' });
    expect(decideListNotice(page, { model: 'thread', id: 'a', version: 3, patch: patchOf() })).toEqual({ kind: 'fetchRow' });
    const stranger = patchOf({ lastMessage: { id: 'm3', ts: 6_000, userId: 'u7', preview: 'Hi' } });
    expect(decideListNotice(page, { model: 'thread', id: 'a', version: 2, patch: stranger })).toEqual({ kind: 'fetchRow' });
    expect(decideListNotice(page, { model: 'thread', id: 'a', version: 2, removed: true })).toEqual({ kind: 'drop' });
    expect(decideListNotice(page, { model: 'thread', id: 'z', version: 1, patch: patchOf() })).toEqual({ kind: 'checkNew' });
    expect(decideListNotice(page, { model: 'thread', id: 'z', version: 1, removed: true })).toEqual({ kind: 'ignore' });
  });

  it('moves a patched row to where it now sorts, with its unread flag for the viewer, and drops a row', () => {
    let page = pageOf(b, a);
    page = produce(page, (draft) => updateListRow(draft, 'a', { patch: patchOf(), version: 2, viewerId: 'u1' }));
    expect(page.items.map((row) => row.id)).toEqual(['a', 'b']);
    expect([page.items[0]!.messageCount, page.items[0]!.unread, page.items[0]!.version]).toEqual([2, true, 2]);
    page = produce(page, (draft) => updateListRow(draft, 'a', null));
    expect([page.items.map((row) => row.id), page.total]).toEqual([['b'], 1]);
  });
});
