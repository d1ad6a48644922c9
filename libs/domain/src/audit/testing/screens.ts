/** Screens for the coverage's and the sightings' unit tests (a helper, not a test file of its own). */
import type { CoveragePoint, CoverageView } from '../coverage.js';

/** The screen's corners clockwise from its top left: a w × h rectangle about (cx, cy) turned by `degrees`, mirrored when flipped. */
export function screen(cx: number, cy: number, w: number, h: number, degrees = 0, flipped = false): CoveragePoint[] {
  const a = (degrees * Math.PI) / 180;
  const local = [
    { x: -w / 2, y: -h / 2 },
    { x: w / 2, y: -h / 2 },
    { x: w / 2, y: h / 2 },
    { x: -w / 2, y: h / 2 },
  ].map((p) => (flipped ? { x: -p.x, y: p.y } : p));
  return local.map((p) => ({ x: cx + p.x * Math.cos(a) - p.y * Math.sin(a), y: cy + p.x * Math.sin(a) + p.y * Math.cos(a) }));
}

export const view = (at: number, corners: CoveragePoint[], magnification = 10, session = 's1'): CoverageView => ({ at, session, magnification, corners });
