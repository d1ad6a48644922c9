import { Inject, Injectable } from '@nestjs/common';
import type { ObjectScreening, PageSkill, ScreeningOutcome, SkillCategory, UnclassifiedReason } from '@cytocampus/contracts';
import type { SqlClient } from '@cytocampus/event-store';
import { SQL } from '../../../infra/tokens.js';

/** A skill_pages row as the screening-skill projection writes it (projections/src/read-models/screening-skill). */
interface SkillPageRow {
  reference_result: string | null;
  reference_category: SkillCategory | null;
  response_result: string | null;
  response_category: SkillCategory | null;
  correct: boolean | null;
  outcome: ScreeningOutcome | null;
  unclassified: UnclassifiedReason | null;
  objects_total: number;
  objects_seen: number;
  seen_marked: boolean;
  objects: ObjectScreening[];
  tissue_percent: number | null;
  time_ms: number;
  screened_ms: number;
  tissue_mm2: number | null;
  pace: number | null;
}

export function pageSkillOf(row: SkillPageRow): PageSkill {
  return {
    // A slide without a solution was not scored: no right or wrong to explain.
    classification:
      row.correct === null
        ? null
        : {
            correct: row.correct,
            outcome: row.outcome,
            unclassified: row.unclassified,
            reference: { result: row.reference_result, category: row.reference_category },
            response: { result: row.response_result, category: row.response_category },
            objects: { total: row.objects_total, seen: row.objects_seen },
            seenMarked: row.seen_marked,
          },
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
