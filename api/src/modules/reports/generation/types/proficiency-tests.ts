import { ptStepText, REPORT_TEXT } from '@cytocampus/contracts';
import { ptFactsInOrder, ptStatusOf, type PtFact, type PtStatus } from '@cytocampus/domain';
import type { SqlExecutor } from '@cytocampus/event-store';
import { PT_ATTEMPTS_REPORT, ptLadderFacts, type PtAttemptReportRow } from '@cytocampus/projections';
import type { TableRow } from '../../../../http/csv.js';
import { ContentNames } from '../content-names.js';
import { countRows, keysetPages } from '../keyset.js';
import { LabelCounts } from '../report-charts.js';
import { dateTimeCell, LearnerNames, yesNo } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;
const C = REPORT_TEXT.cells;

const pairKey = (userId: string, year: number) => `${year}/${userId}`;

/** The ladder's step in words, from the domain's status (the PT page's wording). */
export const stepOf = (status: PtStatus): string =>
  ptStepText({
    state: status.state,
    failures: status.failures,
    nextSize: status.next.kind === 'test' ? status.next.size : null,
    hoursRecorded: status.next.kind === 'education' ? status.next.hoursRecorded : 0,
    hoursNeeded: status.next.kind === 'education' ? status.next.hoursNeeded : 0,
  });

/**
 * Where the ladder stood right after each graded attempt of these people and years: their graded
 * attempts and the managers' records folded in time order (ptFactsInOrder, as the ptStatus read
 * model folds them), the step read after the attempt's own fact.
 */
export async function ladderStepsAfter(sql: SqlExecutor, pairs: readonly { userId: string; year: number }[]): Promise<Map<string, string>> {
  const steps = new Map<string, string>();
  if (pairs.length === 0) return steps;
  const { attempts, records } = await ptLadderFacts(sql, pairs);
  for (const { userId, year } of pairs) {
    const key = pairKey(userId, year);
    const reviewOf = new Map<PtFact, string>();
    const graded: PtFact[] = attempts
      .filter((a) => pairKey(a.user_id, a.year) === key)
      .map((a) => {
        const fact: PtFact = { type: 'PtAttemptGraded', at: new Date(a.graded_at).getTime(), size: a.size === 20 ? 20 : 10, passed: a.passed };
        reviewOf.set(fact, a.review_id);
        return fact;
      });
    const recorded: PtFact[] = records
      .filter((r) => pairKey(r.user_id, r.year) === key)
      .map((r) =>
        r.kind === 'education'
          ? { type: 'PtEducationRecorded', at: new Date(r.at).getTime(), hours: r.hours ?? 0 }
          : { type: 'PtRemediationRecorded', at: new Date(r.at).getTime() },
      );
    const done: PtFact[] = [];
    for (const fact of ptFactsInOrder(graded, recorded)) {
      done.push(fact);
      const reviewId = reviewOf.get(fact);
      if (reviewId) steps.set(reviewId, stepOf(ptStatusOf(done)));
    }
  }
  return steps;
}

/** A score (0..1, below 0 possible) as a percentage with one decimal: 89.5 must not read as the pass mark. */
const scoreCell = (score: number | null) => (score === null ? null : Math.round(score * 1000) / 10);

/**
 * Proficiency Tests (issue 30, docs/adr/0035): one row per proficiency test attempt of the learners
 * in scope started within the dates, in the order started: the test, grid, size, times, who
 * submitted it, score, pass, the slides that were automatic failures, and the ladder's step right
 * after it. The chart counts attempts passed, failed and in progress.
 */
export const proficiencyTests: ReportDefinition = async ({ sql, report }) => {
  const window = dateWindow(report.filters);
  const filter = withinWindow(learnerScope(report), PT_ATTEMPTS_REPORT.startedAt, window);
  filter.add(PT_ATTEMPTS_REPORT.counted);
  const from = `${PT_ATTEMPTS_REPORT.from} ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(report.options.anonymous);
  const names = new ContentNames(sql);
  const outcomes = new LabelCounts([C.ptPassed, C.ptFailed, C.inProgress]);
  const columns = [
    ...learners.columns(),
    T.organization,
    T.group,
    T.test,
    T.grid,
    T.slides,
    T.started,
    T.submitted,
    T.submittedBy,
    T.score,
    T.passed,
    T.automaticFailures,
    T.stepAfter,
  ];

  const rowOf = (a: PtAttemptReportRow, step: string | undefined): TableRow => [
    ...learners.cells({ id: a.user_id, ...a }),
    a.org_name,
    a.group_name,
    names.currentOf('test', a.item_id)?.name ?? a.item_id,
    a.grid,
    a.size,
    dateTimeCell(a.started_at),
    dateTimeCell(a.graded_at),
    a.graded_by === 'time' ? C.byTime : a.graded_by === 'learner' ? C.byLearner : null,
    scoreCell(a.score),
    a.passed === null ? null : yesNo(a.passed),
    a.automatic_failures.map((id) => names.currentOf('slide', id)?.name ?? id).join('; ') || null,
    a.graded_at === null ? C.inProgress : (step ?? null),
  ];

  async function* batches() {
    let done = 0;
    const pages = keysetPages<PtAttemptReportRow>(sql, { columns: PT_ATTEMPTS_REPORT.columns, from, filter, keys: PT_ATTEMPTS_REPORT.keys });
    for await (const attempts of pages) {
      await names.loadCurrent(
        'test',
        attempts.map((a) => a.item_id),
      );
      await names.loadCurrent(
        'slide',
        attempts.flatMap((a) => a.automatic_failures),
      );
      const pairs = new Map(attempts.map((a) => [pairKey(a.user_id, a.year), { userId: a.user_id, year: a.year }]));
      const steps = await ladderStepsAfter(sql, [...pairs.values()]);
      for (const a of attempts) outcomes.add(a.passed === null ? C.inProgress : a.passed ? C.ptPassed : C.ptFailed);
      done += attempts.length;
      yield { rows: attempts.map((a) => rowOf(a, steps.get(a.review_id))), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => outcomes.chart(REPORT_TEXT.charts.ptOutcomes),
  };
};
