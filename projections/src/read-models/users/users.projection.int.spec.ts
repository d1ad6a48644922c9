import { beforeEach, expect, it } from '@jest/globals';
import { userRoom } from '@cytocampus/contracts';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, registered } from '../../testing/harness.js';
import { usersProjection } from './users.projection.js';

const course = (itemId: string) => ({ type: 'module', itemId });
const pin = (itemId: string) => event('ItemPinned', { item: course(itemId) });
const unpin = (itemId: string) => event('ItemUnpinned', { item: course(itemId) });

forEachDatabase('users read model on %s: pinned items', (h) => {
  let record: ReturnType<typeof liveRecorder>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => usersProjection.migrate(tx));
    record = liveRecorder(h, usersProjection, (id) => `user-${id}`);
  });

  const row = async (id: string) => (await h.sql.query<{ pinned: unknown; version: number }>('select pinned, version from users where id = $1', [id])).rows[0];

  it('starts empty, keeps pins in the order they came, removes an unpinned one, and tells the user’s tabs each time', async () => {
    await record('u1', registered('u1', 'u1@lab.test'));
    expect(await row('u1')).toEqual({ pinned: [], version: 1 });
    const notices = await record('u1', pin('m1'), pin('m2'), pin('m3'));
    expect(await row('u1')).toEqual({ pinned: [course('m1'), course('m2'), course('m3')], version: 4 });
    expect(notices).toEqual([expect.objectContaining({ rooms: expect.arrayContaining([userRoom('u1')]), notice: { model: 'user', id: 'u1', version: 4 } })]);
    await record('u1', unpin('m2'));
    expect(await row('u1')).toEqual({ pinned: [course('m1'), course('m3')], version: 5 });
    await record('u1', unpin('m1'), unpin('m3'));
    expect((await row('u1'))!.pinned).toEqual([]);
  });

  it('lists an item once however often it is pinned, and unpinning what is not pinned leaves the list as it is', async () => {
    await record('u1', registered('u1', 'u1@lab.test'), pin('m1'), pin('m1'), unpin('m9'));
    expect((await row('u1'))!.pinned).toEqual([course('m1')]);
    // Same id, another type: another item.
    await record('u1', event('ItemPinned', { item: { type: 'quiz', itemId: 'm1' } }));
    await record('u1', unpin('m1'));
    expect((await row('u1'))!.pinned).toEqual([{ type: 'quiz', itemId: 'm1' }]);
  });

  it('rebuilds the pinned lists to what the events gave live', async () => {
    await record('u1', registered('u1', 'u1@lab.test'), pin('m1'), pin('m2'), unpin('m1'), pin('m3'));
    await record('u2', registered('u2', 'u2@lab.test'), pin('m2'));
    const live = (await h.sql.query('select id, pinned, version from users order by id')).rows;
    await rebuildProjection({ sql: h.sql, store: h.store, projection: usersProjection });
    expect((await h.sql.query('select id, pinned, version from users order by id')).rows).toEqual(live);
    expect(live).toEqual([
      { id: 'u1', pinned: [course('m2'), course('m3')], version: 5 },
      { id: 'u2', pinned: [course('m2')], version: 2 },
    ]);
  });

  it('keeps how each account came to be (the reports tell self sign-ups by it), rebuilt alike', async () => {
    await record('u1', registered('u1', 'u1@lab.test'));
    await record('u2', registered('u2', 'u2@lab.test', { origin: 'admin' }));
    const origins = async () => (await h.sql.query('select id, origin from users order by id')).rows;
    expect(await origins()).toEqual([
      { id: 'u1', origin: 'registration' },
      { id: 'u2', origin: 'admin' },
    ]);
    await rebuildProjection({ sql: h.sql, store: h.store, projection: usersProjection });
    expect(await origins()).toEqual([
      { id: 'u1', origin: 'registration' },
      { id: 'u2', origin: 'admin' },
    ]);
  });
});
