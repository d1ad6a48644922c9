import { z } from 'zod';
import { PROGRESS_EXPORT_TABLES } from '@cytocampus/contracts';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import { queryFlag, queryId } from '../forms/list-query.js';
import { GENERIC } from '../messages/generic.js';

/** The progress overview overlay's calls (spec part 2 section 7 "Progress"; docs/adr/0023). */

const id = () => text({ required: true, max: ID_MAX_LENGTH });
const required = (ctx: z.RefinementCtx, field: string) => ctx.addIssue({ code: 'custom', path: [field], message: GENERIC.required });

/** GET /user/progress/module?id&moduleId: one course of the learner's, item by item. */
export const progressCourseQuerySchema = z.object({ id: id(), moduleId: id() });

/** GET /user/progress/test?id&moduleId&testId: a slide test of the learner's, slide by slide. */
export const progressTestQuerySchema = z.object({ id: id(), moduleId: id(), testId: id() });

/** DELETE /user/progress/clear-module?userId&moduleId. */
export const clearModuleQuerySchema = z.object({ userId: id(), moduleId: id() });

/**
 * DELETE /user/progress/clear-slide-test?userId|authUserId&testId&moduleId: the spec names the
 * learner authUserId, its overlay userId; either is read. Without moduleId the test is cleared in
 * every course of the learner's.
 */
export const clearSlideTestQuerySchema = z
  .object({
    userId: text({ max: ID_MAX_LENGTH }).optional(),
    authUserId: text({ max: ID_MAX_LENGTH }).optional(),
    moduleId: queryId().optional(),
    testId: id(),
  })
  .superRefine((q, ctx) => {
    if (!q.userId && !q.authUserId) required(ctx, 'userId');
  })
  .transform(({ userId, authUserId, moduleId, testId }) => ({ userId: (userId || authUserId) ?? '', moduleId, testId }));

/** PUT /user/progress/update-video-presentation-progress {userId, moduleId, itemId, progress: 1 | 0}. */
export const presentationProgressRequestSchema = z.object({
  userId: id(),
  moduleId: id(),
  itemId: id(),
  progress: option([1, 0] as const, { required: GENERIC.required }),
});

/**
 * GET /user/progress/export?id&table&moduleId&testId&preWork: one of the overlay's tables as .xlsx;
 * the items need their course, the slides their course and test.
 */
export const progressExportQuerySchema = z
  .object({
    id: id(),
    table: option(PROGRESS_EXPORT_TABLES).default('courses'),
    moduleId: queryId().optional(),
    testId: queryId().optional(),
    preWork: queryFlag().default(false),
  })
  .superRefine((q, ctx) => {
    if (q.table !== 'courses' && q.moduleId === undefined) required(ctx, 'moduleId');
    if (q.table === 'slides' && q.testId === undefined) required(ctx, 'testId');
  });
