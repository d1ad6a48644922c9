import { storableJson } from '../storable-json.js';
import type { EventData } from '../types.js';

/**
 * The events of one append as one text parameter: records separated by U+001E, each record's
 * fields by U+001F: id, type as a JSON string, data, metadata. The server splits it with
 * string_to_table/string_to_array, several times cheaper than json_to_recordset on the same events
 * as a JSON array (ADR 0003).
 *
 * Why the separators cannot occur inside a field: ids are checked to be UUIDs (hex digits and
 * hyphens), and the other fields are JSON.stringify output, which writes every character below
 * U+0020 inside strings as an escape and puts no whitespace between tokens.
 */
const RECORD_SEPARATOR = '\u001e';
const FIELD_SEPARATOR = '\u001f';
export const RECORD_SEPARATOR_SQL = `E'\\x1e'`;
export const FIELD_SEPARATOR_SQL = `E'\\x1f'`;

/** Ids must already have been validated as UUIDs. Built by concatenation: as fast as one JSON.stringify of the batch. */
export function appendRecords(stream: string, events: readonly EventData[]): string {
  let records = '';
  for (const [n, { id, type, data, metadata }] of events.entries()) {
    records += `${n === 0 ? '' : RECORD_SEPARATOR}${id}${FIELD_SEPARATOR}${storableJson(type, stream, type)}${FIELD_SEPARATOR}`;
    records += `${storableJson(data ?? null, stream, type)}${FIELD_SEPARATOR}${storableJson(metadata, stream, type)}`;
  }
  return records;
}
