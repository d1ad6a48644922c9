/**
 * Convex quadrilaterals (a rotated, possibly mirrored screen) against points and a grid of cells.
 * Every test here is winding-independent: a flipped view lists its corners the other way round.
 */
import type { CoverageGrid, CoveragePoint } from './coverage.js';

/** True when `p` lies inside or on the edge of the convex polygon `corners`, whatever its winding. */
export function insideConvex(corners: readonly CoveragePoint[], p: CoveragePoint): boolean {
  let positive = false;
  let negative = false;
  for (let i = 0; i < corners.length; i += 1) {
    const a = corners[i]!;
    const b = corners[(i + 1) % corners.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross > 0) positive = true;
    else if (cross < 0) negative = true;
    if (positive && negative) return false;
  }
  return corners.length >= 3;
}

/**
 * Calls `visit(index)` for every grid cell whose centre lies inside (or on the edge of) the convex
 * polygon: a scanline through each row's centre, over the rows and columns of its bounding box only.
 */
export function forEachCellInConvex(grid: CoverageGrid, corners: readonly CoveragePoint[], visit: (index: number) => void): void {
  if (corners.length < 3) return;
  const { cols, rows, cellSize } = grid;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const c of corners) {
    if (c.y < minY) minY = c.y;
    if (c.y > maxY) maxY = c.y;
  }
  if (!Number.isFinite(minY) || !Number.isFinite(maxY)) return;
  // Centre of row r is (r + 0.5) × cellSize.
  const firstRow = Math.max(0, Math.ceil(minY / cellSize - 0.5));
  const lastRow = Math.min(rows - 1, Math.floor(maxY / cellSize - 0.5));
  const n = corners.length;
  for (let r = firstRow; r <= lastRow; r += 1) {
    const y = (r + 0.5) * cellSize;
    let left = Infinity;
    let right = -Infinity;
    for (let i = 0; i < n; i += 1) {
      const a = corners[i]!;
      const b = corners[(i + 1) % n]!;
      if (a.y === b.y) {
        if (a.y === y) {
          left = Math.min(left, a.x, b.x);
          right = Math.max(right, a.x, b.x);
        }
        continue;
      }
      if ((y < a.y && y < b.y) || (y > a.y && y > b.y)) continue;
      const x = a.x + ((y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (x < left) left = x;
      if (x > right) right = x;
    }
    if (left > right) continue;
    const firstCol = Math.max(0, Math.ceil(left / cellSize - 0.5));
    const lastCol = Math.min(cols - 1, Math.floor(right / cellSize - 0.5));
    const rowStart = r * cols;
    for (let c = firstCol; c <= lastCol; c += 1) visit(rowStart + c);
  }
}
