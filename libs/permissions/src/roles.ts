import { ROLE_LABEL, ROLE_LEVEL, ROLES, type Role } from '@cytocampus/contracts';

/** Other spellings of a role seen in the spec ('Learner (cytotechnologist, cytotech)'). */
const ROLE_ALIASES: Readonly<Record<string, Role>> = { cytotech: 'cytotechnologist' };

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A bad or missing role is a guest (level 0), as the spec's role table says. */
export function normalizeRole(role: unknown): Role {
  if (isRole(role)) return role;
  if (typeof role === 'string') return ROLE_ALIASES[role] ?? 'guest';
  return 'guest';
}

export function roleLevel(role: unknown): number {
  return ROLE_LEVEL[normalizeRole(role)];
}

/** A level-based check means 'at least that role'. */
export function atLeast(role: unknown, minRole: Role): boolean {
  return roleLevel(role) >= ROLE_LEVEL[minRole];
}

/** The name a user reads: Learner, Manager, Admin, Astronaut (Guest for level 0). */
export function roleLabel(role: unknown): string {
  return ROLE_LABEL[normalizeRole(role)];
}
