import { REPORT_TEXT } from '@cytocampus/contracts';
import { feedbackSectionsOf } from '@cytocampus/domain';
import { FEEDBACK_REPORT, type FeedbackReportRow } from '@cytocampus/projections';
import type { TableRow } from '../../../../http/csv.js';
import { ContentNames } from '../content-names.js';
import { countRows, keysetPages } from '../keyset.js';
import { LabelAverages } from '../report-charts.js';
import { dateTimeCell, LearnerNames } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;

/**
 * Course Feedback (docs/adr/0028): the P.A.C.E. evaluations the learners in scope submitted within
 * the dates, one row per submission and question: the questions are the items of the form's
 * revision that was rated, in order (the ratings follow that order). The chart is the average
 * rating of each question, N/A left out.
 */
export const courseFeedback: ReportDefinition = async ({ sql, report }) => {
  const filter = withinWindow(learnerScope(report), FEEDBACK_REPORT.submittedAt, dateWindow(report.filters));
  const from = `${FEEDBACK_REPORT.from} ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(report.options.anonymous);
  const names = new ContentNames(sql);
  const averages = new LabelAverages();
  const questionsOf = new Map<string, string[]>();
  const columns = [...learners.columns(), T.organization, T.course, T.evaluationForm, T.programNumber, T.submitted, T.question, T.rating];

  const rowsOf = (s: FeedbackReportRow): TableRow[] => {
    const form = names.revision(s.form_revision_id);
    let questions = questionsOf.get(s.form_revision_id);
    if (!questions) questionsOf.set(s.form_revision_id, (questions = feedbackSectionsOf(form?.fields ?? {}).flatMap((section) => section.items)));
    const head = [...learners.cells({ id: s.user_id, ...s }), s.org_name, names.currentOf('module', s.module_id)?.name ?? null, form?.name ?? null];
    return s.ratings.map((rating, i) => {
      const question = questions[i] ?? `${T.question} ${i + 1}`;
      if (typeof rating === 'number') averages.add(question, rating);
      return [...head, s.pace_program_number, dateTimeCell(s.submitted_at), question, typeof rating === 'number' ? rating : REPORT_TEXT.cells.notApplicable];
    });
  };

  async function* batches() {
    let done = 0;
    const pages = keysetPages<FeedbackReportRow>(sql, { columns: FEEDBACK_REPORT.columns, from, filter, keys: FEEDBACK_REPORT.keys });
    for await (const submissions of pages) {
      await names.loadCurrent(
        'module',
        submissions.map((s) => s.module_id),
      );
      await names.loadRevisions(submissions.map((s) => s.form_revision_id));
      done += submissions.length;
      yield { rows: submissions.flatMap(rowsOf), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => averages.chart(REPORT_TEXT.charts.ratingPerQuestion),
  };
};
