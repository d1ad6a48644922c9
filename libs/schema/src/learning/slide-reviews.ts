import { ACTIVITY_BATCH_MAX, GYN_COMPONENTS, ORGANISMS, OOI_CATEGORIES, SLIDE_LIMITS } from '@cytocampus/contracts';
import { z } from 'zod';
import { list, number } from '../fields/bounds.js';
import { bool, uuid } from '../fields/formats.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH, NOTE_MAX_LENGTH } from '../forms/limits.js';
import { queryId } from '../forms/list-query.js';

/**
 * Bodies of the slide review calls (spec part 3 "Slide review screen", section 7) and of the
 * review's activity batches. Every number is bounded, so whatever the store accepts a projection
 * can apply (ADR 0019); which objects and results belong to the slide is the server's check.
 */

/** Level-0 pixel coordinates: far beyond any scanner's 200,000-pixel slides, still finite. */
const pixel = () => number({ min: -1e7, max: 1e7 });
const point = () => z.strictObject({ x: pixel(), y: pixel() });
const catIdx = () => number({ min: 0, max: OOI_CATEGORIES.length - 1, integer: true });
const epochMs = () => number({ min: 0, max: 8.64e15, integer: true });
const seq = () => number({ min: 0, max: 1e9, integer: true });
const objectId = () => text({ required: true, max: ID_MAX_LENGTH });

/** The custom objects (marks) a reviewer may place on one slide. */
export const CUSTOM_OBJECTS_MAX = 50;

/** A slide page's record: the shortlist, the marks, and the diagnosis form. */
export const slideReviewDataSchema = z.strictObject({
  shortList: list(objectId(), { max: SLIDE_LIMITS.maxSolutionObjects }),
  customObjects: list(z.strictObject({ id: objectId(), coords: point(), catIdx: catIdx() }), { max: CUSTOM_OBJECTS_MAX }),
  component: option(GYN_COMPONENTS).nullable(),
  organisms: list(option(ORGANISMS), { max: ORGANISMS.length }),
  result: text({ max: 31 }).nullable(),
  comments: text({ max: NOTE_MAX_LENGTH, trim: false }),
});

const viewActivity = z.strictObject({
  kind: z.literal('view'),
  seq: seq(),
  at: epochMs(),
  center: point(),
  zoom: number({ min: 0, max: 1000 }),
  rotation: number({ min: 0, max: 359, integer: true }),
  flipped: bool(),
  corners: list(point(), { min: 4, max: 4 }),
  canvas: z.strictObject({ width: number({ min: 0, max: 20_000, integer: true }), height: number({ min: 0, max: 20_000, integer: true }) }),
});

/** One thing the reviewer did: a view sample, an object or slide click, a gamma switch, a change of the image filters. */
export const reviewActivitySchema = z.discriminatedUnion('kind', [
  viewActivity,
  z.strictObject({ kind: z.literal('objectClick'), seq: seq(), at: epochMs(), objectId: objectId(), catIdx: catIdx() }),
  z.strictObject({ kind: z.literal('slideClick'), seq: seq(), at: epochMs(), x: pixel(), y: pixel() }),
  z.strictObject({ kind: z.literal('gamma'), seq: seq(), at: epochMs(), catIdx: catIdx(), on: bool() }),
  z.strictObject({
    kind: z.literal('filters'),
    seq: seq(),
    at: epochMs(),
    brightness: number({ min: -255, max: 255 }),
    contrast: number({ min: 0, max: 100 }),
    gamma: number({ min: 0, max: 100 }),
    threshold: number({ min: 0, max: 255 }).nullable(),
    kernel: bool(),
  }),
]);

/** POST /slides/{id}/review/{reviewId}/activity. */
export const reviewActivityBatchSchema = z.object({
  batch: uuid(),
  session: text({ required: true, max: ID_MAX_LENGTH }),
  events: list(reviewActivitySchema, { min: 1, max: ACTIVITY_BATCH_MAX }),
});

/** GET /tests/{id}/slides: the course it is taken in; `slides` (a comma list) narrows the answer, `withTest` adds the test. */
export const testSlidesQuerySchema = z.object({
  moduleId: text({ required: true, max: ID_MAX_LENGTH }),
  slides: text({ max: 100 * ID_MAX_LENGTH }).optional(),
  orgId: queryId().optional(),
  withTest: option(['yes', 'no'] as const).default('yes'),
});

/** GET /tests/{id}/lastComplete and /slideResults. */
export const testInCourseQuerySchema = z.object({ moduleId: text({ required: true, max: ID_MAX_LENGTH }) });
