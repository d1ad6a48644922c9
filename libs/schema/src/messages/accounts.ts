import { MSG } from '@cytocampus/contracts';

/** Texts of the account forms (spec part 1 section 5). Entries marked 'ours' are not in the spec (ADR 0006). */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email.',
  emailInvalidServer: MSG.emailInvalidServer,
  passwordRequired: 'Password is required.',
  firstNameRequired: 'First name is required.',
  firstNameTooShort: 'First name must be at least 2 characters.', // ours, after the last name's
  lastNameRequired: 'Last name is required.', // ours, after the first name's
  lastNameTooShort: 'Last name must be at least 2 characters.',
  namesRequiredServer: MSG.namesRequired,
  confirmRequired: 'Re-enter password to confirm.',
  confirmMismatch: 'Passwords do not match.',
  captchaRequired: MSG.captchaFailed,
  resetTokenMissing: MSG.resetLinkInvalid,
  /** The bio step's message form: '{field} is required.' */
  fieldRequired: (label: string) => `${label} is required.`,
} as const;

/** Password messages of the registration form. */
export const FORM_PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  mixedCase: 'Password must contain a mixed case letter',
  number: 'Password must contain at least one number',
} as const;

/** Password messages of the server (and of the new-password form, which applies the server rules). */
export const SERVER_PASSWORD_MESSAGES = {
  tooShort: 'Password must be 8 characters or longer.',
  lowerCase: 'Password must contain one or more lower case letter (a-z).',
  upperCase: 'Password must contain one or more upper case letter (A-Z).',
  number: 'Password must contain one or more number (0-9).',
} as const;

/** Field labels of the registration bio step, used in '{field} is required.' */
export const BIO_LABELS = {
  lab: 'Lab Name',
  years: 'Years of experience',
  jobTitle: 'Job title',
  jobTitleOther: 'Job title description', // ours: the spec only says 'Other' asks for a description
  country: 'Country',
  postalCode: 'Zip/Postal Code',
  referral: 'Referral',
  referralOther: 'Referral description', // ours: the spec only says 'Other...' asks for text
} as const;
