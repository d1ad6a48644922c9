import { ROLES } from '@cytocampus/contracts';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../messages/accounts.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { itemDescription, itemName, tags } from '../fields/content.js';
import { bool, email } from '../fields/formats.js';
import { map } from '../fields/map.js';
import { option } from '../fields/option.js';
import { password } from '../fields/password.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH, NAME_MAX_LENGTH, PERMISSION_MAP_MAX_KEYS, SHORT_TEXT_MAX_LENGTH } from './limits.js';
import { PROFILE_FIELDS, profileForm } from './profile.js';

/** Roles a user may be given (guest is the absence of a role). */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'guest');

/** Ids are uuids, or fixed ids such as DEFAULT. */
const ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${ID_MAX_LENGTH}}$`);
export const id = () => z.string({ error: NOT_VALID }).regex(ID_PATTERN, { error: NOT_VALID });
export const optionalId = () => id().nullable();

/**
 * Permission toggles by name; validatePermissionOverrides (@cytocampus/permissions) reads the values
 * and drops unknown names, so only the number of names and their length are bounded here.
 */
const permissionMap = () => map(z.unknown(), PERMISSION_MAP_MAX_KEYS);

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
  permissions: permissionMap().optional(),
});

/** PUT /users/{id}: only what changes; every present field obeys its rule. */
export const userUpdateSchema = z.strictObject({
  email: userEmail().optional(),
  role: option(ASSIGNABLE_ROLES).optional(),
  orgId: optionalId().optional(),
  groupId: optionalId().optional(),
  curriculum: optionalId().optional(),
  bio: z.strictObject(PROFILE_FIELDS).partial().optional(),
  permissions: permissionMap().optional(),
});

export type UserCreateValues = z.output<typeof userCreateSchema>;
export type UserUpdateValues = z.output<typeof userUpdateSchema>;

/**
 * Update schemas are the fields without their defaults: a default inside `.partial()` would still
 * fill in what an update left out, and wipe it (`{name}` alone reset region and default assignment).
 */
const organizationFields = {
  name: text({ required: true, min: 2, max: NAME_MAX_LENGTH }),
  region: text({ max: SHORT_TEXT_MAX_LENGTH * 2 }).nullable(),
  preWork: bool(),
  defaultCurriculum: optionalId(),
};
/** Organizations (spec part 2): names are not content items, so 2 characters suffice (ADR 0009). */
export const organizationSchema = z.strictObject({
  ...organizationFields,
  region: organizationFields.region.default(null),
  preWork: organizationFields.preWork.default(false),
  defaultCurriculum: organizationFields.defaultCurriculum.default(null),
});
export const organizationUpdateSchema = z.strictObject(organizationFields).partial();
export type OrganizationValues = z.output<typeof organizationSchema>;

const groupFields = { name: itemName(), description: itemDescription(), tags: tags(), defaultCurriculum: optionalId() };
/** Groups carry the base content fields (name 5 to 127, description, tags) plus their default assignment. */
export const groupSchema = z.strictObject({
  orgId: id(),
  ...groupFields,
  description: groupFields.description.default(''),
  tags: groupFields.tags.default([]),
  defaultCurriculum: groupFields.defaultCurriculum.default(null),
});
/** What POST /groups takes: the organization may be left out, for the caller's own (the route fills it in). */
export const groupCreateRequestSchema = groupSchema.extend({ orgId: id().optional().describe("The group's organization: the caller's own when left out.") });
export const groupUpdateSchema = z.strictObject(groupFields).partial();
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
