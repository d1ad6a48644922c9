import { invalid, missing, type Problem } from './issue.js';

// The e-mail rule as plain functions: no zod here, so a screen can check an address without loading it (forms/sign-in.ts).

/** A standard e-mail pattern (the WHATWG one, with a dot required in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

export interface EmailMessages {
  readonly required: string;
  readonly invalid: string;
}

/** The problems of a typed e-mail address, checked trimmed as `email()` checks it (no zod needed). */
export function emailProblems(value: string, messages: EmailMessages): Problem[] {
  const trimmed = value.trim();
  if (trimmed === '') return [missing(messages.required)];
  return isEmail(trimmed) ? [] : [invalid(messages.invalid)];
}
