import { COVERAGE_GRID_CELLS, type ReviewCoverage } from '@cytocampus/contracts';
import { computeCoverage, coverageGrid, type CoverageGrid, type CoverageObject, heatBytes, replayViews, slideSolutionOf } from '@cytocampus/domain';
import { type ReviewSlide } from '../../learning/index.js';
import type { AuditedReview } from './audited-reviews.js';

/** The diagnostic category of objects of interest (OOI_CATEGORIES[0], 'area'). */
const AREA = 0;

/** The grid a slide's coverage is drawn on. */
export const gridOf = (slide: { width: number; height: number }): CoverageGrid => coverageGrid(slide, COVERAGE_GRID_CELLS);

/** The objects a screener should have looked at: the solution's, and every object of the diagnostic category. */
export function coverageObjectsOf(slide: ReviewSlide): CoverageObject[] {
  const solution = new Set(slideSolutionOf(slide).objects);
  return slide.objects
    .flat()
    .filter((o) => solution.has(o.id) || o.cat.idx === AREA)
    .map((o) => ({ id: o.id, coords: o.coords, catIdx: o.cat.idx, solution: solution.has(o.id) }));
}

/** When the page's screening ended: its submit, else the last thing recorded on it. */
function endOf(review: AuditedReview, page: number, lastActivity: number | null): number | null {
  const recorded = review.state.pages[page];
  if (recorded?.submitTime != null) return recorded.submitTime;
  const last = Math.max(lastActivity ?? -Infinity, recorded?.lastUpdate ?? -Infinity);
  return Number.isFinite(last) ? last : null;
}

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** GET /audit/reviews/{reviewId}/coverage/{page}: one slide page's screening coverage. */
export function coverageOf(
  review: AuditedReview,
  page: number,
  slide: ReviewSlide & { image: { width: number; height: number } },
  tissue: Uint8Array | null,
): Omit<ReviewCoverage, 'skill'> {
  const size = { width: slide.image.width, height: slide.image.height };
  const grid = gridOf(size);
  const views = replayViews(review.activityEvents).filter((v) => v.page === page);
  const lastActivity = review.activityEvents.reduce<number | null>((last, e) => {
    const d = e.data as { page?: unknown; at?: unknown };
    return d.page === page && typeof d.at === 'number' ? Math.max(last ?? d.at, d.at) : last;
  }, null);
  const objects = coverageObjectsOf(slide);
  const result = computeCoverage({
    slide: size,
    grid,
    views: views.map((v) => ({ at: v.at, session: v.session, magnification: v.magnification, corners: v.corners })),
    endAt: endOf(review, page, lastActivity),
    tissue,
    objects,
  });
  return {
    reviewId: review.row.reviewId,
    page,
    slideId: slide.item_id,
    slide: size,
    grid,
    heat: base64(heatBytes(result.seconds, result.maxSeconds)),
    maxSeconds: result.maxSeconds,
    tissue: tissue ? base64(tissue) : '',
    tissueScreenedPercent: result.tissueScreenedPercent,
    screenedSeconds: result.screenedSeconds,
    viewedSeconds: result.viewedSeconds,
    objects: { total: objects.length, seen: result.seen.length },
    missed: result.missed.map(({ id, coords, catIdx, solution }) => ({ id, coords, catIdx, solution })),
  };
}
