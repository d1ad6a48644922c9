import { Inject, Injectable } from '@nestjs/common';
import type { SkillCalibration, SkillCategory, SkillRates, SkillSlide, SkillSlideRow } from '@cytocampus/contracts';
import { skillRates } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { classifiedPages, currentNames, organizationCategoryCounts, type ClassifiedPageRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import type { SkillPeriod } from './skill-period.js';
import { classificationOf } from './skill-rows.js';

/** A classified page as the calibration reads it, with where it came from. */
export type ClassifiedSlide = SkillSlide & Omit<SkillSlideRow, 'slideName'> & { userId: string };

const CATEGORIES: readonly SkillCategory[] = ['A', 'B', 'C', 'D'];

function slideOf(row: ClassifiedPageRow): ClassifiedSlide {
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
    return (await classifiedPages(this.sql, userId, period)).map(slideOf);
  }

  /** The organization's rates over the period, from its monthly category counts (not its every page). */
  async organizationRates(orgId: string, period: SkillPeriod): Promise<SkillRates> {
    const rows = await organizationCategoryCounts(this.sql, orgId, period);
    const matrix = Object.fromEntries(CATEGORIES.map((r) => [r, Object.fromEntries(CATEGORIES.map((c) => [c, 0]))])) as SkillCalibration['matrix'];
    for (const row of rows) matrix[row.reference][row.response] += row.n;
    return skillRates(matrix);
  }

  /** The names of slide items (their current revision's). */
  slideNames(slideIds: readonly string[]): Promise<Map<string, string>> {
    return currentNames(this.sql, slideIds);
  }
}
