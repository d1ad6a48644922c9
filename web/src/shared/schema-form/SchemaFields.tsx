import { SimpleGrid, Stack } from '@mantine/core';
import type { ObjectDefinition } from '@cytocampus/schema';
import { SchemaField } from './SchemaField';
import { useSchemaForm } from './SchemaFormContext';
import { layoutRuns } from './layout';
import { isRecord, valueAt } from './schemaValues';
import { fieldLabel, isShown } from './visibility';

interface SchemaFieldsProps {
  /** The object's form path; '' for the item itself. */
  prefix: string;
  fields: ObjectDefinition['fields'];
  /** Which fields, in order (a section's); all by default. */
  keys?: readonly string[];
}

/** The fields of one object: those its `when` rules show, short ones two to a row. */
export function SchemaFields({ prefix, fields, keys = Object.keys(fields) }: SchemaFieldsProps) {
  const { form } = useSchemaForm();
  const values = form.getValues();
  const object = prefix === '' ? values : valueAt(values, prefix);
  const siblings = isRecord(object) ? object : {};
  const shown = keys.filter((key) => fields[key] !== undefined && isShown(fields[key], siblings));
  const field = (key: string) => {
    const definition = fields[key]!;
    return <SchemaField key={key} path={prefix === '' ? key : `${prefix}.${key}`} name={key} definition={definition} label={fieldLabel(key, definition)} />;
  };
  return (
    <Stack gap="md">
      {layoutRuns(shown, fields).map((run) =>
        run.wide ? (
          run.keys.map(field)
        ) : (
          <SimpleGrid key={run.keys[0]} cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {run.keys.map(field)}
          </SimpleGrid>
        ),
      )}
    </Stack>
  );
}
