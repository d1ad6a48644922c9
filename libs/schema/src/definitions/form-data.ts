/**
 * The form-data encoding of schema forms (spec part 1 section 3): null travels as a marker and
 * booleans as 1 or 0; nested values (lists, objects) as JSON. The marker's value is ours (ADR 0011).
 */
export const NULL_MARKER = '\u0000null';

export function encodeFormValue(value: unknown): string {
  if (value === null || value === undefined) return NULL_MARKER;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return value.toString();
  return JSON.stringify(value);
}

/** Reads one form-data field back; booleans and numbers are left to the schema (bool() reads 1 and 0). */
export function decodeFormValue(raw: string): unknown {
  if (raw === NULL_MARKER) return null;
  const first = raw.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

/** A whole form-data body (field name → text) as the object the schema checks. */
export const decodeFormFields = (fields: Readonly<Record<string, string>>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, raw]) => [key, decodeFormValue(raw)]));
