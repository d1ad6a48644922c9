import { SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UserDetail } from '@cytocampus/contracts';
import { DetailSection } from '../../../shared/detail/DetailView';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useCurriculumNamesQuery, useGroupNamesQuery, useOrganizationNamesQuery } from '../api';
import type { UserEditRights } from './userEditRights';
import type { UserFormValues } from './userFormValues';

interface UserAssignmentsSectionProps {
  form: UseFormReturnType<UserFormValues>;
  user: UserDetail | undefined;
  rights: UserEditRights;
  editing: boolean;
  /** The organization is a link for admins only (spec part 1 section 2). */
  linkOrganization: boolean;
}

/** Organization, group and assignment; choosing another organization clears the group (it belonged to the old one). */
export function UserAssignmentsSection({ form, user, rights, editing, linkOrganization }: UserAssignmentsSectionProps) {
  const { orgId, groupId, curriculum } = form.getValues();
  const canPickOrganization = editing && rights.changeOrganization;
  const canAssign = editing && rights.assign;
  const { data: organizations } = useOrganizationNamesQuery(undefined, { skip: !canPickOrganization });
  const { data: groups } = useGroupNamesQuery(orgId ?? '', { skip: !orgId || !canAssign });
  const { data: curricula } = useCurriculumNamesQuery(undefined, { skip: !canAssign });
  const errors = form.errors;

  return (
    <DetailSection title="Assignments">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NamePicker
          label="Organization"
          value={orgId}
          valueName={orgId === user?.orgId ? user?.orgName : null}
          entries={organizations}
          emptyLabel="No organization"
          disabled={!canPickOrganization}
          href={linkOrganization && orgId ? itemPath(SECTIONS.adminOrganizations, orgId, true) : undefined}
          error={errors.orgId}
          onChange={(next) => {
            form.setFieldValue('orgId', next);
            if (next !== orgId) form.setFieldValue('groupId', null);
          }}
        />
        <NamePicker
          label="Group"
          value={groupId}
          valueName={groupId === user?.groupId ? user?.groupName : null}
          entries={groups}
          emptyLabel="No group"
          disabled={!canAssign || !orgId}
          error={errors.groupId}
          onChange={(next) => form.setFieldValue('groupId', next)}
        />
        <NamePicker
          label="Assignment"
          value={curriculum}
          valueName={curriculum === user?.curriculum ? user?.curriculumName : null}
          entries={curricula}
          emptyLabel="Unassigned"
          disabled={!canAssign}
          error={errors.curriculum}
          onChange={(next) => form.setFieldValue('curriculum', next)}
        />
      </SimpleGrid>
    </DetailSection>
  );
}
