import { isDate } from 'node:util/types';

/**
 * SQL literals for the statement batches of `perEvent` (statement-batch.ts), where parameters travel
 * inside the query text. A literal is built from the same text node-postgres would send for the
 * parameter (its `prepareValue`), so the server converts it to the parameter's type exactly as
 * it would have converted the parameter: every literal is a quoted, untyped string constant.
 *
 * Quoting: `E'…'` with each backslash doubled and each quote doubled. An E-string reads `\\` as one
 * backslash and `''` as one quote and nothing else specially, whatever standard_conforming_strings
 * says. Both drivers send UTF-8, where bytes 0x27 and 0x5C never occur inside a multibyte character.
 * NUL cannot be sent in any text (PostgreSQL rejects it as a parameter too), so it is refused here.
 */
export function sqlLiteral(value: unknown): string {
  const text = parameterText(value);
  if (text === null) return 'NULL';
  if (text.includes('\0')) throw new RangeError('A SQL parameter cannot contain the character U+0000');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** The text node-postgres sends for a parameter (null for SQL NULL). Types it would send as binary or through custom hooks are refused. */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    case 'object':
      return objectText(value);
    default:
      throw new TypeError(`A ${typeof value} cannot be sent as a SQL parameter`);
  }
}

function objectText(value: object): string | null {
  if (isDate(value)) return dateText(value);
  if (Array.isArray(value)) return arrayText(value);
  // node-postgres sends bytes in binary format and calls toPostgres hooks: not reproducible as text.
  if (ArrayBuffer.isView(value)) throw new TypeError('Binary parameters are not supported in a statement batch');
  if ('toPostgres' in value) throw new TypeError('toPostgres parameters are not supported in a statement batch');
  const json: string | undefined = JSON.stringify(value); // undefined when toJSON returns it
  return json ?? null;
}

/** node-postgres' array literal: elements quoted with `"` and `\` escaped, NULL unquoted. */
function arrayText(values: readonly unknown[]): string {
  const elements = values.map((item) => {
    if (item === null || item === undefined) return 'NULL';
    if (Array.isArray(item)) return arrayText(item);
    const text = parameterText(item);
    if (text === null) throw new TypeError('An array element that serializes to nothing cannot be sent as a SQL parameter');
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** node-postgres' local-time rendering with the offset, e.g. 2026-11-22T10:00:00.000+01:00 (same instant). */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('An invalid Date cannot be sent as a SQL parameter');
  let year = date.getFullYear();
  const bc = year < 1;
  if (bc) year = Math.abs(year) + 1;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}${bc ? ' BC' : ''}`
  );
}
