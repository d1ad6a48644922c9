import { FORM_ERROR, type FieldError, type FormErrorCode } from '@cytocampus/contracts';
import type { z } from 'zod';
import type { Problem } from './fields/issue.js';
import { FORM_ERROR_TEXT, GENERIC } from './messages/generic.js';

export type Validation<T> = { readonly ok: true; readonly value: T; readonly errors: [] } | { readonly ok: false; readonly errors: FieldError[] };

/** Issues carry their form error code here (see fields/issue.ts). */
interface FormCodeParams {
  formCode?: FormErrorCode;
}

const isBlank = (input: unknown): boolean => input === undefined || input === null || input === '';
const fieldOf = (path: readonly PropertyKey[]): string | null => (path.length === 0 ? null : path.map(String).join('.'));

function toFieldErrors(issue: z.core.$ZodIssue): FieldError[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      field: fieldOf([...issue.path, key]),
      message: GENERIC.propertyNotInShape(key),
      code: FORM_ERROR.invalid,
    }));
  }
  const declared = issue.code === 'custom' ? (issue.params as FormCodeParams | undefined)?.formCode : undefined;
  const code = declared ?? (isBlank(issue.input) ? FORM_ERROR.missing : FORM_ERROR.invalid);
  return [{ field: fieldOf(issue.path), message: issue.message, code }];
}

/**
 * The one entry point: checks input against a schema and answers the parsed value or every problem
 * as FieldError {field, message, code}, field being the dotted path ('bio.lastName') or null.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  try {
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { ok: true, value: result.data, errors: [] };
    return { ok: false, errors: result.error.issues.flatMap(toFieldErrors) };
  } catch {
    // A schema that throws is our bug, not the user's: answer code 3 rather than crash the form.
    return { ok: false, errors: [{ field: null, message: FORM_ERROR_TEXT[FORM_ERROR.funky], code: FORM_ERROR.funky }] };
  }
}

/** A form's rules written as plain functions, field by field: each answers the problems of its value in rule order. */
export type FieldChecks<V> = { readonly [K in keyof V]?: (value: V[K]) => readonly Problem[] };

/**
 * The errors of a form checked with plain functions instead of a schema, as `validate` words them:
 * for screens that should not download the schema library (the sign-in screen, which then loads no zod).
 */
export function checkFields<V extends object>(checks: FieldChecks<V>, values: V): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of Object.keys(checks) as (keyof V & string)[]) {
    for (const [message, code] of checks[field]?.(values[field]) ?? []) errors.push({ field, message, code });
  }
  return errors;
}

/** The errors of one field, in rule order. */
export const errorsFor = (errors: readonly FieldError[], field: string): FieldError[] => errors.filter((e) => e.field === field);

/**
 * How a form shows its first error on save, as a warning '{field description}: {message}' (spec,
 * slide detail and every form), the field name standing in for a missing description; an error
 * without a field shows its message alone.
 */
export function describeError(error: FieldError, descriptions: Readonly<Record<string, string>> = {}): string {
  if (error.field === null) return error.message;
  return `${descriptions[error.field] ?? error.field}: ${error.message}`;
}
