/**
 * Micrometres from pixels. Slides carry microns per pixel (usually one number; some scanners record
 * slightly different x and y spacings), so lengths are measured along each image axis: that is what
 * keeps the ruler and the scale bar right when the view is rotated.
 */
import { viewerDeltaToImage, type Point, type ViewGeometry } from './viewGeometry';

/** Micrometres per level-0 pixel along each image axis. */
export interface PixelSpacing {
  x: number;
  y: number;
}

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The slide's calibration, or null when it has none (no scale bar, no ruler then). */
export function pixelSpacing(micronsPerPixel: number | PixelSpacing | null | undefined): PixelSpacing | null {
  if (isPositive(micronsPerPixel)) return { x: micronsPerPixel, y: micronsPerPixel };
  if (typeof micronsPerPixel === 'object' && micronsPerPixel && isPositive(micronsPerPixel.x) && isPositive(micronsPerPixel.y)) {
    return { x: micronsPerPixel.x, y: micronsPerPixel.y };
  }
  return null;
}

/** The distance between two level-0 points, in micrometres. */
export function distanceMicrons(from: Point, to: Point, spacing: PixelSpacing): number {
  return Math.hypot((to.x - from.x) * spacing.x, (to.y - from.y) * spacing.y);
}

/** Micrometres covered by one viewer pixel along the screen's horizontal (where the scale bar lies). */
export function micronsPerViewerPixel(view: ViewGeometry, spacing: PixelSpacing): number {
  const step = viewerDeltaToImage({ x: 1, y: 0 }, view);
  return Math.hypot(step.x * spacing.x, step.y * spacing.y);
}

/** Three significant figures without trailing zeros. */
const significant = (value: number): string => String(Number(value.toPrecision(3)));

/** '0.5 µm', '12.3 µm', '250 µm', '1.25 mm'. */
export function formatLength(micrometres: number): string {
  if (micrometres >= 1000) return `${significant(micrometres / 1000)} mm`;
  if (micrometres >= 100) return `${Math.round(micrometres)} µm`;
  return `${significant(micrometres)} µm`;
}
