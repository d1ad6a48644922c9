import { FORM_ERROR } from '@cytocampus/contracts';
import { FORM_PASSWORD_MESSAGES, SERVER_PASSWORD_MESSAGES } from '../messages/accounts.js';
import { GENERIC } from '../messages/generic.js';
import type { Problem } from './issue.js';

// The password rules as plain functions: no zod here, so a screen can check a password (or show the checklist) without loading it.

export const PASSWORD_MIN_LENGTH = 8;
/** Ours: bounds the work of hashing an attacker's megabyte 'password' (ADR 0006). */
export const PASSWORD_MAX_LENGTH = 128;

const hasLower = (value: string): boolean => /[a-z]/.test(value);
const hasUpper = (value: string): boolean => /[A-Z]/.test(value);
const hasDigit = (value: string): boolean => /[0-9]/.test(value);

/** Both rule sets accept exactly the same passwords, so a password the form accepts the server accepts. */
function failedRules(value: string, wording: 'form' | 'server'): string[] {
  const failed: string[] = [];
  if (value.length < PASSWORD_MIN_LENGTH) failed.push((wording === 'form' ? FORM_PASSWORD_MESSAGES : SERVER_PASSWORD_MESSAGES).tooShort);
  if (wording === 'form') {
    if (!hasLower(value) || !hasUpper(value)) failed.push(FORM_PASSWORD_MESSAGES.mixedCase);
    if (!hasDigit(value)) failed.push(FORM_PASSWORD_MESSAGES.number);
  } else {
    if (!hasLower(value)) failed.push(SERVER_PASSWORD_MESSAGES.lowerCase);
    if (!hasUpper(value)) failed.push(SERVER_PASSWORD_MESSAGES.upperCase);
    if (!hasDigit(value)) failed.push(SERVER_PASSWORD_MESSAGES.number);
  }
  if (value.length > PASSWORD_MAX_LENGTH) failed.push(GENERIC.tooLongBy(value.length - PASSWORD_MAX_LENGTH));
  return failed;
}

/** Every failed rule is reported (the form shows them as a checklist); an empty password is 'missing'. */
export function passwordProblems(value: string, wording: 'form' | 'server'): Problem[] {
  const code = value === '' ? FORM_ERROR.missing : FORM_ERROR.invalid;
  return failedRules(value, wording).map((message) => [message, code] as const);
}
