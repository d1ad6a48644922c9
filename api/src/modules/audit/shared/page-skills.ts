import { Inject, Injectable } from '@nestjs/common';
import type { ObjectScreening, PageSkill } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';
import { classificationOf, type ClassificationColumns } from '../../screening-skill/index.js';

/** A skill_pages row as the screening-skill projection writes it (projections/src/read-models/screening-skill). */
interface SkillPageRow extends ClassificationColumns {
  objects: ObjectScreening[];
  tissue_percent: number | null;
  time_ms: number;
  screened_ms: number;
  tissue_mm2: number | null;
  pace: number | null;
}

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
    const { rows } = await this.sql.query<SkillPageRow>(`select * from skill_pages where review_id = $1 and page = $2`, [reviewId, page]);
    return rows[0] ? pageSkillOf(rows[0]) : null;
  }
}
