import {
  FORM_ERROR,
  KINDS_OF_REPORT,
  REPORT_DEFAULT_USER_LEVEL,
  REPORT_LIMITS,
  REPORT_TEXT,
  type FieldError,
  type NameEntry,
  type ReportFilters,
  type ReportItem,
  type ReportKind,
  type ReportOptions,
  type ReportOrganization,
  type ReportRequest,
  type ReportTarget,
  type ReportType,
} from '@cytocampus/contracts';
import { GENERIC, textProblems } from '@cytocampus/schema';
import { REPORT_SCREEN_TEXT as T } from './reportTexts';

/** The report form's values, shaped like the request so the server's field paths ('filters.endDate') name form fields. */
export interface ReportFormValues {
  name: string;
  description: string;
  tags: string[];
  reportType: ReportType;
  kind: ReportKind | null;
  target: ReportTarget;
  options: ReportOptions;
  filters: ReportFilters;
  filterOrgs: ReportOrganization[];
}

/** Labels by form path, for the first error's warning and for server errors on nested paths. */
export const REPORT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: T.name,
  description: T.description,
  tags: T.tags,
  reportType: T.reportType,
  kind: T.kind,
  target: T.target,
  'target.orgId': T.organization,
  'target.groupId': T.group,
  options: T.options,
  'options.verbose': T.verbose,
  'options.anonymous': T.anonymous,
  'options.userScore': T.userScore,
  filters: T.filters,
  'filters.internalUsers': T.internalUsers,
  'filters.userLevel': T.userLevel,
  'filters.startDate': T.startDate,
  'filters.endDate': T.endDate,
  filterOrgs: T.organizations,
};

/** The kinds a type offers; none for most. */
export const kindsOf = (type: ReportType): readonly ReportKind[] => KINDS_OF_REPORT[type];

/** The kind a type takes: the one chosen when the type offers it, else the type's first, else none. */
export function kindFor(type: ReportType, kind: ReportKind | null): ReportKind | null {
  const kinds = kindsOf(type);
  return kind !== null && kinds.includes(kind) ? kind : (kinds[0] ?? null);
}

/** A new report: Slide Results of the given organization (null: to be chosen), scores on, user level 3. */
export function newReportValues(orgId: string | null): ReportFormValues {
  return {
    name: '',
    description: '',
    tags: [],
    reportType: 'Slide Results',
    kind: kindFor('Slide Results', null),
    target: { orgId, groupId: null },
    options: { verbose: false, anonymous: false, userScore: true },
    filters: { internalUsers: false, userLevel: REPORT_DEFAULT_USER_LEVEL, startDate: null, endDate: null },
    filterOrgs: [],
  };
}

/** A saved report's values (the form after creating it). */
export const reportValuesOf = (report: ReportItem): ReportFormValues => ({
  name: report.name,
  description: report.description,
  tags: [...report.tags],
  reportType: report.reportType,
  kind: report.kind,
  target: { ...report.target },
  options: { ...report.options },
  filters: { ...report.filters },
  filterOrgs: report.filterOrgs.map((org) => ({ ...org })),
});

/**
 * What is sent: trimmed texts, the type's kind, and the organization selection only for Prework,
 * the one type whose form shows it (what is not shown is not sent).
 */
export function toReportRequest(values: ReportFormValues, id?: string): ReportRequest {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    description: values.description.trim(),
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    reportType: values.reportType,
    kind: kindFor(values.reportType, values.kind),
    target: { orgId: values.target.orgId, groupId: values.target.orgId === null ? null : values.target.groupId },
    options: { ...values.options },
    filters: { ...values.filters, startDate: values.filters.startDate || null, endDate: values.filters.endDate || null },
    filterOrgs: values.reportType === 'Prework' ? values.filterOrgs.map(({ orgId, orgName }) => ({ orgId, orgName })) : [],
  };
}

/** The spec's multipart form: plain fields as text, target, options, filters, filterOrgs (and tags) as JSON strings. */
export function reportFormData(request: ReportRequest): FormData {
  const form = new FormData();
  if (request.id) form.set('id', request.id);
  form.set('name', request.name);
  form.set('description', request.description ?? '');
  form.set('tags', JSON.stringify(request.tags ?? []));
  form.set('reportType', request.reportType);
  if (request.kind) form.set('kind', request.kind);
  form.set('target', JSON.stringify(request.target ?? {}));
  form.set('options', JSON.stringify(request.options ?? {}));
  form.set('filters', JSON.stringify(request.filters ?? {}));
  form.set('filterOrgs', JSON.stringify(request.filterOrgs ?? []));
  return form;
}

/**
 * The checks the screen can make before sending (the server makes them all again): a name, a
 * description not too long, a target when the user may not report on the whole site, dates in order.
 */
export function validateReport(values: ReportFormValues, maySiteWide: boolean): FieldError[] {
  const request = toReportRequest(values);
  const errors: FieldError[] = [];
  for (const [message, code] of textProblems(request.name, { required: true, max: REPORT_LIMITS.nameChars })) errors.push({ field: 'name', message, code });
  for (const [message, code] of textProblems(request.description ?? '', { max: REPORT_LIMITS.descriptionChars }))
    errors.push({ field: 'description', message, code });
  if (!maySiteWide && request.target?.orgId == null && request.target?.groupId == null)
    errors.push({ field: 'target', message: REPORT_TEXT.siteWideNeedsGenerateReport, code: FORM_ERROR.missing });
  const { startDate, endDate } = request.filters ?? {};
  if (startDate && endDate && endDate < startDate) errors.push({ field: 'filters.endDate', message: REPORT_TEXT.datesOutOfOrder, code: FORM_ERROR.invalid });
  if (request.filterOrgs && request.filterOrgs.length > REPORT_LIMITS.filterOrgs)
    errors.push({ field: 'filterOrgs', message: GENERIC.canOnlyHaveUpTo(REPORT_LIMITS.filterOrgs), code: FORM_ERROR.invalid });
  return errors;
}

/** Adds or takes out one organization of the selection, keeping the order they were picked in. */
export function toggleOrganization(value: readonly ReportOrganization[], entry: NameEntry): ReportOrganization[] {
  return value.some((org) => org.orgId === entry.itemid)
    ? value.filter((org) => org.orgId !== entry.itemid)
    : [...value, { orgId: entry.itemid, orgName: entry.name }];
}
