import { z } from 'zod';
import type { PtOrgPage, PtPersonStatus } from '@cytocampus/contracts';
import { nameEntrySchema } from './api.js';
import type { Proof, SameType } from './proof.js';

const ms = z.number().nullable();
const size = z.union([z.literal(10), z.literal(20)]);
const uploadSchema = z.object({ fileId: z.string(), name: z.string(), type: z.string(), size: z.number() });

const standing = {
  state: z.enum(['due', 'passed', 'retest', 'remediation', 'education']),
  failures: z.number(),
  next: z.enum(['test', 'remediation', 'education', 'none']),
  nextSize: size.nullable(),
  dueBy: ms,
  hoursRecorded: z.number(),
  hoursNeeded: z.number(),
  mayScreenGyn: z.boolean(),
  reexamineScreenedSlides: z.boolean(),
  failedAt: ms,
  passedAt: ms,
  inProgress: z.object({ reviewId: z.string(), deadline: z.number() }).nullable(),
  lastScore: z.number().nullable(),
  automaticFailures: z.number(),
  version: z.number(),
};

/** GET /proficiency/{userId}/{year} (docs/adr/0035). */
export const ptPersonStatusSchema = z.object({
  ...standing,
  userId: z.string(),
  year: z.number(),
  overdue: z.boolean(),
  attempts: z.array(
    z.object({
      reviewId: z.string(),
      moduleId: z.string(),
      itemId: z.string(),
      size,
      grid: z.enum(['technologist', 'pathologist']),
      startedAt: z.number(),
      deadline: z.number(),
      gradedAt: ms,
      gradedBy: z.enum(['learner', 'time']).nullable(),
      score: z.number().nullable(),
      points: z.number().nullable(),
      maxPoints: z.number().nullable(),
      passed: z.boolean().nullable(),
      automaticFailures: z.array(z.string()),
    }),
  ),
  records: z.array(
    z.object({
      kind: z.enum(['remediation', 'education']),
      at: z.number(),
      by: z.string(),
      note: z.string(),
      hours: z.number().nullable(),
      upload: uploadSchema.nullable(),
    }),
  ),
  canRecord: z.boolean(),
});
export type _PtPersonStatusProof = Proof<SameType<z.output<typeof ptPersonStatusSchema>, PtPersonStatus>>;

/** GET /organizations/{orgId}/proficiency (docs/adr/0035). */
export const ptOrgPageSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  year: z.number(),
  rows: z.array(
    z.object({
      ...standing,
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      groupId: z.string().nullable(),
      groupName: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  canNext: z.boolean(),
  counts: z.object({ due: z.number(), inProgress: z.number(), passed: z.number(), failed: z.number() }),
  groups: z.array(nameEntrySchema),
  now: z.number(),
});
export type _PtOrgPageProof = Proof<SameType<z.output<typeof ptOrgPageSchema>, PtOrgPage>>;
