import { CONTENT_PATHS, type AuthoredType } from '@cytocampus/contracts';
import {
  contentCreateRequestSchema,
  contentItemSchema,
  contentListQuerySchema,
  contentUpdateRequestSchema,
  courseItemEntrySchema,
  curriculumModuleEntrySchema,
  lockRequestSchema,
  ownOrganizationSchema,
  pageOrNamesOf,
  slideAnalysisRequestSchema,
  slideCreateRequestSchema,
  slideImageRequestSchema,
  slideItemSchema,
  slideMarkRequestSchema,
  slideMarkSchema,
  slideObjectChangeRequestSchema,
  slideObjectRequestSchema,
  slideStatusSchema,
  successFlagSchema,
  tileAtPointSchema,
  type Schema,
} from '@cytocampus/schema';

/** What the document says of one operation: the same three things the decorators register. */
export interface RouteSchemas {
  body?: Schema;
  query?: Schema;
  /** The `data` of the answer, or the media type of a file answer. */
  answers: Schema | { file: string };
}

/** Keys are `METHOD /path` under /api/v1, with `{param}` as the document writes them. */
export type RouteTable = Readonly<Record<string, RouteSchemas>>;

const JPEG = { file: 'image/jpeg' };
const BYTES = { file: 'application/octet-stream' };

function contentRoutes(type: AuthoredType): RouteTable {
  const path = `/${CONTENT_PATHS[type]}`;
  return {
    [`GET ${path}`]: { query: contentListQuerySchema, answers: pageOrNamesOf(contentItemSchema) },
    [`POST ${path}`]: { body: contentCreateRequestSchema(type), answers: contentItemSchema },
    [`GET ${path}/{id}`]: { answers: contentItemSchema },
    [`PUT ${path}/{id}`]: { body: contentUpdateRequestSchema(type), answers: contentItemSchema },
    [`DELETE ${path}/{id}`]: { answers: successFlagSchema },
    [`PUT ${path}/{id}/lock`]: { body: lockRequestSchema, answers: contentItemSchema },
    [`POST ${path}/{id}/revision`]: { answers: contentItemSchema },
  };
}

const slideRoutes: RouteTable = {
  'GET /slides': { query: contentListQuerySchema, answers: pageOrNamesOf(slideItemSchema) },
  'POST /slides': { body: slideCreateRequestSchema(), answers: slideItemSchema },
  'GET /slides/{id}': { answers: slideItemSchema },
  'PUT /slides/{id}': { body: contentUpdateRequestSchema('slide'), answers: slideItemSchema },
  'DELETE /slides/{id}': { answers: successFlagSchema },
  'PUT /slides/{id}/lock': { body: lockRequestSchema, answers: slideItemSchema },
  'GET /slides/{id}/slide/status': { answers: slideStatusSchema },
  'POST /slides/{id}/slide/clone': { answers: slideItemSchema },
  'POST /slides/{id}/slide/retry': { answers: slideItemSchema },
  'POST /slides/{id}/slide/reprocess': { answers: slideItemSchema },
  'POST /slides/{id}/slide/image': { body: slideImageRequestSchema, answers: slideItemSchema },
  'POST /slides/{id}/slide/analysis': { body: slideAnalysisRequestSchema, answers: slideItemSchema },
  'POST /slides/{id}/slide/objects': { body: slideObjectRequestSchema, answers: slideItemSchema },
  'PUT /slides/{id}/slide/objects/{objectId}': { body: slideObjectChangeRequestSchema, answers: slideItemSchema },
  'DELETE /slides/{id}/slide/objects/{objectId}': { answers: slideItemSchema },
  'POST /slides/{id}/slide/marks': { body: slideMarkRequestSchema, answers: slideMarkSchema },
  'GET /slides/{id}/slide/tiles_for_coords/{y}/{x}': { answers: tileAtPointSchema.array() },
  'GET /slides/{id}/slide/wsi': { answers: { file: 'application/xml' } },
  'GET /slides/{id}/slide/wsi_files/{level}/{tile}': { answers: JPEG },
  'GET /slides/{id}/slide/thumbnail': { answers: JPEG },
  'GET /slides/macro/{id}': { answers: JPEG },
  'GET /slides/{id}/slide/objects/{objectId}/{x}/{y}': { answers: JPEG },
  'GET /slides/download/{id}': { answers: BYTES },
};

/**
 * The routes whose controller files are not ours to edit while the content module is restructured
 * (and GET /user/organization, whose controller sits in a query file): their schemas, applied to the
 * built document by route. Each entry becomes decorator lines on its handler once that settles
 * (`@Body({ schema })`, `@Query({ schema })`, `@Answers(...)`, `@AnswersFile(...)`), and leaves here.
 */
export const ROUTE_SCHEMAS: RouteTable = {
  ...Object.fromEntries((Object.keys(CONTENT_PATHS) as AuthoredType[]).flatMap((type) => Object.entries(contentRoutes(type)))),
  'GET /modules/{id}/items': { answers: courseItemEntrySchema.array() },
  'GET /curricula/{id}/modules': { answers: curriculumModuleEntrySchema.array() },
  'GET /presentations/file/{src}': { answers: BYTES },
  'GET /quizzes/file/{fileId}': { answers: BYTES },
  ...slideRoutes,
  'GET /user/organization': { answers: ownOrganizationSchema.nullable() },
};
