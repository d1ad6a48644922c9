import type { HalfPlane, Nucleus, Od } from './cell-model.js';
import { range, type Rng } from './random.js';

interface Point {
  x: number;
  y: number;
}

/** Andrew's monotone chain; returns the hull counter-clockwise (y down: clockwise on screen). */
function convexHull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const pt = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, pt) <= 0) upper.pop();
    upper.push(pt);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

export interface Polygon {
  planes: HalfPlane[];
  area: number;
  reach: number;
}

/**
 * A convex polygon around the origin: `corners` points at jittered angles and radii, stretched by
 * `elongation` along `angle`. Squamous cells use few corners (polygonal), round cells many.
 */
export function convexPolygon(rng: Rng, radius: number, corners: number, jitter: number, elongation: number, angle: number): Polygon {
  const pts: Point[] = [];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  for (let i = 0; i < corners; i++) {
    const t = ((i + range(rng, -0.35, 0.35)) / corners) * Math.PI * 2;
    const r = radius * (1 + range(rng, -jitter, jitter));
    const lx = Math.cos(t) * r * elongation;
    const ly = Math.sin(t) * r;
    pts.push({ x: lx * cos - ly * sin, y: lx * sin + ly * cos });
  }
  const hull = convexHull(pts);
  const planes: HalfPlane[] = [];
  let area = 0;
  let reach = 0;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = dy / len;
    const ny = -dx / len;
    planes.push({ nx, ny, d: nx * a.x + ny * a.y });
    area += a.x * b.y - b.x * a.y;
    reach = Math.max(reach, Math.hypot(a.x, a.y));
  }
  // Normals must point outwards whatever the hull's winding.
  if (area < 0) for (const pl of planes) Object.assign(pl, { nx: -pl.nx, ny: -pl.ny, d: -pl.d });
  return { planes, area: Math.abs(area) / 2, reach };
}

/** A line through the cell, a fraction of the way from the centre to the edge. */
export function foldLine(rng: Rng, poly: Polygon): HalfPlane {
  const plane = poly.planes[Math.floor(rng() * poly.planes.length)]!;
  return { nx: plane.nx, ny: plane.ny, d: plane.d * range(rng, 0.45, 0.75) };
}

export interface NucleusSpec {
  radius: number;
  elongation: number;
  irregularity: number;
  od: Od;
  chromatin: number;
  granule: number;
  /** Chance of a nuclear groove, and of a pseudo-inclusion (papillary carcinoma). */
  groove?: number;
  inclusion?: number;
  /** Chromatin margination (herpes). */
  margination?: number;
}

export function makeNucleus(rng: Rng, x: number, y: number, s: NucleusSpec): Nucleus {
  const angle = rng() * Math.PI;
  const e = 1 + rng() * (s.elongation - 1);
  const shade = range(rng, 0.85, 1.12);
  return {
    x,
    y,
    rx: s.radius * Math.sqrt(e),
    ry: s.radius / Math.sqrt(e),
    cos: Math.cos(angle),
    sin: Math.sin(angle),
    a2: s.irregularity * range(rng, 0.3, 1),
    p2: rng() * Math.PI * 2,
    a3: s.irregularity * range(rng, 0.2, 0.8),
    p3: rng() * Math.PI * 2,
    od: [s.od[0] * shade, s.od[1] * shade, s.od[2] * shade],
    chromatin: s.chromatin,
    granule: s.granule,
    // Only the kinds that have them draw these (and so the others' random sequence is unchanged).
    ...(s.groove !== undefined && rng() < s.groove ? { groove: true } : {}),
    ...(s.inclusion !== undefined && rng() < s.inclusion ? { inclusion: range(rng, 0.25, 0.4) } : {}),
    ...(s.margination === undefined ? {} : { margination: s.margination }),
  };
}

export const nucleusArea = (n: Nucleus) => Math.PI * n.rx * n.ry;
