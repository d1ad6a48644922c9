import { describe, expect, it } from '@jest/globals';
import { produce } from 'immer';
import type { Page, ReadModelChanged } from '@cytocampus/contracts';
import { decideNotice, followPageRows } from './followCacheEntry';
import { LiveEvents } from './liveEvents';

interface Row {
  id: string;
  version: number;
  status: string;
  name: string;
}

const page = (...items: Row[]): Page<Row> => ({ limit: 20, page: 1, total: items.length, items, search: '', canNext: false });
const row = (id: string, version: number, status = 'QUEUED'): Row => ({ id, version, status, name: `Slide ${id}` });
const flush = () => new Promise((done) => setTimeout(done, 0));

describe('decideNotice', () => {
  const slide = (version: number, patch = true): ReadModelChanged => ({
    model: 'slide',
    id: 's1',
    version,
    ...(patch ? { patch: { status: 'COMPLETE', error: null, image: null, fileName: null, bytes: null } } : {}),
  });

  it('ignores other rows and versions the row holds already (the tab that made the change)', () => {
    expect(decideNotice(row('s2', 1), slide(2))).toBe('ignore');
    expect(decideNotice(row('s1', 2), slide(2))).toBe('ignore');
    expect(decideNotice(row('s1', 3), slide(2))).toBe('ignore');
    expect(decideNotice(undefined, slide(2))).toBe('ignore');
  });

  it('patches the next version when the notice has a patch, and fetches after a gap, without a patch, or on removal', () => {
    expect(decideNotice(row('s1', 1), slide(2))).toBe('patch');
    expect(decideNotice(row('s1', 1), slide(3))).toBe('fetch');
    expect(decideNotice(row('s1', 1), slide(2, false))).toBe('fetch');
    expect(decideNotice(row('s1', 9), { model: 'slide', id: 's1', version: Number.MAX_SAFE_INTEGER, removed: true })).toBe('fetch');
  });
});

describe('followPageRows', () => {
  function follow(initial: Page<Row>, fetchRow: (id: string) => Promise<Row | null | undefined>) {
    const events = new LiveEvents();
    let data = initial;
    const stop = followPageRows<Row>('slide', { updateCachedData: (recipe) => (data = produce(data, recipe)) }, () => data, fetchRow, events);
    return { events, stop, data: () => data };
  }

  it('patches a row in place, fetches one row after a gap (never the page), and takes out a row that is gone', async () => {
    const fetched: string[] = [];
    const fresh: Record<string, Row | null> = { s2: { ...row('s2', 5, 'COMPLETE'), name: 'Renamed' }, s3: null };
    const live = follow(page(row('s1', 1), row('s2', 1), row('s3', 1)), (id) => (fetched.push(id), Promise.resolve(fresh[id])));

    live.events.emit('changed', {
      model: 'slide',
      id: 's1',
      version: 2,
      patch: { status: 'PROCESSING', error: null, image: null, fileName: null, bytes: null },
    });
    live.events.emit('changed', { model: 'slide', id: 's2', version: 5 });
    live.events.emit('changed', { model: 'slide', id: 's3', version: Number.MAX_SAFE_INTEGER, removed: true });
    live.events.emit('changed', { model: 'user', id: 's1', version: 9 });
    live.events.emit('changed', { model: 'slide', id: 'not-listed', version: 9 });
    await flush();

    expect(fetched).toEqual(['s2', 's3']);
    expect(live.data().items).toEqual([row('s1', 2, 'PROCESSING'), { ...row('s2', 5, 'COMPLETE'), name: 'Renamed' }]);
    expect(live.data().total).toBe(2);
    // Only the fields the list holds are taken from a fetched row.
    expect(Object.keys(live.data().items[0]!)).toEqual(['id', 'version', 'status', 'name']);
  });

  it('keeps a row whose fetch failed, and stops listening when told', async () => {
    const live = follow(page(row('s1', 1)), () => Promise.resolve(undefined));
    live.events.emit('changed', { model: 'slide', id: 's1', version: 3 });
    await flush();
    expect(live.data().items).toEqual([row('s1', 1)]);
    live.stop();
    live.events.emit('changed', { model: 'slide', id: 's1', version: 2, patch: { status: 'ERROR', error: 'x', image: null, fileName: null, bytes: null } });
    expect(live.data().items).toEqual([row('s1', 1)]);
  });
});
