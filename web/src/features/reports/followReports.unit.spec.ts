import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { produce } from 'immer';
import type { Page, ReportItem } from '@cytocampus/contracts';
import { LiveEvents } from '../../realtime/liveEvents';
import { livePage, report } from './fixtures';
import { followReport, followReportList, PAGE_REFETCH_DELAY_MS } from './followReports';
import { liveReport, type LiveReport } from './liveReports';

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

const generating = { status: 'GENERATING', error: null, start: 10, end: null, fileId: null, rows: null, chart: null } as const;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('a list of reports follows its notices and progress', () => {
  it('patches, fetches, drops rows, follows progress and asks for the page once per burst of unknown reports', async () => {
    const events = new LiveEvents();
    const cached = entry<Page<LiveReport>>(livePage(report('r1'), report('r2')));
    let refetched = 0;
    const fetched: string[] = [];
    const follow = followReportList(cached.life, {
      refetch: () => void (refetched += 1),
      fetchReport: (id) => {
        fetched.push(id);
        return Promise.resolve<ReportItem | null>(id === 'r2' ? null : report(id, { status: 'COMPLETE', rows: 7, version: 5 }));
      },
      events,
    });
    await flush();

    events.emit('changed', { model: 'report', id: 'r1', version: 2, patch: generating });
    events.emit('report:progress', { id: 'r1', progress: 0.25, rows: 40 });
    expect(cached.data().items[0]).toMatchObject({ status: 'GENERATING', progress: { progress: 0.25, rows: 40 } });

    // A gap: the row alone is fetched (complete now, so its bar goes); one gone for the viewer leaves.
    events.emit('changed', { model: 'report', id: 'r1', version: 4 });
    events.emit('changed', { model: 'report', id: 'r2', version: 3 });
    await flush();
    expect(fetched).toEqual(['r1', 'r2']);
    expect(cached.data().items.map((held) => [held.id, held.status, held.rows, held.progress])).toEqual([['r1', 'COMPLETE', 7, null]]);

    // New reports: one page refetch for the burst; other models are not this list's business.
    events.emit('changed', { model: 'report', id: 'r8', version: 1 });
    events.emit('changed', { model: 'report', id: 'r9', version: 1 });
    events.emit('changed', { model: 'slide', id: 'r9', version: 1 });
    expect(refetched).toBe(0);
    jest.advanceTimersByTime(PAGE_REFETCH_DELAY_MS);
    expect(refetched).toBe(1);

    cached.remove();
    await follow;
    events.emit('changed', { model: 'report', id: 'r1', version: 6, removed: true });
    expect(cached.data().items).toHaveLength(1);
  });
});

describe("a report's page follows its notices and progress", () => {
  it('shows progress, then the result at the next version, and refetches after a gap or a deletion', async () => {
    const events = new LiveEvents();
    const cached = entry<LiveReport>(liveReport(report('r1')));
    let refetched = 0;
    void followReport('r1', cached.life, { refetch: () => void (refetched += 1), events });
    await flush();

    events.emit('report:progress', { id: 'r1', progress: 0.5, rows: 500 });
    events.emit('report:progress', { id: 'r2', progress: 0.9, rows: 900 });
    expect(cached.data().progress).toEqual({ progress: 0.5, rows: 500 });
    events.emit('changed', { model: 'report', id: 'r1', version: 2, patch: generating });
    events.emit('changed', {
      model: 'report',
      id: 'r1',
      version: 3,
      patch: { ...generating, status: 'COMPLETE', fileId: 'f1', rows: 1000, end: 20, chart: null },
    });
    expect(cached.data()).toMatchObject({ status: 'COMPLETE', fileId: 'f1', rows: 1000, progress: null, version: 3 });
    expect(refetched).toBe(0);

    events.emit('changed', { model: 'report', id: 'r1', version: 3, patch: generating });
    events.emit('changed', { model: 'report', id: 'r2', version: 9 });
    expect(refetched).toBe(0);
    events.emit('changed', { model: 'report', id: 'r1', version: 0, removed: true });
    expect(refetched).toBe(1);
  });
});
