import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  jsonEvent,
  type AllStreamRecordedEvent,
  type AppendExpectedRevision,
  type EventData as EsdbEventData,
  type JSONType,
  type RecordedEvent as EsdbRecordedEvent,
} from '@eventstore/db-client';
import { storableJson } from '../storable-json.js';
import type { EventData, EventMetadata, ExpectedRevision, Position, RecordedEvent } from '../types.js';

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

export function toEsdbEvent(stream: string, event: EventData): EsdbEventData {
  // The same refusal as the PostgreSQL store: read models live in PostgreSQL either way.
  storableJson(event.data ?? null, stream, event.type);
  storableJson(event.metadata, stream, event.type);
  return jsonEvent({
    id: event.id,
    type: event.type,
    // Our data is JSON by contract; the client types it more narrowly than JSON allows.
    data: event.data as JSONType,
    metadata: { ...event.metadata },
  });
}

/** Events from readStream carry their $all position on every server version we target (20.10+). */
export function fromEsdbEvent(event: EsdbRecordedEvent | AllStreamRecordedEvent): RecordedEvent {
  if (!event.position) throw new Error(`EventStoreDB returned event ${event.id} without a position`);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare } satisfies Position,
    created: event.created,
  };
}

/** What excludeSystemEvents() filters out of subscriptions: system event types and system streams. */
export function isSystemEvent(event: { type: string; streamId: string }): boolean {
  return event.type.startsWith('$') || event.streamId.startsWith('$');
}
