import { z } from 'zod';
import { GENERIC } from '../messages/generic.js';
import { isBlank, messageOf } from './issue.js';

type Primitive = string | number;

const oneOf =
  <V extends Primitive>(values: readonly V[]) =>
  (value: unknown): value is V =>
    (values as readonly unknown[]).includes(value);
/** A custom check is opaque to JSON Schema: the options are declared for the API document (json-schema.ts). */
const declared = (values: readonly Primitive[]) => ({ enum: [...values] });

/**
 * A value that must equal one of the options: blank reads 'Must be selected' (or the given
 * required text), anything else outside the options 'Must be selected'.
 */
export function option<const V extends Primitive>(values: readonly V[], rules: { readonly required?: string } = {}) {
  const requiredMessage = messageOf(rules.required, GENERIC.mustBeSelected);
  return z.custom<V>(oneOf(values), { error: (issue) => (isBlank(issue.input) ? requiredMessage : GENERIC.mustBeSelected) }).meta(declared(values));
}

/** An option that may also be cleared with ''. */
export function optionalOption<const V extends Primitive>(values: readonly V[]) {
  const allowed = oneOf<V | ''>([...values, '']);
  return z.custom<V | ''>(allowed, { error: GENERIC.mustBeSelected }).meta(declared([...values, '']));
}
