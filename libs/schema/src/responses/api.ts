import type { ApiError, FieldError, ItemAbilities, NameEntry, Page } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of /api/v1 in general (spec part 1 section 7): the envelope, the error shape, pages and name lists. */

export const fieldErrorSchema = z.object({ field: z.string().nullable(), message: z.string(), code: z.literal([1, 2, 3]) });
export type _FieldErrorProof = Proof<SameType<z.output<typeof fieldErrorSchema>, FieldError>>;

/** Every refusal: the HTTP status as `code`, the first problem's message and field, every field problem of a validation. */
export const apiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  field: z.string().nullable(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type _ApiErrorProof = Proof<SameType<z.output<typeof apiErrorSchema>, ApiError>>;

/** Every success (ApiSuccess): `{code: 200, data}`. */
export const successOf = <D extends z.ZodType>(data: D) => z.object({ code: z.literal(200), data });

export const nameEntrySchema = z.object({ name: z.string(), itemid: z.string() });
export type _NameEntryProof = Proof<SameType<z.output<typeof nameEntrySchema>, NameEntry>>;

export const itemAbilitiesSchema = z.object({ canEdit: z.boolean(), canDel: z.boolean(), canLock: z.boolean() });
export type _ItemAbilitiesProof = Proof<SameType<z.output<typeof itemAbilitiesSchema>, ItemAbilities>>;

export const pageOf = <I extends z.ZodType>(item: I) =>
  z.object({ limit: z.number().int(), page: z.number().int(), total: z.number().int(), items: z.array(item), search: z.string(), canNext: z.boolean() });
export type _PageProof = Proof<SameType<z.output<ReturnType<typeof pageOf<typeof nameEntrySchema>>>, Page<NameEntry>>>;

/** A list call: a page, or with `names=1` the name list of a picker. */
export const pageOrNamesOf = <I extends z.ZodType>(item: I) => z.union([pageOf(item), z.array(nameEntrySchema)]);

/** A deletion and similar calls with nothing else to say. */
export const successFlagSchema = z.object({ success: z.literal(true) });
/** A neutral confirmation (the reset calls). */
export const messageSchema = z.object({ message: z.string() });
/** Calls that answer `data: null` (sign-out). */
export const noDataSchema = z.null();
