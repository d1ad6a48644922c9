import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import type { ReportFormValues } from '../reportForm';
import { REPORT_SCREEN_TEXT as T } from '../reportTexts';

/** Days as the screens show dates ('Jan 5, 2026'); the value stays 'YYYY-MM-DD' (a UTC day). */
const DAY_FORMAT = 'MMM D, YYYY';

/** The report's start and end days, both included; each bounds the other's calendar. */
export default function ReportDates({ form }: { form: UseFormReturnType<ReportFormValues> }) {
  const { startDate, endDate } = form.getValues().filters;
  return (
    <>
      <DateInput
        label={T.startDate}
        placeholder={T.datePlaceholder}
        valueFormat={DAY_FORMAT}
        clearable
        maxDate={endDate ?? undefined}
        value={startDate}
        onChange={(day) => form.setFieldValue('filters.startDate', day)}
        error={form.errors['filters.startDate']}
      />
      <DateInput
        label={T.endDate}
        placeholder={T.datePlaceholder}
        valueFormat={DAY_FORMAT}
        clearable
        minDate={startDate ?? undefined}
        value={endDate}
        onChange={(day) => form.setFieldValue('filters.endDate', day)}
        error={form.errors['filters.endDate']}
      />
    </>
  );
}
