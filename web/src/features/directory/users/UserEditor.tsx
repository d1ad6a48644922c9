import { useMemo } from 'react';
import { Group, Text } from '@mantine/core';
import type { CurrentUser, UserDetail } from '@cytocampus/contracts';
import { atLeast, roleLabel } from '@cytocampus/permissions';
import { DetailView } from '../../../shared/detail/DetailView';
import { useDetailEditor } from '../../../shared/detail/useDetailEditor';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useCreateUserMutation, useDeleteUserMutation, useUpdateUserMutation } from '../api';
import { creatorRights, type DirectoryScope } from '../shared/creatorRights';
import { DeactivatedBadge } from '../shared/DeactivatedBadge';
import { displayName } from './userColumns';
import { userSaveConfirmation } from './saveConfirmation';
import { UserActions } from './UserActions';
import { UserAssignmentsSection } from './UserAssignmentsSection';
import { UserContactSection } from './UserContactSection';
import { userEditRights } from './userEditRights';
import { USER_FIELD_LABELS, validateUserForm } from './userFormValidation';
import { newUserValues, toUserCreate, toUserUpdate, userValuesOf, type UserFormValues } from './userFormValues';
import { UserPermissionSections } from './UserPermissionSections';
import { UserHistorySection } from './UserHistorySection';
import { UserProfileSections } from './UserProfileSections';
import { UserRoleSection } from './UserRoleSection';
import { UserTokensSection } from './UserTokensSection';

interface UserEditorProps {
  scope: DirectoryScope;
  /** Absent for a new user. */
  user: UserDetail | undefined;
  currentUser: CurrentUser;
}

/** The user form: Contact, Assignments, Name, Bio, Social, Role and the permission sections. */
export function UserEditor({ scope, user, currentUser }: UserEditorProps) {
  const section = scope === 'admin' ? SECTIONS.adminUsers : SECTIONS.orgUsers;
  const isNew = user === undefined;
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const newOrgId = scope === 'org' ? currentUser.orgId : null;
  const values = useMemo(() => (user ? userValuesOf(user) : newUserValues(newOrgId)), [user, newOrgId]);

  const editor = useDetailEditor<UserFormValues, UserDetail>({
    isNew,
    values,
    valuesOf: userValuesOf,
    validate: (edited, saved) => validateUserForm(edited, saved, user?.permissions ?? {}, isNew),
    descriptions: USER_FIELD_LABELS,
    confirmation: (edited, saved) => userSaveConfirmation(edited, saved, isNew),
    save: async (edited, saved) => {
      if (!user) return createUser(toUserCreate(edited));
      const changes = toUserUpdate(edited, saved, user.permissions);
      return Object.keys(changes).length === 0 ? { data: user } : updateUser({ id: user.id, changes });
    },
    remove: user ? () => deleteUser(user.id) : undefined,
    listPath: section.path,
    itemPath: (created) => itemPath(section, created.itemId),
  });

  const { form } = editor;
  const editing = editor.mode === 'update';
  const rights = userEditRights(user, creatorRights(currentUser, scope));
  const subtitle = user && (
    <Group gap={6} wrap="wrap">
      <Text span fz="sm" c="dimmed">
        {user.email || 'Email hidden'}
      </Text>
      <Text span c="gray.4">
        ·
      </Text>
      <Text span fz="sm" c="dimmed">
        {roleLabel(user.role)}
      </Text>
      {user.orgName && (
        <>
          <Text span c="gray.4">
            ·
          </Text>
          <Text span fz="sm" c="dimmed">
            {user.orgName}
          </Text>
        </>
      )}
    </Group>
  );

  return (
    <DetailView
      editor={editor}
      title={user ? displayName(user) : 'New User'}
      subtitle={subtitle ?? 'Fill in the details, then save to create the account.'}
      badges={user && <DeactivatedBadge disabled={user.disabled} />}
      abilities={user?.abilities}
      actions={user && <UserActions user={user} />}
      // Outside the form: usable whatever its mode.
      after={user?.abilities.canManageTokens && <UserTokensSection userId={user.id} />}
    >
      <UserContactSection form={form} isNew={isNew} />
      <UserAssignmentsSection form={form} user={user} rights={rights} editing={editing} linkOrganization={atLeast(currentUser.role, 'admin')} />
      <UserProfileSections form={form} />
      <UserRoleSection form={form} rights={rights} savedRole={values.role} />
      {rights.readPermissions && <UserPermissionSections form={form} editable={editing && rights.editPermissions} />}
      {user && rights.readPermissions && <UserHistorySection userId={user.id} />}
    </DetailView>
  );
}
