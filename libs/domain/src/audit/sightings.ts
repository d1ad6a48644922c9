/**
 * When an object of interest was on screen (issue 31, docs/adr/0036): the one definition of "seen"
 * that the coverage's missed objects and the screening-skill analytics share. Each view lasts until
 * the next one (any session) or the page's end, capped, as the coverage's heat map counts it.
 */
import { MAX_DWELL_MS, SCREENING_MAGNIFICATION, SEEN_MIN_DWELL_MS } from '@cytocampus/contracts';
import { insideConvex } from './quad.js';
import type { CoveragePoint, CoverageView } from './coverage.js';

export interface SightingOptions {
  minMagnification?: number;
  maxDwellMs?: number;
  /** The time on screen at minMagnification or more that makes an object seen. */
  minDwellMs?: number;
}

/** One object's time on screen at minMagnification or more on one slide page. */
export interface ObjectSighting {
  id: string;
  /** On screen at minMagnification or more for minDwellMs in all. */
  seen: boolean;
  /** Ms from the page's first view to the first view at minMagnification or more showing it; null when none did. */
  firstViewMs: number | null;
  /** Ms on screen at minMagnification or more, over all views. */
  dwellMs: number;
}

/** How long each view was on screen, ms: until the next view (any session) or endAt, capped. */
export function dwellTimes(views: readonly CoverageView[], endAt: number | null, maxDwellMs: number = MAX_DWELL_MS): Float64Array {
  const dwell = new Float64Array(views.length);
  for (let i = 0; i < views.length; i += 1) {
    const next = i + 1 < views.length ? views[i + 1]!.at : endAt;
    // A session change needs no rule of its own: the cap already ends a view left behind.
    dwell[i] = next === null ? 0 : Math.min(maxDwellMs, Math.max(0, next - views[i]!.at));
  }
  return dwell;
}

/** The sightings of `objects` in the page's views (time order), given each view's dwell (dwellTimes). */
export function sightingsOf(
  views: readonly CoverageView[],
  dwell: Float64Array,
  objects: readonly { id: string; coords: CoveragePoint }[],
  options: SightingOptions = {},
): ObjectSighting[] {
  const minMagnification = options.minMagnification ?? SCREENING_MAGNIFICATION;
  const minDwellMs = options.minDwellMs ?? SEEN_MIN_DWELL_MS;
  const start = views[0]?.at ?? 0;
  return objects.map(({ id, coords }) => {
    let firstViewMs: number | null = null;
    let dwellMs = 0;
    for (let i = 0; i < views.length; i += 1) {
      const view = views[i]!;
      if (!(view.magnification >= minMagnification) || !insideConvex(view.corners, coords)) continue;
      firstViewMs ??= view.at - start;
      dwellMs += dwell[i]!;
    }
    return { id, seen: firstViewMs !== null && dwellMs >= minDwellMs, firstViewMs, dwellMs };
  });
}

/** The sightings of `objects` on one slide page: its views in time order and when the page ended. */
export function objectSightings(
  views: readonly CoverageView[],
  endAt: number | null,
  objects: readonly { id: string; coords: CoveragePoint }[],
  options: SightingOptions = {},
): ObjectSighting[] {
  return sightingsOf(views, dwellTimes(views, endAt, options.maxDwellMs), objects, options);
}
