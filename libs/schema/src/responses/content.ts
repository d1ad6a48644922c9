import { CONTENT_PATHS, type AuthoredType, type ContentItem, type CourseItemEntry, type CurriculumModuleEntry } from '@cytocampus/contracts';
import { z } from 'zod';
import { itemAbilitiesSchema } from './api.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the content calls (spec part 2 section 7). */

const CONTENT_ITEM_TYPES = [...(Object.keys(CONTENT_PATHS) as AuthoredType[]), 'slide', 'report'] as const;

/** One revision of an item; `fields` holds the type's own fields, as its type's schema cleaned them. */
export const contentItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  type: z.enum(CONTENT_ITEM_TYPES),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  allowedOrgs: z.array(z.string()),
  filterOrgs: z.array(z.string()),
  active: z.boolean(),
  activated: z.number().nullable(),
  locked: z.boolean(),
  previousId: z.string().nullable(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
  orgId: z.string().nullable(),
  created: z.number(),
  updated: z.number(),
  version: z.number(),
  fields: z.record(z.string(), z.unknown()),
  abilities: itemAbilitiesSchema,
});
export type _ContentItemProof = Proof<SameType<z.output<typeof contentItemSchema>, ContentItem>>;

export const courseItemEntrySchema = z.object({ type: z.string(), itemId: z.string(), name: z.string().nullable(), active: z.boolean() });
export type _CourseItemEntryProof = Proof<SameType<z.output<typeof courseItemEntrySchema>, CourseItemEntry>>;

export const curriculumModuleEntrySchema = z.object({ moduleId: z.string(), name: z.string().nullable(), active: z.boolean() });
export type _CurriculumModuleEntryProof = Proof<SameType<z.output<typeof curriculumModuleEntrySchema>, CurriculumModuleEntry>>;
