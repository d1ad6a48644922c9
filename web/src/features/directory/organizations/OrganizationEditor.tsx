import { useMemo } from 'react';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { OrganizationItem } from '@cytocampus/contracts';
import { canConfigureIdentityProviders } from '@cytocampus/permissions';
import { DetailSection, DetailView } from '../../../shared/detail/DetailView';
import { useDetailEditor } from '../../../shared/detail/useDetailEditor';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useGetCurrentUserQuery } from '../../../session/sessionApi';
import { useCreateOrganizationMutation, useCurriculumNamesQuery, useDeleteOrganizationMutation, useUpdateOrganizationMutation } from '../api';
import { IdentityProvidersSection } from './IdentityProvidersSection';
import { OrganizationMembers } from './OrganizationMembers';
import {
  NEW_ORGANIZATION,
  ORGANIZATION_FIELD_LABELS,
  organizationChanges,
  organizationValuesOf,
  toOrganizationWrite,
  validateOrganization,
  type OrganizationValues,
} from './organizationValues';

/** An organization's form, and below it once it exists its identity providers (super users only) and its members. */
export function OrganizationEditor({ organization }: { organization: OrganizationItem | undefined }) {
  const section = SECTIONS.adminOrganizations;
  const [createOrganization] = useCreateOrganizationMutation();
  const [updateOrganization] = useUpdateOrganizationMutation();
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const values = useMemo(() => (organization ? organizationValuesOf(organization) : NEW_ORGANIZATION), [organization]);
  const editor = useDetailEditor<OrganizationValues, OrganizationItem>({
    isNew: organization === undefined,
    values,
    valuesOf: organizationValuesOf,
    validate: (edited, saved) => validateOrganization(edited, saved, organization === undefined),
    descriptions: ORGANIZATION_FIELD_LABELS,
    save: async (edited, saved) => {
      if (!organization) return createOrganization(toOrganizationWrite(edited));
      const changes = organizationChanges(edited, saved);
      return Object.keys(changes).length === 0 ? { data: organization } : updateOrganization({ id: organization.id, changes });
    },
    remove: organization ? () => deleteOrganization(organization.id) : undefined,
    listPath: section.path,
    itemPath: (created) => itemPath(section, created.itemId),
  });
  const { form } = editor;
  const editing = editor.mode === 'update';
  const { data: curricula } = useCurriculumNamesQuery(undefined, { skip: !editing });
  const { data: user } = useGetCurrentUserQuery();

  return (
    <DetailView
      editor={editor}
      title={organization?.name ?? 'New Organization'}
      subtitle={
        organization
          ? `${organization.users} ${organization.users === 1 ? 'member' : 'members'}${organization.region ? ` · ${organization.region}` : ''}`
          : undefined
      }
      abilities={organization?.abilities}
      after={
        organization && (
          <>
            {user && canConfigureIdentityProviders(user) && <IdentityProvidersSection organization={organization} />}
            <OrganizationMembers organization={organization} />
          </>
        )
      }
    >
      <DetailSection title="Info">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Region" {...form.getInputProps('region')} />
          <NamePicker
            label="Default Assignment"
            value={form.getValues().defaultCurriculum}
            valueName={organization?.defaultCurriculumName}
            entries={curricula}
            emptyLabel="Unassigned"
            disabled={!editing}
            onChange={(next) => form.setFieldValue('defaultCurriculum', next)}
          />
          <Switch
            label="Pre-work"
            description="Video pages must be watched almost to the end before moving on."
            mt="lg"
            {...form.getInputProps('preWork', { type: 'checkbox' })}
          />
        </SimpleGrid>
      </DetailSection>
    </DetailView>
  );
}
