import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { ALWAYS, passwordsMatch } from '../fields/confirm.js';
import { email } from '../fields/formats.js';
import { password, PASSWORD_MAX_LENGTH } from '../fields/password.js';
import { text } from '../fields/text.js';
import { TOKEN_MAX_LENGTH } from './limits.js';
import { FORM_EMAIL_MESSAGES } from './sign-in.js';

/** The login screen in reset mode: e-mail only, with the form's messages (checked there with `resetRequestFormChecks`). */
export const resetRequestForm = z.object({
  email: email(FORM_EMAIL_MESSAGES),
});

/** POST /reset and POST /user/resetPassword as the server checks them. */
export const resetRequestSchema = z.object({
  email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalidServer }),
});

/** The new-password form of the reset link: the server's password rules plus the confirmation. */
export const newPasswordForm = z
  .object({
    password: password('server'),
    passwordConfirm: text({ required: ACCOUNT_MESSAGES.confirmRequired, trim: false, max: PASSWORD_MAX_LENGTH }),
  })
  .superRefine(passwordsMatch, ALWAYS);

/** POST /reset/confirm (ResetConfirmRequest). */
export const resetConfirmSchema = z.object({
  token: text({ required: ACCOUNT_MESSAGES.resetTokenMissing, max: TOKEN_MAX_LENGTH }),
  password: password('server'),
});
