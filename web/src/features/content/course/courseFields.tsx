import { Switch } from '@mantine/core';
import { defaultPaceProgramNumber } from '@cytocampus/schema';
import { valueAt } from '../../../shared/schema-form';
import type { ContentFieldContext, FieldRenderer } from '../detail/fieldContext';
import classes from '../fields/ContentFields.module.css';
import { CourseItemsField } from './CourseItemsField';

/** The program number a certificate starts with: '510-503-' and this year's two digits (spec part 2 section 9). */
export const currentPaceProgramNumber = (): string => defaultPaceProgramNumber(new Date().getFullYear());

/** A new course: no certificate yet, but the number ready for when it is enabled. */
export const newCourseFields = (): Record<string, unknown> => ({ paceCertificateEnabled: false, paceProgramNumber: currentPaceProgramNumber() });

/** Turning the certificate on fills an empty program number with the default (older courses have none). */
function PaceCertificateSwitch({ context, path, label }: { context: ContentFieldContext; path: string; label: string }) {
  const { form } = context;
  const input = form.getInputProps(path, { type: 'checkbox' });
  return (
    <Switch
      {...input}
      label={label}
      className={classes.bool}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        form.setFieldValue(path, enabled);
        const number = valueAt(form.getValues(), 'paceProgramNumber');
        if (enabled && (typeof number !== 'string' || number === '')) form.setFieldValue('paceProgramNumber', currentPaceProgramNumber());
      }}
    />
  );
}

/** The course editor's own fields (spec part 2 "Course editor"): the item list and the certificate switch. */
export const courseFields: FieldRenderer = (context) => (info) => {
  if (info.path === 'items') return <CourseItemsField context={context} path={info.path} label={info.label} />;
  if (info.path === 'paceCertificateEnabled') return <PaceCertificateSwitch context={context} path={info.path} label={info.label} />;
  return undefined;
};
