/**
 * Image adjustments of the viewer (spec section 5 "Image filter plugin"): brightness, contrast,
 * gamma, threshold and a convolution kernel, with the spec's validation messages. Pure.
 */
import { VIEWER_DEFAULTS, VIEWER_TEXT } from './viewerConstants';

export interface ImageFilterSettings {
  /** Added to every channel, −255..255; 0 leaves the image alone. */
  brightness: number;
  /** Multiplies the distance from mid-grey, > 0; 1 leaves the image alone. */
  contrast: number;
  /** Display gamma, > 0: above 1 lightens the mid-tones; 1 leaves the image alone. */
  gamma: number;
  /** Black and white at this luminance, 0..255; null is off. */
  threshold: number | null;
  /** Row-major square kernel of odd size, applied as given; null is off. */
  kernel: readonly number[] | null;
}

export type FilterField = keyof ImageFilterSettings;
export type FilterErrors = Partial<Record<FilterField, string>>;

export const NEUTRAL_FILTERS: ImageFilterSettings = {
  brightness: 0,
  contrast: 1,
  gamma: VIEWER_DEFAULTS.gamma,
  threshold: null,
  kernel: null,
};

/** Kernels offered by the filters panel (sums of 1 keep the overall brightness). */
export const KERNEL_PRESETS = {
  sharpen: [0, -1, 0, -1, 5, -1, 0, -1, 0],
  blur: [1, 2, 1, 2, 4, 2, 1, 2, 1].map((weight) => weight / 16),
  edges: [-1, -1, -1, -1, 8, -1, -1, -1, -1],
} as const satisfies Record<string, readonly number[]>;

/** The side of a valid kernel (odd, square, finite numbers), else null. */
export function kernelSize(kernel: readonly number[]): number | null {
  const side = Math.round(Math.sqrt(kernel.length));
  const square = side * side === kernel.length && side % 2 === 1;
  return square && kernel.every((weight) => Number.isFinite(weight)) ? side : null;
}

/** Numbers separated by spaces, commas, semicolons or new lines; null when something is not a number. */
export function parseKernel(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter((part) => part.length > 0);
  if (parts.length === 0) return null;
  const weights = parts.map(Number);
  return weights.every((weight) => Number.isFinite(weight)) ? weights : null;
}

/** Every problem, keyed by field, with the spec's messages (the kernel text is ours). */
export function validateFilters(settings: ImageFilterSettings): FilterErrors {
  const errors: FilterErrors = {};
  const { brightness, contrast, gamma, threshold, kernel } = settings;
  if (threshold !== null && !(Number.isFinite(threshold) && threshold >= 0 && threshold <= 255)) errors.threshold = VIEWER_TEXT.threshold;
  if (!(Number.isFinite(brightness) && brightness >= -255 && brightness <= 255)) errors.brightness = VIEWER_TEXT.brightness;
  if (!(Number.isFinite(contrast) && contrast > 0)) errors.contrast = VIEWER_TEXT.contrast;
  if (!(Number.isFinite(gamma) && gamma > 0)) errors.gamma = VIEWER_TEXT.gamma;
  if (kernel !== null && kernelSize(kernel) === null) errors.kernel = VIEWER_TEXT.kernel;
  return errors;
}

export function hasErrors(errors: FilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Whether the settings would leave every pixel as it is (then tiles are not touched at all). */
export function isNeutral(settings: ImageFilterSettings): boolean {
  const { brightness, contrast, gamma, threshold, kernel } = settings;
  return brightness === 0 && contrast === 1 && gamma === 1 && threshold === null && kernel === null;
}
