import { ORG_PROGRESS_BUCKETS, ORG_PROGRESS_TEXT as T, type OrgCourseAggregate, type OrgProgressCourse, type OrgProgressLearner } from '@cytocampus/contracts';
import type { SheetTable } from '../../../../http/workbook.js';

/** A 0..1 fraction as a whole percentage number (a spreadsheet computes with it); empty when there is none. */
const pct = (fraction: number | null | undefined): number | null => (fraction === null || fraction === undefined ? null : Math.round(fraction * 100));

const BUCKET_LABELS = Array.from({ length: ORG_PROGRESS_BUCKETS }, (_, k) => {
  const width = 100 / ORG_PROGRESS_BUCKETS;
  return `Result ${k * width}-${(k + 1) * width}%`;
});

/**
 * The export's two sheets (docs/adr/0024): learners × courses (progress % and result % of each
 * course; empty where the learner does not have it), and the per-course figures of the charts.
 */
export function orgProgressTables(page: { courses: OrgProgressCourse[]; learners: OrgProgressLearner[]; aggregates: OrgCourseAggregate[] }): SheetTable[] {
  const { courses, learners, aggregates } = page;
  const learnerSheet: SheetTable = {
    name: T.progressSheet,
    columns: ['Last Name', 'First Name', 'Email', T.group, ...courses.flatMap((c) => [`${c.name} Progress %`, `${c.name} Result %`])],
    rows: learners.map((l) => [
      l.lastName,
      l.firstName,
      l.email,
      l.groupName ?? '',
      ...courses.flatMap((c) => {
        const cell = l.cells[c.moduleId];
        return cell ? [pct(cell.progress), pct(cell.result)] : [null, null];
      }),
    ]),
  };
  const courseSheet: SheetTable = {
    name: T.coursesSheet,
    columns: [
      'Course',
      'Passing Score',
      T.assigned,
      'Not Started',
      'Started',
      'In Progress',
      'Complete',
      T.passed,
      'Average Progress %',
      'Average Result %',
      ...BUCKET_LABELS,
    ],
    rows: courses.map((c, i) => {
      const a = aggregates[i]!;
      return [
        c.name,
        c.passingScore,
        a.assigned,
        a.notStarted,
        a.started,
        a.inProgress,
        a.complete,
        a.passed,
        pct(a.averageProgress),
        pct(a.averageResult),
        ...a.resultBuckets,
      ];
    }),
  };
  return [learnerSheet, courseSheet];
}
