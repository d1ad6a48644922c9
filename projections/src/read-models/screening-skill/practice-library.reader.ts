import type { SqlExecutor } from '@cytocampus/event-store';
import { currentRevisions, visibleInOrg } from '../content/content.reader.js';
import { slideImageComplete } from '../slides/slides.reader.js';

/**
 * What the practice recommender reads beyond the learner's own pages (docs/adr/0036 "Practice sets";
 * ADR 0002 "Readers"): the library slides a learner has not reviewed. Mainly about the screening
 * skill, the query also joins the slides, content and ptAttempts read models (the content read
 * model's fragments from its reader: its current revisions, who sees a revision).
 */

/** A practice candidate: a slide item's current revision with its solution's type and result, and how many reference objects it has. */
export interface PracticeCandidateRow {
  item_id: string;
  name: string;
  solution_type: string | null;
  result: string;
  reference_objects: number;
}

/**
 * Active slides the learner's organization sees, with a solution result and a made image (as the PT
 * draw takes them), that the learner has not reviewed: no page of theirs in skill_pages, and not in
 * one of their proficiency attempts. The reference objects are counted as referenceObjectsOf
 * counts them: the solution's objects, else the diagnostic (area) ones.
 */
export async function practiceCandidates(sql: SqlExecutor, userId: string, orgId: string | null): Promise<PracticeCandidateRow[]> {
  const { rows } = await sql.query<PracticeCandidateRow>(
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
  return rows;
}
