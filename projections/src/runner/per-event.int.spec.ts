import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import type { RecordedEvent, SqlClient } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { perEvent, type Projection } from '../projection.js';
import { READ_MODELS } from '../read-models/index.js';
import { event, registered, silentLogger, snapshot } from '../testing/harness.js';
import type { ParkedEvent } from './apply-batch.js';
import { CheckpointWatcher } from './checkpoint-watcher.js';
import { ProjectionRunner } from './projection-runner.js';
import { rebuildProjection } from './rebuild.js';

const odd = 'O\'Brien \\ "quoted" 😀 \u2028 line\nbreak $1 \'); drop table users; --';
const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A history touching every handler of the read models, with awkward text everywhere. */
function history(): RecordedEvent[] {
  const raw: [string, string, object][] = [
    [
      'user-u1',
      'UserRegistered',
      {
        userId: 'u1',
        email: 'a@lab.test',
        role: 'cytotechnologist',
        orgId: 'o1',
        groupId: 'g1',
        terms: 0,
        bio: { firstName: odd, lastName: 'Byron', alias: 'AB1' },
        preferences: { allowEmail: false },
      },
    ],
    [
      'user-u2',
      'UserRegistered',
      {
        userId: 'u2',
        email: 'b@lab.test',
        role: 'pathologist',
        orgId: null,
        groupId: null,
        terms: 1,
        bio: { firstName: 'B', lastName: odd, profession: odd },
        preferences: {},
      },
    ],
    [
      'user-u1',
      'UserRegistered',
      { userId: 'u1', email: 'dup@lab.test', role: 'x', orgId: null, groupId: null, terms: 0, bio: { firstName: 'dup', lastName: 'dup' }, preferences: {} },
    ],
    ['user-u1', 'TermsAccepted', { version: 3 }],
    ['user-u1', 'PreferencesChanged', { changes: { ooiZoomLevel: 40, note: odd } }],
    ['user-u1', 'PreferencesChanged', { changes: { ooiZoomLevel: 20 } }],
    ['user-u2', 'ProfileUpdated', { changes: { firstName: odd, lab: 'North' } }],
    ['user-u2', 'ProfileUpdated', { changes: { profession: 'CT' } }],
    ['user-u1', 'UserSignedIn', { sessionHash: 'h1', expiresAt: '2030-01-01T00:00:00Z', userAgent: odd, ip: '::1' }],
    ['user-u1', 'UserSignedIn', { sessionHash: 'h2', expiresAt: '2030-01-01T00:00:00Z', userAgent: null, ip: null }],
    ['user-u2', 'UserSignedIn', { sessionHash: 'h3', expiresAt: '2030-01-01T00:00:00Z', userAgent: null, ip: null }],
    ['user-u1', 'UserSignedOut', { sessionHash: 'h1' }],
    ['user-u2', 'UserSignedOutEverywhere', {}],
    ['user-u1', 'UserDeactivated', {}],
    ['user-u1', 'UserReactivated', {}],
    ['user-u1', 'PasswordChanged', { passwordHash: 'x', via: 'self' }],
    ['user-u2', 'UserEmailChanged', { email: "o'b@lab.test", previous: 'b@lab.test' }],
    ['user-u2', 'UserRoleChanged', { role: 'manager', previous: 'pathologist' }],
    ['user-u2', 'UserPermissionsChanged', { permissions: { [odd]: true, export: false } }],
    ['user-u2', 'UserMembershipChanged', { orgId: 'o1', groupId: 'g2' }],
    ['user-u2', 'CurriculumAssigned', { curriculum: odd }],
    ['org-o1', 'OrganizationCreated', { orgId: 'o1', name: odd, region: null, preWork: true, defaultCurriculum: null }],
    ['org-o1', 'OrganizationUpdated', { changes: { name: 'Lab', preWork: false, region: odd } }],
    ['org-o2', 'OrganizationCreated', { orgId: 'o2', name: 'Gone', region: 'EU', preWork: false, defaultCurriculum: 'c1' }],
    ['org-o2', 'OrganizationDeleted', {}],
    ['group-g1', 'GroupCreated', { groupId: 'g1', orgId: 'o1', name: odd, description: odd, tags: [odd, 'b'], defaultCurriculum: null }],
    ['group-g1', 'GroupUpdated', { changes: { tags: ['c'], description: 'd' } }],
    ['group-g2', 'GroupCreated', { groupId: 'g2', orgId: 'o1', name: 'G2', description: '', tags: [], defaultCurriculum: 'c1' }],
    ['group-g2', 'GroupDeleted', { groupId: 'g2' }],
    [
      'curriculum-c1',
      'ContentCreated',
      { id: 'c1', itemId: 'c1', type: 'curriculum', ownerId: null, orgId: null, previousId: null, fields: { name: odd, tags: [odd], entries: [] } },
    ],
    ['curriculum-c1', 'ContentUpdated', { changes: { name: 'Renamed', isPublic: true } }],
    ['curriculum-c1', 'ContentActivated', { activated: '2026-11-22T10:00:00.000Z' }],
    ['curriculum-c1', 'ContentLocked', {}],
    ['module-m1', 'ContentCreated', { id: 'm1', itemId: 'm1', type: 'module', ownerId: 'u1', orgId: 'o1', previousId: null, fields: { name: 'Gone soon' } }],
    ['module-m1', 'ContentDeleted', { itemId: 'm1', type: 'module' }],
    ['announcement-main', 'AnnouncementChanged', { content: odd }],
    ['announcement-main', 'AnnouncementChanged', { content: '' }],
    ['user-u1', 'UserDeleted', { email: 'a@lab.test' }],
  ];
  return raw.map(([streamId, type, data], n) => ({
    ...event(type, data, at(n)),
    streamId,
    revision: BigInt(n),
    position: { commit: 1n, prepare: BigInt(n + 1) },
    created: new Date(0),
  }));
}

/** Applies in a schema of its own, as a rebuild does. */
async function applyInSchema(sql: SqlClient, schema: string, projection: Projection, batches: readonly (readonly RecordedEvent[])[]) {
  await sql.query(`create schema ${schema}`);
  const inSchema = (fn: Parameters<SqlClient['transaction']>[0]) =>
    sql.transaction(async (tx) => {
      await tx.query(`set local search_path to ${schema}, public`);
      return fn(tx);
    });
  await inSchema((tx) => projection.migrate(tx));
  for (const batch of batches) {
    const relevant = batch.filter((e) => projection.eventTypes.has(e.type));
    if (relevant.length > 0) await inSchema((tx) => projection.apply(tx, relevant));
  }
}

forEachDatabase('perEvent projections on %s', (h) => {
  it('write the same rows in one batched apply as event by event, the way statements ran one at a time', async () => {
    const events = history();
    for (const projection of READ_MODELS) {
      await applyInSchema(
        h.sql,
        `one_by_one_${projection.name}`,
        projection,
        events.map((e) => [e]),
      );
      await applyInSchema(h.sql, `batched_${projection.name}`, projection, [events]);
      for (const table of projection.tables) {
        const expected = await snapshot(h.sql, `one_by_one_${projection.name}.${table}`, '1');
        expect(await snapshot(h.sql, `batched_${projection.name}.${table}`, '1')).toEqual(expected);
      }
    }
    const users = await snapshot(h.sql, 'batched_users.users', 'id');
    expect(users).toEqual([expect.objectContaining({ id: 'u2', first_name: odd, last_name: odd, email: "o'b@lab.test", curriculum: odd })]);
  });

  it('rebuild in short transactions, reading ahead, to the rows that applying one event at a time gives', async () => {
    const users = READ_MODELS.find((p) => p.name === 'users')!;
    for (let u = 0; u < 20; u++) await h.store.appendToStream(`user-u${u}`, [registered(`u${u}`, `u${u}@lab.test`)], { expectedRevision: 'no_stream' });
    for (let chunk = 0; chunk < 26; chunk++) {
      const changes = Array.from({ length: 100 }, (_, n) =>
        n % 10 === 0
          ? event('ProfileUpdated', { changes: { lastName: `${odd} ${chunk}.${n}` } })
          : event('PreferencesChanged', { changes: { ooiZoomLevel: n, [`k${n % 7}`]: odd } }),
      );
      await h.store.appendToStream(`user-u${chunk % 20}`, changes, { expectedRevision: 'any' });
    }
    const result = await rebuildProjection({ sql: h.sql, store: h.store, projection: users, batchSize: 1000 });
    expect(result.events).toBe(20 + 2600);

    const all: RecordedEvent[] = [];
    const subscription = h.store.subscribeToAll({ fromPosition: 'start', maxBatchSize: 1000 });
    for await (const batch of subscription) if (all.push(...batch) >= result.events) break;
    await subscription.unsubscribe();
    await applyInSchema(
      h.sql,
      'one_by_one',
      users,
      all.map((e) => [e]),
    );
    expect(await snapshot(h.sql, 'users', 'id')).toEqual(await snapshot(h.sql, 'one_by_one.users', 'id'));
  });

  it('park the one event whose statement the database refuses, and apply the rest of its batch', async () => {
    const strict: Projection = {
      name: 'strict',
      version: 1,
      tables: ['strict'],
      migrate: async (db) => void (await db.query('create table if not exists strict (id text primary key, n int not null check (n >= 0))')),
      ...perEvent({
        Counted: (db, e) => db.query('insert into strict (id, n) values ($1, $2)', [(e.data as { id: string }).id, (e.data as { n: number }).n]),
        Touched: async (db, e) => {
          await db.query('update strict set n = n + 1 where id = $1', [(e.data as { id: string }).id]);
          await db.query(`update strict set n = n + 1 where id = 'a'`);
        },
      }),
    };
    const parked: ParkedEvent[] = [];
    const runner = new ProjectionRunner({
      sql: h.sql,
      store: h.store,
      projections: [strict],
      logger: silentLogger,
      retryDelayMs: 1,
      maxAttempts: 2,
      onParked: (p) => parked.push(p),
    });
    await runner.start();
    try {
      const poison = event('Counted', { id: 'b', n: -1 });
      const { position } = await h.store.appendToStream(
        `thing-${randomUUID()}`,
        [event('Counted', { id: 'a', n: 1 }), poison, event('Counted', { id: 'c', n: 2 }), event('Touched', { id: 'c' })],
        { expectedRevision: 'no_stream' },
      );
      const watcher = await CheckpointWatcher.start(h.sql);
      // The append's writer learns that its events will never all show.
      expect(await watcher.waitFor(position, ['strict'])).toEqual({ kind: 'parked', readModels: ['strict'] });
      const later = await h.store.appendToStream(`thing-${randomUUID()}`, [event('Counted', { id: 'd', n: 0 })], { expectedRevision: 'no_stream' });
      expect(await watcher.waitFor(later.position, ['strict'])).toEqual({ kind: 'reached' });
      // A watcher started after the fact learns it from the table.
      const late = await CheckpointWatcher.start(h.sql);
      expect(await late.waitFor(position, ['strict'])).toEqual({ kind: 'parked', readModels: ['strict'] });
      await late.close();
      await watcher.close();
      expect(await snapshot(h.sql, 'strict', 'id')).toEqual([
        { id: 'a', n: 2 },
        { id: 'c', n: 3 },
        { id: 'd', n: 0 },
      ]);
      expect(parked).toEqual([expect.objectContaining({ eventId: poison.id, error: expect.stringContaining('strict_n_check') })]);
    } finally {
      await runner.stop();
    }
  });
});
