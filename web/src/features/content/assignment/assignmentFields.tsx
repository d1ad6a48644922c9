import { Checkbox, NumberInput } from '@mantine/core';
import { NamePicker } from '../../../shared/forms/NamePicker';
import { valueAt } from '../../../shared/schema-form';
import { useContentNamesQuery, useCurriculumModulesQuery } from '../api';
import { canListType, scopeOrgId } from '../contentAccess';
import { contentItemPath } from '../contentSections';
import { pathMatch, type ContentFieldContext, type FieldRenderer } from '../detail/fieldContext';
import classes from '../fields/ContentFields.module.css';
import { daysToMs, msToDays, scheduleFieldMode } from './scheduleValues';

interface FieldProps {
  context: ContentFieldContext;
  path: string;
  label: string;
}

/**
 * An entry's course, picked from the course names (spec part 2 "Assignment (curriculum) detail"); it
 * links to /dashboard/content/courses/{moduleId}/back outside update mode. Users who may not list
 * courses see the names the assignment gives them (GET /curricula/{id}/modules), else the id.
 */
function EntryCourseField({ context, path, label }: FieldProps) {
  const { form, readOnly, user, scope, item } = context;
  const canList = canListType(user, 'module');
  const { data: courses } = useContentNamesQuery({ type: 'module', orgId: scopeOrgId(scope) }, { skip: !canList });
  const { data: assigned } = useCurriculumModulesQuery(item?.id ?? '', { skip: canList || !item });
  const raw = valueAt(form.getValues(), path);
  const value = typeof raw === 'string' && raw !== '' ? raw : null;
  const assignedName = assigned?.find((entry) => entry.moduleId === value)?.name ?? value;
  const href = value ? contentItemPath('module', value) : null;
  return (
    <NamePicker
      label={label}
      value={value}
      entries={canList ? courses : []}
      valueName={canList ? undefined : assignedName}
      emptyLabel="Choose a course"
      clearable={false}
      disabled={readOnly}
      // Outside update mode the course is a link to its detail.
      href={href ?? undefined}
      error={form.errors[path]}
      onChange={(next) => form.setFieldValue(path, next ?? '')}
    />
  );
}

/** A relative date: whole days after the assignment, kept in milliseconds. */
function RelativeDaysField({ context, path, label }: FieldProps) {
  const { form } = context;
  return (
    <NumberInput
      label={`${label} (days after assignment)`}
      value={msToDays(valueAt(form.getValues(), path)) ?? ''}
      onChange={(next) => form.setFieldValue(path, daysToMs(next === '' ? null : Number(next)))}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      error={form.errors[path]}
    />
  );
}

/** Switching between calendar and relative dates clears the three dates: one kind means nothing as the other. */
function RelativeDatesCheckbox({ context, path, label, schedulePath }: FieldProps & { schedulePath: string }) {
  const { form } = context;
  return (
    <Checkbox
      {...form.getInputProps(path, { type: 'checkbox' })}
      label={label}
      className={classes.bool}
      onChange={(event) => {
        form.setFieldValue(path, event.currentTarget.checked);
        for (const key of ['start', 'due', 'end']) form.setFieldValue(`${schedulePath}.${key}`, null);
      }}
    />
  );
}

/** The assignment editor's own fields: each entry's course picker and its schedule's conditional parts. */
export const assignmentFields: FieldRenderer = (context) => (info) => {
  if (pathMatch(info.path, /^entries\.\d+\.moduleId$/)) return <EntryCourseField context={context} path={info.path} label={info.label} />;
  const schedule = pathMatch(info.path, /^(entries\.\d+\.schedule)\.(\w+)$/);
  if (!schedule) return undefined;
  const [schedulePath = '', key = ''] = schedule;
  const mode = scheduleFieldMode(key, valueAt(context.form.getValues(), schedulePath));
  if (mode === 'hidden') return null;
  if (key === 'relativeDates') return <RelativeDatesCheckbox context={context} path={info.path} label={info.label} schedulePath={schedulePath} />;
  if (mode === 'days') return <RelativeDaysField context={context} path={info.path} label={info.label} />;
  return undefined;
};
