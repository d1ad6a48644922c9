import { randomUUID } from 'node:crypto';
import type { EventData, RecordedEvent, SqlClient } from '@cytocampus/event-store';
import { openTestEventStore, type DatabaseKind, type TestEventStore } from '@cytocampus/testing';
import type { LiveNotice } from '../live-notices.js';
import type { Logger } from '../logger.js';
import type { Projection } from '../projection.js';

/** A fresh database with the PostgreSQL event store on it (the one set-up of `@cytocampus/testing`). */
export type ProjectionsHarness = TestEventStore;

/** A fresh database (real PostgreSQL or in-memory PGlite) with the PostgreSQL event store on it. */
export const openHarness: (kind: DatabaseKind) => Promise<ProjectionsHarness> = openTestEventStore;

/**
 * Records events as the live runner applies them: appends them to the stream `streamOf(id)`, then
 * applies in one transaction what the store holds beyond what was applied before (of the
 * projection's types); answers that batch's notices (none for a projection without, or with
 * `notices: false` for one whose notices read other read models the harness lacks).
 */
export function liveRecorder(
  h: ProjectionsHarness,
  projection: Projection,
  streamOf: (id: string) => string,
  { notices = true }: { notices?: boolean } = {},
): (id: string, ...events: EventData[]) => Promise<LiveNotice[]> {
  let applied = 0;
  return async (id, ...events) => {
    await h.store.appendToStream(streamOf(id), events, { expectedRevision: 'any' });
    // Read until these very events are seen: a reader may get the events before them in a first batch
    // (another transaction of the cluster open for a moment holds the readable position back).
    const waiting = new Set(events.map((e) => e.id));
    const all: RecordedEvent[] = [];
    const subscription = h.store.subscribeToAll({ fromPosition: 'start', maxBatchSize: 1000 });
    for await (const batch of subscription) {
      all.push(...batch);
      for (const e of batch) waiting.delete(e.id);
      if (waiting.size === 0) break;
    }
    await subscription.unsubscribe();
    const fresh = all.slice(applied).filter((e) => projection.eventTypes.has(e.type));
    applied = all.length;
    return h.sql.transaction(async (tx) => {
      await projection.apply(tx, fresh);
      return (notices && (await projection.notices?.(tx, fresh))) || [];
    });
  };
}

export const silentLogger: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** An event as the API would append it. */
export function event(type: string, data: object, occurredAt = '2026-11-22T10:00:00.000Z'): EventData {
  return { id: randomUUID(), type, data, metadata: { occurredAt, actorId: null, orgId: null, correlationId: randomUUID(), causationId: null } };
}

/** Rows of a table in a stable order, for comparing read models. */
export async function snapshot(sql: SqlClient, table: string, orderBy: string): Promise<unknown[]> {
  return (await sql.query(`select * from ${table} order by ${orderBy}`)).rows;
}

export const registered = (userId: string, email: string, extra: object = {}) =>
  event('UserRegistered', {
    userId,
    email,
    passwordHash: 'x',
    role: 'cytotechnologist',
    orgId: null,
    groupId: null,
    bio: { firstName: 'Ada', lastName: 'Byron', alias: 'AB1' },
    preferences: {},
    terms: 0,
    origin: 'registration',
    ...extra,
  });
