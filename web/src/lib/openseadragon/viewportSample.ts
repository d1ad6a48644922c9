/**
 * Viewport samples for replay and screening coverage: whole level-0 pixels and two-decimal
 * magnifications, so frames that differ by rounding noise are not recorded twice. Pure.
 */
import type { ViewportSample } from './viewerTypes';
import { viewerToImage, visibleImageBounds, type Point, type ViewGeometry } from './viewGeometry';
import { normaliseRotation } from './viewOrientation';

/** A view without its time: the sampler stamps it when it goes out (it is still the view then). */
export type ViewSample = Omit<ViewportSample, 'at'>;

const rounded = (point: Point): Point => ({ x: Math.round(point.x), y: Math.round(point.y) });

export function sampleOf(view: ViewGeometry, magnification: number): ViewSample {
  const bounds = visibleImageBounds(view);
  const { width, height } = view.viewerSize;
  // The screen's corners, clockwise from its top left: with rotation the visible area is a tilted rectangle.
  const corners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ].map((corner) => rounded(viewerToImage(corner, view)));
  return {
    center: rounded(view.center),
    bounds: { x: Math.round(bounds.x), y: Math.round(bounds.y), width: Math.round(bounds.width), height: Math.round(bounds.height) },
    corners,
    canvas: { width: Math.round(width), height: Math.round(height) },
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
