/**
 * Picks the scale bar: the longest round length (1, 2 or 5 × 10^n µm) that fits the allowed width,
 * so the label always reads as a value a microscopist would draw (50 µm, 200 µm, 1 mm).
 */
import { formatLength } from './calibration';

export interface ScaleBar {
  micrometres: number;
  widthPx: number;
  label: string;
}

const NICE_MANTISSAS = [5, 2, 1] as const;

export function chooseScaleBar(micronsPerPixel: number, maxWidthPx: number): ScaleBar | null {
  if (!(micronsPerPixel > 0) || !Number.isFinite(micronsPerPixel) || !(maxWidthPx > 0)) return null;
  const longest = micronsPerPixel * maxWidthPx;
  // Start a decade high: log10 can round either way (log10(1000) may give 2.9999…).
  let exponent = Math.floor(Math.log10(longest)) + 1;
  for (let guard = 0; guard < 3; guard += 1, exponent -= 1) {
    for (const mantissa of NICE_MANTISSAS) {
      const micrometres = Number((mantissa * 10 ** exponent).toPrecision(12));
      if (micrometres <= longest * (1 + 1e-9)) {
        return { micrometres, widthPx: micrometres / micronsPerPixel, label: formatLength(micrometres) };
      }
    }
  }
  return null;
}
