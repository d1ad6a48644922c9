import { REPORT_KINDS, REPORT_TYPES, type Page, type ReportItem } from '@cytocampus/contracts';
import { z } from 'zod';
import { itemAbilitiesSchema, pageOf } from './api.js';
import type { Proof, SameType } from './proof.js';

/** Answers of the report calls (spec part 3 "Report", section 7 "Reports"; docs/adr/0028). */

const reportChartSchema = z.object({
  title: z.string(),
  xLabel: z.string(),
  yLabel: z.string(),
  bars: z.array(z.object({ label: z.string(), value: z.number() })),
});

export const reportItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  type: z.literal('report'),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  reportType: z.enum(REPORT_TYPES),
  kind: z.enum(REPORT_KINDS).nullable(),
  target: z.object({ groupId: z.string().nullable(), orgId: z.string().nullable() }),
  options: z.object({ verbose: z.boolean(), anonymous: z.boolean(), userScore: z.boolean() }),
  filters: z.object({ internalUsers: z.boolean(), userLevel: z.number().int(), startDate: z.string().nullable(), endDate: z.string().nullable() }),
  filterOrgs: z.array(z.object({ orgId: z.string(), orgName: z.string() })),
  userId: z.string(),
  ownerName: z.string().nullable(),
  orgId: z.string().nullable(),
  targetNames: z.object({ orgName: z.string().nullable(), groupName: z.string().nullable() }),
  status: z.enum(['QUEUED', 'GENERATING', 'COMPLETE', 'ERROR']),
  error: z.string().nullable(),
  created: z.number(),
  start: z.number().nullable(),
  end: z.number().nullable(),
  fileId: z.string().nullable(),
  rows: z.number().int().nullable(),
  chart: reportChartSchema.nullable(),
  version: z.number().int(),
  abilities: itemAbilitiesSchema,
});
export type _ReportItemProof = Proof<SameType<z.output<typeof reportItemSchema>, ReportItem>>;

export const reportPageSchema = pageOf(reportItemSchema);
export type _ReportPageProof = Proof<SameType<z.output<typeof reportPageSchema>, Page<ReportItem>>>;
