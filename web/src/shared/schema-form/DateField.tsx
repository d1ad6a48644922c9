import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { clampDate, type FieldDefinition } from '@cytocampus/schema';
import { useSchemaForm, type SchemaFieldInfo } from './SchemaFormContext';
import { valueAt } from './schemaValues';

interface DateFieldProps {
  info: SchemaFieldInfo;
  def: Extract<FieldDefinition, { type: 'date' }>;
  locked: boolean;
}

/** The spec's date format with time (part 1 section 9): MM/DD/YYYY at HH:mm. */
const DATE_FORMAT = 'MM/DD/YYYY [at] HH:mm';

/** A date and time in milliseconds; the calendar offers only days within after/before, and a picked time is clamped to them. */
export function DateField({ info, def, locked }: DateFieldProps) {
  const { form, readOnly } = useSchemaForm();
  const raw = valueAt(form.getValues(), info.path);
  const bounds = { after: def.after, before: def.before };
  return (
    <DateTimePicker
      label={info.label}
      withAsterisk={def.required}
      value={typeof raw === 'number' ? new Date(raw) : null}
      onChange={(next) => form.setFieldValue(info.path, next === null ? null : clampDate(dayjs(next).valueOf(), bounds))}
      minDate={def.after === undefined ? undefined : new Date(def.after)}
      maxDate={def.before === undefined ? undefined : new Date(def.before)}
      valueFormat={DATE_FORMAT}
      clearable={!def.required && !readOnly}
      placeholder={readOnly ? undefined : (def.display?.placeholder ?? 'Pick a date')}
      error={form.errors[info.path]}
      disabled={locked}
    />
  );
}
