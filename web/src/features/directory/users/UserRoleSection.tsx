import { Select, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Role } from '@cytocampus/contracts';
import { roleLabel } from '@cytocampus/permissions';
import { DetailSection } from '../../../shared/detail/DetailView';
import type { UserEditRights } from './userEditRights';
import type { UserFormValues } from './userFormValues';

/** The role, chosen among the roles the server allows for this user (the current one always shows). */
export function UserRoleSection({ form, rights, savedRole }: { form: UseFormReturnType<UserFormValues>; rights: UserEditRights; savedRole: Role }) {
  const role = form.getValues().role;
  const options = [...new Set<Role>([...rights.roleOptions, role])].map((value) => ({ value, label: roleLabel(value) }));
  return (
    <DetailSection title="Role">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Select
          label="Role"
          data={options}
          allowDeselect={false}
          withAsterisk
          disabled={!rights.editRole}
          comboboxProps={{ shadow: 'md' }}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>
      {role !== savedRole && rights.readPermissions && (
        <Text fz="sm" c="dimmed">
          The permissions below show the saved role; the new role&apos;s defaults apply once saved.
        </Text>
      )}
    </DetailSection>
  );
}
