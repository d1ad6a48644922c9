import { Inject, Injectable } from '@nestjs/common';
import type { SkillCalibration, SkillMonth } from '@cytocampus/contracts';
import { addTally, calibrationOfTally, emptyTally, inResultOrder, monthOfTally, spreadMedian, tallyOfRow, type SkillTally } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { learnerMedians, learnerTallies, organizationTallies } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import type { SkillPeriod } from './skill-period.js';

/** An organization's period: its calibration and trend, and the stamp of its tallies they were read at. */
export interface OrganizationSummary {
  organization: SkillCalibration;
  trend: SkillMonth[];
  stamp: string;
}

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
    const { stamp, months, pairs, spreads } = await organizationTallies(this.sql, orgId, period);
    // A cleared review can leave a month at 0: no slide, no point in the trend.
    const tallied = months.map((row) => ({ month: row.month, tally: tallyOfRow(row) })).filter((m) => m.tally.slides > 0);
    const spread = (measure: 'time' | 'pace') => new Map(spreads.filter((r) => r.measure === measure).map((r) => [r.bucket, r.n]));
    return {
      organization: calibrationOfTally(tallied.map((m) => m.tally).reduce(addTally, emptyTally()), {
        byResult: inResultOrder(pairs),
        medianTimeMs: spreadMedian(spread('time')),
        medianPaceMm2PerMinute: spreadMedian(spread('pace')),
      }),
      trend: tallied.map((m) => monthOfTally(m.month, m.tally)),
      stamp: stamp ?? '',
    };
  }

  /** Each learner's tally over the period (learners whose slides were all cleared left out). */
  async learners(orgId: string, period: SkillPeriod): Promise<Map<string, SkillTally>> {
    const rows = await learnerTallies(this.sql, orgId, period);
    return new Map(rows.map((row) => [row.user_id, tallyOfRow(row)]));
  }

  /** The exact median time and pace of each learner's scored pages in the organization over the period. */
  async medians(orgId: string, userIds: readonly string[], period: SkillPeriod): Promise<Map<string, { time: number | null; pace: number | null }>> {
    if (userIds.length === 0) return new Map();
    const rows = await learnerMedians(this.sql, orgId, userIds, period);
    return new Map(rows.map((r) => [r.user_id, { time: r.time, pace: r.pace }]));
  }
}
