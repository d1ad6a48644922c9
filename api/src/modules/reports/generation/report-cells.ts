import { REPORT_TEXT } from '@cytocampus/contracts';
import type { TableCell } from '../../../http/csv.js';

const C = REPORT_TEXT.cells;

/** A moment as the files show it: '2026-11-22 10:05' (UTC, as every report's dates); empty when there is none. */
export const dateTimeCell = (value: Date | number | null): TableCell => (value === null ? null : new Date(value).toISOString().slice(0, 16).replace('T', ' '));
/** A day: '2026-11-22' (UTC). */
export const dayCell = (value: Date | number | null): TableCell => (value === null ? null : new Date(value).toISOString().slice(0, 10));
/** A share (0..1) as a whole percentage; empty when there is none. */
export const percentCell = (value: number | null): TableCell => (value === null ? null : Math.round(value * 100));
export const yesNo = (value: boolean): string => (value ? C.yes : C.no);

/** An item's state by its stats record: complete, begun (incomplete), or not begun (pending). */
export function progressState(record: { progress: number; start_time: Date | number | null } | null): 'complete' | 'incomplete' | 'pending' {
  if (record && record.progress >= 1) return 'complete';
  return record && record.start_time !== null ? 'incomplete' : 'pending';
}
export const stateCell = (state: 'complete' | 'incomplete' | 'pending'): string => C[state];

/**
 * Who a row is about. Named reports show the learner's name and e-mail; anonymous ones number the
 * learners in the order their rows are written ('Learner 1', 'Learner 2'…, the same learner always
 * the same number) and have no e-mail column at all (docs/adr/0028).
 */
export class LearnerNames {
  private readonly numbers = new Map<string, number>();

  constructor(readonly anonymous: boolean) {}

  /** The learner's cells: name, then e-mail unless anonymous. */
  cells(learner: { id: string; first_name: string; last_name: string; email: string }): TableCell[] {
    return this.anonymous ? [this.numbered(learner.id)] : [`${learner.first_name} ${learner.last_name}`.trim(), learner.email];
  }

  /** The headers of those cells. */
  columns(nameColumn: string = REPORT_TEXT.columns.learner): string[] {
    return this.anonymous ? [nameColumn] : [nameColumn, REPORT_TEXT.columns.email];
  }

  private numbered(userId: string): string {
    let n = this.numbers.get(userId);
    if (n === undefined) this.numbers.set(userId, (n = this.numbers.size + 1));
    return C.learner(n);
  }
}
