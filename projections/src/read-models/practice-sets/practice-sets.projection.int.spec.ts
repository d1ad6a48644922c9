import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, snapshot } from '../../testing/harness.js';
import { usersProjection } from '../users/users.projection.js';
import { practiceSetsProjection } from './practice-sets.projection.js';

const at = (minute: number) => Date.UTC(2026, 10, 29, 10, minute);
const assigned = (userId: string, setId: string, slideIds: string[], minute: number) =>
  event(
    'PracticeSetAssigned',
    { userId, setId, slides: slideIds.map((slideId) => ({ slideId, reason: `why ${slideId}` })), assignedBy: 'm1', assignedAt: at(minute) },
    new Date(at(minute)).toISOString(),
  );

forEachDatabase('practice sets read model on %s', (h) => {
  let record: (stream: string, ...events: EventData[]) => Promise<unknown[]>;
  beforeEach(async () => {
    await h.sql.transaction((tx) => practiceSetsProjection.migrate(tx));
    // The notices read the learner's organization from the users read model.
    await h.sql.transaction((tx) => usersProjection.migrate(tx));
    await h.sql.query(
      `insert into users (id, email, role, org_id, created, updated, version) values ('u1', 'u1@lab.test', 'CT', 'org1', now(), now(), 1) on conflict do nothing`,
    );
    record = liveRecorder(h, practiceSetsProjection, (stream) => stream);
  });

  it('keeps each assigned set with its slides in order, and rebuilds to the same rows', async () => {
    await record('practice-u1', assigned('u1', 's1', ['b', 'a'], 1));
    await record('practice-u1', assigned('u1', 's2', ['c'], 2));
    await record('practice-u2', assigned('u2', 's3', ['a'], 3));
    const live = await snapshot(h.sql, 'practice_sets', 'set_id');
    expect(live).toEqual([
      expect.objectContaining({ set_id: 's1', user_id: 'u1', slides: [expect.objectContaining({ slideId: 'b' }), expect.objectContaining({ slideId: 'a' })] }),
      expect.objectContaining({ set_id: 's2', user_id: 'u1', assigned_at: new Date(at(2)), assigned_by: 'm1' }),
      expect.objectContaining({ set_id: 's3', user_id: 'u2' }),
    ]);
    expect(await rebuildProjection({ sql: h.sql, store: h.store, projection: practiceSetsProjection })).toMatchObject({ parked: [] });
    expect(await snapshot(h.sql, 'practice_sets', 'set_id')).toEqual(live);
  });

  it('tells the learner and those who may list them of each assigned set, once per learner per batch, with its time', async () => {
    expect(await record('practice-u1', assigned('u1', 's1', ['a'], 1), assigned('u1', 's2', ['b'], 2))).toEqual([
      { rooms: ['user:u1', 'directory:org1', 'directory:*'], notice: { model: 'practice', id: 'u1', version: at(2) } },
    ]);
    // A learner the users read model does not hold yet: the admins' directory all the same.
    expect(await record('practice-u9', assigned('u9', 's3', ['a'], 3))).toEqual([
      { rooms: ['user:u9', 'directory:*'], notice: { model: 'practice', id: 'u9', version: at(3) } },
    ]);
  });
});
