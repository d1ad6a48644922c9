import type { SubmittedPageSkill, SubmittedSlide } from '@cytocampus/domain';

/** A waiting view as stored (corners in level-0 pixels). */
export interface PageViewRow {
  at: number;
  session: string;
  magnification: number;
  corners: { x: number; y: number }[];
}

interface PageFacts {
  reviewId: string;
  page: number;
  submitTime: number;
  slide: SubmittedSlide;
  owner: { user_id: string; org_id: string | null; module_id: string; item_id: string };
  skill: SubmittedPageSkill;
}

/** The skill_pages row of a submitted page, column by column (jsonb_populate_recordset fills the table from these). */
export function skillPageRow({ reviewId, page, submitTime, slide, owner, skill }: PageFacts): Record<string, unknown> {
  const { screening, classification: c } = skill;
  return {
    review_id: reviewId,
    page,
    user_id: owner.user_id,
    org_id: owner.org_id,
    module_id: owner.module_id,
    item_id: owner.item_id,
    slide_id: slide.slideId,
    revision_id: slide.revisionId,
    submitted_at: new Date(submitTime).toISOString(),
    solution_type: slide.solution.type,
    reference_result: slide.solution.result,
    reference_category: c?.reference.category ?? null,
    response_result: slide.answer,
    response_category: c?.response.category ?? null,
    correct: c?.correct ?? null,
    outcome: c?.outcome ?? null,
    unclassified: c ? c.unclassified : 'noSolution',
    objects_total: screening.objects.length,
    objects_seen: screening.objects.filter((o) => o.seen).length,
    seen_marked: c?.seenMarked ?? false,
    objects: screening.objects,
    tissue_percent: screening.tissueScreenedPercent,
    time_ms: screening.timeOnSlideMs,
    screened_ms: screening.screenedMs,
    tissue_mm2: screening.tissueScreenedMm2,
    pace: screening.paceMm2PerMinute,
  };
}
