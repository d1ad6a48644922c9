import type { PtSetCheck } from '@cytocampus/contracts';
import { z } from 'zod';
import { fieldErrorSchema } from './api.js';
import type { Proof, SameType } from './proof.js';

const count = () => z.number().int().min(0);

/** GET /tests/proficiency-set (issue 30): a proficiency set's counts per category and its first broken rule. */
export const ptSetCheckSchema = z.object({
  counts: z.object({ A: count(), B: count(), C: count(), D: count() }),
  slides: count(),
  problem: fieldErrorSchema.nullable(),
});
export type _PtSetCheckProof = Proof<SameType<z.output<typeof ptSetCheckSchema>, PtSetCheck>>;
