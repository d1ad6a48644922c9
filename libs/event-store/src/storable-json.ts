/**
 * What PostgreSQL cannot hold in a text column (U+0000) or cannot read back from JSON (a lone UTF-16
 * surrogate): an event carrying either would be stored, then parked by every projection that copies
 * the value into a row. The store refuses such events instead (defence in depth: the API refuses
 * such text at its edge already).
 *
 * Tested on JSON.stringify output, which escapes NUL as \u0000 and every lone surrogate as \udXXX
 * (a paired one is written as is), so a match outside an escaped backslash is exactly the bad text.
 */
const UNSTORABLE_ESCAPE = /(?<!\\)(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i;

export class UnstorableEventError extends Error {
  override readonly name = 'UnstorableEventError';
  constructor(
    readonly streamName: string,
    readonly eventType: string,
  ) {
    super(`Stream ${streamName}: event ${eventType} contains a NUL character or a lone surrogate, which no read model can store`);
  }
}

/** The JSON text of an event's data, type or metadata, refused when no read model could store it. */
export function storableJson(value: unknown, stream: string, type: string): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError(`Event ${type} must be JSON-serializable`);
  if (UNSTORABLE_ESCAPE.test(text)) throw new UnstorableEventError(stream, type);
  return text;
}
