import { Inject, Injectable } from '@nestjs/common';
import type { PageSkill } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { skillPage, type SkillPageRow } from '@cytocampus/projections';
import { SQL } from '../../../infra/tokens.js';
import { classificationOf } from '../../screening-skill/index.js';

/** A skill_pages row (the screeningSkill read model's reader, projections/src/read-models/screening-skill) as the audit shows it. */
export function pageSkillOf(row: SkillPageRow): PageSkill {
  return {
    classification: classificationOf(row),
    screening: {
      objects: row.objects,
      tissueScreenedPercent: row.tissue_percent,
      timeOnSlideMs: row.time_ms,
      screenedMs: row.screened_ms,
      tissueScreenedMm2: row.tissue_mm2,
      paceMm2PerMinute: row.pace,
    },
  };
}

/** The screening skill of submitted slide pages (docs/adr/0036), from its read model. */
@Injectable()
export class PageSkills {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** Null for a page without a row: not a diagnosed slide, not submitted, or submitted before the analytics. */
  async of(reviewId: string, page: number): Promise<PageSkill | null> {
    const row = await skillPage(this.sql, reviewId, page);
    return row ? pageSkillOf(row) : null;
  }
}
