/** Roles by level (spec part 1 section 6). 'guest' stands for a bad or missing role. */
export const ROLES = ['guest', 'cytotechnologist', 'manager', 'admin', 'super'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LEVEL: Record<Role, number> = { guest: 0, cytotechnologist: 1, manager: 2, admin: 3, super: 4 };
export const ROLE_LABEL: Record<Role, string> = {
  guest: 'Guest',
  cytotechnologist: 'Learner',
  manager: 'Manager',
  admin: 'Admin',
  super: 'Astronaut',
};
