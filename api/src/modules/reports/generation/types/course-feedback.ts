import { REPORT_TEXT, type FeedbackRating } from '@cytocampus/contracts';
import { feedbackSectionsOf } from '@cytocampus/domain';
import type { TableRow } from '../../../../http/csv.js';
import { ContentNames } from '../content-names.js';
import { countRows, keysetPages } from '../keyset.js';
import { LabelAverages } from '../report-charts.js';
import { dateTimeCell, LearnerNames } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;

interface SubmissionRow {
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  module_id: string;
  form_revision_id: string;
  pace_program_number: string;
  ratings: FeedbackRating[];
  submitted_at: Date;
}

/**
 * Course Feedback (docs/adr/0028): the P.A.C.E. evaluations the learners in scope submitted within
 * the dates, one row per submission and question: the questions are the items of the form's
 * revision that was rated, in order (the ratings follow that order). The chart is the average
 * rating of each question, N/A left out.
 */
export const courseFeedback: ReportDefinition = async ({ sql, report }) => {
  const filter = withinWindow(learnerScope(report), 'f.submitted_at', dateWindow(report.filters));
  const from = `feedback_submissions f join users u on u.id = f.user_id ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(report.options.anonymous);
  const names = new ContentNames(sql);
  const averages = new LabelAverages();
  const questionsOf = new Map<string, string[]>();
  const columns = [...learners.columns(), T.organization, T.course, T.evaluationForm, T.programNumber, T.submitted, T.question, T.rating];

  const rowsOf = (s: SubmissionRow): TableRow[] => {
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
    const pages = keysetPages<SubmissionRow>(sql, {
      columns: `f.user_id, u.first_name, u.last_name, u.email, o.name as org_name, f.module_id, f.form_revision_id, f.pace_program_number, f.ratings, f.submitted_at`,
      from,
      filter,
      keys: [
        { expr: 'f.user_id', type: 'text', same: ['u.id'] },
        { expr: 'f.module_id', type: 'text' },
        { expr: 'f.test_id', type: 'text' },
      ],
    });
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
