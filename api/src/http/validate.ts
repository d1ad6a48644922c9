import type { FieldError } from '@cytocampus/contracts';
import { ApiException } from './api-exception.js';

/** Result shape of the @cytocampus/schema parsers. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validation step of a route: the parsed value, or a 400 with the schema's messages. */
export function valid<T>(result: Parsed<T>): T {
  if (!result.ok) throw ApiException.invalid(result.errors);
  return result.value;
}
