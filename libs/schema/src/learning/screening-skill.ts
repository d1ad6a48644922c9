import { SCREENING_OUTCOMES, type PageSkill } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from '../responses/proof.js';

/** The screening skill of one submitted slide page (issue 31, docs/adr/0036). */
const category = z.enum(['A', 'B', 'C', 'D']).nullable();
const diagnosis = z.object({ result: z.string().nullable(), category });

export const pageSkillSchema = z.object({
  classification: z
    .object({
      correct: z.boolean(),
      outcome: z.enum(SCREENING_OUTCOMES).nullable(),
      unclassified: z.enum(['noSolution', 'noAnswer', 'noReferenceObjects']).nullable(),
      reference: diagnosis,
      response: diagnosis,
      objects: z.object({ total: z.number().int(), seen: z.number().int() }),
      seenMarked: z.boolean(),
    })
    .nullable(),
  screening: z.object({
    objects: z.array(
      z.object({
        id: z.string(),
        seen: z.boolean(),
        firstViewMs: z.number().nullable(),
        dwellMs: z.number(),
        clicked: z.boolean(),
        marked: z.boolean(),
      }),
    ),
    tissueScreenedPercent: z.number().nullable(),
    timeOnSlideMs: z.number(),
    screenedMs: z.number(),
    tissueScreenedMm2: z.number().nullable(),
    paceMm2PerMinute: z.number().nullable(),
  }),
});
export type _PageSkillProof = Proof<SameType<z.output<typeof pageSkillSchema>, PageSkill>>;
