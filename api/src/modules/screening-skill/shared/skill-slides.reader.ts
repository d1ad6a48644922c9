import { Inject, Injectable } from '@nestjs/common';
import type { SkillCalibration, SkillCategory, SkillRates, SkillSlide, SkillSlideRow } from '@cytocampus/contracts';
import { skillRates } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import type { SkillPeriod } from './skill-period.js';
import { classificationOf, type ClassificationColumns } from './skill-rows.js';

interface ClassifiedRow extends ClassificationColumns {
  review_id: string;
  page: number;
  user_id: string;
  slide_id: string;
  submitted_at: Date;
  correct: boolean;
  time_ms: number;
  tissue_percent: number | null;
  pace: number | null;
}

/** A classified page as the calibration reads it, with where it came from. */
export type ClassifiedSlide = SkillSlide & Omit<SkillSlideRow, 'slideName'> & { userId: string };

const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];

const COLUMNS = `review_id, page, user_id, slide_id, submitted_at, reference_result, reference_category, response_result, response_category,
  correct, outcome, unclassified, objects_total, objects_seen, seen_marked, time_ms, tissue_percent, pace`;

function slideOf(row: ClassifiedRow): ClassifiedSlide {
  return {
    reviewId: row.review_id,
    page: row.page,
    userId: row.user_id,
    slideId: row.slide_id,
    submittedAt: row.submitted_at.getTime(),
    classification: classificationOf(row)!,
    timeOnSlideMs: row.time_ms,
    tissueScreenedPercent: row.tissue_percent,
    paceMm2PerMinute: row.pace,
  };
}

/**
 * The classified slide pages (the screeningSkill read model; docs/adr/0036) of a learner within a
 * period, oldest first, and the organization's rates from its monthly result pairs. Pages without a solution
 * (not scored) are left out: there is no right or wrong to calibrate.
 */
@Injectable()
export class SkillSlides {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  async ofLearner(userId: string, period: SkillPeriod): Promise<ClassifiedSlide[]> {
    const { rows } = await this.sql.query<ClassifiedRow>(
      `select ${COLUMNS} from skill_pages
        where user_id = $1 and submitted_at >= $2 and submitted_at < $3 and correct is not null
        order by submitted_at, review_id, page`,
      [userId, period.start.toISOString(), period.end.toISOString()],
    );
    return rows.map(slideOf);
  }

  /** The organization's rates over the period, from its monthly category counts (not its every page). */
  async organizationRates(orgId: string, period: SkillPeriod): Promise<SkillRates> {
    const { rows } = await this.sql.query<{ reference: SkillCategory; response: SkillCategory; n: number }>(
      `select reference, response, sum(slides)::int as n from skill_org_months where org_key = $1 and month >= $2 and month <= $3 group by 1, 2`,
      [orgId, period.from, period.to],
    );
    const matrix = Object.fromEntries(CATEGORIES.map((r) => [r, Object.fromEntries(CATEGORIES.map((c) => [c, 0]))])) as SkillCalibration['matrix'];
    for (const row of rows) matrix[row.reference][row.response] += row.n;
    return skillRates(matrix);
  }

  /** The names of slide items (their latest revision's). */
  async slideNames(slideIds: readonly string[]): Promise<Map<string, string>> {
    if (slideIds.length === 0) return new Map();
    const { rows } = await this.sql.query<{ item_id: string; name: string }>(
      `select distinct on (item_id) item_id, name from content_items where item_id = any($1) order by item_id, active desc, created desc`,
      [[...new Set(slideIds)]],
    );
    return new Map(rows.map((r) => [r.item_id, r.name]));
  }
}
