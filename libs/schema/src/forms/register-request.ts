import type { RegisterRequest } from '@cytocampus/contracts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, BIO_LABELS } from '../messages/accounts.js';
import { NOT_VALID } from '../messages/generic.js';
import { email } from '../fields/formats.js';
import { option } from '../fields/option.js';
import { password } from '../fields/password.js';
import { text } from '../fields/text.js';
import { COUNTRY_CODES } from '../reference/countries.js';
import { EXPERIENCE } from '../reference/lists.js';
import { valuesOf } from '../reference/option.js';
import { CAPTCHA_TOKEN_MAX_LENGTH, FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from './limits.js';

const required = (label: string) => ACCOUNT_MESSAGES.fieldRequired(label);
const name = (minMessage: string) => text({ required: ACCOUNT_MESSAGES.namesRequiredServer, min: NAME_MIN_LENGTH, minMessage, max: NAME_MAX_LENGTH });
const freeText = (label: string) => text({ required: required(label), max: FREE_TEXT_MAX_LENGTH });

/**
 * POST /register as the server checks it (spec part 1 sections 5 and 7). Profession and referral
 * are free text here: the form replaced 'Other' choices by the user's own words.
 */
export const registerRequestSchema = z.object({
  captchaToken: text({ required: ACCOUNT_MESSAGES.captchaRequired, max: CAPTCHA_TOKEN_MAX_LENGTH }),
  email: email({ required: ACCOUNT_MESSAGES.emailInvalidServer, invalid: ACCOUNT_MESSAGES.emailInvalidServer }),
  password: password('server'),
  terms: z.literal(0, { error: NOT_VALID }),
  bio: z.object(
    {
      firstName: name(ACCOUNT_MESSAGES.firstNameTooShort),
      lastName: name(ACCOUNT_MESSAGES.lastNameTooShort),
      lab: freeText(BIO_LABELS.lab),
      years: option(valuesOf(EXPERIENCE), { required: required(BIO_LABELS.years) }),
      profession: freeText(BIO_LABELS.jobTitle),
      referral: freeText(BIO_LABELS.referral),
      country: option(COUNTRY_CODES, { required: required(BIO_LABELS.country) }),
      postalCode: text({ required: required(BIO_LABELS.postalCode), min: POSTAL_CODE_MIN_LENGTH, max: POSTAL_CODE_MAX_LENGTH }),
    },
    { error: ACCOUNT_MESSAGES.namesRequiredServer },
  ),
  siteUsageEmail: option(['yes', 'no'] as const),
});

export type RegisterRequestValues = z.output<typeof registerRequestSchema>;
// Compile-time proof that what the schema lets through is a RegisterRequest.
type Assignable<T extends U, U> = T;
export type _RegisterRequestProof = Assignable<RegisterRequestValues, RegisterRequest>;
