import { PROGRESS_TEXT as T, type ProgressCourseItem, type ProgressOverview } from '@cytocampus/contracts';

/** A share as a whole percentage ('75%'); a dash when there is none. */
export const percent = (value: number | null): string => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** An item's status in the progress view (spec part 2 section 4): complete or pending. */
export const statusLabel = (item: Pick<ProgressCourseItem, 'status'>): string => (item.status === 'complete' ? T.complete : T.pending);

/** The courses the table shows: with the Pre-Work option, those with a pre-work item only (as the export does). */
export const shownCourses = (overview: ProgressOverview, preWork: boolean): ProgressOverview['modules'] =>
  preWork ? overview.modules.filter((m) => m.preWork) : overview.modules;
