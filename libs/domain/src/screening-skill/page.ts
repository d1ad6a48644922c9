/**
 * How one submitted slide page was screened (issue 31, docs/adr/0036): each reference object's
 * sighting (the coverage's own geometry and dwell, audit/sightings.ts), clicks and marks, the share
 * of tissue screened, the time on the slide and the screening pace. Pure: a projection calls it once
 * per submitted page with the page's views, clicks and submitted shortlist.
 */
import type { ObjectOfInterest, PageScreening, ReviewActivity } from '@cytocampus/contracts';
import { computeCoverage, type CoverageGrid, type CoverageObject, type CoverageView } from '../audit/coverage.js';

/** The diagnostic category of objects of interest (OOI_CATEGORIES[0], 'area'). */
const AREA = 0;

export interface PageScreeningInput {
  slide: { width: number; height: number };
  grid: CoverageGrid;
  /** The page's views in time order (every session). */
  views: readonly CoverageView[];
  /** When the page ended: its submit. */
  endAt: number | null;
  tissue: Uint8Array | null;
  micronsPerPixel: number | null;
  /** referenceObjectsOf the slide. */
  objects: readonly CoverageObject[];
  /** Object ids clicked on the page (clickedObjectIds). */
  clicked: Iterable<string>;
  /** The submitted shortlist (SlideReviewData.shortList: object ids and mark ids). */
  shortList: readonly string[];
}

/**
 * The reference objects of a slide: the solution's objects found on it; when the solution names
 * none, the objects of the diagnostic category (area), which carry the diagnosis in the library.
 */
export function referenceObjectsOf(objects: readonly (readonly ObjectOfInterest[])[], solutionObjectIds: readonly string[]): CoverageObject[] {
  const all = objects.flat();
  const solution = new Set(solutionObjectIds);
  const named = all.filter((o) => solution.has(o.id));
  const reference = named.length > 0 ? named : all.filter((o) => o.cat.idx === AREA);
  return reference.map((o) => ({ id: o.id, coords: o.coords, catIdx: o.cat.idx, solution: solution.has(o.id) }));
}

/** The object ids a page's activity clicked. */
export function clickedObjectIds(activity: readonly ReviewActivity[]): Set<string> {
  return new Set(activity.flatMap((a) => (a.kind === 'objectClick' ? [a.objectId] : [])));
}

const MM2_PER_UM2 = 1e-6;

/** How the page was screened. */
export function screenPage(input: PageScreeningInput): PageScreening {
  const coverage = computeCoverage({
    slide: input.slide,
    grid: input.grid,
    views: input.views,
    endAt: input.endAt,
    tissue: input.tissue,
    objects: input.objects,
  });
  const clicked = new Set(input.clicked);
  const marked = new Set(input.shortList);
  // Back to whole ms (the coverage reports seconds).
  const screenedMs = Math.round(coverage.screenedSeconds * 1000);
  const mpp = input.micronsPerPixel;
  // The screened tissue cells' area: a cell is cellSize² level-0 pixels of mpp² µm² each.
  const tissueScreenedMm2 = input.tissue && mpp != null && mpp > 0 ? coverage.screenedTissueCells * (input.grid.cellSize * mpp) ** 2 * MM2_PER_UM2 : null;
  return {
    objects: coverage.sightings.map((s) => ({ ...s, clicked: clicked.has(s.id), marked: marked.has(s.id) })),
    tissueScreenedPercent: coverage.tissueScreenedPercent,
    timeOnSlideMs: Math.round(coverage.viewedSeconds * 1000),
    screenedMs,
    tissueScreenedMm2,
    paceMm2PerMinute: tissueScreenedMm2 !== null && screenedMs > 0 ? tissueScreenedMm2 / (screenedMs / 60_000) : null,
  };
}
