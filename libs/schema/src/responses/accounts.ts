import {
  ROLES,
  type Announcement,
  type Bio,
  type CurrentUser,
  type HealthReport,
  type SiteSettings,
  type Organization,
  type PinnedItem,
  type Preferences,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { EXPERIENCE, GENDERS, UPDATE_EMAIL_MODES, ZOOM_LEVELS } from '../reference/lists.js';
import { valuesOf } from '../reference/option.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the accounts calls (spec part 1 section 7): the own record, the own organization, the announcement, health, the captcha. */

export const roleSchema = z.enum(ROLES);
const permissionsSchema = z.record(z.string(), z.boolean());

export const bioSchema = z.object({
  title: z.string().optional(),
  suffix: z.string().optional(),
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
  alias: z.string(),
  avatar: z.string().optional(),
  lab: z.string().optional(),
  profession: z.string().optional(),
  years: z.enum(valuesOf(EXPERIENCE)).optional(),
  gender: z.enum(valuesOf(GENDERS)).optional(),
  postalCode: z.string().optional(),
  country: z.string().optional(),
  referral: z.string().optional(),
  referringSalesRep: z.string().optional(),
});
export type _BioProof = Proof<SameType<z.output<typeof bioSchema>, Bio>>;

export const preferencesSchema = z.object({
  ooiZoomReset: z.boolean(),
  ooiZoomLevel: z.literal(valuesOf(ZOOM_LEVELS)),
  allowEmail: z.boolean(),
  updateEmail: z.enum(valuesOf(UPDATE_EMAIL_MODES)),
  weeklyUpdateEmail: z.boolean(),
  organizationEmail: z.boolean(),
  supportEmail: z.boolean(),
  siteUsageEmail: z.boolean(),
  orgReportEmails: z.boolean(),
  socialAllowAvatar: z.boolean(),
  socialAllowLab: z.boolean(),
  socialAllowName: z.boolean(),
  socialAllowGender: z.boolean(),
  orgMgrAllowEmail: z.boolean(),
  orgAllowEmail: z.boolean(),
  orgAllowName: z.boolean(),
});
export type _PreferencesProof = Proof<SameType<z.output<typeof preferencesSchema>, Preferences>>;

const pinnedItemSchema = z.object({ type: z.string(), itemId: z.string() });
export type _PinnedItemProof = Proof<SameType<z.output<typeof pinnedItemSchema>, PinnedItem>>;

/** GET /user, and what sign-in, registration and the own-record changes answer. */
export const currentUserSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  userId: z.string(),
  authUserId: z.string(),
  created: z.number(),
  email: z.string(),
  orgId: z.string().nullable(),
  groupId: z.string().nullable(),
  curriculum: z.string().nullable(),
  terms: z.number(),
  role: roleSchema,
  disabled: z.boolean(),
  permissions: permissionsSchema,
  effectivePermissions: permissionsSchema,
  preferences: preferencesSchema,
  pinned: z.array(pinnedItemSchema),
  notifications: z.object({ lastThreadCheck: z.number(), lastOrgThreadCheck: z.number(), lastMessageCheck: z.number() }),
  bio: bioSchema,
  firstName: z.string(),
  lastName: z.string(),
  profession: z.string(),
  version: z.number(),
});
export type _CurrentUserProof = Proof<SameType<z.output<typeof currentUserSchema>, CurrentUser>>;

/** GET /user/organization (null: no organization yet, the waiting screen). */
export const ownOrganizationSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  preWork: z.boolean(),
  defaultCurriculum: z.string().nullable(),
});
export type _OrganizationProof = Proof<SameType<z.output<typeof ownOrganizationSchema>, Organization>>;

/** GET and PUT /announcement. */
export const announcementSchema = z.object({ content: z.string(), updated: z.number().nullable() });
export type _AnnouncementProof = Proof<SameType<z.output<typeof announcementSchema>, Announcement>>;

/** GET /health. */
export const healthReportSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.string(),
  eventStore: z.string(),
  readModels: z.record(z.string(), z.string().nullable()),
  parked: z.record(z.string(), z.number().int()),
});
export type _HealthReportProof = Proof<SameType<z.output<typeof healthReportSchema>, HealthReport>>;

/** GET /site. */
export const siteSettingsSchema = z.object({ embedOrigins: z.array(z.string()) });
export type _SiteSettingsProof = Proof<SameType<z.output<typeof siteSettingsSchema>, SiteSettings>>;

/** GET /captcha: an ALTCHA v2 challenge as the widget reads it (no envelope); the API checks it against altcha-lib's type. */
export const captchaChallengeSchema = z.object({
  codeChallenge: z.object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() }).optional(),
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});
