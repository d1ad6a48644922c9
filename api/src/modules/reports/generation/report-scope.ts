import { DEFAULT_ORGANIZATION_ID, ROLE_LEVEL, ROLES, type ReportFilters } from '@cytocampus/contracts';
import type { ReportTableRow } from '@cytocampus/projections';
import { SqlFilter } from '@cytocampus/projections';

/** The learners `u` of a report with their organization `o` and group `g` (either may be missing): the users reader's join. */
export { LEARNERS_JOIN } from '@cytocampus/projections';

const DAY_MS = 86_400_000;

/** What of a report decides whose rows it holds. */
export type ReportScope = Pick<ReportTableRow, 'org_id' | 'target' | 'filters' | 'filter_orgs'>;

/**
 * The learners every report covers (docs/adr/0028), as conditions on `u` (users) and `o`: the
 * target's group or organization (none: everyone), the chosen organizations when there are any,
 * roles up to filters.userLevel, and the site's own staff (members of the DEFAULT organization)
 * only when filters.internalUsers. Accounts without an organization are not staff: they are the
 * newcomers a sign-ups report is about.
 */
export function learnerScope(report: ReportScope, filter = new SqlFilter()): SqlFilter {
  const { target, filters } = report;
  if (target.groupId) filter.add('u.group_id = ?', target.groupId);
  if (target.orgId) filter.add('u.org_id = ?', target.orgId);
  // A report that belongs to an organization never covers anyone else, whatever its target says.
  if (report.org_id !== null) filter.add('u.org_id = ?', report.org_id);
  const orgIds = report.filter_orgs.map((org) => org.orgId);
  if (orgIds.length > 0) filter.add('u.org_id = any(?::text[])', orgIds);
  filter.add(
    'u.role = any(?::text[])',
    ROLES.filter((role) => ROLE_LEVEL[role] <= filters.userLevel),
  );
  if (!filters.internalUsers) filter.add('u.org_id is distinct from ?', DEFAULT_ORGANIZATION_ID);
  return filter;
}

/** A time window: from (inclusive) to (exclusive); null: no bound. */
export interface DateWindow {
  from: Date | null;
  to: Date | null;
}

/** The UTC days of the filters, both inclusive, as a window (the end day counts whole). */
export function dateWindow(filters: Pick<ReportFilters, 'startDate' | 'endDate'>): DateWindow {
  const day = (date: string | null) => (date === null ? null : new Date(`${date}T00:00:00.000Z`));
  const end = day(filters.endDate);
  return { from: day(filters.startDate), to: end && new Date(end.getTime() + DAY_MS) };
}

/** The window of the `days` before `until`, when the filters name no dates (New Sign-Ups this Week). */
export function windowOrLast(filters: Pick<ReportFilters, 'startDate' | 'endDate'>, days: number, until: Date): DateWindow {
  if (filters.startDate !== null || filters.endDate !== null) return dateWindow(filters);
  return { from: new Date(until.getTime() - days * DAY_MS), to: until };
}

/** Keeps `column` (a timestamptz expression) within the window. */
export function withinWindow(filter: SqlFilter, column: string, window: DateWindow): SqlFilter {
  if (window.from) filter.add(`${column} >= ?::timestamptz`, window.from.toISOString());
  if (window.to) filter.add(`${column} < ?::timestamptz`, window.to.toISOString());
  return filter;
}
