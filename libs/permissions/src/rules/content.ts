import { DEFAULT_CURRICULUM_ID, type ItemAbilities } from '@cytocampus/contracts';
import { hasPermission } from '../access.js';
import type { PermissionName } from '../catalogue/index.js';
import type { Actor } from './scope.js';

/** Item types whose permissions are the content set; assignments (curricula) have their own set. */
export type ContentKind = 'content' | 'assignment';

/** The permissions of one kind, each with its organization variant (spec part 2 section 6). */
interface KindPermissions {
  read: readonly [PermissionName, PermissionName];
  create: readonly [PermissionName, PermissionName];
  lock: readonly [PermissionName, PermissionName];
  delete: readonly [PermissionName, PermissionName];
  editOther: readonly [PermissionName, PermissionName];
  lockOther: readonly [PermissionName, PermissionName];
  deleteOther: readonly [PermissionName, PermissionName];
}

const PERMISSIONS: Record<ContentKind, KindPermissions> = {
  content: {
    read: ['readContent', 'readOrgContent'],
    create: ['createContent', 'createOrgContent'],
    lock: ['lockContent', 'lockOrgContent'],
    delete: ['deleteContent', 'deleteOrgContent'],
    editOther: ['editOtherContent', 'editOtherOrgContent'],
    lockOther: ['lockOtherContent', 'lockOtherOrgContent'],
    deleteOther: ['deleteOtherContent', 'deleteOtherOrgContent'],
  },
  assignment: {
    read: ['readAssignment', 'readOrgAssignment'],
    create: ['createAssignment', 'createOrgAssignment'],
    lock: ['lockAssignment', 'lockOrgAssignment'],
    delete: ['deleteAssignment', 'deleteOrgAssignment'],
    editOther: ['editOtherAssignment', 'editOtherOrgAssignment'],
    lockOther: ['lockOtherAssignment', 'lockOtherOrgAssignment'],
    deleteOther: ['deleteOtherAssignment', 'deleteOtherOrgAssignment'],
  },
};

export const contentKindOf = (type: string): ContentKind => (type === 'curriculum' ? 'assignment' : 'content');

/** One content item as the rules need it. */
export interface ContentTarget {
  readonly type: string;
  readonly itemId: string;
  readonly ownerId: string | null;
  readonly orgId: string | null;
  readonly isPublic: boolean;
  readonly allowedOrgs: readonly string[];
  readonly filterOrgs: readonly string[];
  readonly locked: boolean;
}

/**
 * Content is visible in an organization when it is public, owned by it, or lists it in
 * allowedOrgs; filterOrgs hides public content from the organizations it lists (ADR 0011).
 */
export function visibleInOrganization(target: ContentTarget, orgId: string | null): boolean {
  if (orgId === null) return target.isPublic && target.filterOrgs.length === 0;
  if (target.orgId === orgId || target.allowedOrgs.includes(orgId)) return true;
  return target.isPublic && !target.filterOrgs.includes(orgId);
}

type Which = keyof KindPermissions;
const site = (actor: Actor, kind: ContentKind, which: Which) => hasPermission(actor, PERMISSIONS[kind][which][0]);
/** The organization variant counts only for the actor's own organization's items. */
const inOrg = (actor: Actor, kind: ContentKind, which: Which, target: ContentTarget) =>
  actor.orgId !== null && target.orgId === actor.orgId && hasPermission(actor, PERMISSIONS[kind][which][1]);

/** Content lists: readContent sees everything; readOrgContent what is visible in the own organization. */
export function canReadContent(actor: Actor, target: ContentTarget): boolean {
  const kind = contentKindOf(target.type);
  if (site(actor, kind, 'read')) return true;
  return hasPermission(actor, PERMISSIONS[kind].read[1]) && visibleInOrganization(target, actor.orgId);
}

/** Which items a list shows: all ('all'), those visible in an organization, or none (null). */
export function contentListScope(actor: Actor, type: string): { all: true } | { all: false; orgId: string } | null {
  const kind = contentKindOf(type);
  if (site(actor, kind, 'read')) return { all: true };
  return actor.orgId !== null && hasPermission(actor, PERMISSIONS[kind].read[1]) ? { all: false, orgId: actor.orgId } : null;
}

/** Creating site-wide content (no organization) needs the site permission; the organization variant creates in the own organization. */
export function canCreateContent(actor: Actor, type: string, orgId: string | null): boolean {
  const kind = contentKindOf(type);
  if (site(actor, kind, 'create')) return true;
  return orgId !== null && orgId === actor.orgId && hasPermission(actor, PERMISSIONS[kind].create[1]);
}

/**
 * canEdit, canDel and canLock of one item (spec part 2 section 6): own items by the create, delete
 * and lock permissions, other people's by editOther, deleteOther and lockOther; site-wide or the
 * organization variant on the own organization's items. Locked items cannot be deleted, nor edited
 * through the organization path; the default assignment is never deleted.
 */
export function contentAbilities(actor: Actor, target: ContentTarget): ItemAbilities {
  const kind = contentKindOf(target.type);
  const own = target.ownerId !== null && target.ownerId === actor.id;
  const may = (ownWhich: Which, otherWhich: Which) => {
    const which = own ? ownWhich : otherWhich;
    return { site: site(actor, kind, which), org: inOrg(actor, kind, which, target) };
  };
  const edit = may('create', 'editOther');
  const remove = may('delete', 'deleteOther');
  const lock = may('lock', 'lockOther');
  const isDefault = kind === 'assignment' && target.itemId === DEFAULT_CURRICULUM_ID;
  return {
    canEdit: edit.site || (edit.org && !target.locked),
    canDel: !target.locked && !isDefault && (remove.site || remove.org),
    canLock: lock.site || lock.org,
  };
}
