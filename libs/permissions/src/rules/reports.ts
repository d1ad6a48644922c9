import type { ItemAbilities } from '@cytocampus/contracts';
import { hasPermission } from '../access.js';
import { holdsScoped, type Actor } from './scope.js';

/** A report as the rules see it (docs/adr/0028). */
export interface ReportRef {
  ownerId: string;
  /** The organization the report belongs to; null: site-wide. */
  orgId: string | null;
}

/**
 * Which reports the actor may list and read (spec part 1: generateReport for the admin area's
 * reports, generateOrgReport for the own organization's): every report, those of the own
 * organization, or none (null).
 */
export function reportListScope(actor: Actor): { all: true } | { all: false; orgId: string } | null {
  if (hasPermission(actor, 'generateReport')) return { all: true };
  return actor.orgId !== null && hasPermission(actor, 'generateOrgReport') ? { all: false, orgId: actor.orgId } : null;
}

export function canReadReport(actor: Actor, report: ReportRef): boolean {
  const scope = reportListScope(actor);
  return scope !== null && (scope.all || scope.orgId === report.orgId);
}

/** Asking for a report of an organization (null: the whole site, generateReport only). */
export function canCreateReport(actor: Actor, orgId: string | null): boolean {
  return holdsScoped(actor, { site: 'generateReport', org: 'generateOrgReport' }, orgId);
}

/**
 * A report is never edited or locked; its author deletes it while they may read it, anyone else
 * needs deleteOtherReport (any report) or deleteOtherOrgReport (the own organization's).
 */
export function reportAbilities(actor: Actor, report: ReportRef): ItemAbilities {
  const readable = canReadReport(actor, report);
  const own = report.ownerId === actor.id;
  const canDel = readable && (own || holdsScoped(actor, { site: 'deleteOtherReport', org: 'deleteOtherOrgReport' }, report.orgId));
  return { canEdit: false, canDel, canLock: false };
}
