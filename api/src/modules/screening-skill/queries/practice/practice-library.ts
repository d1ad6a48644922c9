import { Inject, Injectable } from '@nestjs/common';
import { reasonsOf, type PracticeSet } from '@cytocampus/contracts';
import { ptCategoryOf, type PracticeCandidate, type PracticeFact } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import type { Actor } from '@cytocampus/permissions';
import { currentRevisions, namedUsers, newestPracticeSet, pageClassifications, practiceCandidates } from '@cytocampus/projections';
import { SQL } from '../../../../infra/tokens.js';
import { classificationOf, nameFor } from '../../shared/skill-rows.js';

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
    const rows = await pageClassifications(this.sql, userId);
    return rows.flatMap((row) => {
      const c = classificationOf(row);
      return c ? [c] : [];
    });
  }

  /**
   * Active slides the learner's organization sees, with a solution result and a made image, that
   * the learner has not reviewed (practiceCandidates, the screeningSkill read model's reader).
   */
  async candidates(userId: string, orgId: string | null): Promise<PracticeCandidate[]> {
    const rows = await practiceCandidates(this.sql, userId, orgId);
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
    const [assigner] = await namedUsers(this.sql, [row.assigned_by]);
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
