/**
 * Viewport samples for replay and screening coverage: whole level-0 pixels and two-decimal
 * magnifications, so frames that differ by rounding noise are not recorded twice. Pure.
 */
import type { ViewportSample } from './viewerTypes';
import { visibleImageBounds, type ViewGeometry } from './viewGeometry';
import { normaliseRotation } from './viewOrientation';

/** A view without its time: the sampler stamps it when it goes out (it is still the view then). */
export type ViewSample = Omit<ViewportSample, 'at'>;

export function sampleOf(view: ViewGeometry, magnification: number): ViewSample {
  const bounds = visibleImageBounds(view);
  return {
    center: { x: Math.round(view.center.x), y: Math.round(view.center.y) },
    bounds: { x: Math.round(bounds.x), y: Math.round(bounds.y), width: Math.round(bounds.width), height: Math.round(bounds.height) },
    magnification: Math.round(magnification * 100) / 100,
    rotation: normaliseRotation(view.rotation),
    flipped: view.flipped,
  };
}

/** The same view (rounding noise aside). */
export function sameSample(a: ViewSample, b: ViewSample): boolean {
  return (
    a.center.x === b.center.x &&
    a.center.y === b.center.y &&
    a.bounds.width === b.bounds.width &&
    a.bounds.height === b.bounds.height &&
    a.magnification === b.magnification &&
    a.rotation === b.rotation &&
    a.flipped === b.flipped
  );
}
