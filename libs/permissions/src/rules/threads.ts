import type { ThreadAbilities, ThreadKind } from '@cytocampus/contracts';
import { permissionLookup } from '../access.js';
import { normalizeRole } from '../roles.js';
import type { Actor } from './scope.js';

/** A thread as the community rules see it (docs/adr/0027). */
export interface ThreadTarget {
  kind: ThreadKind;
  /** The organization of an organization thread. */
  ref: string | null;
  /** The members of a direct conversation. */
  userIds: readonly string[] | null;
  locked: boolean;
}

const isSuper = (actor: Actor): boolean => normalizeRole(actor.role) === 'super';
const isMember = (actor: Actor, thread: ThreadTarget): boolean => thread.userIds?.includes(actor.id) ?? false;
const ownOrganization = (actor: Actor, thread: ThreadTarget): boolean => actor.orgId !== null && actor.orgId === thread.ref;

/**
 * Thread read (spec part 3 section 5): a direct conversation needs membership plus chat; an
 * organization thread (ref equals the user's organization) readOrgThreads; a community thread
 * readThreads. Both community kinds also need `community`, the area's own switch. Super reads all.
 */
export function canReadThread(actor: Actor, thread: ThreadTarget): boolean {
  if (isSuper(actor)) return true;
  const holds = permissionLookup(actor);
  switch (thread.kind) {
    case 'conversation':
      return isMember(actor, thread) && holds('chat');
    case 'organization':
      return ownOrganization(actor, thread) && holds('community') && holds('readOrgThreads');
    case 'community':
      return holds('community') && holds('readThreads');
  }
}

/**
 * Thread comment: members of a conversation may comment; otherwise an unlocked thread needs
 * commentThreads (community) or commentOrgThreads (own organization). Super comments everywhere.
 */
export function canCommentThread(actor: Actor, thread: ThreadTarget): boolean {
  if (isSuper(actor)) return true;
  if (!canReadThread(actor, thread)) return false;
  if (thread.kind === 'conversation') return true;
  if (thread.locked) return false;
  return permissionLookup(actor)(thread.kind === 'organization' ? 'commentOrgThreads' : 'commentThreads');
}

/** Starting a thread: createThreads (community), createOrgThreads (own organization), chat (a conversation). */
export function canCreateThread(actor: Actor, kind: ThreadKind, ref: string | null): boolean {
  if (isSuper(actor)) return true;
  const holds = permissionLookup(actor);
  switch (kind) {
    case 'conversation':
      return holds('chat');
    case 'organization':
      return actor.orgId !== null && actor.orgId === ref && holds('community') && holds('createOrgThreads');
    case 'community':
      return holds('community') && holds('createThreads');
  }
}

/**
 * A moderator's permission on a thread the actor may read: the site one for community threads; the
 * organization one, or the site one, for the own organization's threads. Conversations have no
 * moderators but super.
 */
function moderates(actor: Actor, thread: ThreadTarget, site: 'lockThreads' | 'editThreads' | 'deleteThreads'): boolean {
  if (isSuper(actor)) return true;
  if (thread.kind === 'conversation' || !canReadThread(actor, thread)) return false;
  const holds = permissionLookup(actor);
  if (thread.kind === 'community') return holds(site);
  const org = ({ lockThreads: 'lockOrgThreads', editThreads: 'editOrgThreads', deleteThreads: 'deleteOrgThreads' } as const)[site];
  return holds(org) || holds(site);
}

/**
 * What the actor may do with the thread: comment; lock (lockThreads / lockOrgThreads; a
 * conversation cannot be locked); edit its title, make it sticky and edit anyone's message
 * (editThreads / editOrgThreads); delete it or anyone's message (deleteThreads / deleteOrgThreads).
 */
export function threadAbilities(actor: Actor, thread: ThreadTarget): ThreadAbilities {
  const canEdit = moderates(actor, thread, 'editThreads');
  return {
    canComment: canCommentThread(actor, thread),
    canEdit,
    canDel: moderates(actor, thread, 'deleteThreads'),
    canLock: thread.kind !== 'conversation' && moderates(actor, thread, 'lockThreads'),
    canSticky: thread.kind !== 'conversation' && canEdit,
  };
}

/** One's own message may be edited or deleted while one may comment in the thread; anyone's by a moderator. */
export function messageAbilities(actor: Actor, thread: ThreadTarget, senderId: string): { canEdit: boolean; canDel: boolean } {
  const abilities = threadAbilities(actor, thread);
  const own = senderId === actor.id && abilities.canComment;
  return { canEdit: own || abilities.canEdit, canDel: own || abilities.canDel };
}
