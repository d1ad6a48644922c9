import { PROGRESS_TEXT as T, type ProgressCourse, type ProgressExportTable, type ProgressOverview, type ProgressTest } from '@cytocampus/contracts';
import { itemTypeLabel } from '@cytocampus/domain';
import type { SheetTable } from '../../../../http/workbook.js';
import type { ProgressExport } from './export-progress.query.js';

/** A share as a whole percentage; an empty cell when there is none. */
const percent = (value: number | null): number | null => (value === null ? null : Math.round(value * 100));

/**
 * The export's file name (spec part 2 section 9; docs/adr/0023): `[Pre-Work ]{first name} {table}.xlsx`,
 * e.g. 'Pre-Work Jane Courses.xlsx'. A learner without a first name is 'User'.
 */
export function progressExportFileName(firstName: string, table: ProgressExportTable, preWork: boolean): string {
  const name = firstName.trim() || 'User';
  return `${preWork ? `${T.preWork} ` : ''}${name} ${T.tableNames[table]}.xlsx`;
}

/** The courses table: Modules, Items, Complete, Incomplete, Pending (spec part 2 section 9); with `preWork`, the pre-work courses only. */
export function coursesSheet(overview: ProgressOverview, preWork: boolean): SheetTable {
  return {
    name: T.tableNames.courses,
    columns: [T.modules, T.items, T.complete, T.incomplete, T.pending],
    rows: overview.modules.filter((m) => !preWork || m.preWork).map((m) => [m.name, m.items, m.totalComplete, m.totalIncomplete, m.totalPending]),
  };
}

/** One course's items: name, type, status, and progress and result in percent. */
export function itemsSheet(course: ProgressCourse): SheetTable {
  return {
    name: T.tableNames.items,
    columns: [T.items, T.type, T.status, `${T.progress} (%)`, `${T.result} (%)`],
    rows: course.items.map((i) => [i.name, itemTypeLabel(i.type), i.status === 'complete' ? T.complete : T.pending, percent(i.progress), percent(i.result)]),
  };
}

/** One slide test's slides: Slide ID, Diagnosis, User Interpretation (empty until submitted). */
export function slidesSheet(test: ProgressTest): SheetTable {
  return {
    name: T.tableNames.slides,
    columns: [T.slideId, T.diagnosis, T.userInterpretation],
    rows: test.slides.map((s) => [s.name, s.diagnosis, s.interpretation]),
  };
}

/** The sheet of the table an export holds. */
export function progressSheet(exported: ProgressExport, preWork: boolean): SheetTable {
  if (exported.table === 'courses') return coursesSheet(exported.overview, preWork);
  return exported.table === 'items' ? itemsSheet(exported.course) : slidesSheet(exported.test);
}
