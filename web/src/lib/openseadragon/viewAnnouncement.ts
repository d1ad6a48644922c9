/**
 * What a screen reader hears when the view rests (ADR 0043): the magnification, where the centre
 * is as a share of the slide and as a named region of it, the rotation, and the object at the
 * centre when there is one; at most one sentence every ANNOUNCE_INTERVAL_MS, always the latest.
 * Pure (the throttle takes its clock).
 */
import { createSampler, type Clock } from './sampler';
import { imageToViewer, type Point, type Size, type ViewGeometry } from './viewGeometry';

export interface AnnouncedView {
  /** As the toolbar shows it ('<2x', '10x'). */
  magnificationLabel: string;
  /** The level-0 pixel at the centre of the view. */
  center: Point;
  /** The slide's level-0 size. */
  imageSize: Size;
  rotation: number;
  flipped: boolean;
  /** The name of the object at the centre of the view, if any. */
  objectAtCentre: string | null;
}

/** Speech takes a second or two: a burst of pans is heard as its first and its last view. */
export const ANNOUNCE_INTERVAL_MS = 1500;
/** An object counts as at the centre when its marker (30 px across) covers the centre. */
export const CENTRE_RADIUS_PX = 15;

const ROWS = ['upper', 'middle', 'lower'] as const;
const COLUMNS = ['left', 'centre', 'right'] as const;

const share = (value: number, total: number) => (total > 0 ? Math.min(100, Math.max(0, Math.round((value / total) * 100))) : 0);
const third = (percent: number) => Math.min(2, Math.floor(percent / (100 / 3)));

/** The slide's ninth a point is in, in the slide's own orientation: 'upper left', 'middle right', 'centre'. */
export function slideRegion(across: number, down: number): string {
  const row = ROWS[third(down)]!;
  const column = COLUMNS[third(across)]!;
  if (row === 'middle' && column === 'centre') return 'centre';
  return row === 'middle' ? `middle ${column}` : `${row} ${column}`;
}

/** 'Magnification 10x. 42% across, 63% down the slide: middle left. Rotated 90°, flipped. At the centre: Area 3.' */
export function viewAnnouncement(view: AnnouncedView): string {
  const across = share(view.center.x, view.imageSize.width);
  const down = share(view.center.y, view.imageSize.height);
  const rotation = `Rotated ${((Math.round(view.rotation) % 360) + 360) % 360}°${view.flipped ? ', flipped' : ''}.`;
  const parts = [`Magnification ${view.magnificationLabel}.`, `${across}% across, ${down}% down the slide: ${slideRegion(across, down)}.`, rotation];
  if (view.objectAtCentre) parts.push(`At the centre: ${view.objectAtCentre}.`);
  return parts.join(' ');
}

/** The object whose marker covers the centre of the view (the nearest when several do), else null. */
export function objectAtCentre<T extends Point>(objects: readonly T[], view: ViewGeometry, radiusPx = CENTRE_RADIUS_PX): T | null {
  const middle = { x: view.viewerSize.width / 2, y: view.viewerSize.height / 2 };
  let best: { object: T; distance: number } | null = null;
  for (const object of objects) {
    const at = imageToViewer(object, view);
    const distance = Math.hypot(at.x - middle.x, at.y - middle.y);
    if (distance <= radiusPx && (!best || distance < best.distance)) best = { object, distance };
  }
  return best?.object ?? null;
}

export interface Announcer {
  /** A sentence for the live region: now if the last was long enough ago, else when the interval is over (only the latest waits). */
  say(text: string): void;
  /** A sentence that answers a key press at once (a measurement, the gamma), replacing any waiting one. */
  sayNow(text: string): void;
  cancel(): void;
}

/** The throttle between the viewer and its polite live region; the same sentence twice in a row is said once. */
export function createAnnouncer(emit: (text: string) => void, clock: Clock, intervalMs = ANNOUNCE_INTERVAL_MS): Announcer {
  const sampler = createSampler<string>(emit, intervalMs, clock, (a, b) => a === b);
  return {
    say: (text) => sampler.push(text),
    sayNow(text) {
      sampler.push(text);
      sampler.flush();
    },
    cancel: () => sampler.cancel(),
  };
}
