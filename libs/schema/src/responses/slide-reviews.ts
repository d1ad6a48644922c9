import {
  GYN_COMPONENTS,
  SOLUTION_TYPES,
  type PlayerSlide,
  type ReviewActivityAnswer,
  type SlideSolution,
  type TestLastComplete,
  type TestSlideResult,
  type TestSlides,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { ptRulesSchema } from './proficiency.js';
import type { Proof, SameType } from './proof.js';
import { objectOfInterestSchema, slideImageSchema } from './slides.js';

/** Answers of the slide review and slide test calls (spec part 3 section 7; ours where it shows none). */

const ms = z.number().nullable();

export const playerSlideSchema = z.object({
  itemId: z.string(),
  revisionId: z.string(),
  name: z.string(),
  description: z.string(),
  accession: z.string().nullable(),
  cellCount: z.number().nullable(),
  patient: z.object({ name: z.string(), dob: z.string(), lmp: z.string() }),
  category: z.enum(SOLUTION_TYPES),
  image: slideImageSchema.nullable(),
  objects: z.array(z.array(objectOfInterestSchema)),
  objectsRestricted: z.boolean(),
});
export type _PlayerSlideProof = Proof<SameType<z.output<typeof playerSlideSchema>, PlayerSlide>>;

export const slideSolutionSchema = z.object({
  type: z.enum(SOLUTION_TYPES),
  result: z.string().nullable(),
  objects: z.array(z.string()),
  objectText: z.record(z.string(), z.string()),
  organisms: z.array(z.string()),
  endoCells: z.enum(GYN_COMPONENTS).nullable(),
  reason: z.string(),
  cellTypes: z.record(z.string(), z.string()),
});
export type _SlideSolutionProof = Proof<SameType<z.output<typeof slideSolutionSchema>, SlideSolution>>;

const testSlideResultSchema = z.object({
  itemId: z.string(),
  progress: z.number(),
  result: z.number().nullable(),
  data: z.object({ startTime: ms, result: z.string().nullable() }),
});
export type _TestSlideResultProof = Proof<SameType<z.output<typeof testSlideResultSchema>, TestSlideResult>>;
export const testSlideResultsSchema = z.array(testSlideResultSchema);

export const testSlidesSchema = z.object({
  test: z
    .object({
      itemId: z.string(),
      revisionId: z.string(),
      name: z.string(),
      description: z.string(),
      evalForm: z.string().nullable(),
      proficiency: ptRulesSchema.optional(),
      practiceSet: z.literal(true).optional(),
    })
    .nullable(),
  slides: z.array(playerSlideSchema),
  solutions: z.record(z.string(), slideSolutionSchema),
  records: z
    .object({
      reviewId: z.string(),
      progress: z.number(),
      result: z.number().nullable(),
      startTime: ms,
      submitTime: ms,
      slides: z.array(testSlideResultSchema),
    })
    .nullable(),
});
export type _TestSlidesProof = Proof<SameType<z.output<typeof testSlidesSchema>, TestSlides>>;

export const testLastCompleteSchema = z.object({ lastComplete: z.number(), next: z.string().nullable() });
export type _TestLastCompleteProof = Proof<SameType<z.output<typeof testLastCompleteSchema>, TestLastComplete>>;

export const reviewActivityAnswerSchema = z.object({ recorded: z.number() });
export type _ReviewActivityAnswerProof = Proof<SameType<z.output<typeof reviewActivityAnswerSchema>, ReviewActivityAnswer>>;
