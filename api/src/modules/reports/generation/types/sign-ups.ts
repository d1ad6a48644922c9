import { REPORT_TEXT, ROLE_LABEL, SIGN_UP_WINDOW_DAYS } from '@cytocampus/contracts';
import { SIGN_UPS_REPORT, type SignUpReportRow } from '@cytocampus/projections';
import type { TableRow } from '../../../../http/csv.js';
import { countRows, keysetPages } from '../keyset.js';
import { PeriodCounts } from '../report-charts.js';
import { dateTimeCell, yesNo } from '../report-cells.js';
import { LEARNERS_JOIN, learnerScope, windowOrLast, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;
/** The origin of an account its owner registered themselves (UserOrigin). */
const SELF_SIGN_UP = 'registration';

/**
 * New Sign-Ups this Week (docs/adr/0028): the accounts of the scope created within the dates, or
 * without dates in the SIGN_UP_WINDOW_DAYS before the report was asked for; kind Self-Signups keeps
 * those who registered themselves. An anonymous report has neither the Name nor the Email column.
 * The chart counts sign-ups per day.
 */
export const signUps: ReportDefinition = async ({ sql, report }) => {
  const { anonymous } = report.options;
  const window = windowOrLast(report.filters, SIGN_UP_WINDOW_DAYS, report.created);
  const filter = withinWindow(learnerScope(report), SIGN_UPS_REPORT.created, window);
  if (report.kind === 'Self-Signups') filter.add('u.origin = ?', SELF_SIGN_UP);
  const from = `${SIGN_UPS_REPORT.from} ${LEARNERS_JOIN}`;
  const perDay = new PeriodCounts();
  const columns = [...(anonymous ? [] : [T.name, T.email]), T.organization, T.group, T.role, T.profession, T.signedUp, T.selfSignUp];

  const rowOf = (u: SignUpReportRow): TableRow => [
    ...(anonymous ? [] : [`${u.first_name} ${u.last_name}`.trim(), u.email]),
    u.org_name,
    u.group_name,
    ROLE_LABEL[u.role] ?? u.role,
    u.profession || null,
    dateTimeCell(u.created),
    yesNo(u.origin === SELF_SIGN_UP),
  ];

  async function* batches() {
    let done = 0;
    const pages = keysetPages<SignUpReportRow>(sql, { columns: SIGN_UPS_REPORT.columns, from, filter, keys: SIGN_UPS_REPORT.keys });
    for await (const users of pages) {
      for (const u of users) perDay.add(u.created);
      done += users.length;
      yield { rows: users.map(rowOf), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => perDay.chart(window, REPORT_TEXT.charts.signUps),
  };
};
