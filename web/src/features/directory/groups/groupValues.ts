import type { FieldError, GroupItem, GroupWrite } from '@cytocampus/contracts';
import { groupSchema, groupUpdateSchema, validate } from '@cytocampus/schema';

export interface GroupValues {
  name: string;
  description: string;
  tags: string[];
  defaultCurriculum: string | null;
}

export const GROUP_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
  defaultCurriculum: 'Assignment',
};

export const groupValuesOf = (group: GroupItem): GroupValues => ({
  name: group.name,
  description: group.description,
  tags: [...group.tags],
  defaultCurriculum: group.defaultCurriculum,
});

export const NEW_GROUP: GroupValues = { name: '', description: '', tags: [], defaultCurriculum: null };

export function toGroupWrite(values: GroupValues, orgId: string): GroupWrite {
  return {
    orgId,
    name: values.name.trim(),
    description: values.description.trim(),
    tags: values.tags.map((tag) => tag.trim()),
    defaultCurriculum: values.defaultCurriculum,
  };
}

/** Only the fields that changed (tags compared as a list); a group never changes organization. */
export function groupChanges(values: GroupValues, saved: GroupValues): Partial<Omit<GroupWrite, 'orgId'>> {
  const { orgId: _next, ...next } = toGroupWrite(values, '');
  const { orgId: _before, ...before } = toGroupWrite(saved, '');
  const changes: Partial<Omit<GroupWrite, 'orgId'>> = {};
  if (next.name !== before.name) changes.name = next.name;
  if (next.description !== before.description) changes.description = next.description;
  if (next.tags.join('\n') !== before.tags.join('\n')) changes.tags = next.tags;
  if (next.defaultCurriculum !== before.defaultCurriculum) changes.defaultCurriculum = next.defaultCurriculum;
  return changes;
}

/** The server's rules (@cytocampus/schema): name 5 to 127, description up to 255, tags 2 to 31. */
export function validateGroup(values: GroupValues, saved: GroupValues, orgId: string, isNew: boolean): FieldError[] {
  return isNew ? validate(groupSchema, toGroupWrite(values, orgId)).errors : validate(groupUpdateSchema, groupChanges(values, saved)).errors;
}
