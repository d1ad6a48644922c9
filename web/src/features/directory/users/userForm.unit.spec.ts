import { describe, expect, it } from '@jest/globals';
import type { UserDetail } from '@cytocampus/contracts';
import { permissionLabel } from './permissionLabels';
import { CHANGE_MEMBERSHIP, OVERRIDE_ASSIGNMENT, userSaveConfirmation } from './saveConfirmation';
import { validateUserForm } from './userFormValidation';
import { newUserValues, toUserCreate, toUserUpdate, userValuesOf, type UserFormValues } from './userFormValues';

function detail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 'u1',
    itemId: 'u1',
    email: 'ada@lab.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'cytotechnologist',
    orgId: 'org1',
    orgName: 'Riverside',
    groupId: 'g1',
    groupName: 'Night shift',
    curriculum: 'DEFAULT',
    curriculumName: 'Default Assignment',
    disabled: false,
    created: 0,
    bio: { firstName: 'Ada', lastName: 'Lovelace', alias: 'AL1', title: 'Dr', gender: 'f', country: 'US', postalCode: '02139' },
    terms: 1,
    permissions: { createThreads: true },
    effectivePermissions: { ctAccess: true, createThreads: true, readOrg: false },
    version: 3,
    abilities: {
      canEdit: true,
      canDel: true,
      canLock: false,
      canReadDetails: true,
      canEditRole: true,
      roleOptions: ['cytotechnologist', 'manager'],
      canReadPermissions: true,
      canEditPermissions: true,
      canAssign: true,
      canChangeOrganization: false,
      canDeactivate: true,
      canResetPassword: true,
      canClearStats: true,
      canManageTokens: true,
    },
    ...overrides,
  };
}

const valid = (changes: Partial<UserFormValues> = {}): UserFormValues => ({ ...userValuesOf(detail()), ...changes });

describe('user form values', () => {
  it('reads a user into the form, selects empty as null and texts as strings', () => {
    const values = userValuesOf(detail());
    expect(values).toMatchObject({ email: 'ada@lab.test', password: '', role: 'cytotechnologist', orgId: 'org1', groupId: 'g1', curriculum: 'DEFAULT' });
    expect(values.bio).toMatchObject({ title: 'Dr', years: null, middleName: '', postalCode: '02139' });
    expect(values.permissions).toEqual({ ctAccess: true, createThreads: true, readOrg: false });
  });

  it('creates a learner in the given organization, with a password only when typed', () => {
    const values = {
      ...newUserValues('org1'),
      email: ' new@lab.test ',
      bio: { ...newUserValues('org1').bio, firstName: 'Bo', lastName: 'Li', gender: 'm', country: 'CA' },
    };
    const body = toUserCreate(values);
    expect(body).toMatchObject({ email: 'new@lab.test', role: 'cytotechnologist', orgId: 'org1', groupId: null, curriculum: null });
    expect(body).not.toHaveProperty('password');
    expect(body.bio).toMatchObject({ firstName: 'Bo', lastName: 'Li', gender: 'm', country: 'CA', title: '' });
    expect(body.bio).not.toHaveProperty('years');
    expect(toUserCreate({ ...values, password: 'Micro5copes' }).password).toBe('Micro5copes');
  });

  it('updates only what changed', () => {
    const saved = valid();
    expect(toUserUpdate(saved, saved, {})).toEqual({});
    const edited = { ...saved, groupId: null, bio: { ...saved.bio, lab: 'North Lab' } };
    expect(toUserUpdate(edited, saved, {})).toEqual({ groupId: null, bio: { firstName: 'Ada', lastName: 'Lovelace', lab: 'North Lab' } });
  });

  it('turns toggled permissions into overrides added to the existing ones', () => {
    const saved = valid();
    const edited = { ...saved, permissions: { ...saved.permissions, readOrg: true } };
    expect(toUserUpdate(edited, saved, { createThreads: true })).toEqual({ permissions: { createThreads: true, readOrg: true } });
  });
});

describe('user form rules (the shared user schemas the API applies)', () => {
  const saved = valid();
  const check = (values: UserFormValues, isNew = false) => validateUserForm(values, saved, {}, isNew).map((e) => [e.field, e.message]);

  it('passes a complete new user and an unchanged one', () => {
    expect(check(valid(), true)).toEqual([]);
    expect(check(saved)).toEqual([]);
  });

  it("reports a new user's problems with the schema messages and bio paths", () => {
    const values = valid({ email: 'not-an-email', bio: { ...valid().bio, lastName: 'L', country: null } });
    expect(check(values, true)).toEqual([
      ['email', 'Invalid email address supplied.'],
      ['bio.lastName', 'Must be at least 2 characters'],
      ['bio.country', 'Must be selected'],
    ]);
    expect(validateUserForm(valid({ email: ' ' }), saved, {}, true)[0]).toMatchObject({ field: 'email', message: 'Required', code: 1 });
  });

  it('checks only what an update would send', () => {
    expect(check({ ...saved, bio: { ...saved.bio, firstName: ' ' } })).toEqual([['bio.firstName', 'Required']]);
    // A field the user did not touch is not the editor's problem.
    const incomplete = { ...saved, bio: { ...saved.bio, gender: null } };
    expect(validateUserForm({ ...incomplete, bio: { ...incomplete.bio, lab: 'North' } }, incomplete, {}, false)).toEqual([]);
  });

  it('checks a typed password of a new user by the server rules', () => {
    expect(check(valid({ password: 'short1' }), true).map(([, message]) => message)).toEqual([
      'Password must be 8 characters or longer.',
      'Password must contain one or more upper case letter (A-Z).',
    ]);
    expect(check(valid({ password: '' }), true)).toEqual([]);
  });
});

describe('confirmations before saving a user', () => {
  const saved = valid();
  it('asks when the organization or group changes, warning about the assignment', () => {
    expect(userSaveConfirmation({ ...saved, groupId: 'g2' }, saved, false)).toBe(CHANGE_MEMBERSHIP);
    expect(userSaveConfirmation({ ...saved, orgId: 'org2', groupId: null }, saved, false)).toBe(CHANGE_MEMBERSHIP);
  });

  it('asks before overriding an existing assignment, not when there was none', () => {
    expect(userSaveConfirmation({ ...saved, curriculum: 'C2' }, saved, false)).toBe(OVERRIDE_ASSIGNMENT);
    const unassigned = { ...saved, curriculum: null };
    expect(userSaveConfirmation({ ...unassigned, curriculum: 'C2' }, unassigned, false)).toBeNull();
  });

  it('never asks for a new user or for other changes', () => {
    expect(userSaveConfirmation({ ...saved, groupId: 'g2' }, saved, true)).toBeNull();
    expect(userSaveConfirmation({ ...saved, email: 'x@lab.test' }, saved, false)).toBeNull();
  });
});

describe('permission labels', () => {
  it('splits the catalogue names into words', () => {
    expect(permissionLabel('readOrgUserDetails')).toBe('Read Org User Details');
    expect(permissionLabel('ctAccess')).toBe('CT Access');
    expect(permissionLabel('editOrgUserPerms')).toBe('Edit Org User Permissions');
    expect(permissionLabel('commentOrgthreads')).toBe('Comment Org Threads');
  });
});
