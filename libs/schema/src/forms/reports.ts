import {
  KINDS_OF_REPORT,
  REPORT_DEFAULT_USER_LEVEL,
  REPORT_FORMATS,
  REPORT_KINDS,
  REPORT_LIMITS,
  REPORT_TEXT,
  REPORT_TYPES,
  type FieldError,
  type ReportFilters,
  type ReportKind,
  type ReportOptions,
  type ReportTarget,
  type ReportType,
} from '@cytocampus/contracts';
import { z } from 'zod';
import { list, number } from '../fields/bounds.js';
import { tags } from '../fields/content.js';
import { bool, uuid } from '../fields/formats.js';
import { invalid, isBlank, report } from '../fields/issue.js';
import { option } from '../fields/option.js';
import { text } from '../fields/text.js';
import { GENERIC, NOT_VALID } from '../messages/generic.js';
import { validate } from '../validate.js';
import { FREE_TEXT_MAX_LENGTH, ID_MAX_LENGTH } from './limits.js';

/**
 * POST /reports (spec part 3 "Report", section 5 "Reports and paging"; docs/adr/0028): a JSON body,
 * or a multipart form whose target, options, filters and filterOrgs (and tags) are JSON strings.
 * Missing options and filters take their defaults; a filterOrgs text that is not a list of
 * organizations is no error: it is reported beside the value (the API logs it) and read as empty.
 */

/** An organization or group id; '' and null read as none. */
const optionalId = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    text({ required: true, max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ }).nullable(),
  );

/** An object field; a multipart form sends it as JSON text ('' reads as absent: the defaults). */
const objectOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: NOT_VALID });

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A UTC calendar day 'YYYY-MM-DD' that exists (no 2025-02-30). */
const isCalendarDay = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    text({ required: true, pattern: DAY_PATTERN })
      .superRefine((value, ctx) => {
        if (DAY_PATTERN.test(value) && !isCalendarDay(value)) report(ctx, [invalid(NOT_VALID)]);
      })
      .nullable(),
  );

const DEFAULT_TARGET: ReportTarget = { groupId: null, orgId: null };
const DEFAULT_OPTIONS: ReportOptions = { verbose: false, anonymous: false, userScore: true };
const DEFAULT_FILTERS: ReportFilters = { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null };

/** One organization of a report's organization filter. */
const reportOrganizationSchema = z.object(
  {
    orgId: text({ required: true, max: ID_MAX_LENGTH, pattern: /^[A-Za-z0-9-]+$/ }),
    orgName: text({ max: FREE_TEXT_MAX_LENGTH }),
  },
  { error: NOT_VALID },
);

/** The organizations, each once (the first name given wins). */
const organizations = () =>
  list(reportOrganizationSchema, { max: REPORT_LIMITS.filterOrgs }).transform((orgs) =>
    orgs.filter((o, i) => orgs.findIndex((p) => p.orgId === o.orgId) === i),
  );

/** POST /reports as JSON (a multipart form's JSON texts are read first: parseReportRequest). */
export const reportRequestSchema = z
  .object({
    /** Client-made, so a resent form records nothing twice; '' reads as none. */
    id: uuid().optional(),
    name: text({ required: true, max: REPORT_LIMITS.nameChars }),
    description: text({ max: REPORT_LIMITS.descriptionChars }).default(''),
    tags: tags().default([]),
    reportType: option(REPORT_TYPES),
    /** The type's first kind when absent; a kind the type does not offer is refused. */
    kind: z.preprocess((value) => (value === '' ? undefined : value), option(REPORT_KINDS).nullable().optional()),
    target: objectOf({ groupId: optionalId().default(null), orgId: optionalId().default(null) }).default(DEFAULT_TARGET),
    options: objectOf({
      verbose: bool().default(DEFAULT_OPTIONS.verbose),
      anonymous: bool().default(DEFAULT_OPTIONS.anonymous),
      userScore: bool().default(DEFAULT_OPTIONS.userScore),
    }).default(DEFAULT_OPTIONS),
    filters: objectOf({
      internalUsers: bool().default(DEFAULT_FILTERS.internalUsers),
      /** The highest role level included (1 learner … 4 super). */
      userLevel: number({ min: 1, max: 4, integer: true }).default(DEFAULT_FILTERS.userLevel),
      startDate: day().default(null),
      endDate: day().default(null),
    }).default(DEFAULT_FILTERS),
    filterOrgs: organizations().default([]),
  })
  .superRefine((body, ctx) => {
    // Refinements run after other fields failed too: an unknown type offers nothing (its own error says why).
    const offered: readonly ReportKind[] = (KINDS_OF_REPORT as Partial<Record<ReportType, readonly ReportKind[]>>)[body.reportType] ?? [];
    const kind = body.kind ?? null;
    if (kind !== null && !offered.includes(kind)) ctx.addIssue({ code: 'custom', path: ['kind'], message: GENERIC.mustBeSelected });
    const { startDate, endDate } = body.filters;
    if (startDate !== null && endDate !== null && endDate < startDate) report(ctx, [invalid(REPORT_TEXT.datesOutOfOrder)], ['filters', 'endDate']);
  })
  .transform(({ kind, ...body }) => ({ ...body, kind: kind ?? KINDS_OF_REPORT[body.reportType][0] ?? null }));

export type ReportRequestValues = z.output<typeof reportRequestSchema>;

/** A filterOrgs text that was read as empty: what it held (cut) and why, for the log. */
export interface IgnoredFilterOrgs {
  text: string;
  reason: 'not JSON' | 'not a list of organizations';
}

export type ReportRequestParse =
  | { ok: true; value: ReportRequestValues; errors: []; ignoredFilterOrgs: IgnoredFilterOrgs | null }
  | { ok: false; errors: FieldError[]; ignoredFilterOrgs: IgnoredFilterOrgs | null };

/** The fields a multipart form sends as JSON text. */
const JSON_FIELDS = ['target', 'options', 'filters', 'tags'] as const;
const LOGGED_CHARS = 200;

const parsedJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** The filterOrgs of a form: a list as is; JSON text of a list of organizations read; other text ignored (empty). */
function readFilterOrgs(value: unknown): { value: unknown; ignored: IgnoredFilterOrgs | null } {
  if (typeof value !== 'string') return { value, ignored: null };
  if (isBlank(value)) return { value: [], ignored: null };
  const ignored = (reason: IgnoredFilterOrgs['reason']) => ({ value: [], ignored: { text: value.slice(0, LOGGED_CHARS), reason } });
  const parsed = parsedJson(value);
  if (!parsed.ok) return ignored('not JSON');
  const orgs = z.array(reportOrganizationSchema).safeParse(parsed.value);
  // A list too long is the sender's mistake to hear about, not an unreadable filter.
  return orgs.success ? { value: parsed.value, ignored: null } : ignored('not a list of organizations');
}

/**
 * POST /reports: the JSON texts of a multipart form read (one that is not JSON stays text and is
 * refused as not valid on its field, but for filterOrgs: see readFilterOrgs), then the schema.
 */
export function parseReportRequest(input: unknown): ReportRequestParse {
  const body: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  for (const field of JSON_FIELDS) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    if (isBlank(value)) delete body[field];
    else {
      const parsed = parsedJson(value);
      if (parsed.ok) body[field] = parsed.value;
    }
  }
  const filterOrgs = readFilterOrgs(body.filterOrgs);
  if ('filterOrgs' in body) body.filterOrgs = filterOrgs.value;
  const result = validate(reportRequestSchema, body);
  return result.ok
    ? { ok: true, value: result.value, errors: [], ignoredFilterOrgs: filterOrgs.ignored }
    : { ok: false, errors: result.errors, ignoredFilterOrgs: filterOrgs.ignored };
}
parseReportRequest.schema = reportRequestSchema;

/** GET /reports/file/{fileId}: the .xlsx file, or with `format=csv` the CSV file. */
export const reportFileQuerySchema = z.object({ format: option(REPORT_FORMATS).default('xlsx') });
