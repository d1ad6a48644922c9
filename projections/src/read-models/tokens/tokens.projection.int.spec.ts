import { beforeEach, expect, it } from '@jest/globals';
import type { EventData } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, liveRecorder, registered, snapshot } from '../../testing/harness.js';
import { usersProjection } from '../users/users.projection.js';
import { tokensProjection } from './tokens.projection.js';

const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
const issued = (userId: string, hash: string, minute = 0) =>
  event('TokenIssued', { userId, name: `Script ${hash}`, hash, prefix: `cc_pat_${hash}`, expiresAt: '2027-01-01T00:00:00.000Z' }, at(minute));

forEachDatabase('access tokens read model on %s', (h) => {
  /** Appends to the stream named and applies as the live runner does; answers the notices. */
  let record: (stream: string, ...events: EventData[]) => Promise<unknown[]>;
  beforeEach(async () => {
    await h.sql.transaction(async (tx) => {
      await usersProjection.migrate(tx);
      await tokensProjection.migrate(tx);
    });
    // The notices go to the rooms of the owner's organization, which the users read model knows.
    await liveRecorder(h, usersProjection, (id) => `user-${id}`, { notices: false })('u1', registered('u1', 'u1@lab.test', { orgId: 'org-a' }));
    record = liveRecorder(h, tokensProjection, (stream) => stream);
  });

  const rows = async () =>
    (await h.sql.query<{ id: string; revoked_at: Date | null; last_used: Date | null }>('select id, revoked_at, last_used from access_tokens order by id'))
      .rows;

  it('lists issued tokens by hash, marks a revoked one, keeps the latest use, and tells the directory rooms with a growing version', async () => {
    expect(await record('token-t1', issued('u1', 'h1'))).toEqual([
      { rooms: ['directory:*', 'directory:org-a'], notice: { model: 'token', id: 'u1', version: 1 } },
    ]);
    expect(await record('token-t2', issued('u1', 'h2'))).toEqual([expect.objectContaining({ notice: { model: 'token', id: 'u1', version: 2 } })]);
    // A user without a row (e.g. deleted) still has the site-wide room told.
    expect(await record('token-t3', issued('u9', 'h3'))).toEqual([{ rooms: ['directory:*'], notice: { model: 'token', id: 'u9', version: 1 } }]);

    expect(await record('token-t1', event('TokenRevoked', { userId: 'u1' }, at(5)))).toEqual([
      expect.objectContaining({ notice: { model: 'token', id: 'u1', version: 3 } }),
    ]);
    await record('tokenuse-t2', event('TokenUsed', {}, at(30)));
    // Two API processes may record out of order: an earlier use never replaces a later one.
    await record('tokenuse-t2', event('TokenUsed', {}, at(10)));
    expect(await rows()).toEqual([
      { id: 't1', revoked_at: new Date(at(5)), last_used: null },
      { id: 't2', revoked_at: null, last_used: new Date(at(30)) },
      { id: 't3', revoked_at: null, last_used: null },
    ]);
    const { rows: found } = await h.sql.query<{ id: string; hash: string; prefix: string }>(`select id, hash, prefix from access_tokens where hash = 'h2'`);
    expect(found).toEqual([{ id: 't2', hash: 'h2', prefix: 'cc_pat_h2' }]);
  });

  it('rebuilds from zero to the same rows as applying the events one at a time', async () => {
    await record('token-t1', issued('u1', 'h1'));
    await record('token-t2', issued('u1', 'h2', 1));
    await record('tokenuse-t1', event('TokenUsed', {}, at(2)));
    await record('token-t1', event('TokenRevoked', { userId: 'u1' }, at(3)));
    await record('token-t1', event('TokenRevoked', { userId: 'u1' }, at(4)));
    const live = await snapshot(h.sql, 'access_tokens', 'id');
    expect(live).toEqual([
      expect.objectContaining({ id: 't1', revoked_at: new Date(at(3)), last_used: new Date(at(2)), version: 3 }),
      expect.objectContaining({ id: 't2', revoked_at: null, version: 1 }),
    ]);
    const result = await rebuildProjection({ sql: h.sql, store: h.store, projection: tokensProjection });
    expect(result).toMatchObject({ parked: [] });
    expect(await snapshot(h.sql, 'access_tokens', 'id')).toEqual(live);
  });
});
