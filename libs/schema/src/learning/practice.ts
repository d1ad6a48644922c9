import { PRACTICE_MSG, PRACTICE_SET_SIZE, type PracticeRecommendation } from '@cytocampus/contracts';
import { z } from 'zod';
import { invalid, missing, report } from '../fields/issue.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import type { Proof, SameType } from '../responses/proof.js';

/**
 * POST /users/{userId}/skills/practice {slideIds}: the slides of the practice set, 1 to
 * PRACTICE_SET_SIZE distinct ids (whether each is a slide the learner still has to review is the
 * API's check against the library).
 */
export const assignPracticeSetSchema = z.object({ slideIds: z.array(z.string().max(ID_MAX_LENGTH)) }).superRefine((body, ctx) => {
  const ids = body.slideIds;
  if (ids.length === 0) return report(ctx, [missing(PRACTICE_MSG.empty)], ['slideIds']);
  if (ids.length > PRACTICE_SET_SIZE) return report(ctx, [invalid(PRACTICE_MSG.tooMany(PRACTICE_SET_SIZE))], ['slideIds']);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) report(ctx, [invalid(PRACTICE_MSG.duplicate(twice))], ['slideIds']);
});
export type AssignPracticeSetValues = z.output<typeof assignPracticeSetSchema>;

const practiceSlideSchema = z.object({
  slideId: z.string(),
  name: z.string(),
  category: z.enum(['A', 'B', 'C', 'D']).nullable(),
  result: z.string().nullable(),
  reason: z.string().nullable(),
});

export const practiceRecommendationSchema = z.object({
  userId: z.string(),
  slides: z.array(practiceSlideSchema),
  why: z.array(z.string()),
  assigned: z
    .object({
      setId: z.string(),
      slides: z.array(practiceSlideSchema),
      why: z.array(z.string()),
      assignedBy: z.string(),
      assignedByName: z.string(),
      assignedAt: z.number(),
    })
    .nullable(),
  taking: z.object({ moduleId: z.string(), testId: z.string() }).nullable(),
  canAssign: z.boolean(),
});
export type _PracticeRecommendationProof = Proof<SameType<z.output<typeof practiceRecommendationSchema>, PracticeRecommendation>>;
