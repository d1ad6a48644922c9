/** Advisory lock classes (two-int form, a key space apart from single-bigint locks used elsewhere). */
export const STREAM_LOCK_CLASS = 1163067393; // appends to one stream inside callers' transactions take turns
export const MIGRATION_LOCK_CLASS = 1163067394; // two processes starting at once

export const NOTIFY_CHANNEL = 'es_events';
export const STREAM_REVISION_CONSTRAINT = 'es_events_stream_revision';
export const EVENT_ID_CONSTRAINT = 'es_events_event_id';
