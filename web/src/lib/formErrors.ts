import type { FieldError } from '@cytocampus/contracts';
import { checkFields, validate, type FieldChecks } from '@cytocampus/schema';
import type { ApiFailure } from '../http/errors';

export type FormErrorMap = Record<string, string>;

type Schema = Parameters<typeof validate>[0];

/** The first message of each field, as a Mantine form shows them; errors without a field are dropped. */
export function firstErrorPerField(errors: readonly FieldError[], rename: (field: string) => string = (field) => field): FormErrorMap {
  const map: FormErrorMap = {};
  for (const error of errors) {
    if (error.field === null) continue;
    const field = rename(error.field);
    map[field] ??= error.message;
  }
  return map;
}

/**
 * A Mantine `validate` function backed by a @cytocampus/schema form schema, so the web shows
 * exactly the rules and messages the server applies.
 */
export function schemaValidator(schema: Schema) {
  return (values: unknown): FormErrorMap => firstErrorPerField(validate(schema, values).errors);
}

/** A Mantine `validate` function backed by a form's plain checks (`loginFormChecks`): the same messages, without zod. */
export function checksValidator<V extends object>(checks: FieldChecks<V>) {
  return (values: V): FormErrorMap => firstErrorPerField(checkFields(checks, values));
}

/** Field errors of a failed call: every listed error, else the headline field and message. */
export function serverFieldErrors(error: ApiFailure, rename?: (field: string) => string): FormErrorMap {
  const listed = error.errors.length > 0 ? error.errors : error.field ? [{ field: error.field, message: error.message, code: 2 as const }] : [];
  return firstErrorPerField(listed, rename);
}
