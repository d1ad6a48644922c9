import type { Bio } from '@cytocampus/contracts';
import { z } from 'zod';
import { option, optionalOption } from '../fields/option.js';
import { text } from '../fields/text.js';
import { COUNTRY_CODES } from '../reference/countries.js';
import { EXPERIENCE, GENDERS, TITLES } from '../reference/lists.js';
import { valuesOf } from '../reference/option.js';
import { FREE_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits.js';

/**
 * The own-record fields of the user form (spec part 1 section 5). It is a schema-driven form, so
 * its messages are the generic ones ('Required', 'Must be selected', 'Must be at least 2 characters').
 * Optional texts may be cleared with ''.
 */
export const PROFILE_FIELDS = {
  title: optionalOption(valuesOf(TITLES)),
  firstName: text({ required: true, max: NAME_MAX_LENGTH }),
  middleName: text({ max: NAME_MAX_LENGTH }),
  lastName: text({ required: true, min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH }),
  suffix: text({ max: SHORT_TEXT_MAX_LENGTH }),
  alias: text({ max: SHORT_TEXT_MAX_LENGTH }),
  lab: text({ max: FREE_TEXT_MAX_LENGTH }),
  profession: text({ max: FREE_TEXT_MAX_LENGTH }),
  years: option(valuesOf(EXPERIENCE)),
  gender: option(valuesOf(GENDERS)),
  postalCode: text({ min: POSTAL_CODE_MIN_LENGTH, max: POSTAL_CODE_MAX_LENGTH }),
  country: option(COUNTRY_CODES),
};

/** The whole form: names, gender and country required; the rest optional. */
export const profileForm = z.object({
  ...PROFILE_FIELDS,
  title: PROFILE_FIELDS.title.optional(),
  middleName: PROFILE_FIELDS.middleName.optional(),
  suffix: PROFILE_FIELDS.suffix.optional(),
  alias: PROFILE_FIELDS.alias.optional(),
  lab: PROFILE_FIELDS.lab.optional(),
  profession: PROFILE_FIELDS.profession.optional(),
  years: PROFILE_FIELDS.years.optional(),
  postalCode: PROFILE_FIELDS.postalCode.optional(),
});

/** PUT /user/profile: only the fields that change; each present field obeys its rule; other keys are refused. */
export const profileUpdateSchema = z.strictObject(PROFILE_FIELDS).partial();

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
// Compile-time proof that an accepted update is a Partial<Bio> (the UpdateProfile command).
type Assignable<T extends U, U> = T;
export type _ProfileUpdateProof = Assignable<ProfileUpdate, Partial<Bio>>;

/**
 * PUT /user/profile as sent: the profile changes plus `avatar`, the file id of an image upload of
 * the caller's ('' removes it). The API checks `avatar` against the uploads and the rest with profileUpdateSchema.
 */
export const profileRequestSchema = profileUpdateSchema.extend({ avatar: z.string().optional() });
