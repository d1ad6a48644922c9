/**
 * What a replay shows at one moment: the slide page open then, the last view recorded on it, the
 * last event, and how a recorded view is shown on a canvas of another size. Pure.
 */
import type { ReplayEvent, ReplayView, ReviewReplay } from '@cytocampus/contracts';
import { lastAtOrBefore } from './replayTimeline';

export interface ReplayMoment {
  /** The slide page open at that moment (the first slide before anything happened). */
  page: number;
  /** The last view of that page recorded by then; null before its first one. */
  view: ReplayView | null;
  /** Index in replay.events of the last event by then, or -1. */
  eventIndex: number;
}

/** Views and events in time order, so moments can be found by binary search (the API sends them ordered; this keeps the player safe if not). */
export function orderedReplay(replay: ReviewReplay): ReviewReplay {
  const byTime = <T extends { at: number }>(list: readonly T[]) => [...list].sort((a, b) => a.at - b.at);
  return { ...replay, events: byTime(replay.events), views: byTime(replay.views) };
}

/** Every recorded moment: the timeline is built on them. */
export function momentsOf(replay: Pick<ReviewReplay, 'events' | 'views'>): number[] {
  return [...replay.events.map((event) => event.at), ...replay.views.map((view) => view.at)];
}

/** The moment at real time `at` (epoch ms); `replay` must be time-ordered (orderedReplay). */
export function momentAt(replay: Pick<ReviewReplay, 'events' | 'views' | 'slides'>, at: number): ReplayMoment {
  const viewIndex = lastAtOrBefore(replay.views, at, (view) => view.at);
  const eventIndex = lastAtOrBefore(replay.events, at, (event) => event.at);
  const lastView = replay.views[viewIndex];
  const lastPaged = lastPagedEvent(replay.events, eventIndex);
  // The later of the last view and the last event that names a page says which slide is open.
  const page = lastView && (!lastPaged || lastView.at >= lastPaged.at) ? lastView.page : (lastPaged?.page ?? lastView?.page ?? replay.slides[0]?.page ?? 0);
  return { page, view: lastViewOfPage(replay.views, viewIndex, page), eventIndex };
}

function lastPagedEvent(events: readonly ReplayEvent[], from: number): (ReplayEvent & { page: number }) | null {
  for (let i = from; i >= 0; i -= 1) {
    const event = events[i]!;
    if (event.page !== null) return { ...event, page: event.page };
  }
  return null;
}

function lastViewOfPage(views: readonly ReplayView[], from: number, page: number): ReplayView | null {
  for (let i = from; i >= 0; i -= 1) if (views[i]!.page === page) return views[i]!;
  return null;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The screen pixels per level-0 pixel that fit the recorded visible area into a canvas of this
 * size: the recorded scale when the canvas has the recorded size. Measured on the recorded corners
 * (whole pixels), which are more exact than the rounded magnification.
 */
export function fittedScale(view: Pick<ReplayView, 'corners' | 'canvas'>, canvas: { width: number; height: number }): number {
  const [topLeft, topRight, , bottomLeft] = view.corners;
  const across = topLeft && topRight ? distance(topLeft, topRight) : 0;
  const down = topLeft && bottomLeft ? distance(topLeft, bottomLeft) : 0;
  if (!(across > 0 && down > 0)) return 0;
  return Math.min(canvas.width / across, canvas.height / down);
}

/**
 * The rotation the recorded view really had. A sample keeps the nearest quarter turn, but one taken
 * while a rotation animated saw a tilted area: its corners tell the angle (OpenSeadragon mirrors
 * after rotating, so a flipped view's top edge runs the other way).
 */
export function shownRotation(view: Pick<ReplayView, 'corners' | 'rotation' | 'flipped'>): number {
  const [topLeft, topRight] = view.corners;
  if (!topLeft || !topRight || (topLeft.x === topRight.x && topLeft.y === topRight.y)) return view.rotation;
  const sign = view.flipped ? -1 : 1;
  const degrees = (-Math.atan2(sign * (topRight.y - topLeft.y), sign * (topRight.x - topLeft.x)) * 180) / Math.PI;
  // Whole-pixel corners leave a few hundredths of a degree of noise: a quarter turn stays exact.
  const quarter = Math.round(degrees / 90) * 90;
  const angle = Math.abs(degrees - quarter) < 0.2 ? quarter : degrees;
  return ((angle % 360) + 360) % 360;
}

/**
 * Whether the replay viewer shows a view at once rather than animating to it: seeks and pauses do,
 * fast replay does, and so does everything for someone who asked for reduced motion (WCAG 2.3.3).
 */
export function showsViewAtOnce({ playing, speed, reducedMotion }: { playing: boolean; speed: number; reducedMotion: boolean }): boolean {
  return !playing || speed > 2 || reducedMotion;
}
