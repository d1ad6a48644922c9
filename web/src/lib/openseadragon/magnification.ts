/**
 * Zoom in the product's units. A magnification is relative to the slide's objective power: on a
 * 40x scan, one screen pixel per full-resolution pixel is '40x'; on a 20x scan the same view is '20x'
 * and 40x is a two-fold digital zoom. Pure: the viewer converts OpenSeadragon's zoom through here.
 */
import { VIEWER_DEFAULTS } from './viewerConstants';

export interface MagnificationLimits {
  min: number;
  max: number;
  /** Each zoom step multiplies or divides by this (spec: 2). */
  stepFactor: number;
}

export const DEFAULT_LIMITS: MagnificationLimits = {
  min: VIEWER_DEFAULTS.minMagnification,
  max: VIEWER_DEFAULTS.maxMagnification,
  stepFactor: VIEWER_DEFAULTS.zoomStepFactor,
};

const isPositive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The slide's objective power; when the scanner did not record one, it is estimated from the pixel
 * size (a 10x objective images about 1 µm per pixel), else the common 40x.
 */
export function resolveObjectivePower(objectivePower: number | null | undefined, micronsPerPixel: number | null | undefined): number {
  if (isPositive(objectivePower)) return objectivePower;
  if (isPositive(micronsPerPixel)) return Math.max(1, Math.round(10 / micronsPerPixel));
  return VIEWER_DEFAULTS.objectivePower;
}

/** Screen pixels per full-resolution pixel → magnification. */
export function magnificationFromImageZoom(imageZoom: number, objectivePower: number): number {
  return imageZoom * objectivePower;
}

/** Magnification → screen pixels per full-resolution pixel. */
export function imageZoomFromMagnification(magnification: number, objectivePower: number): number {
  return magnification / objectivePower;
}

export function clampMagnification(magnification: number, limits: Pick<MagnificationLimits, 'min' | 'max'>): number {
  return Math.min(limits.max, Math.max(limits.min, magnification));
}

/**
 * The label of the spec: '<2x' below 2, and 21 is shown as 20. Below 10 one decimal is kept so the
 * zoom steps read 2.5x and 5x; from 10 whole numbers.
 */
export function formatMagnification(magnification: number): string {
  if (!(magnification >= 2)) return '<2x';
  if (magnification < 10) {
    const tenths = Math.round(magnification * 10) / 10;
    return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}x`;
  }
  const whole = Math.round(magnification);
  return `${whole === 21 ? 20 : whole}x`;
}

/** Relative tolerance so a view a hair off a step (animation, rounding) still counts as on it. */
const ON_STEP = 1e-3;

/**
 * The next magnification on the ladder min · factor^k (1.25, 2.5, 5, 10, 20, 40 with the spec's
 * numbers), clamped to the limits. From an off-ladder view (after a scroll) it snaps to the next
 * rung in the asked direction, so the buttons always land on the familiar objectives.
 */
export function stepMagnification(current: number, direction: 'in' | 'out', limits: MagnificationLimits = DEFAULT_LIMITS): number {
  const { min, stepFactor } = limits;
  if (!(stepFactor > 1)) throw new RangeError('The zoom step factor must be greater than 1.');
  const rung = Math.log(Math.max(current, Number.MIN_VALUE) / min) / Math.log(stepFactor);
  const next = direction === 'in' ? Math.floor(rung + ON_STEP) + 1 : Math.ceil(rung - ON_STEP) - 1;
  return clampMagnification(min * stepFactor ** next, limits);
}

/** Whether a zoom step in that direction would change anything. */
export function canStep(current: number, direction: 'in' | 'out', limits: MagnificationLimits = DEFAULT_LIMITS): boolean {
  return direction === 'in' ? current < limits.max * (1 - ON_STEP) : current > limits.min * (1 + ON_STEP);
}

/**
 * The magnification at which an object of interest is shown: the user's preference ooiZoomLevel
 * (40, 20 or 10) when given, else the spec's OOI zoom (0.25 of full resolution).
 */
export function objectMagnification(objectivePower: number, limits: Pick<MagnificationLimits, 'min' | 'max'>, preference?: number | null): number {
  const wanted = isPositive(preference) ? preference : VIEWER_DEFAULTS.ooiZoom * objectivePower;
  return clampMagnification(wanted, limits);
}
