import type { ReactNode } from 'react';
import { Fieldset, Stack, Text } from '@mantine/core';
import type { FieldDefinition } from '@cytocampus/schema';
import { SchemaField } from './SchemaField';
import { SchemaFields } from './SchemaFields';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';

function Group({ info, children }: { info: SchemaFieldInfo; children: ReactNode }) {
  const { form } = useSchemaForm();
  const error = form.errors[info.path];
  return (
    <Fieldset legend={info.label} radius="md" variant="filled" p="sm">
      <Stack gap="sm">
        {/* Errors about the whole group (a quiz page's choices) show at its top. */}
        {error && (
          <Text c="red" fz="xs" role="alert">
            {error}
          </Text>
        )}
        {children}
      </Stack>
    </Fieldset>
  );
}

/** A nested object: its fields in a titled group, with their own `when` rules. */
export function ObjectField({ info, def }: { info: SchemaFieldInfo; def: Extract<FieldDefinition, { type: 'object' }> }) {
  return (
    <Group info={info}>
      <SchemaFields prefix={info.path} fields={def.fields} />
    </Group>
  );
}

/** A tuple: its positions in order, each with its own type. */
export function TupleField({ info, def }: { info: SchemaFieldInfo; def: Extract<FieldDefinition, { type: 'tuple' }> }) {
  return (
    <Group info={info}>
      {def.items.map((item, index) => (
        <SchemaField key={index} path={`${info.path}.${index}`} name={String(index)} definition={item} label={item.desc ?? `${info.label} ${index + 1}`} />
      ))}
    </Group>
  );
}
