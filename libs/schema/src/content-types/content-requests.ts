import { z } from 'zod';
import { index, number } from '../fields/bounds.js';
import { bool } from '../fields/formats.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH } from '../forms/limits.js';
import type { AuthoredContentType } from './schemas.js';
import { contentSchemaOf } from './validate-content.js';

/**
 * Bodies of the content and slide calls (spec part 2 section 7, part 3 section 7), built from the
 * field schemas the API checks them with, so that the API document describes them (ADR 0006).
 */

/** The fields, or the fields under the type's name (`{module: {...}}`). */
const fieldsOrWrapped = (type: AuthoredContentType, fields: z.ZodType) => z.union([fields, z.strictObject({ [type]: fields })]);

/** POST /{path}: a new item's fields. */
export const contentCreateRequestSchema = (type: AuthoredContentType) => fieldsOrWrapped(type, contentSchemaOf(type, 'create'));

/** PUT /{path}/{id}: the changed fields, or activation. */
export const contentUpdateRequestSchema = (type: AuthoredContentType) =>
  z.union([
    z.strictObject({ activate: z.literal(true) }),
    z.strictObject({ deactivate: z.literal(true) }),
    fieldsOrWrapped(type, contentSchemaOf(type, 'update')),
  ]);

/** PUT /{path}/{id}/lock. */
export const lockRequestSchema = z.object({ locked: bool() });

/** An upload named in a body: its id. */
const uploadId = () => text({ required: true, max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ });
const SLIDE_UPLOADS = { uploadId: uploadId().nullable().optional(), analysisId: uploadId().nullable().optional() };

/** POST /slides: the slide's fields (also under `slide`), and the uploads of its image and analysis file. */
export const slideCreateRequestSchema = () => {
  const fields = contentSchemaOf('slide', 'create') as z.ZodObject;
  return z.union([z.strictObject({ slide: fields, ...SLIDE_UPLOADS }), fields.extend(SLIDE_UPLOADS)]);
};

/** POST /slides/{id}/slide/image: the image's upload started (`finished: false`) or finished. */
export const slideImageRequestSchema = z.object({ uploadId: uploadId(), finished: bool().default(true) });

/** POST /slides/{id}/slide/analysis: an uploaded analysis file to import. */
export const slideAnalysisRequestSchema = z.object({ analysisId: uploadId() });

/** A level-0 pixel of the image (the API also checks it lies within the image where it knows the image). */
const coords = () => z.object({ x: number({ min: 0 }), y: number({ min: 0 }) });

/** POST /slides/{id}/slide/objects: a custom object at a point, in a category (0 to 4). */
export const slideObjectRequestSchema = z.object({ coords: coords(), catIdx: index() });

/** PUT /slides/{id}/slide/objects/{objectId}: the object's category and place in it. */
export const slideObjectChangeRequestSchema = z.object({ catIdx: index(), rank: number({ min: 0 }) });

/** POST /slides/{id}/slide/marks: a point of the image. */
export const slideMarkRequestSchema = z.object({ coords: coords() });
