import type { ApiFailure } from '../../../http/errors';
import { serverFieldErrors, type FormErrorMap } from '../../../lib/formErrors';

const ACCOUNT_FIELDS = new Set(['firstName', 'lastName', 'email', 'password']);

export interface SortedRegisterErrors {
  account: FormErrorMap;
  bio: FormErrorMap;
  captcha: string | null;
}

/** The server names fields as its request does ('bio.lab'); the screen has two steps and a captcha. */
export function sortRegisterErrors(error: ApiFailure): SortedRegisterErrors {
  const all = serverFieldErrors(error, (field) => field.replace(/^bio\./, ''));
  const sorted: SortedRegisterErrors = { account: {}, bio: {}, captcha: null };
  for (const [field, message] of Object.entries(all)) {
    if (field === 'captchaToken') sorted.captcha = message;
    else if (ACCOUNT_FIELDS.has(field)) sorted.account[field] = message;
    else sorted.bio[field === 'profession' ? 'jobTitle' : field] = message;
  }
  return sorted;
}
