import type { z } from 'zod';
import { compileObject } from '../definitions/compile.js';
import { validate, type Validation } from '../validate.js';
import { CONTENT_TYPE_SCHEMAS, type AuthoredContentType } from './schemas.js';

const compiled = new Map<string, z.ZodType>();

/** The schema an item's fields are checked with (compiled once), also what the API document shows for them. */
export function contentSchemaOf(type: AuthoredContentType, mode: 'create' | 'update'): z.ZodType {
  const key = `${type}:${mode}`;
  let schema = compiled.get(key);
  if (!schema) {
    schema = compileObject(CONTENT_TYPE_SCHEMAS[type].definition, mode);
    compiled.set(key, schema);
  }
  return schema;
}

/**
 * An item's fields checked against its type's schema: the whole item on creation, the fields sent
 * on update; then the type's rules across fields on the item as it will be (`merged` with what is
 * stored, for an update).
 */
export function validateContent(
  type: AuthoredContentType,
  fields: unknown,
  mode: 'create' | 'update',
  stored: Record<string, unknown> = {},
): Validation<Record<string, unknown>> {
  const result = validate(contentSchemaOf(type, mode), fields ?? {});
  if (!result.ok) return result;
  const value = result.value as Record<string, unknown>;
  const errors = CONTENT_TYPE_SCHEMAS[type].check?.({ ...stored, ...value }) ?? [];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value, errors: [] };
}
