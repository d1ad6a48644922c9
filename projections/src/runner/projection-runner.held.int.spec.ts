import { afterEach, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { READ_MODELS } from '../read-models/index.js';
import { event, openHarness, registered, silentLogger, snapshot } from '../testing/harness.js';
import type { Projection } from '../projection.js';
import type { ParkedEvent } from './apply-batch.js';
import { CheckpointWatcher } from './checkpoint-watcher.js';
import { ProjectionRunner } from './projection-runner.js';
import { rebuildProjection } from './rebuild.js';

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** Writes each Thing's id; a Thing marked poison always fails. Records every attempt. */
const fragileProjection = (attempts: string[] = []): Projection => ({
  name: 'fragile',
  version: 1,
  tables: ['fragile'],
  eventTypes: new Set(['Thing']),
  migrate: async (db) => void (await db.query('create table if not exists fragile (id text primary key)')),
  apply: async (db, events: readonly RecordedEvent[]) => {
    for (const e of events) {
      const { id, poison } = e.data as { id: string; poison?: boolean };
      attempts.push(id);
      if (poison) throw new Error('cannot project this');
      await db.query('insert into fragile (id) values ($1)', [id]);
    }
  },
});

forEachDatabase('projection runner on %s', (h) => {
  const runners: ProjectionRunner[] = [];
  const start = async (projections: readonly Projection[] = READ_MODELS, extra: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {}) => {
    const runner = new ProjectionRunner({ sql: h.sql, store: h.store, projections, logger: silentLogger, retryDelayMs: 1, ...extra });
    runners.push(runner);
    await runner.start();
    return runner;
  };
  // Before forEachDatabase closes the database.
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
  });

  it('builds the read models and lets a writer wait for its own position', async () => {
    await start();
    const watcher = await CheckpointWatcher.start(h.sql);
    await h.store.appendToStream('user-u1', [registered('u1', 'ada@lab.test')], { expectedRevision: 'no_stream' });
    const { position } = await h.store.appendToStream(
      'user-u1',
      [
        event('PreferencesChanged', { changes: { socialAllowLab: true } }),
        event('UserSignedIn', { sessionHash: 'h1', expiresAt: '2030-01-01T00:00:00Z', userAgent: null, ip: null }),
      ],
      { expectedRevision: 0n },
    );
    expect(await watcher.waitFor(position, ['users', 'sessions'])).toEqual({ kind: 'reached' });
    const { rows } = await h.sql.query<{ email: string; preferences: { socialAllowLab: boolean; allowEmail: boolean }; version: number }>(
      'select * from users',
    );
    expect(rows).toEqual([
      expect.objectContaining({ email: 'ada@lab.test', version: 2, preferences: expect.objectContaining({ socialAllowLab: true, allowEmail: true }) }),
    ]);
    expect((await h.sql.query('select user_id from sessions')).rows).toEqual([{ user_id: 'u1' }]);
    await watcher.close();
  });

  it('applies every event once across restarts', async () => {
    const first = await start();
    await h.store.appendToStream('user-u1', [registered('u1', 'a@lab.test'), event('TermsAccepted', { version: 1 })], { expectedRevision: 'no_stream' });
    await until(async () => (await h.sql.query('select 1 from users where terms = 1')).rowCount === 1);
    await first.stop();
    runners.splice(0);
    await h.store.appendToStream('user-u1', [event('ProfileUpdated', { changes: { lab: 'North' } })], { expectedRevision: 1n });
    await start();
    await until(async () => (await h.sql.query(`select 1 from users where bio->>'lab' = 'North'`)).rowCount === 1);
    expect((await h.sql.query<{ version: number }>('select version from users')).rows[0]!.version).toBe(3);
  });

  it('parks a poison event after bounded retries and keeps going', async () => {
    const attempts: string[] = [];
    const parked: ParkedEvent[] = [];
    const fragile = fragileProjection(attempts);
    await start([fragile], { maxAttempts: 3, onParked: (p) => parked.push(p) });
    await h.store.appendToStream('thing-1', [event('Thing', { id: 'a' }), event('Thing', { id: 'b', poison: true }), event('Thing', { id: 'c' })], {
      expectedRevision: 'no_stream',
    });
    await until(async () => (await h.sql.query('select 1 from fragile')).rowCount === 2);
    expect((await snapshot(h.sql, 'fragile', 'id')).map((r) => (r as { id: string }).id)).toEqual(['a', 'c']);
    expect(attempts.filter((id) => id === 'b').length).toBe(1 + 3);
    expect(parked).toEqual([expect.objectContaining({ projection: 'fragile', type: 'Thing', error: 'Error: cannot project this', attempts: 3 })]);
    expect((await h.sql.query('select event_type, attempts from projection_parked')).rows).toEqual([{ event_type: 'Thing', attempts: 3 }]);
  });

  it('parks a poison event in a rebuild too, instead of failing it (and with it the start)', async () => {
    const fragile = fragileProjection();
    await h.store.appendToStream('thing-2', [event('Thing', { id: 'a' }), event('Thing', { id: 'b', poison: true }), event('Thing', { id: 'c' })], {
      expectedRevision: 'no_stream',
    });
    // A first start builds the new read model from the existing events.
    await start([fragile], { maxAttempts: 2 });
    expect((await snapshot(h.sql, 'fragile', 'id')).map((r) => (r as { id: string }).id)).toEqual(['a', 'c']);
    expect((await h.sql.query('select event_type, attempts, error from projection_parked')).rows).toEqual([
      { event_type: 'Thing', attempts: 2, error: 'Error: cannot project this' },
    ]);
    const watcher = await CheckpointWatcher.start(h.sql);
    const head = (await h.store.headPosition())!;
    expect(await watcher.waitFor(head, ['fragile'])).toEqual({ kind: 'parked', readModels: ['fragile'] });
    await watcher.close();
  });

  it('rebuilds into shadow tables while the runner keeps going, ending equal to a fresh build', async () => {
    await start();
    for (let i = 0; i < 50; i++) await h.store.appendToStream(`user-u${i}`, [registered(`u${i}`, `u${i}@lab.test`)], { expectedRevision: 'no_stream' });
    const writer = (async () => {
      for (let i = 0; i < 50; i++) await h.store.appendToStream(`user-u${i}`, [event('TermsAccepted', { version: 1 })], { expectedRevision: 0n });
    })();
    await rebuildProjection({ sql: h.sql, store: h.store, projection: READ_MODELS[0] });
    await writer;
    await until(async () => (await h.sql.query('select 1 from users where terms = 1')).rowCount === 50);
    const live = await snapshot(h.sql, 'users', 'id');
    await rebuildProjection({ sql: h.sql, store: h.store, projection: READ_MODELS[0] });
    expect(await snapshot(h.sql, 'users', 'id')).toEqual(live);
    expect((await h.sql.query(`select count(*)::int as n from information_schema.schemata where schema_name like 'rebuild_%'`)).rows).toEqual([{ n: 0 }]);
  });

  it('stops cleanly when stopped while it is still finding where to resume', async () => {
    await start();
    await runners.splice(0)[0]!.stop();
    // The next runner's read of its checkpoints is slowed down so stop() arrives during it.
    let slowed = 0;
    const slowSql: typeof h.sql = Object.create(h.sql) as typeof h.sql;
    slowSql.query = async (text, params) => {
      if (text.includes('from projection_checkpoints') && ++slowed === 2) await new Promise((r) => setTimeout(r, 300));
      return h.sql.query(text, params);
    };
    const runner = new ProjectionRunner({ sql: slowSql, store: h.store, projections: READ_MODELS, logger: silentLogger });
    await runner.start();
    const stopped = await Promise.race([runner.stop().then(() => 'stopped'), new Promise((r) => setTimeout(() => r('hung'), 5000))]);
    expect(stopped).toBe('stopped');
  });

  it('rebuilds a read model whose version changed when it starts', async () => {
    await h.store.appendToStream('user-u1', [registered('u1', 'a@lab.test')], { expectedRevision: 'no_stream' });
    const first = await start();
    await until(async () => (await h.sql.query('select 1 from users')).rowCount === 1);
    await first.stop();
    runners.splice(0);
    await h.sql.query(`update users set email = 'tampered@lab.test'`);
    await start(READ_MODELS.map((p) => (p.name === 'users' ? { ...p, version: p.version + 1 } : p)));
    expect((await h.sql.query('select email from users')).rows).toEqual([{ email: 'a@lab.test' }]);
  });
});

describe('leadership on real PostgreSQL', () => {
  it('keeps one worker active; the standby takes over when it stops', async () => {
    const h = await openHarness('postgres');
    const active = new ProjectionRunner({ sql: h.sql, store: h.store, projections: READ_MODELS, logger: silentLogger });
    await active.start();
    const standby = new ProjectionRunner({ sql: h.sql, store: h.store, projections: READ_MODELS, logger: silentLogger });
    let standbyLeads = false;
    const standbyStarted = standby.start().then(() => (standbyLeads = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(standbyLeads).toBe(false);
    await active.stop();
    await standbyStarted;
    await h.store.appendToStream('user-u9', [registered('u9', 'nine@lab.test')], { expectedRevision: 'no_stream' });
    await until(async () => (await h.sql.query('select 1 from users')).rowCount === 1);
    await standby.stop();
    await h.close();
  });
});
