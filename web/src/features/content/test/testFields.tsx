import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { proficiencyOf } from '@cytocampus/contracts';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { itemPath, SECTIONS } from '../../../shared/navigation/sections';
import { ObjectField, valueAt } from '../../../shared/schema-form';
import { useContentNamesQuery, useSlideNamesQuery } from '../api';
import { scopeOrgId } from '../contentAccess';
import { contentItemPath } from '../contentSections';
import type { ContentFieldContext, FieldRenderer } from '../detail/fieldContext';
import { NameListDrawer } from '../fields/NameListDrawer';
import { ReferenceList } from '../fields/ReferenceList';
import { ProficiencySetSummary } from './ProficiencySetSummary';

interface FieldProps {
  context: ContentFieldContext;
  path: string;
  label: string;
}

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * A slide test's ordered slides (spec part 3 "Slide test detail"): added through a picker of slide
 * names, reordered and removed; each row links to the slide's detail.
 */
function TestSlidesField({ context, path, label }: FieldProps) {
  const { form, readOnly, scope } = context;
  const [opened, { open, close }] = useDisclosure(false);
  const { data: slides } = useSlideNamesQuery({ orgId: scopeOrgId(scope) });
  const ids = idsOf(valueAt(form.getValues(), path));
  // A proficiency test drawing from a pool uses no list of its own (checkTest lets it be empty).
  const drawn = Boolean(proficiencyOf(form.getValues())?.pool?.trim());
  const names = new Map((slides ?? []).map((entry) => [entry.itemid, entry.name]));
  const error = form.errors[path] ?? Object.entries(form.errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return (
    <>
      <ReferenceList
        label={label}
        rows={ids.map((id, index) => ({
          key: `${id}:${index}`,
          name: names.get(id) ?? (id || null),
          kind: 'Slide',
          href: id ? itemPath(SECTIONS.contentSlides, id, true) : null,
        }))}
        editable={!readOnly}
        required={!drawn}
        error={error}
        emptyText={
          drawn
            ? 'Each attempt draws its own slides from the pool set under Proficiency test: none are needed here.'
            : slides === null
              ? 'No slides yet: slides can be added once slide authoring is available.'
              : 'This test has no slides yet.'
        }
        onMove={(from, to) => form.reorderListItem(path, { from, to })}
        onRemove={(index) => form.removeListItem(path, index)}
        addButtons={
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={open}>
            Add Slide
          </Button>
        }
      />
      <NameListDrawer
        opened={opened}
        onClose={close}
        label="Slide"
        entries={slides === null ? [] : slides}
        taken={new Set(ids)}
        onPick={(entry) => form.insertListItem(path, entry.itemid)}
      />
    </>
  );
}

/** The evaluation form learners fill in after the test, picked by name; it links to the form. */
function EvaluationFormField({ context, path, label }: FieldProps) {
  const { form, readOnly, scope } = context;
  const { data: forms } = useContentNamesQuery({ type: 'feedback', orgId: scopeOrgId(scope) });
  const raw = valueAt(form.getValues(), path);
  const value = typeof raw === 'string' && raw !== '' ? raw : null;
  return (
    <NamePicker
      label={label}
      value={value}
      entries={forms}
      emptyLabel="None"
      disabled={readOnly}
      href={value ? (contentItemPath('feedback', value) ?? undefined) : undefined}
      error={form.errors[path]}
      onChange={(next) => form.setFieldValue(path, next ?? '')}
    />
  );
}

/** The slide test editor's own fields. */
export const testFields: FieldRenderer = (context) => (info) => {
  if (info.path === 'slides') return <TestSlidesField context={context} path={info.path} label={info.label} />;
  if (info.path === 'evalForm') return <EvaluationFormField context={context} path={info.path} label={info.label} />;
  // The proficiency settings, then (when on) the set's live counts and first broken rule.
  if (info.path === 'proficiency' && info.definition.type === 'object')
    return (
      <>
        <ObjectField info={info} def={info.definition} />
        <ProficiencySetSummary context={context} />
      </>
    );
  return undefined;
};
