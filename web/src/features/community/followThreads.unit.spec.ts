import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { produce } from 'immer';
import type { ThreadDetail, ThreadPage, ThreadSummary } from '@cytocampus/contracts';
import { LiveEvents } from '../../realtime/liveEvents';
import { detail, learner, message, person, summary } from './fixtures';
import { followAlerts, followThreadDetail, followThreadList, REFETCH_THROTTLE_MS } from './followThreads';

/** Lets promise callbacks run (fake timers leave microtasks alone). */
const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

/** A cache entry as RTK Query's lifecycle gives it: loaded at once, removed when the test says. */
function entry<Data>(initial: Data) {
  let data = initial;
  let remove: () => void = () => undefined;
  const removed = new Promise<void>((done) => (remove = done));
  return {
    life: {
      cacheDataLoaded: Promise.resolve(),
      cacheEntryRemoved: removed,
      getCacheEntry: () => ({ data }),
      updateCachedData: (recipe: (draft: Data) => void) => void (data = produce(data, recipe)),
    },
    data: () => data,
    remove: () => remove(),
  };
}

const reader = learner('u1', 'o1', { community: true, readOrgThreads: true, commentOrgThreads: true, chat: true });

describe('the thread page follows its room', () => {
  it('shows a message posted elsewhere, closes the reply box at once on lock, and asks the summary to confirm', async () => {
    const events = new LiveEvents();
    const orgThread = detail([message('a', 10)], { kind: 'organization', ref: 'o1', version: 1 });
    const cached = entry<ThreadDetail | null>(orgThread);
    const summaries: string[] = [];
    let refetched = 0;
    void followThreadDetail('t1', cached.life, {
      viewer: () => reader,
      refetch: () => void (refetched += 1),
      fetchSummary: (id) => {
        summaries.push(id);
        return Promise.resolve(
          summary('t1', { kind: 'organization', ref: 'o1', locked: true, version: 2, abilities: { ...orgThread.abilities, canComment: false } }),
        );
      },
      events,
    });
    await flush();

    events.emit('changed', { model: 'message', id: 'b', version: 1, patch: message('b', 20, { userId: 'u2' }) });
    expect(cached.data()!.messages.map((held) => held.id)).toEqual(['a', 'b']);

    events.emit('changed', {
      model: 'thread',
      id: 't1',
      version: 2,
      patch: { title: 'Thread t1', locked: true, sticky: false, messageCount: 2, lastMessage: null },
    });
    // At once, before any answer: the permissions' rule says a locked organization thread takes no comment.
    expect([cached.data()!.locked, cached.data()!.abilities.canComment]).toEqual([true, false]);
    expect(summaries).toEqual(['t1']);
    await flush();
    expect(cached.data()!.messages.map((held) => held.id)).toEqual(['a', 'b']);

    // A gap refetches the page; another thread's notice and a version held are ignored.
    events.emit('changed', { model: 'thread', id: 't2', version: 9, patch: { title: '', locked: false, sticky: false, messageCount: 0, lastMessage: null } });
    events.emit('changed', { model: 'thread', id: 't1', version: 2, removed: undefined });
    expect(refetched).toBe(0);
    events.emit('changed', { model: 'thread', id: 't1', version: 4 });
    expect(refetched).toBe(1);
    cached.remove();
  });

  it("learns a new sender's name from the summary", async () => {
    const events = new LiveEvents();
    const cached = entry<ThreadDetail | null>(detail([], { people: [person('u1')] }));
    void followThreadDetail('t1', cached.life, {
      viewer: () => reader,
      refetch: () => undefined,
      fetchSummary: () => Promise.resolve(summary('t1', { version: 1, people: [person('u1'), person('u5', 'Newcomer')] })),
      events,
    });
    await flush();
    events.emit('changed', { model: 'message', id: 'n', version: 1, patch: message('n', 5, { userId: 'u5' }) });
    await flush();
    expect(cached.data()!.people.map((p) => p.name)).toContain('Newcomer');
  });
});

describe('thread lists and alerts follow the notices', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refetches the page once for a burst, when a new thread belongs to it, and never for one of another list', async () => {
    const events = new LiveEvents();
    const cached = entry<ThreadPage>({ items: [summary('a')], total: 1, page: 1, limit: 25, search: '', canNext: false });
    let refetched = 0;
    const kinds: Record<string, ThreadSummary> = { n: summary('n'), o: summary('o', { kind: 'organization', ref: 'o1' }) };
    const asked: string[] = [];
    void followThreadList({}, cached.life, {
      viewer: () => reader,
      refetch: () => void (refetched += 1),
      fetchSummary: (id) => {
        asked.push(id);
        return Promise.resolve(kinds[id] ?? null);
      },
      events,
    });
    await flush();

    events.emit('changed', { model: 'thread', id: 'o', version: 1 });
    await flush();
    jest.advanceTimersByTime(REFETCH_THROTTLE_MS);
    expect(refetched).toBe(0);
    // Known not to belong: not fetched again.
    events.emit('changed', { model: 'thread', id: 'o', version: 2 });
    expect(asked).toEqual(['o']);

    events.emit('changed', { model: 'thread', id: 'n', version: 1 });
    events.emit('changed', { model: 'community', id: 'u1', version: 5 });
    await flush();
    jest.advanceTimersByTime(REFETCH_THROTTLE_MS);
    expect(refetched).toBe(1);
    cached.remove();
  });

  it('refetches the alerts once per burst of thread and community notices', async () => {
    const events = new LiveEvents();
    const cached = entry({});
    let refetched = 0;
    void followAlerts(cached.life, { refetch: () => void (refetched += 1), events });
    await flush();
    for (let version = 1; version <= 5; version += 1) events.emit('changed', { model: 'thread', id: `t${version}`, version });
    events.emit('changed', { model: 'community', id: 'u1', version: 2 });
    events.emit('changed', { model: 'slide', id: 's', version: 2 });
    expect(refetched).toBe(0);
    jest.advanceTimersByTime(REFETCH_THROTTLE_MS);
    expect(refetched).toBe(1);
    events.emit('changed', { model: 'user', id: 'u1', version: 2 });
    jest.advanceTimersByTime(REFETCH_THROTTLE_MS);
    expect(refetched).toBe(1);
    // A learner of the manager's organization crossed an outlier threshold (docs/adr/0036).
    events.emit('changed', { model: 'skillOutlier', id: 'm1', version: 1 });
    jest.advanceTimersByTime(REFETCH_THROTTLE_MS);
    expect(refetched).toBe(2);
    cached.remove();
  });
});
