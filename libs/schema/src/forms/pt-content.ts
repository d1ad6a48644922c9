import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { ID_MAX_LENGTH } from './limits.js';

/** The most slides a fixed set's check names at once: enough to say "this one has 25". */
export const PT_SET_QUERY_SLIDES_MAX = 100;

const id = () => z.string({ error: NOT_VALID }).regex(new RegExp(`^[A-Za-z0-9-]{1,${ID_MAX_LENGTH}}$`), { error: NOT_VALID });

/**
 * GET /tests/proficiency-set: `size` 10 or 20 (default 10); `pool` (a tag, as the test's field takes
 * it) or `slides` (a comma list of slide item ids, in order, repeats kept so a slide twice is
 * seen); `orgId`, the test's organization (absent: site-wide).
 */
export const ptSetQuerySchema = z.object({
  size: z.preprocess((v) => (v === undefined ? 10 : Number(v)), z.union([z.literal(10), z.literal(20)], { error: GENERIC.mustBeSelected })),
  pool: z
    .string()
    .trim()
    .max(64, { error: GENERIC.tooLongBy(1) })
    .optional(),
  slides: z
    .preprocess((v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',').map((s) => s.trim())) : v), z.array(id()).max(PT_SET_QUERY_SLIDES_MAX))
    .default([]),
  orgId: id().optional(),
});
