import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { emailProblems, type EmailMessages } from '../fields/email-rules.js';
import { PASSWORD_MAX_LENGTH } from '../fields/password-rules.js';
import { textProblems, type TextRules } from '../fields/text-rules.js';
import type { FieldChecks } from '../validate.js';

/**
 * The rules of the sign-in screen's forms (login, and its reset mode), once: `loginForm` and
 * `resetRequestForm` build their schemas from them, and the screen checks with the plain checks
 * below, so the first screen a visitor sees downloads no schema library. This module, and the
 * `*-rules.ts` modules it uses, import no zod: a module that does would put zod in the screen's chunks.
 */

/** The e-mail texts of the forms (the server words a malformed address its own way). */
export const FORM_EMAIL_MESSAGES: EmailMessages = { required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalid };

/** No password is longer than registration allows; the bound also caps the hashing work of a login. Never trimmed. */
export const LOGIN_PASSWORD_RULES: TextRules = { required: ACCOUNT_MESSAGES.passwordRequired, trim: false, max: PASSWORD_MAX_LENGTH };

/** `loginForm` as plain checks (`checkFields`): the same problems for the values the form holds. */
export const loginFormChecks: FieldChecks<{ email: string; password: string }> = {
  email: (value) => emailProblems(value, FORM_EMAIL_MESSAGES),
  password: (value) => textProblems(value, LOGIN_PASSWORD_RULES),
};

/** `resetRequestForm` as plain checks. */
export const resetRequestFormChecks: FieldChecks<{ email: string }> = {
  email: (value) => emailProblems(value, FORM_EMAIL_MESSAGES),
};
