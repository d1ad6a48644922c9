import { ROLE_LABEL, ROLE_LEVEL, ROLES, type ReportFilters, type ReportItem, type ReportOptions } from '@cytocampus/contracts';
import { formatDate } from '../../shared/format/dates';
import { REPORT_SCREEN_TEXT as T } from './reportTexts';

/** The roles a report's userLevel may name (1 Learner … 4 Astronaut), as select options. */
export const USER_LEVEL_OPTIONS = ROLES.filter((role) => ROLE_LEVEL[role] > 0).map((role) => ({ value: String(ROLE_LEVEL[role]), label: ROLE_LABEL[role] }));

const roleOfLevel = (level: number): string => ROLE_LABEL[ROLES.find((role) => ROLE_LEVEL[role] === level) ?? 'guest'];

/** A 'YYYY-MM-DD' day as the screens show dates ('Jan 5, 2026'), that day wherever the reader is. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return formatDate(new Date(year ?? NaN, (month ?? NaN) - 1, date ?? NaN).getTime());
}

/** Whose results: 'Group (Organization)', 'Organization', or every organization. */
export function targetWords(report: Pick<ReportItem, 'target' | 'targetNames'>): string {
  const { orgName, groupName } = report.targetNames;
  const org = orgName ?? report.target.orgId;
  const group = groupName ?? report.target.groupId;
  if (group) return org ? `${group} (${org})` : group;
  return org ?? T.allOrganizations;
}

/** The options, each on or off ('Verbose: No'); what each changes depends on the report type. */
export function optionWords(options: ReportOptions): string[] {
  const said = (label: string, on: boolean) => `${label}: ${on ? 'Yes' : 'No'}`;
  return [said(T.verbose, options.verbose), said(T.anonymous, options.anonymous), said(T.userScore, options.userScore)];
}

/** The dates a report covers, both days included. */
export function dateWords({ startDate, endDate }: Pick<ReportFilters, 'startDate' | 'endDate'>): string {
  if (startDate && endDate) return `${formatDay(startDate)} to ${formatDay(endDate)}`;
  if (startDate) return `From ${formatDay(startDate)}`;
  if (endDate) return `Until ${formatDay(endDate)}`;
  return 'Any date';
}

/** The filters as sentences. */
export function filterWords(filters: ReportFilters): string[] {
  return [`Users up to ${roleOfLevel(filters.userLevel)}`, filters.internalUsers ? 'Internal users included' : 'Internal users left out', dateWords(filters)];
}

/** 'Slide Results · Slide Test', or the type alone. */
export const typeWords = (report: Pick<ReportItem, 'reportType' | 'kind'>): string =>
  report.kind ? `${report.reportType} · ${report.kind}` : report.reportType;
