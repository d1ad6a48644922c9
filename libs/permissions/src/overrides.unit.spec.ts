import { describe, expect, it } from '@jest/globals';
import { FORM_ERROR } from '@cytocampus/contracts';
import { validatePermissionOverrides } from './index.js';

describe('validatePermissionOverrides', () => {
  it('keeps toggles the role may hold, under canonical names', () => {
    const result = validatePermissionOverrides('manager', { createThreads: true, editOrgThreads: true, commentOrgthreads: false });
    expect(result).toEqual({ cleaned: { createThreads: true, editOrgThreads: true, commentOrgThreads: false }, errors: [] });
  });

  it.each([
    ['cytotechnologist', 'readUser', 'User must be at least a Admin to have the permission: readUser'],
    ['cytotechnologist', 'lockOrgThreads', 'User must be at least a Manager to have the permission: lockOrgThreads'],
    ['manager', 'editUserSubscriptions', 'User must be at least a Admin to have the permission: editUserSubscriptions'],
    ['guest', 'ctAccess', 'User must be at least a Learner to have the permission: ctAccess'],
    ['astronaut?', 'ctSubmit', 'User must be at least a Learner to have the permission: ctSubmit'],
  ])('refuses granting %s the permission %s with the spec message and drops it', (role, name, message) => {
    const result = validatePermissionOverrides(role, { [name]: true, chat: false });
    expect(result.errors).toEqual([{ field: `permissions.${name}`, message, code: FORM_ERROR.invalid }]);
    expect(result.cleaned).not.toHaveProperty(name);
  });

  it('drops a false toggle above the role without an error (the form sends every toggle)', () => {
    expect(validatePermissionOverrides('cytotechnologist', { readUser: false, deleteThreads: 0 })).toEqual({ cleaned: {}, errors: [] });
  });

  it('drops unknown names silently', () => {
    expect(validatePermissionOverrides('admin', { flyToMars: true, constructor: true })).toEqual({ cleaned: {}, errors: [] });
  });

  it('reads form-data booleans 1 and 0 and refuses other values', () => {
    const result = validatePermissionOverrides('admin', { chat: 1, readUser: '0', editUser: 'yes' });
    expect(result.cleaned).toEqual({ chat: true, readUser: false });
    expect(result.errors).toEqual([{ field: 'permissions.editUser', message: 'Value is not valid', code: FORM_ERROR.invalid }]);
  });

  it('lets super hold every toggle', () => {
    expect(validatePermissionOverrides('super', { editUserSubscriptions: true, deleteThreads: true }).errors).toEqual([]);
  });

  it('accepts no overrides', () => {
    expect(validatePermissionOverrides('admin', undefined)).toEqual({ cleaned: {}, errors: [] });
  });
});
