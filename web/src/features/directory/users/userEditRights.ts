import type { Role, UserDetail } from '@cytocampus/contracts';
import type { CreatorRights } from '../shared/creatorRights';

/** Which parts of the user form may change in update mode. */
export interface UserEditRights {
  assign: boolean;
  changeOrganization: boolean;
  editRole: boolean;
  roleOptions: Role[];
  readPermissions: boolean;
  editPermissions: boolean;
}

/**
 * An existing user's rights are the server's abilities, as sent; a super user's permissions are
 * never editable. A new user has no abilities yet: its form follows the creator's rights, and its
 * permissions are set once it exists.
 */
export function userEditRights(user: UserDetail | undefined, creator: CreatorRights): UserEditRights {
  if (!user) {
    return {
      assign: creator.assign,
      changeOrganization: creator.chooseOrganization,
      editRole: creator.editRole,
      roleOptions: creator.roleOptions,
      readPermissions: false,
      editPermissions: false,
    };
  }
  const { abilities } = user;
  return {
    assign: abilities.canAssign,
    changeOrganization: abilities.canChangeOrganization,
    editRole: abilities.canEditRole,
    roleOptions: abilities.roleOptions,
    readPermissions: abilities.canReadPermissions,
    editPermissions: abilities.canEditPermissions && user.role !== 'super',
  };
}
