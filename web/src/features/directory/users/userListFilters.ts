import {
  ROLE_LEVEL,
  ROLES,
  type CurriculumFilter,
  type DisabledFilter,
  type NameEntry,
  type OrgFilter,
  type Role,
  type UserListQuery,
} from '@cytocampus/contracts';
import { roleLabel, roleLevel } from '@cytocampus/permissions';
import { splitMulti, type ListParams } from '../../../shared/list/listParams';
import type { ListFilter } from '../../../shared/list/FilterBar';

export const USER_FILTER_KEYS = ['role', 'org', 'group', 'curriculum', 'disabled'] as const;

const ORG_OPTIONS: readonly { value: OrgFilter; label: string }[] = [
  { value: 'any', label: 'Any organization' },
  { value: 'none', label: 'No organization' },
  { value: 'assigned', label: 'In an organization' },
];
const CURRICULUM_OPTIONS: readonly { value: CurriculumFilter; label: string }[] = [
  { value: 'any', label: 'Any assignment' },
  { value: 'none', label: 'No assignment' },
  { value: 'assigned', label: 'Has an assignment' },
];
const DISABLED_OPTIONS: readonly { value: DisabledFilter; label: string }[] = [
  { value: 'show', label: 'Show deactivated' },
  { value: 'hide', label: 'Hide deactivated' },
  { value: 'only', label: 'Only deactivated' },
];

/** The role filter lists only roles at or below the viewer's level, above guest (spec part 1 section 6). */
export function roleFilterOptions(viewerRole: Role): { value: Role; label: string }[] {
  const level = roleLevel(viewerRole);
  return ROLES.filter((role) => ROLE_LEVEL[role] > 0 && ROLE_LEVEL[role] <= level).map((role) => ({ value: role, label: roleLabel(role) }));
}

/** The user list's filter bar: the organization filter on the admin list, the group filter in an organization. */
export function userListFilters(viewerRole: Role, scope: 'admin' | 'org', groups: readonly NameEntry[] = []): ListFilter[] {
  const filters: ListFilter[] = [{ key: 'role', label: 'Role', placeholder: 'Any role', options: roleFilterOptions(viewerRole), multiple: true }];
  if (scope === 'admin') filters.push({ key: 'org', label: 'Organization', options: ORG_OPTIONS });
  else filters.push({ key: 'group', label: 'Group', placeholder: 'Any group', options: groups.map((g) => ({ value: g.itemid, label: g.name })) });
  filters.push({ key: 'curriculum', label: 'Assignment', options: CURRICULUM_OPTIONS });
  filters.push({ key: 'disabled', label: 'Deactivated', options: DISABLED_OPTIONS });
  return filters;
}

const pick = <V extends string>(options: readonly { value: V }[], raw: string | undefined): V | undefined =>
  options.find((option) => option.value === raw)?.value;

/** GET /users from the list's state; values that are not options (a hand-edited URL) are ignored. */
export function userListQuery(params: ListParams, orgId?: string): UserListQuery {
  const roles = splitMulti(params.filters.role).filter((role): role is Role => (ROLES as readonly string[]).includes(role));
  const query: UserListQuery = { page: params.page, limit: params.limit, search: params.search.trim() || undefined };
  if (orgId) query.orgId = orgId;
  if (roles.length > 0) query.role = roles;
  const org = pick(ORG_OPTIONS, params.filters.org);
  if (org && !orgId) query.org = org;
  if (params.filters.group && orgId) query.group = params.filters.group;
  const curriculum = pick(CURRICULUM_OPTIONS, params.filters.curriculum);
  if (curriculum) query.curriculum = curriculum;
  const disabled = pick(DISABLED_OPTIONS, params.filters.disabled);
  if (disabled) query.disabled = disabled;
  return query;
}
