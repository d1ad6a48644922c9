import { z } from 'zod';
import { FORM_PASSWORD_MESSAGES, SERVER_PASSWORD_MESSAGES } from '../messages/accounts.js';
import { report } from './issue.js';
import { passwordProblems } from './password-rules.js';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password-rules.js';

/** A new password: never trimmed (spaces are part of it). */
export function password(wording: 'form' | 'server') {
  const absent = wording === 'form' ? FORM_PASSWORD_MESSAGES.tooShort : SERVER_PASSWORD_MESSAGES.tooShort;
  return z.string({ error: absent }).superRefine((value, ctx) => report(ctx, passwordProblems(value, wording)));
}
