import { Stack } from '@mantine/core';
import type { ObjectDefinition } from '@cytocampus/schema';
import { DetailSection } from '../detail/DetailView';
import { SchemaFields } from './SchemaFields';
import { SchemaFormContext, type SchemaFormSettings } from './SchemaFormContext';
import { formSections } from './layout';
import classes from './SchemaForm.module.css';

export interface SchemaFormProps extends SchemaFormSettings {
  definition: ObjectDefinition;
}

/**
 * The generic schema-driven edit form (spec part 3 "Generic edit form"): one section per
 * definition section, each field drawn from its type and display hints. Put it inside a
 * DetailView; the values live in the detail editor's form (see useSchemaEditor).
 */
export function SchemaForm({ definition, ...settings }: SchemaFormProps) {
  return (
    <SchemaFormContext value={settings}>
      <Stack gap="lg" className={classes.form} data-readonly={settings.readOnly || undefined}>
        {formSections(definition).map((section) => (
          <DetailSection key={section.title} title={section.title}>
            <SchemaFields prefix="" fields={definition.fields} keys={section.keys} />
          </DetailSection>
        ))}
      </Stack>
    </SchemaFormContext>
  );
}
