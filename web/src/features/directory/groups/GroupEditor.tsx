import { useMemo } from 'react';
import { SimpleGrid, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { GroupItem } from '@cytocampus/contracts';
import { DetailSection, DetailView } from '../../../shared/detail/DetailView';
import { useDetailEditor } from '../../../shared/detail/useDetailEditor';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { useCreateGroupMutation, useCurriculumNamesQuery, useDeleteGroupMutation, useUpdateGroupMutation } from '../api';
import { GROUP_FIELD_LABELS, groupChanges, groupValuesOf, NEW_GROUP, toGroupWrite, validateGroup, type GroupValues } from './groupValues';

/** A group of the organization: name, description, tags and its assignment ('Unassigned' when empty). */
export function GroupEditor({ group, orgId }: { group: GroupItem | undefined; orgId: string }) {
  const section = SECTIONS.orgGroups;
  const [createGroup] = useCreateGroupMutation();
  const [updateGroup] = useUpdateGroupMutation();
  const [deleteGroup] = useDeleteGroupMutation();
  const values = useMemo(() => (group ? groupValuesOf(group) : NEW_GROUP), [group]);
  const editor = useDetailEditor<GroupValues, GroupItem>({
    isNew: group === undefined,
    values,
    valuesOf: groupValuesOf,
    validate: (edited, saved) => validateGroup(edited, saved, orgId, group === undefined),
    descriptions: GROUP_FIELD_LABELS,
    save: async (edited, saved) => {
      if (!group) return createGroup(toGroupWrite(edited, orgId));
      const changes = groupChanges(edited, saved);
      return Object.keys(changes).length === 0 ? { data: group } : updateGroup({ id: group.id, changes });
    },
    remove: group ? () => deleteGroup(group.id) : undefined,
    listPath: section.path,
    itemPath: (created) => itemPath(section, created.itemId),
  });
  const { form } = editor;
  const editing = editor.mode === 'update';
  const { data: curricula } = useCurriculumNamesQuery(undefined, { skip: !editing });

  return (
    <DetailView
      editor={editor}
      title={group?.name ?? 'New Group'}
      subtitle={group ? `${group.users} ${group.users === 1 ? 'member' : 'members'}` : undefined}
      abilities={group?.abilities}
    >
      <DetailSection title="Info">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <NamePicker
            label="Assignment"
            value={form.getValues().defaultCurriculum}
            valueName={group?.defaultCurriculumName}
            entries={curricula}
            emptyLabel="Unassigned"
            disabled={!editing}
            onChange={(next) => form.setFieldValue('defaultCurriculum', next)}
          />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps('description')} />
        <TagsInput label="Tags" placeholder={editing ? 'Type a tag and press Enter' : undefined} clearable {...form.getInputProps('tags')} />
      </DetailSection>
    </DetailView>
  );
}
