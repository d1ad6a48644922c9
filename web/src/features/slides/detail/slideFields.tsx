import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { SlideItem } from '@cytocampus/contracts';
import { resultsFor } from '@cytocampus/schema';
import { ChoiceSelect } from '../../../shared/forms/ChoiceSelect';
import { valueAt, type SchemaFieldInfo } from '../../../shared/schema-form';
import type { KitFieldContext } from '../contentKit';
import { objectLabels } from '../../../shared/slides/objectLabels';
import { defaultSlideName, displayedCellCount } from '../slideRules';
import { SLIDE_TEXT } from '../slideTexts';

export interface SlideFieldContext extends KitFieldContext {
  slide: SlideItem | undefined;
  /** Atypia values are for super users only. */
  isSuper: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const solutionObjects = (values: unknown): string[] =>
  Array.isArray(valueAt(values, 'solution.objects')) ? (valueAt(values, 'solution.objects') as string[]) : [];

/** The result select offers the solution type's own result set. */
function ResultField({ context, label }: { context: SlideFieldContext; label: string }) {
  const { form } = context;
  const values = form.getValues();
  const results = resultsFor(valueAt(values, 'solution.type'));
  const value = text(valueAt(values, 'solution.result'));
  return (
    <ChoiceSelect
      label={label}
      data={results.map((result) => ({ value: result, label: result }))}
      value={results.includes(value) ? value : null}
      onChange={(next) => form.setFieldValue('solution.result', next)}
      clearable
      disabled={results.length === 0}
      placeholder={results.length === 0 ? 'No result for this solution type' : 'Choose a result'}
      error={form.errors['solution.result']}
    />
  );
}

/** The solution's objects are picked in the object editor (Preview and category tabs); here they are listed. */
function SolutionObjectsField({ context, label }: { context: SlideFieldContext; label: string }) {
  const chosen = solutionObjects(context.form.getValues());
  const labels = objectLabels(context.slide?.objects ?? []);
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      {chosen.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {SLIDE_TEXT.noSolutionObjects}
        </Text>
      ) : (
        <Group gap={6}>
          {chosen.map((id) => (
            <Badge key={id} variant="light" radius="sm">
              {labels.get(id) ?? id}
            </Badge>
          ))}
        </Group>
      )}
      {context.form.errors['solution.objects'] && (
        <Text fz="xs" c="red">
          {context.form.errors['solution.objects']}
        </Text>
      )}
    </Stack>
  );
}

/** A note per solution object (objectText holds entries for solution objects only). */
function ObjectTextField({ context, label }: { context: SlideFieldContext; label: string }) {
  const { form, readOnly } = context;
  const chosen = solutionObjects(form.getValues());
  const notes = (valueAt(form.getValues(), 'solution.objectText') ?? {}) as Record<string, unknown>;
  const labels = objectLabels(context.slide?.objects ?? []);
  if (chosen.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      {chosen.map((id) => (
        <Textarea
          key={id}
          label={labels.get(id) ?? id}
          autosize
          minRows={1}
          readOnly={readOnly}
          value={text(notes[id])}
          onChange={(event) => form.setFieldValue('solution.objectText', { ...notes, [id]: event.currentTarget.value })}
        />
      ))}
    </Stack>
  );
}

/** Slide fields drawn their own way: default name, rounded cell count, atypia for super, the solution's result and objects. */
export const slideFields =
  (context: SlideFieldContext) =>
  (info: SchemaFieldInfo): ReactNode | undefined => {
    const values = context.form.getValues();
    switch (info.path) {
      case 'name':
        if (context.slide) return undefined;
        // A new slide's name may stay empty: it becomes 'Slide #{accession}'.
        // The accession as the server stores it: letters and digits, upper case.
        return (
          <TextInput
            label={info.label}
            placeholder={
              defaultSlideName(
                '',
                text(valueAt(values, 'accession'))
                  .replace(/[^A-Za-z0-9]/g, '')
                  .toUpperCase(),
              ) ?? ''
            }
            {...context.form.getInputProps('name')}
          />
        );
      case 'cellCount':
        return context.readOnly ? <TextInput label={info.label} value={displayedCellCount(valueAt(values, 'cellCount'))} readOnly /> : undefined;
      case 'atyp':
      case 'atypsd': {
        if (!context.isSuper) return null;
        const value = valueAt(values, info.path);
        return <TextInput label={info.path === 'atyp' ? 'Atypia' : 'Atypia SD'} value={typeof value === 'number' ? String(value) : '—'} readOnly />;
      }
      case 'solution.result':
        return <ResultField context={context} label={info.label} />;
      case 'solution.objects':
        return <SolutionObjectsField context={context} label={info.label} />;
      case 'solution.objectText':
        return <ObjectTextField context={context} label={info.label} />;
      default:
        return undefined;
    }
  };
