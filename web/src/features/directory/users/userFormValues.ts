import type { Bio, Role, UserDetail, UserWrite } from '@cytocampus/contracts';

/** The bio fields of the user form; selects hold null when nothing is chosen. */
export interface UserBioValues {
  title: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  alias: string;
  lab: string;
  profession: string;
  years: string | null;
  gender: string | null;
  country: string | null;
  postalCode: string;
}

/** The user form. Paths match the API's error fields ('email', 'bio.lastName', 'permissions.readOrg'). */
export interface UserFormValues {
  email: string;
  /** Only when creating; empty sends the new user a link to choose one. */
  password: string;
  role: Role;
  orgId: string | null;
  groupId: string | null;
  curriculum: string | null;
  bio: UserBioValues;
  /** Every permission as shown (the server's decided values); a change becomes an override. */
  permissions: Record<string, boolean>;
}

const SELECTS = ['title', 'years', 'gender', 'country'] as const;
const TEXTS = ['firstName', 'middleName', 'lastName', 'suffix', 'alias', 'lab', 'profession', 'postalCode'] as const;

function bioValuesOf(bio: Partial<Bio>): UserBioValues {
  const values = {} as UserBioValues;
  for (const key of SELECTS) values[key] = bio[key] || null;
  for (const key of TEXTS) values[key] = bio[key] ?? '';
  return values;
}

export function userValuesOf(user: UserDetail): UserFormValues {
  return {
    email: user.email,
    password: '',
    role: user.role,
    orgId: user.orgId,
    groupId: user.groupId,
    curriculum: user.curriculum,
    bio: bioValuesOf(user.bio),
    permissions: { ...user.effectivePermissions },
  };
}

/** A new user: a learner (the default role), in the given organization when created from it. */
export function newUserValues(orgId: string | null): UserFormValues {
  return {
    email: '',
    password: '',
    role: 'cytotechnologist',
    orgId,
    groupId: null,
    curriculum: null,
    bio: bioValuesOf({}),
    permissions: {},
  };
}

/** The bio as the schema and the server read it: unchosen selects absent, texts as typed ('' clears, a cleared title too). */
export function bioInput(bio: UserBioValues): Partial<Bio> & { firstName: string; lastName: string } {
  const input: Record<string, string> = { title: bio.title ?? '' };
  for (const key of SELECTS) {
    const value = bio[key];
    if (value !== null) input[key] = value;
  }
  for (const key of TEXTS) input[key] = bio[key];
  return input as Partial<Bio> & { firstName: string; lastName: string };
}

/** POST /users: the whole record; the password only when one was typed. */
export function toUserCreate(values: UserFormValues): UserWrite {
  return {
    email: values.email.trim(),
    ...(values.password ? { password: values.password } : {}),
    role: values.role,
    orgId: values.orgId,
    groupId: values.groupId,
    curriculum: values.curriculum,
    bio: bioInput(values.bio),
  };
}

/**
 * PUT /users/{id}: only what changed. A permission switch that differs from the value shown
 * before becomes an override, added to the user's existing overrides.
 */
export function toUserUpdate(values: UserFormValues, saved: UserFormValues, overrides: Readonly<Record<string, boolean>>): Partial<UserWrite> {
  const changes: Partial<UserWrite> = {};
  if (values.email.trim() !== saved.email) changes.email = values.email.trim();
  if (values.role !== saved.role) changes.role = values.role;
  if (values.orgId !== saved.orgId) changes.orgId = values.orgId;
  if (values.groupId !== saved.groupId) changes.groupId = values.groupId;
  if (values.curriculum !== saved.curriculum) changes.curriculum = values.curriculum;

  const bio = bioInput(values.bio);
  const before = bioInput(saved.bio);
  const bioChanges = Object.fromEntries(Object.entries(bio).filter(([key, value]) => value !== before[key as keyof Bio]));
  if (Object.keys(bioChanges).length > 0) changes.bio = { firstName: bio.firstName, lastName: bio.lastName, ...bioChanges };

  const toggled = Object.entries(values.permissions).filter(([name, value]) => saved.permissions[name] !== value);
  if (toggled.length > 0) changes.permissions = { ...overrides, ...Object.fromEntries(toggled) };
  return changes;
}
