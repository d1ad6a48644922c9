import { DEFAULT_CURRICULUM_ID, REPORT_TEXT } from '@cytocampus/contracts';
import { PRE_WORK_ITEM_NAME } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import {
  activeCourses,
  currentItemStates,
  everyAssignment,
  preworkLearnersReport,
  preworkRecords,
  type PreworkLearnerRow,
  type PreworkRecordRow,
} from '@cytocampus/projections';
import type { TableRow } from '../../../../http/csv.js';
import { assignmentEntries, contentTypeOf, courseItemRefs } from '../../../learning/index.js';
import { countRows, keysetPages } from '../keyset.js';
import { LabelCounts } from '../report-charts.js';
import { LearnerNames, percentCell, progressState, stateCell } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;
const C = REPORT_TEXT.cells;

/** A pre-work course: its name and its items (those that exist, as the learner's course lists them). */
interface PreworkCourse {
  moduleId: string;
  name: string;
  items: { itemId: string; name: string }[];
}

/**
 * The pre-work courses of each assignment: the active courses it lists that have an item whose name
 * marks pre-work (PRE_WORK_ITEM_NAME, the course list's filter), with their items as the learner's
 * catalogue resolves them (a case, known or unknown is a slide).
 */
async function preworkByAssignment(sql: SqlExecutor): Promise<Map<string, PreworkCourse[]>> {
  const assignments = await everyAssignment(sql);
  const modulesOf = new Map(assignments.map((a) => [a.item_id, assignmentEntries(a.fields, 0).map((e) => e.moduleId)]));
  const modules = await activeCourses(sql, [...new Set([...modulesOf.values()].flat())]);
  const refs = modules.flatMap((m) => courseItemRefs(m.fields));
  const items = await currentItemStates(
    sql,
    refs.map((r) => r.itemId),
  );
  const nameOf = new Map(items.map((i) => [`${i.type}/${i.item_id}`, i.name]));
  const courses = new Map<string, PreworkCourse>();
  for (const m of modules) {
    const own = courseItemRefs(m.fields).flatMap((ref) => {
      const name = nameOf.get(`${contentTypeOf(ref.type)}/${ref.itemId}`);
      return name === undefined ? [] : [{ itemId: ref.itemId, name }];
    });
    if (own.some((item) => PRE_WORK_ITEM_NAME.test(item.name))) courses.set(m.item_id, { moduleId: m.item_id, name: m.name, items: own });
  }
  const byAssignment = new Map<string, PreworkCourse[]>();
  for (const [assignment, moduleIds] of modulesOf) {
    const prework = moduleIds.flatMap((id) => courses.get(id) ?? []);
    if (prework.length > 0) byAssignment.set(assignment, prework);
  }
  return byAssignment;
}

/**
 * Prework (docs/adr/0028; the spec's Excel columns): for each learner of the scope, each pre-work
 * course of the assignment that applies to them (their own, their group's, their organization's or
 * the site's, as the organization progress page finds it): its items counted complete, incomplete
 * (begun) and pending (not begun), by the work recorded within the dates; with `verbose` one row
 * per item. The score is the average result of the graded items completed. The chart counts the
 * items by state.
 */
export const prework: ReportDefinition = async ({ sql, report }) => {
  const { verbose, anonymous, userScore } = report.options;
  const window = dateWindow(report.filters);
  const coursesOf = await preworkByAssignment(sql);
  const learnersReport = preworkLearnersReport(`'${DEFAULT_CURRICULUM_ID}'`);
  const filter = learnerScope(report);
  filter.add(`${learnersReport.curriculum} = any(?::text[])`, [...coursesOf.keys()]);
  const from = `${learnersReport.from} ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(anonymous);
  const states = new LabelCounts([C.complete, C.incomplete, C.pending]);
  const score = (records: (PreworkRecordRow | undefined)[]) => {
    const results = records.flatMap((r) => (r && r.progress >= 1 && r.result !== null ? [r.result] : []));
    return userScore ? [percentCell(results.length === 0 ? null : results.reduce((a, b) => a + b, 0) / results.length)] : [];
  };
  const columns = [
    T.organization,
    ...learners.columns(),
    T.course,
    ...(verbose ? [T.item, T.status] : [T.items, T.complete, T.incomplete, T.pending]),
    ...(userScore ? [T.score] : []),
  ];

  const rowsOf = (learner: PreworkLearnerRow, recordOf: Map<string, PreworkRecordRow>): TableRow[] =>
    (coursesOf.get(learner.curriculum) ?? []).flatMap((course) => {
      const head = [learner.org_name, ...learners.cells(learner), course.name];
      const records = course.items.map((item) => recordOf.get(`${learner.id}/${course.moduleId}/${item.itemId}`));
      const itemStates = records.map((r) => progressState(r ?? null));
      for (const state of itemStates) states.add(C[state]);
      if (verbose) return course.items.map((item, i) => [...head, item.name, stateCell(itemStates[i]!), ...score([records[i]])]);
      const count = (state: string) => itemStates.filter((s) => s === state).length;
      return [[...head, course.items.length, count('complete'), count('incomplete'), count('pending'), ...score(records)]];
    });

  async function* batches() {
    let done = 0;
    const pages = keysetPages<PreworkLearnerRow>(sql, { columns: learnersReport.columns, from, filter, keys: learnersReport.keys });
    const moduleIds = [...new Set([...coursesOf.values()].flat().map((c) => c.moduleId))];
    for await (const page of pages) {
      // Each item's standing record, worked on (submitted, else last updated) within the window.
      const records = await preworkRecords(
        sql,
        page.map((l) => l.id),
        moduleIds,
        window,
      );
      const recordOf = new Map(records.map((r) => [`${r.user_id}/${r.module_id}/${r.item_id}`, r]));
      done += page.length;
      yield { rows: page.flatMap((learner) => rowsOf(learner, recordOf)), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => states.chart(REPORT_TEXT.charts.preworkByState),
  };
};
