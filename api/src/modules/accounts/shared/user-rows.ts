import type { Bio, UserDetail, UserListItem } from '@cytocampus/contracts';
import { resolvePermissions, userAbilities, userView, type Actor, type VisibleUser } from '@cytocampus/permissions';
import { userRowsSql, type UserRow } from '@cytocampus/projections';

/** The list's order: last name, first name, id (the users projection indexes it). */
export const USER_ORDER = 'order by lower(u.last_name), lower(u.first_name), u.id';
/**
 * The same order as an expression the name index does not cover, for searches: the planner then
 * takes the search index and sorts the matches (work bounded by the matches, as the count is)
 * instead of walking the name index past every user who does not match, which costs 30 to 80 ms
 * when the matches sort late (measured on 100,000 users; bench/user-list.bench.ts).
 */
export const SEARCH_ORDER = "order by lower(u.last_name) || '', lower(u.first_name), u.id";

/** Users rows joined with the names of their organization, group and assignment (the users reader's userRowsSql), in the list's order. */
export const userRowsQuery = (selection: string): string => userRowsSql(selection, USER_ORDER);

/** The list row a viewer may see: abilities computed here, personal details blanked by the visibility rules. */
export function toUserListItem(viewer: Actor, row: UserRow): UserListItem {
  const target = { id: row.id, role: row.role, orgId: row.org_id };
  const seen = userView(viewer, { ...target, preferences: row.preferences });
  return {
    id: row.id,
    itemId: row.id,
    email: seen.email ? row.email : '',
    firstName: seen.name ? row.first_name : row.bio.alias,
    lastName: seen.name ? row.last_name : '',
    role: row.role,
    orgId: row.org_id,
    orgName: row.org_name,
    groupId: row.group_id,
    groupName: row.group_name,
    curriculum: row.curriculum,
    curriculumName: row.curriculum_name,
    disabled: row.disabled,
    created: row.created.getTime(),
    abilities: userAbilities(viewer, target),
    version: row.version,
  };
}

/** Bio fields shown only when the matching part of the visibility allows it. */
const BIO_PARTS = { name: ['title', 'firstName', 'middleName', 'lastName', 'suffix'], lab: ['lab'], gender: ['gender'], avatar: ['avatar'] } as const;

function visibleBio(seen: VisibleUser, bio: Bio): Bio {
  const shown: Partial<Bio> = seen.bio ? { ...bio } : { alias: bio.alias };
  for (const [part, keys] of Object.entries(BIO_PARTS) as [keyof typeof BIO_PARTS, readonly (keyof Bio)[]][]) {
    for (const key of keys) {
      if (seen[part] && bio[key] !== undefined) Object.assign(shown, { [key]: bio[key] });
      else delete shown[key];
    }
  }
  // An anonymized user is known by their alias.
  return { ...shown, firstName: shown.firstName ?? bio.alias, lastName: shown.lastName ?? '', alias: bio.alias };
}

/** The user form's record: the list row plus the bio, terms and permissions the viewer may read. */
export function toUserDetail(viewer: Actor, row: UserRow): UserDetail {
  const item = toUserListItem(viewer, row);
  const seen = userView(viewer, { id: row.id, role: row.role, orgId: row.org_id, preferences: row.preferences });
  const readsPermissions = item.abilities.canReadPermissions;
  return {
    ...item,
    bio: visibleBio(seen, row.bio),
    terms: seen.record ? row.terms : 0,
    permissions: readsPermissions ? row.permissions : {},
    effectivePermissions: readsPermissions ? resolvePermissions({ role: row.role, permissions: row.permissions }) : {},
  };
}
