import { Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PRESENTATION_FILE_TYPES } from '@cytocampus/schema';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { valueAt } from '../../../shared/schema-form';
import { pathMatch, type ContentFieldContext, type FieldRenderer } from '../detail/fieldContext';
import { StoredFileField } from '../fields/StoredFileField';
import { PRESENTATION_UPLOAD_KINDS, presentationFileParts } from './presentationFile';

const KINDS = PRESENTATION_FILE_TYPES.map((value) => ({ value, label: value }));

/**
 * What a presentation page shows: its kind, then the address of an embedded video or link, or
 * the uploaded file. (The schema shows the address for 'Embedded Link' only; embedded videos need
 * one too, so the page's content is drawn here.)
 */
function PageContentField({ context, path, label }: { context: ContentFieldContext; path: string; label: string }) {
  const { form, readOnly } = context;
  const kind = valueAt(form.getValues(), `${path}.type`);
  const parts = presentationFileParts(kind);
  return (
    <Fieldset legend={label} radius="md" variant="filled" p="sm">
      <Stack gap="sm">
        {form.errors[path] && (
          <Text c="red" fz="xs" role="alert">
            {form.errors[path]}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <ChoiceSelect
            label="Kind"
            withAsterisk
            data={KINDS}
            value={typeof kind === 'string' ? kind : null}
            onChange={(next) => form.setFieldValue(`${path}.type`, next)}
            placeholder={readOnly ? undefined : 'Select'}
            error={form.errors[`${path}.type`]}
          />
          {parts.url && (
            <TextInput
              label={kind === 'Embedded Video' ? 'Video address' : 'Address'}
              type="url"
              placeholder={readOnly ? undefined : 'https://'}
              {...form.getInputProps(`${path}.url`)}
            />
          )}
          {parts.upload && (
            <StoredFileField context={context} path={`${path}.src`} label="Uploaded file" kind="file" owner="presentation" kinds={PRESENTATION_UPLOAD_KINDS} />
          )}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}

/** The presentation editor's own fields: each page's content. */
export const presentationFields: FieldRenderer = (context) => (info) =>
  pathMatch(info.path, /^pages\.\d+\.file$/) ? <PageContentField context={context} path={info.path} label={info.label} /> : undefined;
