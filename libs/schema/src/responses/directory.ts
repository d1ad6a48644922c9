import type {
  GroupItem,
  ImportPreview,
  ImportResult,
  ImportRow,
  OrganizationItem,
  RawImportResult,
  UserAbilities,
  UserDetail,
  UserHistoryEntry,
  UserListItem,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { bioSchema, roleSchema } from './accounts.js';
import { itemAbilitiesSchema } from './api.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the administration of users, organizations and groups (spec part 1 section 7, part 2). */

const userAbilitiesSchema = itemAbilitiesSchema.extend({
  canReadDetails: z.boolean(),
  canEditRole: z.boolean(),
  roleOptions: z.array(roleSchema),
  canReadPermissions: z.boolean(),
  canEditPermissions: z.boolean(),
  canAssign: z.boolean(),
  canChangeOrganization: z.boolean(),
  canDeactivate: z.boolean(),
  canResetPassword: z.boolean(),
  canClearStats: z.boolean(),
  canManageTokens: z.boolean(),
});
export type _UserAbilitiesProof = Proof<SameType<z.output<typeof userAbilitiesSchema>, UserAbilities>>;

export const userListItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  curriculum: z.string().nullable(),
  curriculumName: z.string().nullable(),
  disabled: z.boolean(),
  created: z.number(),
  abilities: userAbilitiesSchema,
  version: z.number(),
});
export type _UserListItemProof = Proof<SameType<z.output<typeof userListItemSchema>, UserListItem>>;

export const userDetailSchema = userListItemSchema.extend({
  bio: bioSchema,
  terms: z.number(),
  permissions: z.record(z.string(), z.boolean()),
  effectivePermissions: z.record(z.string(), z.boolean()),
});
export type _UserDetailProof = Proof<SameType<z.output<typeof userDetailSchema>, UserDetail>>;

export const userHistoryEntrySchema = z.object({
  type: z.string(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});
export type _UserHistoryEntryProof = Proof<SameType<z.output<typeof userHistoryEntrySchema>, UserHistoryEntry>>;

/** PUT /user/disabled/{id}. */
export const disabledToggleSchema = z.object({ success: z.literal(true), disabled: z.boolean() });

const importRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  group: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type _ImportRowProof = Proof<SameType<z.output<typeof importRowSchema>, ImportRow>>;

export const importPreviewSchema = z.object({ rows: z.array(importRowSchema), valid: z.number().int(), invalid: z.number().int() });
export type _ImportPreviewProof = Proof<SameType<z.output<typeof importPreviewSchema>, ImportPreview>>;

export const importResultSchema = z.object({ imported: z.number().int(), failed: z.array(importRowSchema) });
export type _ImportResultProof = Proof<SameType<z.output<typeof importResultSchema>, ImportResult>>;

export const rawImportResultSchema = z.object({ imported: z.number().int(), skipped: z.number().int() });
export type _RawImportResultProof = Proof<SameType<z.output<typeof rawImportResultSchema>, RawImportResult>>;

export const organizationItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  preWork: z.boolean(),
  defaultCurriculum: z.string().nullable(),
  defaultCurriculumName: z.string().nullable(),
  users: z.number().int(),
  created: z.number(),
  abilities: itemAbilitiesSchema,
  version: z.number().int(),
});
export type _OrganizationItemProof = Proof<SameType<z.output<typeof organizationItemSchema>, OrganizationItem>>;

export const groupItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  orgId: z.string(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  defaultCurriculum: z.string().nullable(),
  defaultCurriculumName: z.string().nullable(),
  users: z.number().int(),
  created: z.number(),
  abilities: itemAbilitiesSchema,
  version: z.number().int(),
});
export type _GroupItemProof = Proof<SameType<z.output<typeof groupItemSchema>, GroupItem>>;
