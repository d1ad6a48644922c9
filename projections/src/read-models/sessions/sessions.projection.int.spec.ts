import { beforeEach, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@cytocampus/event-store';
import { forEachDatabase } from '@cytocampus/testing';
import { rebuildProjection } from '../../runner/rebuild.js';
import { event, snapshot } from '../../testing/harness.js';
import { sessionsProjection } from './sessions.projection.js';

const EXPIRES = '2030-01-01T00:00:00.000Z';
/** As the API appends them since ADR 0020: one stream per session, the user's epoch in the start. */
const started = (userId: string, epoch: number, providerId?: string) =>
  event('SessionStarted', { userId, epoch, expiresAt: EXPIRES, userAgent: 'Firefox', ip: '::1', ...(providerId ? { via: { providerId } } : {}) });
/** As stored in user streams before ADR 0020. */
const legacySignIn = (hash: string) => event('UserSignedIn', { sessionHash: hash, expiresAt: EXPIRES, userAgent: null, ip: null });

forEachDatabase('sessions read model on %s', (h) => {
  /** How many events of the store `record` has applied. */
  let applied: number;
  beforeEach(async () => {
    applied = 0;
    await h.sql.transaction((tx) => sessionsProjection.migrate(tx));
  });

  /** Appends to the store and applies each event alone, in the store's order, as the live runner may. */
  async function record(...appends: [stream: string, ReturnType<typeof event>][]): Promise<void> {
    for (const [stream, e] of appends) await h.store.appendToStream(stream, [e], { expectedRevision: 'any' });
    const all: RecordedEvent[] = [];
    const subscription = h.store.subscribeToAll({ fromPosition: 'start', maxBatchSize: 1000 });
    for await (const batch of subscription) if (all.push(...batch) >= applied + appends.length) break;
    await subscription.unsubscribe();
    for (const e of all.slice(applied)) if (sessionsProjection.eventTypes.has(e.type)) await h.sql.transaction((tx) => sessionsProjection.apply(tx, [e]));
    applied = all.length;
  }

  const open = async () => (await h.sql.query<{ hash: string; user_id: string }>('select hash, user_id from sessions order by hash')).rows;

  it('opens a session from its own stream, with its client, and closes it when it is signed out', async () => {
    await record(['session-a', started('u1', 0)], ['session-b', started('u1', 0)], ['session-c', started('u2', 0)]);
    expect(await snapshot(h.sql, 'sessions', 'hash')).toEqual([
      {
        hash: 'a',
        user_id: 'u1',
        created: new Date('2026-11-22T10:00:00.000Z'),
        expires_at: new Date(EXPIRES),
        user_agent: 'Firefox',
        ip: '::1',
        provider_id: null,
      },
      expect.objectContaining({ hash: 'b', user_id: 'u1' }),
      expect.objectContaining({ hash: 'c', user_id: 'u2' }),
    ]);
    await record(['session-b', event('SessionEnded', { userId: 'u1' })]);
    expect(await open()).toEqual([
      { hash: 'a', user_id: 'u1' },
      { hash: 'c', user_id: 'u2' },
    ]);
  });

  it('keeps the provider a session came through, which its sign-out follows (docs/adr/0041)', async () => {
    await record(['session-sso', started('u1', 0, 'idp-1')], ['session-pw', started('u1', 0)]);
    expect(await snapshot(h.sql, 'sessions', 'hash')).toEqual([
      expect.objectContaining({ hash: 'pw', provider_id: null }),
      expect.objectContaining({ hash: 'sso', provider_id: 'idp-1' }),
    ]);
  });

  it.each(['UserSignedOutEverywhere', 'PasswordChanged', 'UserDeactivated', 'UserDeleted'])(
    '%s ends every session of the user, those in their own streams and those in the user stream, and no one else’s',
    async (type) => {
      await record(['user-u1', legacySignIn('old')], ['session-new', started('u1', 0)], ['session-other', started('u2', 0)]);
      await record(['user-u1', event(type, {})]);
      expect(await open()).toEqual([{ hash: 'other', user_id: 'u2' }]);
    },
  );

  it('never opens a session whose epoch has ended: an end of every session that came first in the global order wins', async () => {
    // The sign-in read the user stream in epoch 0; the deactivation (epoch 1) was stored before its start.
    await record(['user-u1', event('UserDeactivated', {})], ['session-late', started('u1', 0)]);
    expect(await open()).toEqual([]);
    // A sign-in that read the stream after it opens, and so does one of another user.
    await record(['user-u1', event('UserReactivated', {})], ['session-next', started('u1', 1)], ['session-u2', started('u2', 0)]);
    expect(await open()).toEqual([
      { hash: 'next', user_id: 'u1' },
      { hash: 'u2', user_id: 'u2' },
    ]);
  });

  it('still applies the sign-ins and sign-outs stored in user streams before ADR 0020, and signs out such a session from its own stream', async () => {
    await record(['user-u1', legacySignIn('h1')], ['user-u1', legacySignIn('h2')], ['user-u1', legacySignIn('h3')]);
    await record(['user-u1', event('UserSignedOut', { sessionHash: 'h1' })], ['session-h2', event('SessionEnded', { userId: 'u1' })]);
    expect(await open()).toEqual([{ hash: 'h3', user_id: 'u1' }]);
  });

  it('rebuilds from zero to the same rows as applying the events one at a time', async () => {
    await record(
      ['user-u1', legacySignIn('h1')],
      ['session-a', started('u1', 0)],
      ['user-u1', event('PasswordChanged', { passwordHash: 'x', via: 'self' })],
      ['session-b', started('u1', 0)],
      ['session-c', started('u1', 1)],
      ['user-u2', legacySignIn('h2')],
      ['user-u2', event('UserSignedOut', { sessionHash: 'h2' })],
      ['session-d', started('u2', 0)],
      ['session-e', started('u2', 0, 'idp-1')],
      ['session-d', event('SessionEnded', { userId: 'u2' })],
    );
    const live = { sessions: await snapshot(h.sql, 'sessions', 'hash'), epochs: await snapshot(h.sql, 'session_epochs', 'user_id') };
    expect(live.sessions).toEqual([expect.objectContaining({ hash: 'c', provider_id: null }), expect.objectContaining({ hash: 'e', provider_id: 'idp-1' })]);
    expect(live.epochs).toEqual([{ user_id: 'u1', epoch: 1 }]);

    const result = await rebuildProjection({ sql: h.sql, store: h.store, projection: sessionsProjection });
    expect(result).toMatchObject({ events: 10, parked: [] });
    expect({ sessions: await snapshot(h.sql, 'sessions', 'hash'), epochs: await snapshot(h.sql, 'session_epochs', 'user_id') }).toEqual(live);
  });
});
