import { AUDIT_REVIEW_STATES, DEFAULT_PAGE_SIZE, ORGANIZATION_LIST_LIMIT, PAGE_SIZES, REPORT_TYPES, ROLES } from '@cytocampus/contracts';
import { z } from 'zod';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { list, queryInteger, type ListRules } from '../fields/bounds.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { ID_MAX_LENGTH, SEARCH_MAX_LENGTH } from './limits.js';

/** Query strings arrive as text: flags are read from it (numbers: queryInteger). */
const flag = () => z.preprocess((v) => v === '1' || v === 'true' || v === 'yes' || v === true, z.boolean());
/** The most a list answers at once, and what a name list holds when no limit is asked (spec: the organization list's 10000). */
const NAME_LIST_LIMIT = ORGANIZATION_LIST_LIMIT;
const id = () => z.string({ error: NOT_VALID }).regex(new RegExp(`^[A-Za-z0-9-]{1,${ID_MAX_LENGTH}}$`), { error: NOT_VALID });
/** A comma list in one parameter (`role=manager,admin`), or the parameter repeated; absent: none. */
const commaList = <T extends z.ZodType>(item: T, rules: ListRules = {}) =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : v,
      list(item, rules),
    )
    .default([]);

const PAGING = {
  page: queryInteger({ min: 1 }).default(1),
  /** Absent: a page of DEFAULT_PAGE_SIZE, or a whole name list (withDefaultLimit). */
  limit: queryInteger({ min: 1, max: NAME_LIST_LIMIT }).optional(),
  search: text({ max: SEARCH_MAX_LENGTH }).default(''),
  orgId: id().optional(),
  /** A name list ({name, itemid}) for pickers instead of a page. */
  names: flag().default(false),
};

/** A page is 10, 25, 50 or 100 items; a name list may ask for up to 10000 (the organization list does). */
function pageSize(q: { names: boolean; limit?: number | undefined }, ctx: z.RefinementCtx): void {
  if (!q.names && q.limit !== undefined && !(PAGE_SIZES as readonly number[]).includes(q.limit))
    ctx.addIssue({ code: 'custom', path: ['limit'], message: GENERIC.mustBeSelected });
}

/** Name lists feed pickers, which need every name: without a limit they hold up to 10000; pages default to 25. */
const withDefaultLimit = <Q extends { names: boolean; limit?: number | undefined }>(q: Q): Q & { limit: number } => ({
  ...q,
  limit: q.limit ?? (q.names ? NAME_LIST_LIMIT : DEFAULT_PAGE_SIZE),
});

/** The same readings for the other query strings. */
export { flag as queryFlag, id as queryId };

/** Paging and search of every list, page counted from 1. */
export const listQuerySchema = z.object(PAGING).superRefine(pageSize).transform(withDefaultLimit);

/** GET /users (spec part 1 section 7): role (several, comma separated), org, group, curriculum, disabled. */
export const userListQuerySchema = z
  .object({
    ...PAGING,
    role: commaList(option(ROLES)),
    org: option(['any', 'none', 'assigned'] as const).default('any'),
    group: id().optional(),
    curriculum: option(['any', 'none', 'assigned'] as const).default('any'),
    disabled: option(['show', 'hide', 'only'] as const).default('show'),
  })
  .superRefine(pageSize)
  .transform(withDefaultLimit);

const CONTENT_FILTERS = { ...PAGING, status: option(['any', 'active', 'inactive'] as const).default('any') };

/** GET of a content list: also the state of the items. */
export const contentListQuerySchema = z.object(CONTENT_FILTERS).superRefine(pageSize).transform(withDefaultLimit);

/** GET /slides: also `images=all`, which lists the slides still NEW or UPLOADING too (left out by default, as the spec's list filter does). */
export const slideListQuerySchema = z
  .object({ ...CONTENT_FILTERS, images: option(['ready', 'all'] as const).default('ready') })
  .superRefine(pageSize)
  .transform(withDefaultLimit);

/** GET /slides/progress: the slide list's scope (`orgId`, as GET /slides takes it), every state. */
export const slideProgressQuerySchema = z.object({ orgId: id().optional() });

/** POST /{path} and POST /slides: `orgId`, the organization a new item is for (absent: site-wide). */
export const creationQuerySchema = z.object({ orgId: id().optional() });

/** GET of a stored file (an upload, a presentation's file, a quiz's image, a message's attachment): `noAttach=1` shows it inline where that is safe. */
export const fileQuerySchema = z.object({ noAttach: flag().default(false) });

/** The most courses GET /curricula/{id}/modules names at once. */
export const CURRICULUM_MODULES_QUERY_MAX = 200;

/** GET /curricula/{id}/modules: `modules`, the courses wanted (ids, comma-separated; none: every course of the assignment). */
export const curriculumModulesQuerySchema = z.object({ modules: commaList(id(), { max: CURRICULUM_MODULES_QUERY_MAX }) });

const { names: _names, ...PAGES } = PAGING;

/** GET /reports: pages only (no name list), also of one report type (docs/adr/0028). */
export const reportListQuerySchema = z
  .object({ ...PAGES, reportType: option(REPORT_TYPES).optional() })
  .superRefine((q, ctx) => pageSize({ ...q, names: false }, ctx))
  .transform((q) => withDefaultLimit({ ...q, names: false }));

/** GET /audit/reviews: pages of slide reviews, of one learner or item, submitted or open (docs/adr/0029). */
export const auditReviewQuerySchema = z
  .object({ ...PAGES, userId: id().optional(), itemId: id().optional(), state: option(AUDIT_REVIEW_STATES).optional() })
  .superRefine((q, ctx) => pageSize({ ...q, names: false }, ctx))
  .transform((q) => withDefaultLimit({ ...q, names: false }));

export type AuditReviewQueryValues = z.output<typeof auditReviewQuerySchema>;
export type ListQueryValues = z.output<typeof listQuerySchema>;
export type SlideListQueryValues = z.output<typeof slideListQuerySchema>;
export type ReportListQueryValues = z.output<typeof reportListQuerySchema>;
export type UserListQueryValues = z.output<typeof userListQuerySchema>;

/** The words of a search: split on spaces and plus signs, lower-cased (spec part 3 "Generic content list"). */
export const searchWords = (search: string): string[] =>
  search
    .toLowerCase()
    .split(/[\s+]+/)
    .filter(Boolean);
