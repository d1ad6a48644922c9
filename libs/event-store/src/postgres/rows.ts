import type { Position, RecordedEvent } from '../types.js';

/** An es_events row as both drivers return it (int8 and xid8 as strings, jsonb parsed). */
export interface EventRow {
  position: string;
  transaction_id: string;
  stream_id: string;
  stream_revision: string;
  event_id: string;
  event_type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created: Date;
}

export const EVENT_COLUMNS = 'position, transaction_id, stream_id, stream_revision, event_id, event_type, data, metadata, created';

export function toPosition(commit: string, prepare: string): Position {
  return { commit: BigInt(commit), prepare: BigInt(prepare) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    revision: BigInt(row.stream_revision),
    position: toPosition(row.transaction_id, row.position),
    created: row.created,
  };
}
