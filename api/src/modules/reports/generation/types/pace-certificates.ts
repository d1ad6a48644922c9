import { REPORT_TEXT } from '@cytocampus/contracts';
import { CERTIFICATES_REPORT, type CertificateReportRow } from '@cytocampus/projections';
import type { TableRow } from '../../../../http/csv.js';
import { countRows, keysetPages } from '../keyset.js';
import { PeriodCounts } from '../report-charts.js';
import { dateTimeCell, dayCell, LearnerNames } from '../report-cells.js';
import { dateWindow, LEARNERS_JOIN, learnerScope, withinWindow } from '../report-scope.js';
import type { ReportDefinition } from '../report-source.js';

const T = REPORT_TEXT.columns;

/**
 * P.A.C.E. Certificates (docs/adr/0028): the certificates issued to the learners in scope within
 * the dates, one row each (verbose adds the courses it covers). An anonymous report leaves the
 * verification code out too: the public verification page names the holder. The chart counts
 * certificates issued per day (per month, per year over longer windows).
 */
export const paceCertificates: ReportDefinition = async ({ sql, report }) => {
  const { verbose, anonymous } = report.options;
  const window = dateWindow(report.filters);
  const filter = withinWindow(learnerScope(report), CERTIFICATES_REPORT.issuedAt, window);
  const from = `${CERTIFICATES_REPORT.from} ${LEARNERS_JOIN}`;
  const learners = new LearnerNames(anonymous);
  const issued = new PeriodCounts();
  const columns = [
    ...learners.columns(),
    T.organization,
    T.programNumber,
    T.programTitle,
    T.programDate,
    T.credits,
    T.issued,
    T.printed,
    T.revoked,
    ...(anonymous ? [] : [T.code]),
    ...(verbose ? [T.courses] : []),
  ];

  const rowOf = (c: CertificateReportRow): TableRow => [
    ...learners.cells({ id: c.user_id, ...c }),
    c.org_name,
    c.program_number,
    c.program_title,
    dayCell(c.program_date),
    c.credits,
    dateTimeCell(c.issued_at),
    dateTimeCell(c.printed_at),
    dateTimeCell(c.revoked_at),
    ...(anonymous ? [] : [c.code]),
    ...(verbose ? [c.courses.flatMap((course) => (typeof course.name === 'string' ? [course.name] : [])).join('; ')] : []),
  ];

  async function* batches() {
    let done = 0;
    const pages = keysetPages<CertificateReportRow>(sql, { columns: CERTIFICATES_REPORT.columns, from, filter, keys: CERTIFICATES_REPORT.keys });
    for await (const certificates of pages) {
      for (const c of certificates) issued.add(c.issued_at);
      done += certificates.length;
      yield { rows: certificates.map(rowOf), done };
    }
  }

  return {
    columns,
    total: await countRows(sql, { from, filter }),
    batches: batches(),
    chart: () => issued.chart(window, REPORT_TEXT.charts.certificatesIssued),
  };
};
