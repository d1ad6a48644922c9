import type { CurrentUser } from '@cytocampus/contracts';
import { canCreateReport, hasPermission } from '@cytocampus/permissions';
import { SECTIONS, type Section } from '../../shared/navigation/sections';

/** The admin area's reports (every report) or the organization area's (the own organization's). */
export type ReportScope = 'admin' | 'org';

export const reportSection = (scope: ReportScope): Section => (scope === 'admin' ? SECTIONS.adminReports : SECTIONS.orgReports);

/** The organization whose reports a list shows; undefined: every report the user may read. */
export const listOrgId = (scope: ReportScope, user: Pick<CurrentUser, 'orgId'>): string | undefined =>
  scope === 'org' ? (user.orgId ?? undefined) : undefined;

/**
 * The organization the form fixes (the own one in the organization area, and always for a user
 * without generateReport), or undefined when the user picks any organization or none.
 */
export function fixedOrgId(scope: ReportScope, user: CurrentUser): string | null | undefined {
  return scope === 'org' || !hasPermission(user, 'generateReport') ? user.orgId : undefined;
}

/** 'Add Report': for the section's organization (the admin area's reports may be site-wide). */
export const mayCreateReport = (scope: ReportScope, user: CurrentUser): boolean => canCreateReport(user, scope === 'org' ? user.orgId : null);
