import type { PtAttemptClock, PtResult, PtRules, PtVerification } from '@cytocampus/contracts';
import { z } from 'zod';
import type { Proof, SameType } from './proof.js';

/** Answers of the proficiency test calls (issue 30; docs/adr/0035). */

const size = z.union([z.literal(10), z.literal(20)]);
const grid = z.enum(['technologist', 'pathologist']);
const category = z.enum(['A', 'B', 'C', 'D']);

export const ptRulesSchema = z.object({ size, timeLimit: z.number(), grid, passPercent: z.number() });
export type _PtRulesProof = Proof<SameType<z.output<typeof ptRulesSchema>, PtRules>>;

export const ptAttemptClockSchema = ptRulesSchema.extend({ startedAt: z.number(), deadline: z.number(), serverNow: z.number() });
export type _PtAttemptClockProof = Proof<SameType<z.output<typeof ptAttemptClockSchema>, PtAttemptClock>>;

export const ptResultSchema = z.object({
  reviewId: z.string(),
  userId: z.string(),
  holderName: z.string(),
  testName: z.string(),
  itemId: z.string(),
  moduleId: z.string(),
  grid,
  size,
  startedAt: z.number(),
  submittedAt: z.number(),
  submittedBy: z.enum(['learner', 'time']),
  points: z.number(),
  maxPoints: z.number(),
  score: z.number(),
  passed: z.boolean(),
  automaticFailures: z.array(z.object({ slideId: z.string(), name: z.string() })),
  slides: z.array(
    z.object({
      slideId: z.string(),
      name: z.string(),
      reference: category,
      referenceResult: z.string().nullable(),
      response: category.nullable(),
      responseResult: z.string().nullable(),
      points: z.number(),
      automaticFailure: z.boolean(),
    }),
  ),
  code: z.string(),
});
export type _PtResultProof = Proof<SameType<z.output<typeof ptResultSchema>, PtResult>>;

export const ptVerificationSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    result: ptResultSchema.pick({ holderName: true, testName: true, grid: true, size: true, submittedAt: true, score: true, passed: true, code: true }),
  }),
  z.object({ status: z.literal('not-found') }),
]);
export type _PtVerificationProof = Proof<SameType<z.output<typeof ptVerificationSchema>, PtVerification>>;
