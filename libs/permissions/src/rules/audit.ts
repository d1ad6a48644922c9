import { hasPermission } from '../access.js';
import { holdsScoped, type Actor } from './scope.js';

/** A slide review as the audit rules see it (docs/adr/0029). */
export interface AuditedReview {
  userId: string;
  /** The learner's organization when the review was recorded. */
  orgId: string | null;
  /** Every page is submitted (or an admin marked it complete). */
  submitted: boolean;
}

/**
 * Whose slide reviews the actor may replay in the audit area: every learner's (auditReviews), the
 * own organization's (auditOrgReviews), or none (null). A learner's own reviews are not listed
 * there; they open from the learner's progress (canAuditReview).
 */
export function auditListScope(actor: Actor): { all: true } | { all: false; orgId: string } | null {
  if (hasPermission(actor, 'auditReviews')) return { all: true };
  return actor.orgId !== null && hasPermission(actor, 'auditOrgReviews') ? { all: false, orgId: actor.orgId } : null;
}

/**
 * Replay, history and screening coverage of one review: an auditor of its organization (or of
 * every one), or the learner themselves once the review is submitted.
 */
export function canAuditReview(actor: Actor, review: AuditedReview): boolean {
  if (holdsScoped(actor, { site: 'auditReviews', org: 'auditOrgReviews' }, review.orgId)) return true;
  return review.userId === actor.id && review.submitted;
}
