import type { TeachingAudience } from '@cytocampus/contracts';
import { roleLevel } from '../roles.js';
import { canReadContent, type ContentTarget } from './content.js';
import type { Actor } from './scope.js';

const MANAGER_LEVEL = 2;
const ADMIN_LEVEL = 3;

/** A session as the rules need it. */
export interface TeachingRef {
  readonly instructorId: string;
  readonly orgId: string;
  readonly audience: TeachingAudience;
}

/** What the rule cannot see in the slide itself. */
export interface TeachingSlideFacts {
  /** The slide is in a course assigned within the actor's organization (a case, known, unknown or a test's slide). */
  readonly inOrganizationCourses: boolean;
}

/**
 * Starting a live session (docs/adr/0030): a manager or above of an organization (the session's)
 * for whom the slide is readable: they may read it as content, or their organization's members
 * are assigned a course that holds it (a manager lacks readOrgContent by default, yet teaches the
 * organization's courses). No permission of its own: the role and the slide decide.
 */
export function canStartTeaching(actor: Actor, slide: ContentTarget, facts: TeachingSlideFacts): boolean {
  if (actor.orgId === null || roleLevel(actor.role) < MANAGER_LEVEL) return false;
  return facts.inOrganizationCourses || canReadContent(actor, slide);
}

/**
 * Seeing and joining a session: its instructor; admins and super users, any; otherwise a member of
 * its organization, and for a group session a member of that group (`actorGroupId`: the caller's group).
 */
export function canJoinTeaching(actor: Actor, actorGroupId: string | null, session: TeachingRef): boolean {
  if (actor.id === session.instructorId || roleLevel(actor.role) >= ADMIN_LEVEL) return true;
  if (actor.orgId === null || actor.orgId !== session.orgId) return false;
  return session.audience.kind === 'link' || session.audience.groupId === actorGroupId;
}
