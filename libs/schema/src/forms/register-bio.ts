import type { RegisterRequest } from '@cytocampus/contracts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, BIO_LABELS } from '../messages/accounts.js';
import { ALWAYS } from '../fields/confirm.js';
import { bool } from '../fields/formats.js';
import { missing, report, type RefinementCtx } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { COUNTRY_CODES } from '../reference/countries.js';
import { EXPERIENCE, JOB_TITLES, OTHER_JOB_TITLE, OTHER_REFERRAL, REFERRAL_SOURCES } from '../reference/lists.js';
import { valuesOf } from '../reference/option.js';
import type { RegisterAccountValues } from './register-account.js';
import { FREE_TEXT_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from './limits.js';

const required = (label: keyof typeof BIO_LABELS) => ACCOUNT_MESSAGES.fieldRequired(BIO_LABELS[label]);
const freeText = () => text({ max: FREE_TEXT_MAX_LENGTH }).optional();

/** A choice of 'Other' needs its text; runs on the raw value (see ALWAYS). */
const otherNeedsText =
  (choice: 'jobTitle' | 'referral', other: 'jobTitleOther' | 'referralOther', otherValue: string) =>
  (value: unknown, ctx: RefinementCtx): void => {
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const text = record[other];
    if (record[choice] === otherValue && (typeof text !== 'string' || text.trim() === '')) {
      report(ctx, [missing(required(other))], [other]);
    }
  };

/** Registration step 2 (bio); the captcha is the screen's business (Register stays disabled). */
export const registerBioForm = z
  .object({
    lab: text({ required: required('lab'), max: FREE_TEXT_MAX_LENGTH }),
    years: option(valuesOf(EXPERIENCE), { required: required('years') }),
    jobTitle: option(valuesOf(JOB_TITLES), { required: required('jobTitle') }),
    jobTitleOther: freeText(),
    country: option(COUNTRY_CODES, { required: required('country') }),
    postalCode: text({ required: required('postalCode'), min: POSTAL_CODE_MIN_LENGTH, max: POSTAL_CODE_MAX_LENGTH }),
    referral: option(valuesOf(REFERRAL_SOURCES), { required: required('referral') }),
    referralOther: freeText(),
    /** The contact-for-feedback toggle, yes by default. */
    siteUsageEmail: bool().default(true),
  })
  .superRefine(otherNeedsText('jobTitle', 'jobTitleOther', OTHER_JOB_TITLE), ALWAYS)
  .superRefine(otherNeedsText('referral', 'referralOther', OTHER_REFERRAL), ALWAYS);

export type RegisterBioValues = z.output<typeof registerBioForm>;

/** POST /register from the two steps: 'Other' choices are replaced by their text. */
export function toRegisterRequest(account: RegisterAccountValues, bio: RegisterBioValues, captchaToken: string): RegisterRequest {
  return {
    captchaToken,
    email: account.email,
    password: account.password,
    terms: 0,
    bio: {
      firstName: account.firstName,
      lastName: account.lastName,
      lab: bio.lab,
      years: bio.years,
      profession: bio.jobTitle === OTHER_JOB_TITLE ? (bio.jobTitleOther ?? '') : bio.jobTitle,
      referral: bio.referral === OTHER_REFERRAL ? (bio.referralOther ?? '') : bio.referral,
      country: bio.country,
      postalCode: bio.postalCode,
    },
    siteUsageEmail: bio.siteUsageEmail ? 'yes' : 'no',
  };
}
