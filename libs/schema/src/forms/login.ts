import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { NOT_VALID } from '../messages/generic.js';
import { email } from '../fields/formats.js';
import { text } from '../fields/text.js';

const password = text({ required: ACCOUNT_MESSAGES.passwordRequired, trim: false });
/** The hidden honeypot field; anything in it marks a bot (the API decides what to do). */
const website = z.string({ error: NOT_VALID }).optional();

/** The login form (spec part 1 section 5). */
export const loginForm = z.object({
  email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalid }),
  password,
  website,
});

/** POST /login as the server checks it: the server's message for a malformed address. */
export const loginRequestSchema = z.object({
  email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalidServer }),
  password,
  website,
});
