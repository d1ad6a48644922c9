import { Inject, Injectable } from '@nestjs/common';
import { reasonsOf, type PracticeSet } from '@cytocampus/contracts';
import { ptCategoryOf, type PracticeCandidate, type PracticeFact } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import { newestPracticeSet } from '@cytocampus/projections';
import { currentRevisions, slideImageComplete, visibleInOrg } from '../../../../infra/read-models.js';
import { SQL } from '../../../../infra/tokens.js';
import { classificationOf, nameFor, PERSON_COLUMNS, type ClassificationColumns, type PersonRow } from '../../shared/skill-rows.js';

interface CandidateRow {
  item_id: string;
  name: string;
  solution_type: string | null;
  result: string;
  reference_objects: number;
}

/**
 * What the practice recommender reads (docs/adr/0036 "Practice sets"), from read models only: the
 * learner's classified pages (screeningSkill), the library slides they have not reviewed, and
 * their newest assigned set (practiceSets).
 */
@Injectable()
export class PracticeLibrary {
  constructor(@Inject(SQL) private readonly sql: SqlClient) {}

  /** Every classified page of the learner (all time: what they miss is the point, not when). */
  async facts(userId: string): Promise<PracticeFact[]> {
    const { rows } = await this.sql.query<ClassificationColumns>(
      `select reference_result, reference_category, response_result, response_category, correct, outcome, unclassified,
              objects_total, objects_seen, seen_marked
         from skill_pages where user_id = $1 and correct is not null`,
      [userId],
    );
    return rows.flatMap((row) => {
      const c = classificationOf(row);
      return c ? [c] : [];
    });
  }

  /**
   * Active slides the learner's organization sees, with a solution result and a made image (as the PT
   * draw takes them), that the learner has not reviewed: no page of theirs in skill_pages, and not in
   * one of their proficiency attempts. The reference objects are counted as referenceObjectsOf
   * counts them: the solution's objects, else the diagnostic (area) ones.
   */
  async candidates(userId: string, orgId: string | null): Promise<PracticeCandidate[]> {
    const { rows } = await this.sql.query<CandidateRow>(
      `select c.item_id, c.name, c.fields->'solution'->>'type' as solution_type, c.fields->'solution'->>'result' as result,
              coalesce(
                nullif((select count(*) from slide_objects o where o.slide_id = c.id and coalesce(c.fields->'solution'->'objects', '[]'::jsonb) @> to_jsonb(o.id)), 0),
                (select count(*) from slide_objects o where o.slide_id = c.id and o.cat_idx = 0)
              )::int as reference_objects
         from ${currentRevisions('slide')} c
        where c.active and coalesce(c.fields->'solution'->>'result', '') <> '' and ${slideImageComplete('c')} and ${visibleInOrg('c', '$2::text')}
          and not exists (select 1 from skill_pages p where p.user_id = $1 and p.slide_id = c.item_id)
          and not exists (select 1 from pt_attempts a where a.user_id = $1 and a.slides @> jsonb_build_array(c.item_id))`,
      [userId, orgId],
    );
    return rows.map((r) => ({
      slideId: r.item_id,
      name: r.name,
      category: ptCategoryOf(r.solution_type ?? '', r.result),
      result: r.result,
      referenceObjects: r.reference_objects,
    }));
  }

  /** The learner's newest set with its slides' names and solutions as they are now, and who assigned it as the viewer may see them. */
  async latestSet(viewer: Actor, userId: string): Promise<PracticeSet | null> {
    const row = await newestPracticeSet(this.sql, userId);
    if (!row) return null;
    const { rows: people } = await this.sql.query<PersonRow>(`select ${PERSON_COLUMNS} from users where id = $1`, [row.assigned_by]);
    const assigner = people[0];
    const name = assigner ? nameFor(viewer, assigner) : null;
    const { rows: slides } = await this.sql.query<{ item_id: string; name: string; solution_type: string | null; result: string | null }>(
      `select item_id, name, fields->'solution'->>'type' as solution_type, nullif(fields->'solution'->>'result', '') as result
         from ${currentRevisions('slide')} c where c.item_id = any($1)`,
      [row.slides.map((s) => s.slideId)],
    );
    const byId = new Map(slides.map((s) => [s.item_id, s]));
    return {
      setId: row.set_id,
      why: reasonsOf(row.slides),
      slides: row.slides.map(({ slideId, reason }) => {
        const slide = byId.get(slideId);
        const result = slide?.result ?? null;
        return { slideId, name: slide?.name ?? '', category: ptCategoryOf(slide?.solution_type ?? '', result), result, reason };
      }),
      assignedBy: row.assigned_by,
      assignedByName: name ? `${name.firstName} ${name.lastName}`.trim() : '',
      assignedAt: row.assigned_at.getTime(),
    };
  }
}
