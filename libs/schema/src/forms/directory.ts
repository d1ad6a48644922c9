import { ROLES } from '@cytocampus/contracts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { itemDescription, itemName, tags } from '../fields/content.js';
import { bool, email } from '../fields/formats.js';
import { option } from '../fields/option.js';
import { password } from '../fields/password.js';
import { text } from '../fields/text.js';
import { NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits.js';
import { PROFILE_FIELDS, profileForm } from './profile.js';

/** Roles a user may be given (guest is the absence of a role). */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'guest');

/** Ids are uuids, or fixed ids such as DEFAULT. */
const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;
const id = () => z.string({ error: NOT_VALID }).regex(ID_PATTERN, { error: NOT_VALID });
const optionalId = () => id().nullable();

const userEmail = () => email({ required: GENERIC.required, invalid: ACCOUNT_MESSAGES.emailInvalidServer });

/**
 * The user form as an administrator sends it (spec part 1 section 5, "User form"): email, names,
 * gender and country required; role defaults to cytotechnologist. Permission toggles are checked
 * against the role by validatePermissionOverrides in @cytocampus/permissions.
 */
export const userCreateSchema = z.strictObject({
  email: userEmail(),
  password: password('server').optional(),
  role: option(ASSIGNABLE_ROLES).default('cytotechnologist'),
  orgId: optionalId().default(null),
  groupId: optionalId().default(null),
  curriculum: optionalId().default(null),
  bio: profileForm,
  permissions: z.record(z.string(), z.unknown()).optional(),
});

/** PUT /users/{id}: only what changes; every present field obeys its rule. */
export const userUpdateSchema = z.strictObject({
  email: userEmail().optional(),
  role: option(ASSIGNABLE_ROLES).optional(),
  orgId: optionalId().optional(),
  groupId: optionalId().optional(),
  curriculum: optionalId().optional(),
  bio: z.strictObject(PROFILE_FIELDS).partial().optional(),
  permissions: z.record(z.string(), z.unknown()).optional(),
});

export type UserCreateValues = z.output<typeof userCreateSchema>;
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/** Organizations (spec part 2): names are not content items, so 2 characters suffice (ADR 0009). */
export const organizationSchema = z.strictObject({
  name: text({ required: true, min: 2, max: NAME_MAX_LENGTH }),
  region: text({ max: SHORT_TEXT_MAX_LENGTH * 2 }).nullable().default(null),
  preWork: bool().default(false),
  defaultCurriculum: optionalId().default(null),
});
export const organizationUpdateSchema = organizationSchema.partial();
export type OrganizationValues = z.output<typeof organizationSchema>;

/** Groups carry the base content fields (name 5 to 127, description, tags) plus their default assignment. */
export const groupSchema = z.strictObject({
  orgId: id(),
  name: itemName(),
  description: itemDescription().default(''),
  tags: tags().default([]),
  defaultCurriculum: optionalId().default(null),
});
export const groupUpdateSchema = groupSchema.omit({ orgId: true }).partial();
export type GroupValues = z.output<typeof groupSchema>;

/** One row of a user CSV import: email and names required, the rest optional (ADR 0009). */
export const userImportRowSchema = z.object({
  email: userEmail(),
  firstName: PROFILE_FIELDS.firstName,
  lastName: PROFILE_FIELDS.lastName,
  role: option(ASSIGNABLE_ROLES).default('cytotechnologist'),
  group: text({ max: NAME_MAX_LENGTH }).default(''),
  lab: PROFILE_FIELDS.lab.optional(),
  profession: PROFILE_FIELDS.profession.optional(),
  country: PROFILE_FIELDS.country.optional(),
  postalCode: PROFILE_FIELDS.postalCode.optional(),
});
export type UserImportRowValues = z.output<typeof userImportRowSchema>;
