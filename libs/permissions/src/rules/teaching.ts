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

/** Who may teach at all: a manager or above of an organization (the sessions are the organization's). */
export function mayTeach<T extends Pick<Actor, 'orgId' | 'role'>>(actor: T): actor is T & { readonly orgId: string } {
  return actor.orgId !== null && roleLevel(actor.role) >= MANAGER_LEVEL;
}

/**
 * Starting a live session (docs/adr/0030): one who may teach, on a slide readable for them: they
 * may read it as content, or their organization's members are assigned a course that holds it (a
 * manager lacks readOrgContent by default, yet teaches the organization's courses). No permission
 * of its own: the role and the slide decide. GET /teaching/slides lists the same slides.
 */
export function canStartTeaching(actor: Actor, slide: ContentTarget, facts: TeachingSlideFacts): boolean {
  return mayTeach(actor) && (facts.inOrganizationCourses || canReadContent(actor, slide));
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
