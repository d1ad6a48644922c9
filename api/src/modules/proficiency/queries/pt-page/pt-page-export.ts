import { PT_PAGE_TEXT, PT_STATE_LABEL, type PtOrgRow } from '@cytocampus/contracts';
import type { SheetTable } from '../../../../http/workbook.js';

/** The time as the reports write it (UTC, to the minute). */
const date = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString().slice(0, 16).replace('T', ' '));

/** The next step in words, as the page shows it. */
export function nextStepLabel(row: Pick<PtOrgRow, 'next' | 'nextSize' | 'hoursRecorded' | 'hoursNeeded'>): string {
  switch (row.next) {
    case 'test':
      return `${row.nextSize ?? 10}-slide test`;
    case 'remediation':
      return 'Remedial training';
    case 'education':
      return `Continuing education (${row.hoursRecorded} of ${row.hoursNeeded} hours)`;
    case 'none':
      return '';
  }
}

export const PT_EXPORT_COLUMNS = [
  'Last Name',
  'First Name',
  'Email',
  'Group',
  'Status',
  'Failures',
  'Next Step',
  'Due By',
  'In Progress Until',
  'May Screen GYN',
  'Last Score %',
  'Automatic Failures',
] as const;

/** The PT page's export (docs/adr/0035): one row per person, as the page shows them. */
export const ptPageTable = (rows: readonly PtOrgRow[]): SheetTable => ({
  name: PT_PAGE_TEXT.sheet,
  columns: [...PT_EXPORT_COLUMNS],
  rows: rows.map((r) => [
    r.lastName,
    r.firstName,
    r.email,
    r.groupName ?? '',
    PT_STATE_LABEL[r.state],
    r.failures,
    nextStepLabel(r),
    date(r.dueBy),
    date(r.inProgress?.deadline ?? null),
    r.mayScreenGyn ? 'Yes' : 'No',
    r.lastScore === null ? null : Math.round(r.lastScore * 100),
    r.automaticFailures,
  ]),
});
