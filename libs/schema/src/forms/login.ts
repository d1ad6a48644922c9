import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { NOT_VALID } from '../messages/generic.js';
import { email } from '../fields/formats.js';
import { text } from '../fields/text.js';
import { clampText } from '../clamp.js';
import { FREE_TEXT_MAX_LENGTH } from './limits.js';
import { FORM_EMAIL_MESSAGES, LOGIN_PASSWORD_RULES } from './sign-in.js';

const password = text(LOGIN_PASSWORD_RULES);
/** The hidden honeypot field; anything in it marks a bot (the API decides what to do), so it is cut, not refused. */
const website = z
  .string({ error: NOT_VALID })
  .transform((value) => clampText(value, { max: FREE_TEXT_MAX_LENGTH }))
  .optional();

/** The login form (spec part 1 section 5); the sign-in screen checks it with `loginFormChecks`. */
export const loginForm = z.object({
  email: email(FORM_EMAIL_MESSAGES),
  password,
  website,
});

/** POST /login as the server checks it: the server's message for a malformed address. */
export const loginRequestSchema = z.object({
  email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalidServer }),
  password,
  website,
});
