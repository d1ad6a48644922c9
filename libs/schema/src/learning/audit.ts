import {
  AUDIT_REVIEW_STATES,
  OOI_CATEGORIES,
  REPLAY_EVENT_KINDS,
  SOLUTION_TYPES,
  type AuditReviewRow,
  type HistoryLine,
  type Page,
  type ReviewCoverage,
  type ReviewReplay,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { option } from '../fields/option.js';
import { pageOf } from '../responses/api.js';
import type { Proof, SameType } from '../responses/proof.js';
import { objectOfInterestSchema, slideImageSchema } from '../responses/slides.js';
import { pageSkillSchema } from './screening-skill.js';

/** The review audit's calls (issue 16, docs/adr/0029): the list's query string, the history's format, and the answers. */

/** GET /audit/reviews/{reviewId}/history?format=json|csv. */
export const auditHistoryQuerySchema = z.object({ format: option(['json', 'csv'] as const).default('json') });

const point = () => z.object({ x: z.number(), y: z.number() });

export const auditReviewRowSchema = z.object({
  reviewId: z.string(),
  userId: z.string(),
  userName: z.string(),
  orgId: z.string().nullable(),
  moduleId: z.string(),
  courseName: z.string(),
  itemId: z.string(),
  itemName: z.string(),
  itemType: z.string(),
  state: z.enum(AUDIT_REVIEW_STATES),
  progress: z.number(),
  result: z.number().nullable(),
  startTime: z.number().nullable(),
  submitTime: z.number().nullable(),
  lastUpdate: z.number(),
});
export type _AuditReviewRowProof = Proof<SameType<z.output<typeof auditReviewRowSchema>, AuditReviewRow>>;

export const auditReviewPageSchema = pageOf(auditReviewRowSchema);
export type _AuditReviewPageProof = Proof<SameType<z.output<typeof auditReviewPageSchema>, Page<AuditReviewRow>>>;

const replaySlideSchema = z.object({
  page: z.number().int(),
  itemId: z.string(),
  name: z.string(),
  category: z.enum(SOLUTION_TYPES),
  image: slideImageSchema.nullable(),
  objects: z.array(z.array(objectOfInterestSchema)),
  solution: z.object({ result: z.string().nullable(), objects: z.array(z.string()) }).nullable(),
  answer: z.object({ result: z.string().nullable(), shortList: z.array(z.string()), comments: z.string() }).nullable(),
});

export const reviewReplaySchema = z.object({
  review: auditReviewRowSchema,
  slides: z.array(replaySlideSchema),
  events: z.array(
    z.object({ at: z.number(), kind: z.enum(REPLAY_EVENT_KINDS), page: z.number().int().nullable(), text: z.string(), point: point().nullable() }),
  ),
  views: z.array(
    z.object({
      at: z.number(),
      page: z.number().int(),
      session: z.string(),
      center: point(),
      magnification: z.number(),
      rotation: z.number(),
      flipped: z.boolean(),
      corners: z.array(point()),
      canvas: z.object({ width: z.number(), height: z.number() }),
    }),
  ),
});
export type _ReviewReplayProof = Proof<SameType<z.output<typeof reviewReplaySchema>, ReviewReplay>>;

/** The history download as JSON (its CSV has the same columns). */
export const historyLinesSchema = z.array(
  z.object({ time: z.string(), kind: z.enum(REPLAY_EVENT_KINDS), page: z.number().int().nullable(), slide: z.string().nullable(), text: z.string() }),
);
export type _HistoryLinesProof = Proof<SameType<z.output<typeof historyLinesSchema>, HistoryLine[]>>;

export const reviewCoverageSchema = z.object({
  reviewId: z.string(),
  page: z.number().int(),
  slideId: z.string(),
  slide: z.object({ width: z.number(), height: z.number() }),
  grid: z.object({ cols: z.number().int(), rows: z.number().int(), cellSize: z.number() }),
  heat: z.string(),
  maxSeconds: z.number(),
  tissue: z.string(),
  tissueScreenedPercent: z.number().nullable(),
  screenedSeconds: z.number(),
  viewedSeconds: z.number(),
  objects: z.object({ total: z.number().int(), seen: z.number().int() }),
  missed: z.array(
    z.object({
      id: z.string(),
      coords: point(),
      catIdx: z
        .number()
        .int()
        .min(0)
        .max(OOI_CATEGORIES.length - 1),
      solution: z.boolean(),
    }),
  ),
  skill: pageSkillSchema.nullable(),
});
export type _ReviewCoverageProof = Proof<SameType<z.output<typeof reviewCoverageSchema>, ReviewCoverage>>;
