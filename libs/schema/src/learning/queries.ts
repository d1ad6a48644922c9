import { z } from 'zod';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { queryFlag, queryId } from '../forms/list-query.js';
import { GENERIC } from '../messages/generic.js';

/** Query strings of the progress and stats reads (spec part 2 section 7). */

/** GET /user/progress?id={userId}. */
export const progressQuerySchema = z.object({ id: text({ required: true, max: ID_MAX_LENGTH }) });

/** GET /stats/{userId}/records: filters, `verbose` adds each page, `map` keys the answer by itemId (one course at a time). */
export const statsRecordsQuerySchema = z
  .object({
    moduleId: queryId().optional(),
    itemId: queryId().optional(),
    refId: queryId().optional(),
    itemType: option(['presentation', 'quiz', 'test', 'case', 'known', 'unknown'] as const).optional(),
    verbose: queryFlag().default(false),
    map: queryFlag().default(false),
  })
  .superRefine((q, ctx) => {
    // Keys are item ids, which repeat across courses: a map is of one course.
    if (q.map && q.moduleId === undefined) ctx.addIssue({ code: 'custom', path: ['moduleId'], message: GENERIC.required });
  });

/** GET /stats/results: the caller's own, or (for those who may read them) another user's. */
export const statsResultsQuerySchema = z.object({ userId: queryId().optional() });

/** DELETE /stats/{userId}/records: one course's progress, or one item's in it. */
/** Without moduleId and itemId: every course ('Clear Stats'). */
export const clearProgressQuerySchema = z.object({ moduleId: text({ max: ID_MAX_LENGTH }).optional(), itemId: queryId().optional() });
