import type { TeachingAudience, TeachingSession, TeachingSessionSummary } from '@cytocampus/contracts';
import { z } from 'zod';
import { nameEntrySchema } from './api.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the live teaching calls (issue 16 section 4; docs/adr/0030). */

const teachingAudienceSchema = z.union([z.object({ kind: z.literal('group'), groupId: z.string() }), z.object({ kind: z.literal('link') })]);
export type _TeachingAudienceProof = Proof<SameType<z.output<typeof teachingAudienceSchema>, TeachingAudience>>;

const teachingPollSchema = z.object({
  pollId: z.string(),
  options: z.array(z.string()),
  open: z.boolean(),
  tallies: z.record(z.string(), z.number().int()),
  answered: z.number().int(),
});

const teachingSolutionSchema = z.object({
  result: z.string().nullable(),
  objects: z.array(z.object({ id: z.string(), x: z.number(), y: z.number() })),
});

const teachingSlideSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.object({ width: z.number(), height: z.number(), micronsPerPixel: z.number().nullable(), objectivePower: z.number().nullable() }).nullable(),
});

export const teachingSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['live', 'ended']),
  participantCount: z.number().int(),
  controllerId: z.string(),
  poll: teachingPollSchema.nullable(),
  solution: teachingSolutionSchema.nullable(),
  ended: z.number().nullable(),
  slide: teachingSlideSchema,
  instructorId: z.string(),
  instructorName: z.string(),
  orgId: z.string(),
  audience: teachingAudienceSchema,
  groupName: z.string().nullable(),
  started: z.number(),
  version: z.number().int(),
  participants: z.array(z.object({ userId: z.string(), name: z.string(), joined: z.number() })),
  me: z.object({ isInstructor: z.boolean(), joined: z.boolean(), answer: z.string().nullable() }),
});
export type _TeachingSessionProof = Proof<SameType<z.output<typeof teachingSessionSchema>, TeachingSession>>;

export const teachingSessionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slideName: z.string(),
  instructorName: z.string(),
  audience: teachingAudienceSchema,
  groupName: z.string().nullable(),
  started: z.number(),
  participantCount: z.number().int(),
  isInstructor: z.boolean(),
  version: z.number().int(),
});
export type _TeachingSessionSummaryProof = Proof<SameType<z.output<typeof teachingSessionSummarySchema>, TeachingSessionSummary>>;

export const teachingSessionListSchema = z.array(teachingSessionSummarySchema);

/** GET /teaching/slides: the slides the caller may teach. */
export const teachableSlideListSchema = z.array(nameEntrySchema);
