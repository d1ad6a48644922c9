import { MultiSelect } from '@mantine/core';
import { hasPermission } from '@cytocampus/permissions';
import { valueAt } from '../../../shared/schema-form';
import { useSharingOrganizationNamesQuery } from '../api';
import type { ContentFieldContext } from '../detail/fieldContext';

interface OrganizationsFieldProps {
  context: ContentFieldContext;
  path: string;
  label: string;
  description: string;
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);

/** Organizations picked by name (allowedOrgs, filterOrgs); ids the list does not hold stay, shown as they are. */
export function OrganizationsField({ context, path, label, description }: OrganizationsFieldProps) {
  const { form, readOnly, user } = context;
  // The organization names need readOrganization; without it the ids show as they are.
  const { data: names } = useSharingOrganizationNamesQuery(undefined, { skip: !hasPermission(user, 'readOrganization') });
  const value = idsOf(valueAt(form.getValues(), path));
  const known = new Set((names ?? []).map((entry) => entry.itemid));
  const data = [
    ...(names ?? []).map((entry) => ({ value: entry.itemid, label: entry.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  const error = form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={value}
      onChange={(next) => form.setFieldValue(path, next)}
      searchable
      clearable={!readOnly}
      placeholder={readOnly ? undefined : value.length === 0 ? 'Choose organizations' : undefined}
      nothingFoundMessage="No match"
      maxDropdownHeight="16em"
      comboboxProps={{ shadow: 'md' }}
      error={error}
    />
  );
}
