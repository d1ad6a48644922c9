/**
 * Rotation in 90° steps and horizontal flip (spec section 4). OpenSeadragon mirrors the drawn view
 * after rotating it, so with the view flipped a positive rotation turns the picture
 * counter-clockwise on screen; the direction is swapped here so 'clockwise' always looks clockwise.
 */
export type Rotation = 0 | 90 | 180 | 270;
export type RotationDirection = 'clockwise' | 'counterclockwise';

export interface Orientation {
  /** Degrees, clockwise, as OpenSeadragon's viewport counts them. */
  rotation: Rotation;
  flipped: boolean;
}

export const UPRIGHT: Orientation = { rotation: 0, flipped: false };

/** Any angle → the nearest quarter turn in 0..270. */
export function normaliseRotation(degrees: number): Rotation {
  if (!Number.isFinite(degrees)) return 0;
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarter * 90) as Rotation;
}

export function rotateOrientation(orientation: Orientation, direction: RotationDirection): Orientation {
  const visualStep = direction === 'clockwise' ? 90 : -90;
  const step = orientation.flipped ? -visualStep : visualStep;
  return { ...orientation, rotation: normaliseRotation(orientation.rotation + step) };
}

export function flipOrientation(orientation: Orientation): Orientation {
  return { ...orientation, flipped: !orientation.flipped };
}
