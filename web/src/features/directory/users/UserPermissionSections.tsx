import { SimpleGrid, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { mayHold, permissionsBySection, PERMISSION_SECTIONS } from '@cytocampus/permissions';
import { DetailSection } from '../../../shared/detail/DetailView';
import { permissionLabel } from './permissionLabels';
import type { UserFormValues } from './userFormValues';

const BY_SECTION = permissionsBySection();

/**
 * Basic, Organization Management, Site Administration and Sales: one switch per permission, as the
 * server decided it for the user. Editable only with the server's permission-edit ability; a
 * permission the chosen role may not hold at all stays off.
 */
export function UserPermissionSections({ form, editable }: { form: UseFormReturnType<UserFormValues>; editable: boolean }) {
  const { role, permissions } = form.getValues();
  return (
    <>
      {PERMISSION_SECTIONS.map((section) => (
        <DetailSection key={section} title={section}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
            {BY_SECTION[section].map((name) => (
              <Switch
                key={name}
                label={permissionLabel(name)}
                title={name}
                checked={permissions[name] === true}
                disabled={!editable || !mayHold(role, name)}
                onChange={(event) => form.setFieldValue(`permissions.${name}`, event.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </DetailSection>
      ))}
    </>
  );
}
