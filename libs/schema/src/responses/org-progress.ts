import { z } from 'zod';
import type { OrgProgress } from '@cytocampus/contracts';
import { nameEntrySchema } from './api.js';
import type { Proof, SameType } from './proof.js';

const ms = z.number().nullable();

const orgProgressCellSchema = z.object({
  moduleId: z.string(),
  progress: z.number(),
  result: z.number().nullable(),
  passingScore: z.number().nullable(),
  passed: z.boolean(),
  status: z.string(),
  completeItems: z.number(),
  firstStart: ms,
  lastSubmit: ms,
  version: z.number(),
});

/** GET /organizations/{orgId}/progress (docs/adr/0024). */
export const orgProgressSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  courses: z.array(z.object({ moduleId: z.string(), name: z.string(), itemCount: z.number(), passingScore: z.number().nullable() })),
  learners: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      groupId: z.string().nullable(),
      groupName: z.string().nullable(),
      cells: z.record(z.string(), orgProgressCellSchema),
    }),
  ),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  canNext: z.boolean(),
  aggregates: z.array(
    z.object({
      moduleId: z.string(),
      assigned: z.number(),
      notStarted: z.number(),
      started: z.number(),
      inProgress: z.number(),
      complete: z.number(),
      passed: z.number(),
      averageResult: z.number().nullable(),
      averageProgress: z.number(),
      resultBuckets: z.array(z.number()),
    }),
  ),
  groups: z.array(nameEntrySchema),
  assignments: z.array(nameEntrySchema),
});
export type _OrgProgressProof = Proof<SameType<z.output<typeof orgProgressSchema>, OrgProgress>>;
