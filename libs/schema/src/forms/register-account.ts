import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { ALWAYS, passwordsMatch } from '../fields/confirm.js';
import { email } from '../fields/formats.js';
import { password, PASSWORD_MAX_LENGTH } from '../fields/password.js';
import { text } from '../fields/text.js';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './limits.js';

/** Registration step 1 (account). Next proceeds only when this passes. */
export const registerAccountForm = z
  .object({
    firstName: text({
      required: ACCOUNT_MESSAGES.firstNameRequired,
      min: NAME_MIN_LENGTH,
      minMessage: ACCOUNT_MESSAGES.firstNameTooShort,
      max: NAME_MAX_LENGTH,
    }),
    lastName: text({
      required: ACCOUNT_MESSAGES.lastNameRequired,
      min: NAME_MIN_LENGTH,
      minMessage: ACCOUNT_MESSAGES.lastNameTooShort,
      max: NAME_MAX_LENGTH,
    }),
    email: email({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalid }),
    password: password('form'),
    passwordConfirm: text({ required: ACCOUNT_MESSAGES.confirmRequired, trim: false, max: PASSWORD_MAX_LENGTH }),
  })
  .superRefine(passwordsMatch, ALWAYS);

export type RegisterAccountValues = z.output<typeof registerAccountForm>;
