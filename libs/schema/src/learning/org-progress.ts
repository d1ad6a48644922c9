import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@cytocampus/contracts';
import { queryInteger } from '../fields/bounds.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { SEARCH_MAX_LENGTH } from '../forms/limits.js';
import { queryId } from '../forms/list-query.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';

/** The filters of the organization progress page and of its export (docs/adr/0024). */
const FILTERS = {
  groupId: queryId().optional(),
  curriculumId: queryId().optional(),
  search: text({ max: SEARCH_MAX_LENGTH }).default(''),
};

/** GET /organizations/{orgId}/progress: the filters, paging as every list pages, one learner, or one part of the answer. */
export const orgProgressQuerySchema = z.object({
  ...FILTERS,
  page: queryInteger({ min: 1 }).default(1),
  limit: z.coerce
    .number({ error: NOT_VALID })
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: GENERIC.mustBeSelected })
    .default(DEFAULT_PAGE_SIZE),
  learnerId: queryId().optional(),
  part: option(['all', 'learners', 'charts'] as const).default('all'),
});

/** GET /organizations/{orgId}/progress/export: the same filters, every learner. */
export const orgProgressExportQuerySchema = z.object(FILTERS);

export type OrgProgressQueryValues = z.output<typeof orgProgressQuerySchema>;
export type OrgProgressFilterValues = z.output<typeof orgProgressExportQuerySchema>;
