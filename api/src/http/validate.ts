import type { FieldError } from '@cytocampus/contracts';
import { ApiException } from './api-exception.js';

/** Result shape of the @cytocampus/schema parsers. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validation step of a route: the parsed value, or a 400 with the schema's messages. */
export function valid<T>(result: Parsed<T>): T {
  if (!result.ok) throw ApiException.invalid(result.errors);
  return result.value;
}

/** Validation of one value of a body, its problems reported on `field`. */
export function validField<T>(result: Parsed<T>, field: string): T {
  if (!result.ok) throw ApiException.invalid(result.errors.map((e) => ({ ...e, field: e.field === null ? field : `${field}.${e.field}` })));
  return result.value;
}
