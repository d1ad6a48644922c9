import { REPORT_TEXT } from '@cytocampus/contracts';
import { outcomeOfScore, resultGroup } from '@cytocampus/domain';
import { ptAttemptSlidesOf, SLIDE_RESULTS_FROM, submittedDiagnosesOf, type ReportContentRow } from '@cytocampus/projections';
import type { TableCell, TableRow } from '../../../../http/csv.js';
import { testSlideIds } from '../../../learning/index.js';
import { ContentNames } from '../content-names.js';
import { countRows, keysetPages } from '../keyset.js';
import { ScoreDistribution } from '../report-charts.js';
import { dateTimeCell, LearnerNames, percentCell, progressState, stateCell } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;
/** The course item type each kind covers: a slide test, or a study slide (a case). */
const ITEM_TYPE = { 'Slide Test': 'test', 'Study Slide': 'case' } as const;

interface RecordRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  org_name: string | null;
  group_name: string | null;
  module_id: string;
  item_id: string;
  revision_id: string;
  progress: number;
  score: number | null;
  start_time: Date | null;
  submitted_on: Date | null;
  /** Read for verbose reports only. */
  pages?: { startTime: number | null; submitTime: number | null; score: number | null }[];
  /** Verbose only: the learner's submitted diagnosis by page (the diagnoses read model; null: none chosen). */
  diagnoses?: Record<string, string | null>;
  /** Verbose only: a proficiency attempt's own slides, drawn or fixed at its checkout (pt_attempts); null for other reviews. */
  pt_slides?: string[] | null;
}

/** The slide's reference diagnosis (its solution's result) and its specimen category. */
function solutionOf(slide: ReportContentRow | null): { type: unknown; result: string | null } {
  const { type, result } = (slide?.fields.solution ?? {}) as { type?: unknown; result?: unknown };
  return { type, result: typeof result === 'string' && result !== '' ? result : null };
}

/** The group a GYN answer is scored by (A to D); other categories are scored by the result itself, so none. */
const gynGroupOf = (category: unknown, result: string | null): TableCell => (category === 'GYN' ? resultGroup(category, result) : null);
/** A proficiency attempt's own slides, in its pages' order (a drawn set differs per attempt). */
const PT_SLIDES = `${ptAttemptSlidesOf('s.id')} as pt_slides`;
/** A record's submitted diagnoses by page, from the diagnoses read model (a report never replays a review's stream). */
const SUBMITTED_DIAGNOSES = `${submittedDiagnosesOf('s.id')} as diagnoses`;
const OUTCOME_CELL = { correct: REPORT_TEXT.cells.correct, incorrect: REPORT_TEXT.cells.incorrect, pending: REPORT_TEXT.cells.pending } as const;

/**
 * Slide Results (docs/adr/0028): the stats records of the kind's items (slide tests, or study
 * slides) of the learners in scope, last worked on (submitted, else last updated) within the
 * dates; one row per learner and item, or with `verbose` one per slide: the slide's reference
 * diagnosis, the learner's submitted one (with its result group for GYN) and whether it was
 * correct (the record's page score). The chart counts the submitted scores per tenth.
 */
export const slideResults: ReportDefinition = async ({ sql, report }) => {
  const { verbose, anonymous, userScore } = report.options;
  const itemType = report.kind === 'Study Slide' ? ITEM_TYPE['Study Slide'] : ITEM_TYPE['Slide Test'];
  const filter = learnerScope(report);
  filter.add('s.item_type = ?', itemType);
  withinWindow(filter, 'coalesce(s.submitted_on, s.last_update)', dateWindow(report.filters));
  const from = `${SLIDE_RESULTS_FROM} ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(anonymous);
  const names = new ContentNames(sql);
  const scores = new ScoreDistribution();
  const columns = [
    ...learners.columns(),
    T.organization,
    T.group,
    T.course,
    T.item,
    ...(verbose ? [T.slide] : []),
    T.started,
    T.submitted,
    T.status,
    ...(userScore ? [T.score] : []),
    ...(verbose ? [T.referenceDiagnosis, T.learnerDiagnosis, T.learnerResultGroup, T.correct] : []),
  ];

  // A test's pages are its slides in order (a proficiency attempt's own), a study slide's its one page.
  const pageSlideIds = (r: RecordRow, item: ReportContentRow | null | undefined): string[] =>
    itemType === 'test' ? (r.pt_slides ?? testSlideIds(item?.fields ?? {})) : [r.item_id];

  const rowsOf = (r: RecordRow): TableRow[] => {
    const head = [...learners.cells({ ...r, id: r.user_id }), r.org_name, r.group_name, names.currentOf('module', r.module_id)?.name ?? null];
    const item = names.revision(r.revision_id);
    const score = userScore ? [r.progress >= 1 ? percentCell(r.score) : null] : [];
    if (!verbose) return [[...head, item?.name ?? null, dateTimeCell(r.start_time), dateTimeCell(r.submitted_on), stateCell(progressState(r)), ...score]];
    const slideIds = pageSlideIds(r, item);
    return (r.pages ?? []).map((page, i) => {
      const slide = slideIds[i] === undefined ? null : names.currentOf('slide', slideIds[i]);
      const submitted = page.submitTime !== null;
      const outcome = outcomeOfScore(page.score, submitted);
      const state = submitted ? 'complete' : page.startTime !== null ? 'incomplete' : 'pending';
      const reference = solutionOf(slide);
      const answer = submitted ? (r.diagnoses?.[i] ?? null) : null;
      return [
        ...head,
        item?.name ?? null,
        slide?.name ?? null,
        dateTimeCell(page.startTime),
        dateTimeCell(page.submitTime),
        stateCell(state),
        ...score,
        submitted ? reference.result : null,
        answer,
        gynGroupOf(reference.type, answer),
        outcome ? OUTCOME_CELL[outcome] : null,
      ];
    });
  };

  async function* batches() {
    let done = 0;
    const pages = keysetPages<RecordRow>(sql, {
      columns: `s.id, s.user_id, u.first_name, u.last_name, u.email, o.name as org_name, g.name as group_name, s.module_id, s.item_id, s.revision_id,
                s.progress, s.score, s.start_time, s.submitted_on${verbose ? `, s.pages, ${SUBMITTED_DIAGNOSES}, ${PT_SLIDES}` : ''}`,
      from,
      filter,
      keys: [
        { expr: 's.user_id', type: 'text', same: ['u.id'] },
        { expr: 's.module_id', type: 'text' },
        { expr: 's.id', type: 'text' },
      ],
    });
    for await (const records of pages) {
      await names.loadCurrent(
        'module',
        records.map((r) => r.module_id),
      );
      await names.loadRevisions(records.map((r) => r.revision_id));
      if (verbose) {
        const slideIds = records.flatMap((r) => pageSlideIds(r, names.revision(r.revision_id)));
        await names.loadCurrent('slide', slideIds);
      }
      for (const r of records) if (r.progress >= 1 && r.score !== null) scores.add(r.score);
      done += records.length;
      yield { rows: records.flatMap(rowsOf), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => scores.chart(REPORT_TEXT.charts.scoreDistribution),
  };
};
