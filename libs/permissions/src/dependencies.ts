import type { PermissionName } from './catalogue/index.js';

/**
 * A permission holds only while the ones it requires hold (spec part 1 section 5, applied to the
 * organization variants too). Chains are followed: createThreads needs commentThreads needs readThreads.
 */
export const PERMISSION_DEPENDENCIES: Readonly<Partial<Record<PermissionName, readonly PermissionName[]>>> = {
  commentThreads: ['readThreads'],
  createThreads: ['commentThreads'],
  editUser: ['readUser'],
  createUser: ['readUserDetails'],
  commentOrgThreads: ['readOrgThreads'],
  createOrgThreads: ['commentOrgThreads'],
  editOrgUser: ['readOrgUser'],
  createOrgUser: ['readOrgUserDetails'],
};

export function requiredBy(name: PermissionName): readonly PermissionName[] {
  return PERMISSION_DEPENDENCIES[name] ?? [];
}
