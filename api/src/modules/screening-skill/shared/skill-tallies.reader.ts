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

/** An organization's period: its calibration, its trend, and each learner's tally. */
export interface OrganizationTallies {
  organization: SkillCalibration;
  trend: SkillMonth[];
  learners: Map<string, SkillTally>;
}

const SUMS = TALLY_COLUMNS.map((c) => `sum(${c})::int as ${c}`).join(', ');

/**
 * The organization view's figures from the screeningSkill read model's tallies (docs/adr/0036, "The
 * organization view at scale"): a learner's months and the organization's result pairs and spreads,
 * summed over the period in SQL, a row per learner and per month, never a row per page. The
 * organization's medians come from its spreads; a learner's, exact, from their pages (`medians`).
 */
@Injectable()
export class SkillTallies {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async ofOrganization(orgId: string, period: SkillPeriod): Promise<OrganizationTallies> {
    const args = [orgId, period.from, period.to];
    const inPeriod = 'org_key = $1 and month >= $2 and month <= $3';
    const [sums, pairs, spreads] = await Promise.all([
      this.sql.query<Record<string, number> & { user_id: string | null; month: string | null }>(
        `select user_id, month, ${SUMS} from skill_learner_months where ${inPeriod} group by grouping sets ((user_id), (month))`,
        args,
      ),
      this.sql.query<{ reference: string; response: string; count: number }>(
        `select reference_result as reference, response_result as response, sum(slides)::int as count from skill_org_months
          where ${inPeriod} group by 1, 2 having sum(slides) > 0`,
        args,
      ),
      this.sql.query<{ measure: 'time' | 'pace'; bucket: number; n: number }>(
        `select measure, bucket, sum(slides)::int as n from skill_org_spread where ${inPeriod} group by 1, 2`,
        args,
      ),
    ]);
    const learners = new Map<string, SkillTally>();
    const months: SkillMonth[] = [];
    for (const row of sums.rows) {
      const tally = tallyOfRow(row);
      if (tally.slides <= 0) continue; // a cleared review leaves its months at 0
      if (row.user_id !== null) learners.set(row.user_id, tally);
      else if (row.month !== null) months.push(monthOfTally(row.month, tally));
    }
    const spread = (measure: 'time' | 'pace') => new Map(spreads.rows.filter((r) => r.measure === measure).map((r) => [r.bucket, r.n]));
    const total = [...learners.values()].reduce(addTally, emptyTally());
    return {
      organization: calibrationOfTally(total, {
        byResult: inResultOrder(pairs.rows),
        medianTimeMs: spreadMedian(spread('time')),
        medianPaceMm2PerMinute: spreadMedian(spread('pace')),
      }),
      trend: months.sort((a, b) => (a.month < b.month ? -1 : 1)),
      learners,
    };
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
