import { Inject, Injectable } from '@nestjs/common';
import type { SkillCalibration, SkillMonth } from '@cytocampus/contracts';
import {
  addTally,
  calibrationOfTally,
  emptyTally,
  inResultOrder,
  monthOfTally,
  spreadMedian,
  TALLY_COLUMNS,
  tallyOfRow,
  type SkillTally,
} from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import type { SkillPeriod } from './skill-period.js';

/** An organization's period: its calibration and trend, and the stamp of its tallies they were read at. */
export interface OrganizationSummary {
  organization: SkillCalibration;
  trend: SkillMonth[];
  stamp: string;
}

const SUMS = TALLY_COLUMNS.map((c) => `sum(${c})::int as ${c}`).join(', ');
const IN_PERIOD = 'org_key = $1 and month >= $2 and month <= $3';

/**
 * The organization view's figures from the screeningSkill read model's tallies (docs/adr/0036, "The
 * organization view at scale"), summed over the period's months in SQL: the organization's months,
 * result pairs and spreads (a few rows), and its learners' months (a row per learner and month,
 * never a row per page). The organization's medians come from its spreads; a learner's, exact,
 * from their own pages (`medians`).
 */
@Injectable()
export class SkillTallies {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async ofOrganization(orgId: string, period: SkillPeriod): Promise<OrganizationSummary> {
    const args = [orgId, period.from, period.to];
    const [stamp, months, pairs, spreads] = await Promise.all([
      this.sql.query<{ stamp: string }>('select stamp from skill_org_stamps where org_key = $1', [orgId]),
      this.sql.query<Record<string, number> & { month: string }>(
        `select month, ${TALLY_COLUMNS.join(', ')} from skill_org_tallies where ${IN_PERIOD} order by month`,
        args,
      ),
      this.sql.query<{ reference: string; response: string; count: number }>(
        `select reference_result as reference, response_result as response, sum(slides)::int as count from skill_org_months
          where ${IN_PERIOD} group by 1, 2 having sum(slides) > 0`,
        args,
      ),
      this.sql.query<{ measure: 'time' | 'pace'; bucket: number; n: number }>(
        `select measure, bucket, sum(slides)::int as n from skill_org_spread where ${IN_PERIOD} group by 1, 2`,
        args,
      ),
    ]);
    // A cleared review can leave a month at 0: no slide, no point in the trend.
    const tallied = months.rows.map((row) => ({ month: row.month, tally: tallyOfRow(row) })).filter((m) => m.tally.slides > 0);
    const spread = (measure: 'time' | 'pace') => new Map(spreads.rows.filter((r) => r.measure === measure).map((r) => [r.bucket, r.n]));
    return {
      organization: calibrationOfTally(tallied.map((m) => m.tally).reduce(addTally, emptyTally()), {
        byResult: inResultOrder(pairs.rows),
        medianTimeMs: spreadMedian(spread('time')),
        medianPaceMm2PerMinute: spreadMedian(spread('pace')),
      }),
      trend: tallied.map((m) => monthOfTally(m.month, m.tally)),
      stamp: stamp.rows[0]?.stamp ?? '',
    };
  }

  /** Each learner's tally over the period (learners whose slides were all cleared left out). */
  async learners(orgId: string, period: SkillPeriod): Promise<Map<string, SkillTally>> {
    const { rows } = await this.sql.query<Record<string, number> & { user_id: string }>(
      `select user_id, ${SUMS} from skill_learner_months where ${IN_PERIOD} group by user_id having sum(slides) > 0`,
      [orgId, period.from, period.to],
    );
    return new Map(rows.map((row) => [row.user_id, tallyOfRow(row)]));
  }

  /** The exact median time and pace of each learner's scored pages in the organization over the period. */
  async medians(orgId: string, userIds: readonly string[], period: SkillPeriod): Promise<Map<string, { time: number | null; pace: number | null }>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await this.sql.query<{ user_id: string; time: number | null; pace: number | null }>(
      `select user_id, percentile_cont(0.5) within group (order by time_ms) as time,
              percentile_cont(0.5) within group (order by pace) filter (where pace is not null) as pace
         from skill_pages where user_id = any($1) and org_id = $2 and submitted_at >= $3 and submitted_at < $4 and correct is not null
        group by user_id`,
      [[...userIds], orgId, period.start.toISOString(), period.end.toISOString()],
    );
    return new Map(rows.map((r) => [r.user_id, { time: r.time, pace: r.pace }]));
  }
}
