import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SCREENING_OUTCOMES,
  SKILL_RATES,
  SKILL_SORTS,
  type LearnerSkills,
  type OrganizationSkills,
  type PageSkill,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { queryInteger } from '../fields/bounds.js';
import { invalid, report } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import type { Proof, SameType } from '../responses/proof.js';

/** A calendar month 'YYYY-MM' (UTC). */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = () => text({ pattern: MONTH_PATTERN }).optional();

/** The end not before the start. */
const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) report(ctx, [invalid(GENERIC.mustBeLaterThan(q.from))], ['to']);
};

/** GET …/skills?from&to: months, inclusive; the end not before the start. Absent: the default period. */
export const skillPeriodQuerySchema = z.object({ from: month(), to: month() }).superRefine(periodInOrder);
export type SkillPeriodQueryValues = z.output<typeof skillPeriodQuerySchema>;

/** GET /organizations/{orgId}/skills: the period, the learners' order (by name, A first, by default) and their page. */
export const orgSkillsQuerySchema = z
  .object({
    from: month(),
    to: month(),
    sort: option(SKILL_SORTS).default('name'),
    order: option(['asc', 'desc'] as const).default('asc'),
    page: queryInteger({ min: 1 }).default(1),
    limit: z.coerce
      .number({ error: NOT_VALID })
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: GENERIC.mustBeSelected })
      .default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(periodInOrder);
export type OrgSkillsQueryValues = z.output<typeof orgSkillsQuerySchema>;

/** The screening skill of one submitted slide page (issue 31, docs/adr/0036). */
const CATEGORIES = ['A', 'B', 'C', 'D'] as const;
const category = z.enum(CATEGORIES).nullable();
const diagnosis = z.object({ result: z.string().nullable(), category });
const rate = z.number().nullable();
const rates = { falseNegativeRate: rate, downgradeRate: rate, overcallRate: rate };
const outlierRates = z.array(z.enum(SKILL_RATES));

const classificationSchema = z.object({
  correct: z.boolean(),
  outcome: z.enum(SCREENING_OUTCOMES).nullable(),
  unclassified: z.enum(['noSolution', 'noAnswer', 'noReferenceObjects']).nullable(),
  reference: diagnosis,
  response: diagnosis,
  objects: z.object({ total: z.number().int(), seen: z.number().int() }),
  seenMarked: z.boolean(),
});

const matrixRow = z.object({ A: z.number().int(), B: z.number().int(), C: z.number().int(), D: z.number().int() });
const calibrationSchema = z.object({
  slides: z.number().int(),
  categorized: z.number().int(),
  matrix: z.object({ A: matrixRow, B: matrixRow, C: matrixRow, D: matrixRow }),
  byResult: z.array(z.object({ reference: z.string(), response: z.string(), count: z.number().int() })),
  kappa: rate,
  ...rates,
  outcomes: z.object({ correct: z.number().int(), locator: z.number().int(), interpretation: z.number().int(), overcall: z.number().int() }),
  unclassified: z.number().int(),
  medianTimeMs: z.number().nullable(),
  medianPaceMm2PerMinute: z.number().nullable(),
});
const trendSchema = z.array(
  z.object({ month: z.string(), slides: z.number().int(), kappa: rate, ...rates, locator: z.number().int(), interpretation: z.number().int() }),
);

export const pageSkillSchema = z.object({
  classification: classificationSchema.nullable(),
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

export const learnerSkillsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  calibration: calibrationSchema,
  organization: z.object(rates).nullable(),
  outliers: outlierRates,
  trend: trendSchema,
  recent: z.array(
    z.object({
      reviewId: z.string(),
      page: z.number().int(),
      slideId: z.string(),
      slideName: z.string(),
      submittedAt: z.number(),
      classification: classificationSchema,
      timeOnSlideMs: z.number(),
      tissueScreenedPercent: z.number().nullable(),
      paceMm2PerMinute: z.number().nullable(),
    }),
  ),
});
export type _LearnerSkillsProof = Proof<SameType<z.output<typeof learnerSkillsSchema>, LearnerSkills>>;

export const organizationSkillsSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  from: z.string(),
  to: z.string(),
  factor: z.number(),
  minSlides: z.number().int(),
  organization: calibrationSchema,
  trend: trendSchema,
  learners: z.array(
    z.object({
      userId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      slides: z.number().int(),
      kappa: rate,
      ...rates,
      locator: z.number().int(),
      interpretation: z.number().int(),
      overcall: z.number().int(),
      medianTimeMs: z.number().nullable(),
      medianPaceMm2PerMinute: z.number().nullable(),
      outliers: outlierRates,
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  canNext: z.boolean(),
  sort: z.enum(SKILL_SORTS),
  order: z.enum(['asc', 'desc']),
});
export type _OrganizationSkillsProof = Proof<SameType<z.output<typeof organizationSkillsSchema>, OrganizationSkills>>;
