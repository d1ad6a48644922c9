import type { PresentationProgressAnswer, ProgressAbilities, ProgressCourse, ProgressTest } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the progress overview overlay's calls (docs/adr/0023). */

const ms = z.number().nullable();

export const progressAbilitiesSchema = z.object({ canClearProgress: z.boolean() });
export type _ProgressAbilitiesProof = Proof<SameType<z.output<typeof progressAbilitiesSchema>, ProgressAbilities>>;

export const progressCourseSchema = z.object({
  userId: z.string(),
  moduleId: z.string(),
  name: z.string(),
  items: z.array(
    z.object({
      type: z.string(),
      itemId: z.string(),
      name: z.string(),
      graded: z.boolean(),
      status: z.enum(['complete', 'pending']),
      progress: z.number().nullable(),
      result: z.number().nullable(),
      startTime: ms,
      submittedOn: ms,
      recordId: z.string().nullable(),
    }),
  ),
});
export type _ProgressCourseProof = Proof<SameType<z.output<typeof progressCourseSchema>, ProgressCourse>>;

export const progressTestSchema = z.object({
  userId: z.string(),
  moduleId: z.string(),
  testId: z.string(),
  name: z.string(),
  progress: z.number(),
  result: z.number().nullable(),
  recordId: z.string().nullable(),
  slides: z.array(
    z.object({
      slideId: z.string(),
      name: z.string(),
      diagnosis: z.string().nullable(),
      interpretation: z.string().nullable(),
      outcome: z.enum(['correct', 'incorrect', 'pending']).nullable(),
    }),
  ),
});
export type _ProgressTestProof = Proof<SameType<z.output<typeof progressTestSchema>, ProgressTest>>;

export const presentationProgressAnswerSchema = z.object({ userId: z.string(), moduleId: z.string(), itemId: z.string(), progress: z.number() });
export type _PresentationProgressAnswerProof = Proof<SameType<z.output<typeof presentationProgressAnswerSchema>, PresentationProgressAnswer>>;
