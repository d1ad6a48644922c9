import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PT_PAGE_TEXT } from '@cytocampus/contracts';
import { number, queryInteger } from '../fields/bounds.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { queryId } from '../forms/list-query.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';

/** The ladder's years: a PT year is a calendar year (UTC). */
export const PT_YEAR_MIN = 2000;
export const PT_YEAR_MAX = 2100;

/** The year in a PT route's path. */
export const ptYearPathSchema = z.object({ year: queryInteger({ min: PT_YEAR_MIN, max: PT_YEAR_MAX }) });

const note = () => text({ max: PT_PAGE_TEXT.noteMax }).default('');
const uploadId = () => text({ max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ }).optional();

/** POST /proficiency/{userId}/{year}/remediation: what the training was, and the document that shows it. */
export const ptRemediationRequestSchema = z.object({ note: note(), uploadId: uploadId() });

/** POST /proficiency/{userId}/{year}/education: hours of continuing education (above 0; 35 in all unlock the retest). */
export const ptEducationRequestSchema = z.object({
  note: note(),
  uploadId: uploadId(),
  hours: number({ max: PT_PAGE_TEXT.hoursMax }),
});

const FILTERS = { year: queryInteger({ min: PT_YEAR_MIN, max: PT_YEAR_MAX }).optional(), groupId: queryId().optional() };

/** GET /organizations/{orgId}/proficiency: the year (this year by default), a group, paging as every list pages. */
export const ptOrgPageQuerySchema = z.object({
  ...FILTERS,
  page: queryInteger({ min: 1 }).default(1),
  limit: z.coerce
    .number({ error: NOT_VALID })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: GENERIC.mustBeSelected })
    .default(DEFAULT_PAGE_SIZE),
});

/** GET /organizations/{orgId}/proficiency/export: the same filters, everyone. */
export const ptOrgExportQuerySchema = z.object(FILTERS);

export type PtOrgPageQueryValues = z.output<typeof ptOrgPageQuerySchema>;
export type PtOrgExportQueryValues = z.output<typeof ptOrgExportQuerySchema>;
